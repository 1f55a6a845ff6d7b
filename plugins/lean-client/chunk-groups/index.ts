// Chunk groups for the production browser bundle: what every page of a type loads and no other page
// does, in one chunk. README.md in this folder.
import type {Contribution} from '../parts';

const anyOf = (...patterns: RegExp[]): RegExp => new RegExp(patterns.map((pattern) => pattern.source).join('|'));

/** The theme-classic component folders of a docs page's layout (drift.test.ts checks each is installed). */
export const DOCS_LAYOUT_THEME_FOLDERS = [
  'DocsRoot',
  'DocVersionRoot',
  'DocRoot',
  'DocSidebar',
  'DocSidebarItem',
  'DocSidebarItems',
  'DocItem',
  'DocBreadcrumbs',
  'DocPaginator',
  'TOCCollapsible',
  'BackToTopButton',
  'Icon/Home',
] as const;

/** This site's overrides (src/theme) in a docs page's layout. */
export const DOCS_LAYOUT_SITE_FOLDERS = ['DocRoot', 'DocSidebar', 'DocItem'] as const;

/** The theme-classic component folders of a blog post's layout. */
export const BLOG_POST_LAYOUT_THEME_FOLDERS = [
  'BlogPostPage',
  'BlogLayout',
  'BlogSidebar',
  'BlogPostItem',
  'BlogPostPaginator',
  'Blog/Components',
] as const;

/** This site's overrides (src/theme) in a blog post's layout. */
export const BLOG_POST_LAYOUT_SITE_FOLDERS = ['BlogPostItem', 'Blog/Components'] as const;

/** A folder path (`a/b`) as a pattern that matches either separator. */
const folders = (names: readonly string[]): string =>
  `(${names.map((name) => name.split('/').join('[\\\\/]')).join('|')})`;

/**
 * The modules of a docs page's layout: the docs plugin's client, the theme's docs layout components
 * (not the section's other page types: category indexes, cards, tag pages) and this site's wrappers.
 */
export const DOCS_LAYOUT = anyOf(
  /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]/,
  new RegExp(
    `[\\\\/]@docusaurus[\\\\/]theme-classic[\\\\/]lib[\\\\/]theme[\\\\/]${folders(DOCS_LAYOUT_THEME_FOLDERS)}[\\\\/]`,
  ),
  /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useBackToTopButton\.js$/,
  new RegExp(`[\\\\/]src[\\\\/]theme[\\\\/]${folders(DOCS_LAYOUT_SITE_FOLDERS)}[\\\\/]`),
);

/**
 * The modules of a blog post's layout: the blog plugin's client, the theme's post page, layout,
 * sidebar, post item and paginator (not the list, tag, archive and author pages) and this site's
 * wrappers.
 */
export const BLOG_POST_LAYOUT = anyOf(
  /[\\/]@docusaurus[\\/]plugin-content-blog[\\/]lib[\\/]client[\\/]/,
  new RegExp(
    `[\\\\/]@docusaurus[\\\\/]theme-classic[\\\\/]lib[\\\\/]theme[\\\\/]${folders(BLOG_POST_LAYOUT_THEME_FOLDERS)}[\\\\/]`,
  ),
  new RegExp(`[\\\\/]src[\\\\/]theme[\\\\/]${folders(BLOG_POST_LAYOUT_SITE_FOLDERS)}[\\\\/]`),
);

/**
 * theme-common's Collapsible and the reduced-motion check it reads, used by the docs sidebar, the
 * doc page and the mobile menu (src/theme/Navbar/MobileSidebar), which loads on demand.
 */
export const COLLAPSIBLE =
  /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/](components[\\/]Collapsible[\\/]|utils[\\/]accessibilityUtils\.js$)/;

/** An async chunk of its own for the modules `test` matches, whatever would have split them. */
const asyncChunk = (name: string, test: RegExp) => ({
  test,
  name,
  chunks: 'async' as const,
  enforce: true,
  priority: 30,
});

/**
 * Packages without a `sideEffects` flag that have none, so the bundler leaves them out when nothing
 * uses what they export. React Router imports hoist-non-react-statics for `withRouter` (nothing
 * here uses it) and react-is for a development-only check; hoist-non-react-statics needs react-is.
 * Whatever uses them keeps them.
 */
const SIDE_EFFECT_FREE = {
  test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/,
  sideEffects: false,
};

export function chunkGroups(): Contribution {
  // Split by route, a docs page's layout was five chunks (with the docs plugin's client copied
  // into two of them) and a post's three; together they compress about 1.3 KB smaller, and the
  // runtime maps fewer chunks. A docs section's other pages (generated indexes, tags) load their
  // own components besides. A global async split made every page larger
  // (design/log/performance-round-3.md). Collapsible left main with the mobile menu; the split would
  // copy it into each chunk that uses it.
  return {
    rules: [SIDE_EFFECT_FREE],
    cacheGroups: {
      docsLayout: asyncChunk('docs-layout', DOCS_LAYOUT),
      blogPostLayout: asyncChunk('blog-post-layout', BLOG_POST_LAYOUT),
      collapsible: asyncChunk('collapsible', COLLAPSIBLE),
    },
  };
}
