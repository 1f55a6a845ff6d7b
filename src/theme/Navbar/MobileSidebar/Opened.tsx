// The theme's mobile menu, loaded on its first opening (see index.tsx), with the mobile dropdown
// the menu's navbar items render (see NavbarItem/DropdownNavbarItem).
import {useLayoutEffect, type ReactNode} from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import DropdownNavbarItemMobile from '@theme-original/NavbarItem/DropdownNavbarItem/Mobile';
import {MobileDropdownProvider} from '@site/src/theme/NavbarItem/DropdownNavbarItem/mobile';

/** The drawer appears in its open state, so its CSS transition does not run: the same slide in, once. */
function useSlideIn(): void {
  useLayoutEffect(() => {
    const drawer = document.querySelector<HTMLElement>('.navbar-sidebar--show .navbar-sidebar');
    if (!drawer) return;
    const {transitionDuration, transitionTimingFunction} = getComputedStyle(drawer);
    drawer.animate([{opacity: 0, transform: 'translate3d(-100%, 0, 0)'}, {}], {
      duration: parseFloat(transitionDuration) * (transitionDuration.endsWith('ms') ? 1 : 1000),
      easing: transitionTimingFunction,
    });
  }, []);
}

export default function OpenedMobileSidebar(): ReactNode {
  useSlideIn();
  return (
    <MobileDropdownProvider value={DropdownNavbarItemMobile}>
      <NavbarMobileSidebar />
    </MobileDropdownProvider>
  );
}
