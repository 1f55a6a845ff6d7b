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
      section('/a', 'Set secret_key from the environment.', 'secret_key project_name only_here'),
      section('/b', 'Another page.', 'secret_key project_name'),
    ]);
    expect(first?.code).toBe('secret_key only_here');
    expect(second?.code).toBe('');
  });

  it('counts pages, not sections: a name in two sections of one page stays', () => {
    const records = dropSharedExampleIdentifiers([
      section('/a', 'Intro.', 'migrate_all'),
      section('/a', 'More.', 'migrate_all'),
    ]);
    expect(records.map((r) => r.code)).toEqual(['migrate_all', 'migrate_all']);
  });
});
