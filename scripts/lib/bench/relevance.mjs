// Search relevance: the queries of tests/search-eval (a development half to tune on and a held-out
// half that is only reported) run through the local engine over build/search-index.json, and through
// Pagefind 1.x over the same build, indexing the article content only, as Astro Starlight does
// (data-pagefind-body on the docs and blog articles of a copy of the build). Each query lists the
// pages that answer it; hits are reduced to pages in rank order, and we count top-1, top-3 and the
// mean reciprocal rank of the first right page within the first 10 pages (MRR@10). The held-out half
// is scored a second time with the pages its pooled review added (design/log/search-labels.md).
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative} from 'node:path';
import {chromium} from 'playwright-core';
import {chromeArgs, chromePath} from '../chrome.mjs';
import {compileEngine, modalRequest} from './search.mjs';

const HALVES = ['dev', 'heldout'];

export function loadEval(siteDir) {
  const read = (half) => JSON.parse(readFileSync(join(siteDir, 'tests/search-eval', `${half}.json`), 'utf8'));
  return Object.fromEntries(HALVES.map((half) => [half, read(half)]));
}

/** The pooled review's judgements (tests/search-eval/pooled-review.tsv): {query, route, first, second}. */
export function loadPooledReview(siteDir) {
  const lines = readFileSync(join(siteDir, 'tests/search-eval/pooled-review.tsv'), 'utf8').split('\n');
  return lines
    .filter((line) => line && !line.startsWith('#'))
    .slice(1)
    .map((line) => {
      const [query, route, first, second] = line.split('\t');
      return {query, route, first, second};
    });
}

/** The (query, page) pairs the pooled review judged, as "query\troute". */
function judgedPairs(siteDir) {
  return new Set(loadPooledReview(siteDir).map(({query, route}) => `${query}\t${route}`));
}

/**
 * How many queries have a top-3 page that their writer did not list and the review never judged:
 * the reviewed score counts such a page as wrong, so it is stale once an engine change makes any.
 */
export function unjudged(queries, rankedPages, judged) {
  return queries.filter(({query, pages}, i) =>
    (rankedPages[i] ?? []).slice(0, 3).some((page) => !pages.includes(page) && !judged.has(`${query}\t${page}`)),
  ).length;
}

/**
 * top-1, top-3 and MRR@10 of ranked page lists against the pages each query accepts: the ones its
 * writer listed, and with `reviewed` also the ones the pooled review found to answer it.
 */
export function score(queries, rankedPages, {reviewed = false} = {}) {
  let top1 = 0;
  let top3 = 0;
  let rr = 0;
  const misses = [];
  queries.forEach(({query, pages: listed, reviewed: found = []}, i) => {
    const pages = reviewed ? [...listed, ...found] : listed;
    const ranked = rankedPages[i] ?? [];
    const rank = ranked.slice(0, 10).findIndex((p) => pages.includes(p));
    if (rank === 0) top1++;
    if (rank >= 0 && rank < 3) top3++;
    if (rank >= 0) rr += 1 / (rank + 1);
    if (rank < 0 || rank >= 3)
      misses.push({query, want: pages, got: ranked.slice(0, 3), rank: rank < 0 ? null : rank + 1});
  });
  const n = queries.length;
  return {n, top1: top1 / n, top3: top3 / n, mrr10: rr / n, misses};
}

/** Distinct pages in rank order. */
function pagesOf(urls) {
  return [...new Set(urls)];
}

function normalizeRoute(url) {
  const path = new URL(url, 'http://x').pathname.replace(/\.html$/, '').replace(/\/index$/, '');
  return path === '' ? '/' : path.replace(/(.)\/$/, '$1');
}

async function rankWithOurs(siteDir, buildDir, queries) {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-relevance-'));
  try {
    const {engine, wire} = await compileEngine(siteDir, outDir);
    const parsed = JSON.parse(readFileSync(join(buildDir, 'search-index.json'), 'utf8'));
    const instance = engine.createEngineSync(wire.unpack(parsed), 'http://localhost');
    const tags = parsed.tags.filter((tag) => tag === 'default' || tag.startsWith('docs-'));
    return queries.map(({query}) => {
      const {hits} = engine.runQuery(instance, modalRequest(query, tags));
      return pagesOf(hits.map((h) => normalizeRoute(h.url_without_anchor)));
    });
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
}

function htmlFiles(dir) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * A copy of the build's pages where the docs and blog articles carry data-pagefind-body, so Pagefind
 * indexes them alone (no navbar, sidebar, footer or listing pages), as Starlight marks its content.
 */
function pagefindSite(buildDir) {
  const site = mkdtempSync(join(tmpdir(), 'bench-pagefind-'));
  let pages = 0;
  for (const file of htmlFiles(buildDir)) {
    const html = readFileSync(file, 'utf8');
    const content = /class="?[^">]*\b(docs-doc-id-|blog-post-page)/.test(html);
    if (content) pages++;
    const out = join(site, relative(buildDir, file));
    mkdirSync(dirname(out), {recursive: true});
    writeFileSync(out, content ? html.replace(/<article\b/, '<article data-pagefind-body') : html);
  }
  return {site, pages};
}

