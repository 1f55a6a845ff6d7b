// The mobile variant of the navbar dropdown comes with the mobile menu's code (Navbar/MobileSidebar),
// which provides it here; only that menu renders navbar items with `mobile`.
import {createContext, useContext, type ComponentType} from 'react';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Mobile';

const MobileDropdown = createContext<ComponentType<Props> | null>(null);

export const MobileDropdownProvider = MobileDropdown.Provider;

export function useMobileDropdown(): ComponentType<Props> {
  const component = useContext(MobileDropdown);
  if (!component) throw new Error('A mobile navbar dropdown renders only inside the mobile menu');
  return component;
}
