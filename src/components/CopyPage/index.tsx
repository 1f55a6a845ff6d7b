import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
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

async function fetchMarkdown(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Blob([await response.text()], {type: 'text/plain'});
}

async function copyFrom(url: string): Promise<void> {
  // Safari only lets a click write the clipboard synchronously; a ClipboardItem holding the pending
  // fetch keeps the write inside the click. Browsers without ClipboardItem copy after the fetch.
  if (typeof ClipboardItem === 'function') {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': fetchMarkdown(url)})]);
  } else {
    await navigator.clipboard.writeText(await (await fetchMarkdown(url)).text());
  }
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
    copyFrom(markdownUrl).then(
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
