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
    // The first of the transition's durations and easings (one per property when listed).
    const style = getComputedStyle(drawer);
    const [duration = '0s'] = style.transitionDuration.split(',');
    const [easing = 'ease'] = style.transitionTimingFunction.split(/,(?![^(]*\))/);
    drawer.animate([{opacity: 0, transform: 'translate3d(-100%, 0, 0)'}, {}], {
      duration: parseFloat(duration) * (duration.trim().endsWith('ms') ? 1 : 1000),
      easing: easing.trim(),
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
