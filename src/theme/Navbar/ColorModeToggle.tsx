// The site is dark only (colorMode.disableSwitch), so the toggle never renders; the theme's version
// would still bundle the toggle and its three icons into every page.
export default function NavbarColorModeToggle(): null {
  return null;
}
