import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

// relevance.mjs is plain JS for node and allowJs is off: loaded by a non-literal specifier and given
// the shape it documents.
interface EvalQuery {
  query: string;
  pages: string[];
  kind?: string;
  reviewed?: string[];
}
interface Score {
  n: number;
  top1: number;
  top3: number;
  mrr10: number;
}
interface Judgement {
  query: string;
  route: string;
  first: string;
  second: string;
}
interface Relevance {
  loadPooledReview(siteDir: string): Judgement[];
  score(queries: EvalQuery[], ranked: string[][], options?: {reviewed?: boolean}): Score;
  unjudged(queries: EvalQuery[], ranked: string[][], judged: Set<string>): number;
}
const modulePath: string = './relevance.mjs';
const relevance = (await import(/* @vite-ignore */ modulePath)) as Relevance;

const evalDir = join(__dirname, '../../../tests/search-eval');
const readJson = (name: string) => JSON.parse(readFileSync(join(evalDir, name), 'utf8')) as EvalQuery[];

describe('score', () => {
  const queries: EvalQuery[] = [
    {query: 'redis', pages: ['/cache'], reviewed: ['/redis-guide']},
    {query: 'cron', pages: ['/schedule']},
  ];
  const ranked = [
    ['/a', '/b', '/c', '/redis-guide', '/cache'],
    ['/schedule', '/x'],
  ];

  it('accepts the pages the writer listed, by rank', () => {
    const s = relevance.score(queries, ranked);
    expect(s.top1).toBe(0.5);
    expect(s.top3).toBe(0.5);
    expect(s.mrr10).toBeCloseTo((1 / 5 + 1) / 2);
  });

  it('accepts the pooled review’s pages only when asked', () => {
    const s = relevance.score(queries, ranked, {reviewed: true});
    expect(s.top3).toBe(0.5);
    expect(s.mrr10).toBeCloseTo((1 / 4 + 1) / 2);
  });
});

describe('unjudged', () => {
  it('counts the queries whose top 3 holds a page neither listed nor judged', () => {
    const queries: EvalQuery[] = [
      {query: 'redis', pages: ['/cache']},
      {query: 'cron', pages: ['/schedule']},
    ];
    const judged = new Set(['redis\t/redis-guide']);
    expect(relevance.unjudged(queries, [['/cache', '/redis-guide'], ['/schedule']], judged)).toBe(0);
    expect(
      relevance.unjudged(
        queries,
        [
          ['/cache', '/redis-guide', '/blog'],
          ['/x', '/schedule'],
        ],
        judged,
      ),
    ).toBe(2);
    // Below the top 3 a page does not count, judged or not.
    expect(relevance.unjudged(queries, [['/cache', '/redis-guide', '/redis-guide', '/blog'], []], judged)).toBe(0);
  });
});

describe('the pooled review', () => {
  const rows = relevance.loadPooledReview(join(__dirname, '../../..'));
  const heldout = readJson('heldout.json');

  it('judged every held-out query, each pair twice', () => {
    const judged = new Set(rows.map(({query}) => query));
    for (const {query} of heldout) expect(judged.has(query), query).toBe(true);
    for (const {query, route, first, second} of rows) {
      expect(route, query).toMatch(/^\//);
      expect(['0', '1', '2'], `${query} → ${route}`).toContain(first);
      expect(['0', '1', '2'], `${query} → ${route}`).toContain(second);
    }
  });

  it('is what heldout.json accepts besides the writer’s pages (split.mjs was re-run)', () => {
    for (const {query, pages, reviewed = []} of heldout) {
      const bothAnswer = rows
        .filter((r) => r.query === query && r.first === '2' && r.second === '2' && !pages.includes(r.route))
        .map((r) => r.route);
      expect([...reviewed].sort(), query).toEqual(bothAnswer.sort());
    }
  });

  it('adds nothing to the development half, which is tuned on with the writers’ labels only', () => {
    expect(readJson('dev.json').filter((q) => q.reviewed)).toEqual([]);
  });
});