async function indexWithPagefind(site) {
  const pagefind = await import('pagefind');
  try {
    const {index, errors} = await pagefind.createIndex({});
    if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
    const added = await index.addDirectory({path: site});
    if (added.errors.length > 0) throw new Error(`pagefind: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({outputPath: join(site, 'pagefind')});
    if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
}

/** The copy of the site, answered by Playwright rather than a server: no port is taken. */
const ORIGIN = 'http://pagefind.bench';

async function rankWithPagefind(buildDir, queries) {
  const {site, pages} = pagefindSite(buildDir);
  const browser = await chromium.launch({executablePath: chromePath(), args: chromeArgs});
  try {
    await indexWithPagefind(site);
    const tab = await browser.newPage();
    await tab.route(`${ORIGIN}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(site, path === '/' ? '404.html' : path);
      if (!existsSync(file)) return route.fulfill({status: 404, body: ''});
      const contentType =
        path === '/' ? 'text/html' : path.endsWith('.js') ? 'text/javascript' : 'application/octet-stream';
      return route.fulfill({status: 200, contentType, body: readFileSync(file)});
    });
    await tab.goto(`${ORIGIN}/`);
    const ranked = await tab.evaluate(
      async (list) => {
        const pf = await import('/pagefind/pagefind.js');
        await pf.init();
        const out = [];
        for (const query of list) {
          const search = await pf.search(query);
          const data = await Promise.all(search.results.slice(0, 10).map((r) => r.data()));
          out.push(data.map((d) => d.url));
        }
        return out;
      },
      queries.map((q) => q.query),
    );
    return {pages, ranked: ranked.map((urls) => pagesOf(urls.map(normalizeRoute)))};
  } finally {
    await browser.close();
    rmSync(site, {recursive: true, force: true});
  }
}

/** Both engines over both halves of the evaluation. */
export async function benchRelevance(siteDir, buildDir) {
  const halves = loadEval(siteDir);
  const all = HALVES.flatMap((half) => halves[half]);
  const ours = await rankWithOurs(siteDir, buildDir, all);
  const pagefind = await rankWithPagefind(buildDir, all);
  const result = {pagefindPages: pagefind.pages, ours: {}, pagefind: {}};
  let offset = 0;
  for (const half of HALVES) {
    const queries = halves[half];
    result.ours[half] = score(queries, ours.slice(offset, offset + queries.length));
    result.pagefind[half] = score(queries, pagefind.ranked.slice(offset, offset + queries.length));
    offset += queries.length;
  }
  const held = halves.heldout;
  const from = halves.dev.length;
  const judged = judgedPairs(siteDir);
  for (const [engine, ranked] of [
    ['ours', ours.slice(from)],
    ['pagefind', pagefind.ranked.slice(from)],
  ]) {
    result[engine].heldoutReviewed = {
      ...score(held, ranked, {reviewed: true}),
      unjudged: unjudged(held, ranked, judged),
    };
  }
  return result;
}

const pct = (x) => `${(x * 100).toFixed(1)} %`;

/**
 * The relevance table. Misses are listed for the development half only: the held-out half is a
 * score, not a to-do list.
 */
export function formatRelevance(result, {misses = true} = {}) {
  const lines = [
    '| Relevance (queries) | Ours top-1 / top-3 / MRR@10 | Pagefind top-1 / top-3 / MRR@10 |',
    '| --- | --- | --- |',
  ];
  const rows = {
    dev: 'Development',
    heldout: 'Held out',
    heldoutReviewed: 'Held out, with the pooled review',
  };
  for (const [key, label] of Object.entries(rows)) {
    const o = result.ours[key];
    const p = result.pagefind[key];
    lines.push(
      `| ${label} (${o.n}) | ${pct(o.top1)} / ${pct(o.top3)} / ${o.mrr10.toFixed(3)} | ${pct(p.top1)} / ${pct(p.top3)} / ${p.mrr10.toFixed(3)} |`,
    );
  }
  const [o, p] = [result.ours, result.pagefind].map((engine) => engine.heldoutReviewed.unjudged);
  lines.push(
    '',
    `Held-out queries whose top 3 holds a page the pooled review never judged: ours ${o}, Pagefind ${p}.`,
    ...(o + p > 0 ? ['Judge those pages (design/log/search-labels.md) before reading the reviewed row as final.'] : []),
  );
  if (misses && result.ours.dev.misses.length > 0) {
    lines.push('', 'Development queries whose page is not in our top 3:');
    for (const m of result.ours.dev.misses) {
      lines.push(`- "${m.query}": rank ${m.rank ?? '>10'}; want ${m.want.join(', ')}; got ${m.got.join(', ')}`);
    }
  }
  return lines.join('\n');
}
