// @docusaurus/utils-common as the browser bundles see it. The package's CommonJS index requires
// tslib for one `__importDefault`, which puts all of tslib (about 4 KB gzip) into every page's main
// bundle. Its own modules need no tslib, so this re-exports the whole index from them.
export {
  default as applyTrailingSlash,
  addLeadingSlash,
  addTrailingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, addSuffix, removePrefix, removeSuffix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

// Same value as the package's index (anchors starting with __ are ignored by search crawlers).
export const blogPostContainerID = '__blog-post-container';
