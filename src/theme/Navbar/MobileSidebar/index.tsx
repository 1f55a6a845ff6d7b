// The mobile menu loads when it is first opened. Nothing shows it before that: the server renders
// none, the theme renders it in the browser only below the mobile breakpoint, hidden until the
// toggle is pressed, and desktop never does. Its code (the drawer, the navbar items' mobile
// variants, the collapsible dropdowns) is then out of every page's main bundle. The toggle and
// the backdrop stay in the navbar, so the press shows the backdrop at once and the drawer follows.
import {Component, lazy, Suspense, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const loadOpened = () => lazy(() => import('./Opened'));
let OpenedMobileSidebar = loadOpened();

interface RetryProps {
  readonly onFailure: () => void;
  readonly children: ReactNode;
}

/**
 * If the menu's code fails to load (offline before the service worker has it, a dropped request),
 * the menu closes instead of crashing the page, and the next press loads it again: a lazy
 * component keeps its failed load, so a fresh one is made.
 */
class RetryOnFailure extends Component<RetryProps, {failed: boolean}> {
  override state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  override componentDidCatch(): void {
    OpenedMobileSidebar = loadOpened();
    this.props.onFailure();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export default function NavbarMobileSidebar(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(false);
  if (shown && !opened) setOpened(true);
  if (!opened) return null;
  const close = () => {
    setOpened(false);
    if (shown) toggle();
  };
  return (
    <RetryOnFailure onFailure={close}>
      <Suspense fallback={null}>
        <OpenedMobileSidebar />
      </Suspense>
    </RetryOnFailure>
  );
}
