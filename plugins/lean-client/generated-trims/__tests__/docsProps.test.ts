import {describe, expect, it} from 'vitest';
import {browserDocsProps} from '../docsProps';

const doc = (id: string) => ({id, title: `Title ${id}`, description: `About ${id}`, sidebar: 'main'});

const version = {
  version: {
    pluginId: 'guides',
    docs: {a: doc('a'), b: doc('b'), c: doc('c'), d: doc('d')},
    docsSidebars: {
      main: [
        {type: 'link', href: '/guides/a', label: 'A', docId: 'a'},
        {
          type: 'category',
          label: 'Outer',
          href: '/guides/category/outer',
          items: [
            {type: 'link', href: '/guides/b', label: 'B', docId: 'b'},
            {type: 'link', href: 'https://example.com', label: 'Elsewhere'},
            {
              type: 'category',
              label: 'Inner',
              href: '/guides/category/inner',
              items: [{type: 'link', href: '/guides/c', label: 'C', docId: 'c'}],
            },
          ],
        },
      ],
    },
  },
};

const categoryIndex = (permalink: string) => ({categoryGeneratedIndex: {title: 'T', permalink}});

describe('browserDocsProps', () => {
  const copies = browserDocsProps({
    'guides-1.json': JSON.stringify(version),
    'guides-category-outer-2.json': JSON.stringify(categoryIndex('/guides/category/outer')),
    'guides-category-inner-3.json': JSON.stringify(categoryIndex('/guides/category/inner')),
    'guides-tags-4.json': JSON.stringify({tags: [{label: 'x'}]}),
  });

  it('leaves the docs out of the version props and keeps the rest', () => {
    expect(JSON.parse(copies['guides-1.json'] ?? '')).toEqual({version: {...version.version, docs: {}}});
  });

  it("gives each generated index the docs its category's links point at, nested categories included", () => {
    expect(JSON.parse(copies['guides-category-outer-2.json'] ?? '')).toEqual({
      ...categoryIndex('/guides/category/outer'),
      docs: {b: doc('b')},
    });
    expect(JSON.parse(copies['guides-category-inner-3.json'] ?? '')).toEqual({
      ...categoryIndex('/guides/category/inner'),
      docs: {c: doc('c')},
    });
  });

  it('makes no copy of other props', () => {
    expect(Object.keys(copies).sort()).toEqual([
      'guides-1.json',
      'guides-category-inner-3.json',
      'guides-category-outer-2.json',
    ]);
  });

  it('fails the build for a generated index no sidebar category links to', () => {
    expect(() =>
      browserDocsProps({
        'guides-1.json': JSON.stringify(version),
        'guides-category-gone-5.json': JSON.stringify(categoryIndex('/guides/category/gone')),
      }),
    ).toThrow('no sidebar category links to the generated index /guides/category/gone');
  });
});
