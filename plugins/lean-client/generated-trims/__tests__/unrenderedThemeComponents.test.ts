import {describe, expect, it} from 'vitest';
import {unrenderedThemeComponents, unusedMdxComponents} from '../unrenderedThemeComponents';

const page = (extra: Record<string, unknown>) =>
  JSON.stringify({id: 'a', title: 'A', tags: [], unlisted: false, frontMatter: {title: 'A'}, ...extra}, null, 2);

const ALL = ['EditMetaRow', 'ContentVisibility/Unlisted', 'ContentVisibility/Draft'];

describe('unrenderedThemeComponents', () => {
  it('lists them all when no page has the metadata that renders them', () => {
    expect(unrenderedThemeComponents([page({}), JSON.stringify({version: {docs: {}}})])).toEqual(ALL);
  });

  it.each([
    ['an edit link', {editUrl: 'https://example.com/edit/a.md'}, 'EditMetaRow'],
    ['a last-update date', {lastUpdatedAt: 1700000000000}, 'EditMetaRow'],
    ['a last-update author', {lastUpdatedBy: 'someone'}, 'EditMetaRow'],
    ['unlisted', {unlisted: true}, 'ContentVisibility/Unlisted'],
    ['unlisted in its front matter', {frontMatter: {unlisted: true}}, 'ContentVisibility/Unlisted'],
    ['draft in its front matter', {frontMatter: {draft: true}}, 'ContentVisibility/Draft'],
  ])('keeps the component for a page with %s', (_, extra, kept) => {
    expect(unrenderedThemeComponents([page({}), page(extra)])).toEqual(ALL.filter((c) => c !== kept));
  });
});

describe('unusedMdxComponents', () => {
  const prose = '---\ntitle: A\n---\n\nSome text with `details` and a <summary>-less paragraph.\n';

  it('lists Details when no source has the element', () => {
    expect(unusedMdxComponents([prose, 'import Tabs from "@theme/Tabs";\n\n<Tabs />\n'])).toEqual([
      'MDXComponents/Details',
    ]);
  });

  it.each([
    ['a details element', '<details>\n<summary>More</summary>\n\nText\n</details>\n'],
    ['one with attributes', '<details open>\n<summary>More</summary>\n</details>\n'],
    ['the Details component', '<Details summary="More">\nText\n</Details>\n'],
    ['one on a line of its own in a list', '- <details\n  open>x</details>\n'],
  ])('keeps Details for a source with %s', (_, source) => {
    expect(unusedMdxComponents([prose, source])).toEqual([]);
  });
});
