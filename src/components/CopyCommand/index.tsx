import {useEffect, useState, type ReactNode} from 'react';
import {copyText} from '@site/src/utils/clipboard';
import styles from './styles.module.css';

/** A one-line shell command with a copy button that confirms in a live region. */
export default function CopyCommand({command}: {command: string}): ReactNode {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await copyText(command);
      setCopied(true);
    } catch {
      // Clipboard denied (permissions): the command stays selectable.
      setCopied(false);
    }
  };

  return (
    <div className={styles.command}>
      <code className={styles.text}>
        <span aria-hidden="true" className={styles.prompt}>
          ${' '}
        </span>
        {command}
      </code>
      <button type="button" className={styles.button} onClick={() => void copy()}>
        {copied ? 'Copied' : 'Copy'}
        <span className="sr-only"> command</span>
      </button>
      <span role="status" aria-live="polite" className="sr-only">
        {copied ? 'Command copied to the clipboard' : ''}
      </span>
    </div>
  );
}
