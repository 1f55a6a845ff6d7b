// Replaces the theme's CodeBlock. Fences are highlighted at build time (plugins/highlight-code), so
// this renders the finished markup as-is: no Prism in the browser and no second render after
// hydration. Children given as a plain string (JSX use) show as unhighlighted text.
import {useCallback, useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {ThemeClassNames} from '@docusaurus/theme-common';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import IconWordWrap from '@theme/Icon/WordWrap';
import {copyText} from '@site/src/utils/clipboard';
import styles from './styles.module.css';

interface Props {
  /** Highlighted inner HTML of <code>, written by the build (never user input). */
  readonly html?: string;
  readonly children?: ReactNode;
  readonly language?: string;
  readonly title?: ReactNode;
  /** `language-xxx` when the block comes through the theme's MDX <code> mapping. */
  readonly className?: string;
}

/** The text as written: one line per div.token-line (a <br> in an empty line adds no text). */
function codeText(pre: HTMLPreElement): string {
  const lines = pre.querySelectorAll('.token-line');
  return lines.length > 0 ? Array.from(lines, (line) => line.textContent).join('\n') : pre.textContent;
}

function CopyButton({preRef}: {preRef: RefObject<HTMLPreElement | null>}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(() => {
    if (!preRef.current) return;
    copyText(codeText(preRef.current)).then(
      () => {
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), 1000);
      },
      () => undefined, // refused: the code stays selectable
    );
  }, [preRef]);
  const label = copied
    ? translate({id: 'theme.CodeBlock.copied', message: 'Copied'})
    : translate({id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard'});
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.copyButton, copied && styles.copied)}
      aria-label={label}
      title={translate({id: 'theme.CodeBlock.copy', message: 'Copy'})}
      onClick={copy}>
      <span className={styles.copyIcons} aria-hidden="true">
        <IconCopy className={styles.copyIcon} />
        <IconSuccess className={styles.successIcon} />
      </span>
    </button>
  );
}

/**
 * Shown only while the code is wider than its box (or already wrapped). Always rendered, hidden when
 * not needed, so that showing it moves nothing: the copy button beside it keeps its place.
 */
function WrapButton({
  preRef,
  wrapped,
  onToggle,
}: {
  preRef: RefObject<HTMLPreElement | null>;
  wrapped: boolean;
  onToggle: () => void;
}) {
  const [scrollable, setScrollable] = useState(false);
  // Measured when the browser lays the page out anyway: a ResizeObserver reports after layout, so
  // reading scrollWidth there costs nothing, where reading it in a layout effect forced a layout of
  // the whole page inside the hydration commit (about 35 ms of it on a slow phone).
  useEffect(() => {
    const pre = preRef.current;
    if (!pre) return undefined;
    const observer = new ResizeObserver(() => {
      setScrollable(pre.scrollWidth > pre.clientWidth);
    });
    observer.observe(pre);
    return () => observer.disconnect();
  }, [preRef]);
  const label = translate({id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap'});
  return (
    <button
      type="button"
      className={clsx('clean-btn', wrapped && styles.wrapOn, !scrollable && !wrapped && styles.wrapUnneeded)}
      aria-label={label}
      aria-pressed={wrapped}
      title={label}
      onClick={onToggle}>
      <IconWordWrap className={styles.wrapIcon} aria-hidden="true" />
    </button>
  );
}

/**
 * A strip above the code holds its buttons: the title bar where the block has a title, else a slim
 * bar named after the language. The strip is in the server-rendered HTML at its final height, so the
 * buttons that appear after hydration move nothing, and they never sit on top of the code.
 */
export default function CodeBlock({html, children, language, title, className}: Props): ReactNode {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const preRef = useRef<HTMLPreElement>(null);
  const isBrowser = useIsBrowser();
  const [wrapped, setWrapped] = useState(false);
  const toggleWrap = useCallback(() => setWrapped((value) => !value), []);
  return (
    <div className={clsx(`language-${lang}`, ThemeClassNames.common.codeBlock, styles.container)}>
      <div className={clsx(styles.bar, !title && styles.untitled)}>
        {/* An untitled strip is named after the language by the stylesheet (no names in the script). */}
        {title ? <div className={styles.title}>{title}</div> : null}
        {/* Buttons need JavaScript to work, so they are not in the server-rendered HTML. */}
        <div className={styles.buttons}>
          {isBrowser ? (
            <>
              <WrapButton preRef={preRef} wrapped={wrapped} onToggle={toggleWrap} />
              <CopyButton preRef={preRef} />
            </>
          ) : null}
        </div>
      </div>
      {/* tabIndex: keyboard users can scroll wide code sideways. */}
      <pre ref={preRef} tabIndex={0} className={clsx('prism-code', `language-${lang}`, styles.pre, 'thin-scrollbar')}>
        {html === undefined ? (
          <code className={clsx(styles.lines, wrapped && styles.wrapped)}>{children}</code>
        ) : (
          <code className={clsx(styles.lines, wrapped && styles.wrapped)} dangerouslySetInnerHTML={{__html: html}} />
        )}
      </pre>
    </div>
  );
}
