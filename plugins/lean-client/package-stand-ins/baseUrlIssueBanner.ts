// Stand-in for @docusaurus/core's client/BaseUrlIssueBanner in the browser bundle. Core renders the
// banner's inline script on the home page only when there is no DOM (the server render), and the
// browser's copy renders no element either way, so hydration sees the same (empty) output. The
// stylesheet stays: the server's script shows the banner whenever the app has not started by
// DOMContentLoaded, which with scripts started after the first paint (config/ssrTemplate.ts) is
// every load of the home page, and this rule keeps it hidden.
import '@docusaurus/core/lib/client/BaseUrlIssueBanner/styles.module.css';

export default function BaseUrlIssueBanner(): null {
  return null;
}
