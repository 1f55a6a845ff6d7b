// Only the navbar item types config/navbar.ts uses (links, dropdowns, docs links). The theme's full
// map also bundles the locale and docs-version dropdowns into every page. An item of any other
// type fails the build ("No NavbarItem component found for type"): add its component here first.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';

export default {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  doc: DocNavbarItem,
};
