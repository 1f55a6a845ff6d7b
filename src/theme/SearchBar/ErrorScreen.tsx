import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';

/**
 * DocSearch 4.6 sets its "error" status on a failed request and then, in the same React batch,
 * back to "idle", so its own error screen never shows (the no-results screen does instead). While
 * our client reports a failure we render DocSearch's error-screen markup into the open dropdown;
 * CSS hides the no-results screen beside it.
 */
export default function ErrorScreen(): ReactNode {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    const find = () =>
      setDropdown(
        document.querySelector('.DocSearch-Dropdown-Container') ?? document.querySelector('.DocSearch-Dropdown'),
      );
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert" data-search-error="">
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>,
    dropdown,
  );
}
