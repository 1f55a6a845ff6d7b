import {describe, expect, it} from 'vitest';
import {inReadingOrder} from '../readingOrder';

describe('inReadingOrder', () => {
  it('follows the sidebar, reading a category index before its pages, then unlisted docs', () => {
    const docs = ['orphan', 'database/routing', 'database/index', 'core/architecture', 'intro'].map((id) => ({id}));
    const sidebars = {
      fundamentals: [
        {type: 'doc', id: 'intro'},
        {type: 'link', href: 'https://example.com'},
        {
          type: 'category',
          link: {type: 'generated-index'},
          items: [{type: 'doc', id: 'core/architecture'}],
        },
        {
          type: 'category',
          link: {type: 'doc', id: 'database/index'},
          items: [{type: 'doc', id: 'database/routing'}],
        },
      ],
    };
    expect(inReadingOrder(docs, sidebars).map((d) => d.id)).toEqual([
      'intro',
      'core/architecture',
      'database/index',
      'database/routing',
      'orphan',
    ]);
  });
});
