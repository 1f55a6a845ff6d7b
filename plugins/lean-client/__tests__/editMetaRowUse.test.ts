import {describe, expect, it} from 'vitest';
import {pagesUseEditMetaRow} from '../editMetaRowUse';

const doc = (extra: Record<string, unknown>) => JSON.stringify({id: 'a', title: 'A', tags: [], ...extra});

describe('pagesUseEditMetaRow', () => {
  it('is false when no page has an edit link or a last-update date', () => {
    expect(pagesUseEditMetaRow([doc({}), JSON.stringify({version: {docs: {}}})])).toBe(false);
  });

  it.each([
    ['an edit link', {editUrl: 'https://example.com/edit/a.md'}],
    ['a last-update date', {lastUpdatedAt: 1700000000000}],
    ['a last-update author', {lastUpdatedBy: 'someone'}],
  ])('is true when a page has %s', (_, extra) => {
    expect(pagesUseEditMetaRow([doc({}), doc(extra)])).toBe(true);
  });
});
