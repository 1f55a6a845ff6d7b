// The page-actions menu, loaded on demand by ./index.tsx. A disclosure pattern: a list of links and
// one button. The first entry takes focus on opening; the arrow keys, Home and End move between
// entries, Tab moves on as usual; Escape closes and returns focus to the toggle; a click or focus
// outside closes.
import {useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {copyPendingText} from '@site/src/utils/clipboard';
import {pageActions, type PageAction} from './actions';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const copyLabel: Record<Status, string | null> = {
  idle: null,
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

interface Props {
  readonly id: string;
  readonly open: boolean;
  readonly rootRef: RefObject<HTMLDivElement | null>;
  readonly onClose: (returnFocus: boolean) => void;
  readonly markdownPath: string;
}

/** A button that opens the snippet below it, with its own copy button. */
function Snippet({action}: {action: Extract<PageAction, {kind: 'snippet'}>}): ReactNode {
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState<boolean | null>(null);
  const panelId = `${action.id}-panel`;
  return (
    <>
      <button
        type="button"
        className={styles.item}
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setShown((value) => !value)}>
        <span className={styles.itemLabel}>{action.label}</span>
        <span className={styles.itemHint}>{action.hint}</span>
      </button>
      <div id={panelId} className={styles.snippet} hidden={!shown}>
        <p>{action.before}</p>
        <pre tabIndex={0}>
          <code>{action.snippet}</code>
        </pre>
        <button
          type="button"
          className={styles.snippetCopy}
          onClick={() => {
            copyPendingText(Promise.resolve(action.snippet)).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}>
          {copied === null ? 'Copy settings' : copied ? 'Copied' : 'Copy failed: select the text'}
        </button>
      </div>
    </>
  );
}

function Entry({action, status, onCopy}: {action: PageAction; status: Status; onCopy: () => void}): ReactNode {
  if (action.kind === 'snippet') return <Snippet action={action} />;
  if (action.kind === 'copy') {
    return (
      <button type="button" className={styles.item} data-status={status} onClick={onCopy}>
        <span className={styles.itemLabel}>{copyLabel[status] ?? action.label}</span>
        <span className={styles.itemHint}>{action.hint}</span>
      </button>
    );
  }
  // The twin is a file, not a route: pathname:// keeps the router out of it.
  const to = action.href.startsWith('/') ? `pathname://${action.href}` : action.href;
  return (
    <Link className={styles.item} to={to} target="_blank" rel="noopener noreferrer">
      <span className={styles.itemLabel}>
        {action.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </span>
      <span className={styles.itemHint}>{action.hint}</span>
    </Link>
  );
}

export default function Menu({id, open, rootRef, onClose, markdownPath}: Props): ReactNode {
  const siteUrl = useDocusaurusContext().siteConfig.url;
  const [status, setStatus] = useState<Status>('idle');
  const listRef = useRef<HTMLUListElement>(null);
  const actions = useMemo(
    () => pageActions({markdownPath, markdownUrl: new URL(markdownPath, siteUrl).href}),
    [markdownPath, siteUrl],
  );

  // The entries a reader can reach: a closed panel's own button is not one.
  const entries = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>('a, button') ?? []).filter(
      (entry) => entry.closest('[hidden]') === null,
    );

  useEffect(() => {
    if (!open) return undefined;
    entries()[0]?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const isOutside = (target: EventTarget | null) => target instanceof Node && !rootRef.current?.contains(target);
    const onPointer = (event: Event) => {
      if (isOutside(event.target)) onClose(false);
    };
    // Focus that leaves and comes straight back stays open: without the Clipboard API the copy goes
    // through a textarea that takes focus for a moment (src/utils/clipboard.ts).
    let timer = 0;
    const onFocus = (event: Event) => {
      if (!isOutside(event.target)) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (isOutside(document.activeElement)) onClose(false);
      }, 0);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, onClose, rootRef]);

  useEffect(() => {
    if (status !== 'copied' && status !== 'failed') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = () => {
    if (status === 'copying') return;
    setStatus('copying');
    copyPendingText(fetchMarkdown(markdownPath)).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = entries();
    const current = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    items[target]?.focus();
  };

  return (
    <div id={id} className={clsx(styles.menu, open && styles.menuOpen)} hidden={!open}>
      <ul ref={listRef} className={styles.list} aria-label="Page actions" onKeyDown={onKeyDown}>
        {actions.map((action) => (
          <li key={action.id}>
            <Entry action={action} status={status} onCopy={copy} />
          </li>
        ))}
      </ul>
      <span role="status" aria-live="polite" className="sr-only">
        {announcement[status]}
      </span>
    </div>
  );
}
