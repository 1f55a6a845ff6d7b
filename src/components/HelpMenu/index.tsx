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

/** Scrolled less than this since the last change of direction: too little to move the button. */
const SCROLL_SLACK_PX = 24;

/**
 * True while the reader scrolls down through the page (not at its top or end): the floating button
 * then sits over the text a phone shows edge to edge, so the stylesheet moves it out of the way there.
 */
function useScrollingDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let anchor = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - SCROLL_SLACK_PX;
      if (y < SCROLL_SLACK_PX || atEnd) setDown(false);
      else if (Math.abs(y - anchor) >= SCROLL_SLACK_PX) setDown(y > anchor);
      else return;
      anchor = y;
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return down;
}

/** Floating help button with four outbound links; closed by default, Escape and outside click close it. */
export default function HelpMenu(): ReactNode {
  const [open, setOpen] = useState(false);
  const scrollingDown = useScrollingDown();
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
    <div ref={rootRef} className={clsx(styles.helpMenu, scrollingDown && !open && styles.tucked)}>
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
