#!/usr/bin/env node
// Usage: node tests/search-eval/split.mjs
//
// Run once, when the query list was written: shuffles tests/search-eval/queries.txt
// ("query | /route, /route | kind" per line) with a fixed seed and writes dev.json (tune on it)
// and heldout.json (report only). Re-running gives the same split; adding queries later would
// move others between halves, so new queries go into their own files (dev-round*.txt, development
// half only) instead.
import {readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const SEED = 17;
const dir = dirname(fileURLToPath(import.meta.url));

/** mulberry32: a small seeded PRNG, so the split is reproducible. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const read = (name) =>
  readFileSync(join(dir, name), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [query, pages, kind] = line.split(' | ').map((s) => s.trim());
      return {query, pages: pages.split(',').map((p) => p.trim()), kind};
    });
const queries = read('queries.txt');
// Written later, blind, for tuning only (design/log/search-labels.md, rounds 2 to 14): appended to
// the development half.
const later = [
  'dev-round2.txt',
  'dev-round3.txt',
  'dev-round3b.txt',
  'dev-round4.txt',
  'dev-round5.txt',
  'dev-round6.txt',
  'dev-round7.txt',
  'dev-round8.txt',
  'dev-round9.txt',
  'dev-round10.txt',
  'dev-round10b.txt',
  'dev-round11.txt',
  'dev-round12.txt',
  'dev-round12b.txt',
  'dev-round13.txt',
  'dev-round13b.txt',
  'dev-round14.txt',
  'dev-round14b.txt',
].flatMap(read);
const next = random(SEED);
for (let i = queries.length - 1; i > 0; i--) {
  const j = Math.floor(next() * (i + 1));
  [queries[i], queries[j]] = [queries[j], queries[i]];
}
const half = Math.ceil(queries.length / 2);

// The pooled review (pooled-review.tsv, design/log/search-labels.md): a page both assessors judged an
// answer, and that the writer did not list, is accepted as well in the held-out half's second score.
const answers = new Map();
for (const line of readFileSync(join(dir, 'pooled-review.tsv'), 'utf8').split('\n')) {
  const [query, route, first, second] = line.split('\t');
  if (!route || line.startsWith('#') || first !== '2' || second !== '2') continue;
  answers.set(query, [...(answers.get(query) ?? []), route]);
}
const withReview = ({query, pages, kind}) => {
  const reviewed = (answers.get(query) ?? []).filter((route) => !pages.includes(route));
  return reviewed.length > 0 ? {query, pages, kind, reviewed} : {query, pages, kind};
};

const write = (name, list) => writeFileSync(join(dir, name), `${JSON.stringify(list, null, 1)}\n`);
write('dev.json', [...queries.slice(0, half), ...later]);
write('heldout.json', queries.slice(half).map(withReview));
console.log(
  `${queries.length} queries: ${half} dev (+${later.length} written later), ${queries.length - half} held out (seed ${SEED})`,
);
