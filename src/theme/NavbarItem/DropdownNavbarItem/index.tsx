// The theme's dropdown without a static import of its mobile variant, which the mobile menu
// provides when it loads (see ./mobile.ts).
import type {ReactNode} from 'react';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem';
import DropdownNavbarItemDesktop from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import {useMobileDropdown} from './mobile';

function MobileDropdownNavbarItem(props: Omit<Props, 'mobile'>): ReactNode {
  const DropdownNavbarItemMobile = useMobileDropdown();
  return <DropdownNavbarItemMobile {...props} />;
}

export default function DropdownNavbarItem({mobile = false, ...props}: Props): ReactNode {
  return mobile ? <MobileDropdownNavbarItem {...props} /> : <DropdownNavbarItemDesktop {...props} />;
}
