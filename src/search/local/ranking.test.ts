import {describe, expect, it} from 'vitest';
import type {SectionRecord} from '../../../plugins/search-index/wire';
import {FIELD_WEIGHT, RANKING, rankPages, type PageMatch, type SectionMatch} from './ranking';

let nextId = 0;

/** One matching section: the query words it holds (by index), each with a field weight and text score. */
function section(
  url: string,
  title: string,
  content: string,
  holds: Record<number, {weight: number; inTitle?: boolean}>,
  tag = 'docs-guides-current',
): SectionMatch {
  const record: SectionRecord = {
    url,
    anchor: null,
    hierarchy: ['Docs', title, null, null, null, null, null],
    content,
    code: '',
    description: '',
    tag,
    lang: 'en',
  };
  const terms = new Map(
    Object.entries(holds).map(([term, m]) => [Number(term), {weight: m.weight, score: 5, inTitle: m.inTitle ?? false}]),
  );
  const matched = new Map<string, string>();
  for (const w of content.toLowerCase().split(/\s+/)) matched.set(w, w);
  return {id: nextId++, record, terms, typos: new Map(), matched, fields: new Set(['c'])};
}

// The query "redis cache": word 0 is redis, word 1 is cache. Every page holds each word on five of
// ten pages, so both words are equally rare and each is half of the query.
const title = RANKING.titleField;
const body = RANKING.bodyField;
const sections = [
  section('/features/cache', 'Redis cache', 'redis cache', {
    0: {weight: title, inTitle: true},
    1: {weight: title, inTitle: true},
  }),
  section('/features/cache/backends', 'Backends', 'a redis server', {0: {weight: body}}),
  section('/features/cache/backends', 'Backends', 'a cache alias', {1: {weight: body}}),
  section('/blog/post', 'A post', 'redis cache', {0: {weight: body}, 1: {weight: body}}, 'default'),
  section('/guides/sample-project/cache', 'Sample', 'redis cache', {0: {weight: body}, 1: {weight: body}}),
  section('/guides/only-redis', 'Only', 'redis', {0: {weight: body}}),
  section('/guides/only-cache', 'Only', 'cache', {1: {weight: body}}),
];
const ranked = rankPages(new Map(sections.map((s) => [s.id, s])), ['redis', 'cache'], {
  pageCount: 10,
  query: 'redis cache',
  inContext: (record) => record.url.startsWith('/features/'),
});
const page = (url: string): PageMatch => {
  const found = ranked.find((p) => p.url === url);
  if (!found) throw new Error(`${url} not ranked`);
  return found;
};

describe('rankPages terms', () => {
  it('scores each page as the product of its named terms, and ranks by that score', () => {
    expect(ranked).toHaveLength(6);
    for (const p of ranked) {
      const product = Object.values(p.terms).reduce((x, y) => x * y, 1);
      expect(p.score, p.url).toBeCloseTo(product, 10);
      expect(Object.keys(p.terms)).toEqual([
        'words',
        'together',
        'coverage',
        'title',
        'landing',
        'kind',
        'context',
        'phrase',
      ]);
    }
    const scores = ranked.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(ranked[0]?.url).toBe('/features/cache');
  });

  it('takes each factor from the RANKING table', () => {
    const idf = Math.log(1 + (10 - 5 + RANKING.idfSmoothing) / (5 + RANKING.idfSmoothing));
    const top = page('/features/cache');
    expect(top.terms.words).toBeCloseTo(2 * idf * (FIELD_WEIGHT.t + RANKING.textScore * Math.log1p(5)), 10);
    expect(top.terms.together).toBe(1 + RANKING.togetherBonus);
    expect(top.terms.coverage).toBe(1);
    expect(top.terms.title).toBe(2);
    expect(top.terms.landing).toBe(RANKING.landingBoost);
    expect(top.terms.kind).toBe(1);
    expect(top.terms.context).toBe(RANKING.contextBoost);
    expect(top.terms.phrase).toBe(1 + RANKING.phraseBonus);

    // Both words, but in different sections and never side by side; not the parent of a matching page.
    const apart = page('/features/cache/backends');
    expect(apart.terms.together).toBe(1 + RANKING.togetherBonus / 2);
    expect(apart.terms.phrase).toBe(1);
    expect(apart.terms.landing).toBe(1);
    expect(apart.terms.title).toBe(1);

    expect(page('/guides/only-redis').terms.coverage).toBeCloseTo(0.5 ** RANKING.coverageExponent, 12);
    expect(page('/blog/post').terms.kind).toBe(RANKING.essayWeight);
    expect(page('/blog/post').terms.context).toBe(1);
    expect(page('/guides/sample-project/cache').terms.kind).toBe(RANKING.exampleWeight);
  });
});
