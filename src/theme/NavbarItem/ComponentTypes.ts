// Only the navbar item types config/navbar.ts uses (links and dropdowns). The theme's full map also
// bundles the locale and docs-version dropdowns and the docs items into every page. An item of any
// other type fails the build ("No NavbarItem component found for type"): add its component here
// first, and for a docs item (doc, docSidebar, docsVersion…) also stop plugins/lean-client from
// dropping the docs lists those items read in the browser.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';

export default {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
};
