import {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {links} from '@site/src/data/links';
import styles from './styles.module.css';

const helpMenuItems = [
  {label: 'Try Demo', href: links.demo},
  {label: 'GitHub', href: links.github},
  {label: 'PyPI', href: links.pypi},
  {label: 'Contact', href: links.contact},
] as const;

/** Within this distance of the page's end counts as the end. */
const END_SLACK_PX = 24;

/**
 * True while the page is scrolled to its end. There the footer keeps an empty strip for the floating
 * button (src/css/_phone-chrome.scss), so on phones, where the text runs edge to edge under it, the
 * stylesheet shows the button only then: it never covers a paragraph or a call to action.
 */
function useAtPageEnd(): boolean {
  const [atEnd, setAtEnd] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const bottom = window.scrollY + window.innerHeight;
      setAtEnd(bottom >= document.documentElement.scrollHeight - END_SLACK_PX);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, {passive: true});
    window.addEventListener('resize', schedule, {passive: true});
    // Content that loads late (images, diagrams) moves the end without a scroll event.
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return atEnd;
}

/** Floating help button with four outbound links; closed by default, Escape and outside click close it. */
export default function HelpMenu(): ReactNode {
  const [open, setOpen] = useState(false);
  const atEnd = useAtPageEnd();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close(false);
    };
    const onFocus = (e: FocusEvent) => {
      if (e.target instanceof Node && !rootRef.current?.contains(e.target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, close]);

  return (
    <div ref={rootRef} className={clsx(styles.helpMenu, !atEnd && !open && styles.tucked)}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-label={open ? 'Close help menu' : 'Open help menu'}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpen((o) => !o);
        }}>
        <span aria-hidden="true">{open ? '×' : '?'}</span>
      </button>
      <ul id={menuId} className={clsx(styles.menu, open && styles.menuOpen)} hidden={!open}>
        {helpMenuItems.map((item) => (
          <li key={item.label}>
            {/* Link opens external URLs in a new tab with rel="noopener noreferrer". */}
            <Link className={styles.item} href={item.href}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
