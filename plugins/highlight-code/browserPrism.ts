// What theme-classic's prism-include-languages client module needs from prism-react-renderer when
// nothing highlights in the browser: a Prism object to hand to `additionalLanguages` (empty here).
export const Prism = {languages: {}};
