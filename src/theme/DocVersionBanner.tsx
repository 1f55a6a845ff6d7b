// Each docs section has one version, its latest, for which the theme's banner renders nothing;
// replacing it keeps the banner's code out of every docs page. Restore it if a section ever gets
// an unreleased or unmaintained version.
export default function DocVersionBanner(): null {
  return null;
}
