// Replaces the theme's loader of `prism.additionalLanguages`: code is highlighted at build time
// (plugins/highlight-code), so the browser needs no grammars. The stock loader, given an empty
// list, still bundles prismjs/components/index.js and its catalogue into every page.
export default function prismIncludeLanguages(): void {}
