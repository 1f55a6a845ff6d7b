// The page-actions control beside the breadcrumbs: one disclosure button. Its menu (copy the page as
// Markdown, view the Markdown twin, open the page in ChatGPT or Claude) is a separate chunk that
// loads on the first hover, focus or click, so a docs page's first load carries only this button.
import {lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

const loadMenu = () => import('./Menu');
const Menu = lazy(loadMenu);

/** Starts the download early; the chunk is cached, so calling it again costs nothing. */
function preload(): void {
  void loadMenu();
}

export default function PageActions({markdownPath}: {markdownPath: string}): ReactNode {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the copy status survives closing and reopening.
  const [mounted, setMounted] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  return (
    <div ref={rootRef} className={styles.pageActions} data-search-ignore>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={mounted ? menuId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen((value) => !value);
        }}>
        Copy page
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <Menu id={menuId} open={open} rootRef={rootRef} onClose={close} markdownPath={markdownPath} />
        </Suspense>
      ) : null}
    </div>
  );
}
