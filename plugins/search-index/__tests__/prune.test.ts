import {describe, expect, it} from 'vitest';
import {dropSharedExampleIdentifiers} from '../prune';
import type {SectionRecord} from '../wire';

const section = (url: string, content: string, code: string): SectionRecord => ({
  url,
  anchor: null,
  hierarchy: ['Docs', 'Title', null, null, null, null, null],
  content,
  code,
  description: '',
  tag: 'docs-guides-current',
  lang: 'en',
});

describe('dropSharedExampleIdentifiers', () => {
  it('keeps identifiers the text names or no other page has, and drops shared example names', () => {
    const [first, second] = dropSharedExampleIdentifiers([
      section('/a', 'Set secret_key from the environment.', 'secret_key project_name OnlyHere'),
      section('/b', 'Another page.', 'secret_key project_name'),
    ]);
    expect(first?.code).toBe('secret_key OnlyHere');
    expect(second?.code).toBe('');
  });

  it("of a page's own code-only names, keeps the ones a reader types and drops example plumbing", () => {
    const [record] = dropSharedExampleIdentifiers([
      section('/a', 'Intro.', 'ShopConfig --dry-run django_cfg.modules.django_rq line_items os.environ.get'),
    ]);
    expect(record?.code).toBe('ShopConfig --dry-run django_cfg.modules.django_rq');
  });

  it('counts pages, not sections: a name in two sections of one page stays', () => {
    const records = dropSharedExampleIdentifiers([
      section('/a', 'Intro.', 'MigrateAll'),
      section('/a', 'More.', 'MigrateAll'),
    ]);
    expect(records.map((r) => r.code)).toEqual(['MigrateAll', 'MigrateAll']);
  });
});
