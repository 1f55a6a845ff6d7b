import {describe, expect, it} from 'vitest';
import {hitRoute, hitTitle, resultCount, seeAllLabel} from './hits';
import type {Hierarchy} from './types';

const hierarchy = (levels: Partial<Hierarchy>): Hierarchy => ({
  lvl0: 'Fundamentals',
  lvl1: null,
  lvl2: null,
  lvl3: null,
  lvl4: null,
  lvl5: null,
  lvl6: null,
  ...levels,
});

describe('hitRoute', () => {
  // Route matching is on the path: '/x#y' matched only the docs section's layout, so hovering a
  // section hit (most hits) did not load the page's own code.
  it('drops the anchor and query, which no route matches', () => {
    expect(hitRoute('/fundamentals/database/multi-database#routing')).toBe('/fundamentals/database/multi-database');
    expect(hitRoute('/search?q=a#b')).toBe('/search');
    expect(hitRoute('/getting-started/intro')).toBe('/getting-started/intro');
  });
});

describe('hitTitle', () => {
  it('uses the highlighted deepest heading as it is: the client escaped it before adding <mark>', () => {
    const hit = {
      url: '/guides/tabs#usage',
      hierarchy: hierarchy({lvl1: 'Tabs', lvl2: 'Using <Tabs>'}),
      _highlightResult: {
        hierarchy: {lvl2: {value: 'Using &lt;<mark>Tabs</mark>&gt;', matchLevel: 'full' as const, matchedWords: []}},
      },
    };
    expect(hitTitle(hit)).toBe('Using &lt;<mark>Tabs</mark>&gt;');
  });

  it('escapes a heading whose highlight the backend left out', () => {
    const hit = {
      url: '/guides/tabs#usage',
      hierarchy: hierarchy({lvl1: 'Tabs', lvl2: 'Using <Tabs> & "quotes"'}),
      _highlightResult: {hierarchy: {}},
    };
    expect(hitTitle(hit)).toBe('Using &lt;Tabs&gt; &amp; &quot;quotes&quot;');
  });

  it('falls back to the escaped URL when no heading is there', () => {
    const hit = {url: '/a?b=<c>', hierarchy: hierarchy({}), _highlightResult: {hierarchy: {}}};
    expect(hitTitle(hit)).toBe('/a?b=&lt;c&gt;');
  });
});

describe('resultCount and seeAllLabel', () => {
  it('name the same number the same way on /search and in the modal', () => {
    expect(resultCount(72)).toBe('72 results');
    expect(resultCount(1)).toBe('One result');
    expect(seeAllLabel(72)).toBe('See all 72 results');
    expect(seeAllLabel(1)).toBe('See the one result');
  });

  it('shows no number while the answer to the query shown is still on its way', () => {
    expect(seeAllLabel(undefined)).toBe('See all results');
  });
});
