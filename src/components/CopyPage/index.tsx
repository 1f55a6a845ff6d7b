import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {copyPendingText} from '@site/src/utils/clipboard';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const buttonText: Record<Status, string> = {
  idle: 'Copy page',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed',
};
const announcement: Record<Status, string> = {
  idle: '',
  copying: '',
  copied: 'Page copied to the clipboard as Markdown',
  failed: 'Could not copy the page; open it as Markdown instead',
};

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** Copies the page's Markdown twin (fetched on click only) and links to it. */
export default function CopyPage({markdownUrl}: {markdownUrl: string}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (status !== 'copied' && status !== 'failed') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = () => {
    if (status === 'copying') return;
    setStatus('copying');
    copyPendingText(fetchMarkdown(markdownUrl)).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };

  return (
    <div className={styles.copyPage} data-search-ignore>
      <button type="button" className={styles.button} data-status={status} onClick={copy}>
        {buttonText[status]}
      </button>
      <Link className={styles.view} to={`pathname://${markdownUrl}`}>
        View as Markdown<span className="sr-only"> (opens in a new tab)</span>
      </Link>
      <span role="status" aria-live="polite" className="sr-only">
        {announcement[status]}
      </span>
    </div>
  );
}
