// Relevance over the real built index: the development half of tests/search-eval (the held-out half
// is only scored by `npm run bench -- --relevance-only`). Thresholds, not exact ranks, a little
// under today's figures (91.7 % top-3, MRR@10 0.859 over 2,419 queries) so that pages added later can
// move answers a little. Blind rounds 14 and 14b (97.3 and 98.4 % top-3 on their own) raised both
// figures with no engine change; the thresholds follow, keeping the margin they had.
import {readFileSync} from 'node:fs';
import {brotliCompressSync, constants} from 'node:zlib';
import {join} from 'node:path';
import {unpack, type WireIndex} from '../../plugins/search-index/wire';
import {createEngineSync, runQuery, type Engine} from '../../src/search/local/engine';
import {READER_WORDS, SYNONYMS} from '../../src/search/local/synonyms';
import {indexTerms} from '../../src/search/local/text';
import {nonContentRoutes} from '../../src/search/nonContentRoutes';
import {expect, test} from './fixtures';

interface EvalQuery {
  readonly query: string;
  readonly pages: readonly string[];
}

const root = join(__dirname, '../..');
const dev = JSON.parse(readFileSync(join(root, 'tests/search-eval/dev.json'), 'utf8')) as EvalQuery[];

let engine: Engine | undefined;
function builtEngine(): Engine {
  if (!engine) {
    const wire = JSON.parse(readFileSync(join(root, 'build/search-index.json'), 'utf8')) as WireIndex;
    engine = createEngineSync(unpack(wire), 'https://djangocfg.com');
  }
  return engine;
}

/** Distinct pages in rank order, as the modal sends the query from a docs page. */
function rankedPages(query: string): string[] {
  const {hits} = runQuery(builtEngine(), {indexName: 'local', query, hitsPerPage: 20, facetFilters: ['language:en']});
  return [...new Set(hits.map((h) => new URL(h.url_without_anchor).pathname))];
}

test('the development queries find their pages: top-3 ≥ 91.0 %, MRR@10 ≥ 0.850', () => {
  let top3 = 0;
  let reciprocalRanks = 0;
  const misses: string[] = [];
  for (const {query, pages} of dev) {
    const ranked = rankedPages(query);
    const rank = ranked.slice(0, 10).findIndex((p) => pages.includes(p));
    if (rank >= 0) reciprocalRanks += 1 / (rank + 1);
    if (rank >= 0 && rank < 3) top3++;
    else misses.push(`${query} → ${ranked.slice(0, 3).join(', ')} (wanted ${pages.join(' or ')})`);
  }
  expect(dev.length).toBeGreaterThanOrEqual(100);
  expect(top3 / dev.length, misses.join('\n')).toBeGreaterThanOrEqual(0.91);
  expect(reciprocalRanks / dev.length, misses.join('\n')).toBeGreaterThanOrEqual(0.85);
});

test('every synonym leads to a word the pages use, and the other stacks’ words are ones they never use', () => {
  const terms = new Set<string>();
  for (const r of builtEngine().records) {
    for (const text of [...r.hierarchy, r.description, r.content, r.code])
      if (text) for (const t of indexTerms(text)) terms.add(t);
  }
  for (const [word, targets] of Object.entries(SYNONYMS)) {
    for (const target of targets) expect(terms.has(target), `${word} → ${target}`).toBe(true);
  }
  for (const word of Object.keys(READER_WORDS)) expect(terms.has(word), word).toBe(false);
  // A word no page uses still finds the page about the thing it names.
  expect(rankedPages('sidekiq')[0]).toBe('/features/modules/scheduling/background-jobs');
  expect(rankedPages('admin skin')[0]).toBe('/features/modules/unfold');
});

/** Issue 17's transfer budget for the index, brotli bytes (KiB, as the bench prints them). */
const SEARCH_INDEX_BROTLI_BUDGET = 250 * 1024;

test('the search index stays within its 250 KB brotli budget', () => {
  const index = readFileSync(join(root, 'build/search-index.json'));
  const brotli = brotliCompressSync(index, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length;
  expect(brotli).toBeLessThanOrEqual(SEARCH_INDEX_BROTLI_BUDGET);
});

test('pages with no content of their own are not in the index (issue 21, B3)', () => {
  const indexed = new Set(builtEngine().records.map((r) => r.url));
  for (const {path} of nonContentRoutes) expect(indexed.has(path), path).toBe(false);
  for (const query of ['install django-cfg', 'status', 'maintenance', 'search']) {
    const top = rankedPages(query)[0];
    expect(top, query).toBeDefined();
    expect(
      nonContentRoutes.map((r) => r.path),
      query,
    ).not.toContain(top);
  }
  expect(rankedPages('install django-cfg')[0]).toBe('/getting-started/installation');
});
