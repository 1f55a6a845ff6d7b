import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import changes from '../../data/release/changes.json';
import {SECTION_IDS, sectionMarkdown, sectionProps, withRecipes, type Category, type ReleaseChangesData} from './data';
import ReleaseChanges from './index';
import {releaseChangesTwin} from './remark';

vi.mock('@docusaurus/Link', () => ({
  default: ({to, children, className}: {to: string; children: ReactNode; className?: string}) =>
    createElement('a', {href: to, className}, children),
}));

function category(id: string, title: string, extra: Partial<Category> = {}): Category {
  return {
    id,
    key: id,
    title,
    counts: {kept: 1, removed: 1, added: 1, changed: 0},
    removed: [
      {
        name: `${id}-gone`,
        detail: 'model',
        replacement: `${id}-instead`,
        why: 'Why it went.',
        link: '/guides/upgrading-to-2x/payments',
      },
    ],
    added: [{name: `${id}-new`, detail: 'function'}],
    changed: [],
    kept: [`${id}-kept`],
    ...extra,
  };
}

const fixture: ReleaseChangesData = {
  documented: {version: '1.5.108', date: '2025-12-07', django: '5.2'},
  current: {version: '2.3.348', date: '2026-10-24', django: '5.2'},
  categories: [
    category('exports', 'Top-level exports'),
    category('djangoconfig-fields', 'DjangoConfig fields', {
      counts: {kept: 3, removed: 1, added: 1, changed: 1},
      changed: [{name: 'spectacular', changes: [{what: 'type', before: 'A | None', after: 'B | None'}]}],
    }),
    category('urls', 'URL map'),
  ],
};

const render = (section: string, data = fixture): string =>
  renderToStaticMarkup(createElement(ReleaseChanges, {section, ...sectionProps(data, section)}));

describe('ReleaseChanges', () => {
  it('summarises every category of the data, with its counts and a link to its section', () => {
    const html = render('summary');
    for (const c of fixture.categories) {
      expect(html).toContain(`href="#${c.id}"`);
      expect(html).toContain(c.title);
    }
    expect(html).toContain('3 kept');
    expect(html).toContain('1 changed');
  });

  it('renders a section: removed items with their replacement and recipe, changes, additions', () => {
    const html = render('djangoconfig-fields');
    expect(html).toContain('data-release-section="djangoconfig-fields"');
    expect(html).toContain('djangoconfig-fields-gone');
    expect(html).toContain('djangoconfig-fields-instead');
    expect(html).toContain('href="/guides/upgrading-to-2x/payments"');
    expect(html).toContain('<code>A | None</code>');
    expect(html).toContain('<code>B | None</code>');
    expect(html).toMatch(/<details[^>]*><summary>Added in 2.3.348 \(1\)<\/summary>/);
    expect(html).toContain('djangoconfig-fields-new');
    // The page only counts kept items; their names stay in the data file.
    expect(html).not.toContain('djangoconfig-fields-kept');
    // Other categories are not in this section's props.
    expect(html).not.toContain('exports-gone');
  });

  it('fails the build for a section the data does not have', () => {
    expect(() => sectionProps(fixture, 'cli')).toThrow(/no category with that id/);
  });

  it('drops recipe links whose page does not exist', () => {
    const html = render(
      'exports',
      withRecipes(fixture, () => false),
    );
    expect(html).toContain('exports-instead');
    expect(html).not.toContain('upgrading-to-2x');
  });

  it('turns each <ReleaseChanges> line of the twin into Markdown tables', () => {
    const twin = releaseChangesTwin('## Exports\n\n<ReleaseChanges section="exports" />\n\nAfter.', (section) =>
      sectionMarkdown(sectionProps(fixture, section), 'https://example.com'),
    );
    expect(twin).not.toContain('<ReleaseChanges');
    expect(twin).toContain('| Name | In 1.5.108 | Use instead | Why | Recipe |');
    expect(twin).toContain(
      '| `exports-gone` | model | exports-instead | Why it went. | [recipe](https://example.com/guides/upgrading-to-2x/payments) |',
    );
    expect(twin).toContain('| `exports-new` | function |');
    expect(twin).toMatch(/After\.$/);
  });
});

describe('changes.json', () => {
  const data = changes as ReleaseChangesData;

  it('has every section the guide page links to, and nothing removed without a replacement', () => {
    expect(data.categories.map((c) => c.id)).toEqual([...SECTION_IDS]);
    for (const c of data.categories) {
      expect(c.counts.removed, c.id).toBe(c.removed.length);
      for (const item of c.removed) expect(item.replacement, `${c.id}: ${item.name}`).not.toBe('');
    }
  });
});
