// The mobile menu loads when it is first opened. Nothing shows it before that: the server renders
// none, the theme renders it in the browser only below the mobile breakpoint, hidden until the
// toggle is pressed, and desktop never does. Its code (the drawer, the navbar items' mobile
// variants, the collapsible dropdowns) is then out of every page's main bundle. The toggle and
// the backdrop stay in the navbar, so the press shows the backdrop at once and the drawer follows.
import {lazy, Suspense, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const OpenedMobileSidebar = lazy(() => import('./Opened'));

export default function NavbarMobileSidebar(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(false);
  if (shown && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <OpenedMobileSidebar />
    </Suspense>
  ) : null;
}
