// The chunk groups name theme-classic's component folders and this site's overrides by path. A
// folder that a Docusaurus upgrade renames, or a new src/theme override of a docs or blog layout
// component, would leave its modules out of the group: the page builds and works, one or more
// chunks larger. This fails instead.
import {existsSync, readdirSync, statSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  BLOG_POST_LAYOUT,
  BLOG_POST_LAYOUT_SITE_FOLDERS,
  BLOG_POST_LAYOUT_THEME_FOLDERS,
  DOCS_LAYOUT,
  DOCS_LAYOUT_SITE_FOLDERS,
  DOCS_LAYOUT_THEME_FOLDERS,
} from '..';

const themeDir = join(dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', 'theme');
const siteThemeDir = join(__dirname, '..', '..', '..', '..', 'src', 'theme');

/**
 * src/theme's Doc* and Blog* entries that are in neither layout, with the page type that loads
 * them: a docs section's or the blog's other pages, which keep their own chunks.
 */
const OTHER_PAGE_TYPES: Readonly<Record<string, string>> = {
  DocCategoryGeneratedIndexPage: 'a docs category index',
  DocTagsListPage: 'the docs tags page',
  'DocVersionBadge.tsx': 'none: a stub for a component of the docs layout that renders nothing',
  'DocVersionBanner.tsx': 'none: a stub for a component of the docs layout that renders nothing',
  BlogListPage: 'the blog list',
  BlogPostItems: 'the blog list',
  BlogTagsListPage: 'the blog tags page',
  Blog: 'Blog/Components is in the post layout; Blog/Pages are the author pages',
};

/** The files under a folder, recursively. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((file) => join(dir, file))
    .filter((file) => statSync(file).isFile());

describe('chunk groups', () => {
  it.each([
    ['docs layout', DOCS_LAYOUT, DOCS_LAYOUT_THEME_FOLDERS],
    ['blog post layout', BLOG_POST_LAYOUT, BLOG_POST_LAYOUT_THEME_FOLDERS],
  ] as const)('every theme folder of the %s is installed and the pattern takes its files', (_, pattern, folders) => {
    for (const folder of folders) {
      const dir = join(themeDir, folder);
      expect(existsSync(dir), `@docusaurus/theme-classic/lib/theme/${folder}`).toBe(true);
      const files = filesUnder(dir);
      expect(files.length, folder).toBeGreaterThan(0);
      for (const file of files) expect(pattern.test(file), file).toBe(true);
    }
  });

  it.each([
    ['docs layout', DOCS_LAYOUT, DOCS_LAYOUT_SITE_FOLDERS],
    ['blog post layout', BLOG_POST_LAYOUT, BLOG_POST_LAYOUT_SITE_FOLDERS],
  ] as const)('every override folder of the %s exists and the pattern takes its files', (_, pattern, folders) => {
    for (const folder of folders) {
      const dir = join(siteThemeDir, folder);
      expect(existsSync(dir), `src/theme/${folder}`).toBe(true);
      for (const file of filesUnder(dir).filter((path) => !path.endsWith('.test.ts')))
        expect(pattern.test(file), file).toBe(true);
    }
  });

  it('covers every Doc* and Blog* entry of src/theme: in a layout, or listed with the page that loads it', () => {
    const layout = new Set<string>([...DOCS_LAYOUT_SITE_FOLDERS, ...BLOG_POST_LAYOUT_SITE_FOLDERS]);
    const uncovered = readdirSync(siteThemeDir).filter(
      (name) => /^(Doc|Blog)/.test(name) && !layout.has(name) && !(name in OTHER_PAGE_TYPES),
    );
    expect(uncovered, 'add each to a layout in chunk-groups/index.ts or to OTHER_PAGE_TYPES here').toEqual([]);
    const stale = Object.keys(OTHER_PAGE_TYPES).filter((name) => !existsSync(join(siteThemeDir, name)));
    expect(stale, 'entries of OTHER_PAGE_TYPES with no src/theme entry').toEqual([]);
  });

  it('leaves out the theme components of the other page types', () => {
    for (const folder of [
      'DocCategoryGeneratedIndexPage',
      'DocTagsListPage',
      'DocCard',
      'BlogListPage',
      'BlogTagsListPage',
    ])
      expect(
        DOCS_LAYOUT.test(join(themeDir, folder, 'index.js')) ||
          BLOG_POST_LAYOUT.test(join(themeDir, folder, 'index.js')),
        folder,
      ).toBe(false);
  });
});
