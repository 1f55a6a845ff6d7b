#!/usr/bin/env node
// Usage: npm run bench [-- --quick] [-- --runs N] [-- --skip-build]
//
// Performance bench of the site, printed as one table, ours beside a stock Docusaurus classic site
// built from the same docs in the same run:
//   - cold build time (rm -rf build .docusaurus, persistent cache off) and peak memory;
//   - first-load JS and CSS (raw / gzip -9 / brotli 11, KB) of /, a docs page, a blog post and
//     /search: the scripts and stylesheets a fresh Chromium load fetches with link prefetching off
//     (navigator.connection.saveData), sized from build/;
//   - Lighthouse mobile and desktop (performance, accessibility, best practices, SEO, LCP, TBT,
//     CLS) on the same pages, system Chromium, served with gzip by a local static server; mobile
//     is the median of N runs with the worst score and worst TBT beside it, desktop one run;
//   - hydration long tasks: the longest main-thread task while each page loads and hydrates at 4x
//     CPU in Chromium (median and worst of N loads);
//   - local search: engine build time and query latency p50/p95 over a fixed query list (Node, and
//     in Chromium at 1x and 4x CPU), the index size; readiness in Chromium at 1x and 4x CPU (index responseEnd to the first
//     rendered hit, longest main-thread task); and the gzip bytes the search glue adds to the
//     scripts every page loads (a second build with the SearchBar stubbed out, compared).
// --quick skips the stock site and desktop Lighthouse; --runs N takes the median of N mobile
// Lighthouse runs and hydration loads per page (default 5); --skip-build measures the existing build/ (no build figures);
// --search-only measures only local search, on the existing build/ (about 2 minutes);
// --bytes-only measures only first-load bytes, on the existing build/ (seconds);
// --relevance-only scores search relevance only (tests/search-eval, ours and Pagefind), on the
// existing build/ (about a minute). Relevance is also part of the full and --search-only runs.
// First-load bytes use Playwright's default 1280x720 viewport (diagrams near the top count).
// Raw results go to bench-results/<timestamp>.json. Not part of npm test. Takes ~10-15 min on 2
// cores (--quick ~4 min); timings move with machine load, which is recorded beside them. Serves on
// the first free port in 4195-4199. Do not run it while another build of the same folder runs.
import {mkdirSync, writeFileSync} from 'node:fs';
import {cpus, loadavg} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from 'playwright-core';
import {chromeArgs, chromePath} from './lib/chrome.mjs';
import {coldBuild} from './lib/bench/build.mjs';
import {assetSizes, disablePrefetch, fetchedAssets} from './lib/bench/firstLoad.mjs';
import {launchChrome, medianLighthouse} from './lib/bench/lighthouse.mjs';
import {measureSearchGlue} from './lib/bench/glue.mjs';
import {benchHydration} from './lib/bench/hydration.mjs';
import {benchSearch, benchSearchQueriesInChromium, benchSearchReadiness} from './lib/bench/search.mjs';
import {benchRelevance, formatRelevance} from './lib/bench/relevance.mjs';
import {serveStatic} from './lib/bench/serve.mjs';
import {createStockSite, removeStockSite} from './lib/bench/stock.mjs';
import {formatTable} from './lib/bench/table.mjs';

const PAGES = [
  '/',
  '/fundamentals/configuration/database',
  '/blog/django-performance-optimization-guide',
  '/search',
  '/nextjs-admin',
];

const {values: args} = parseArgs({
  options: {
    quick: {type: 'boolean', default: false},
    runs: {type: 'string', default: '5'},
    'skip-build': {type: 'boolean', default: false},
    'search-only': {type: 'boolean', default: false},
    'bytes-only': {type: 'boolean', default: false},
    'relevance-only': {type: 'boolean', default: false},
  },
});
const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const runs = Math.max(1, Number(args.runs) || 1);
const say = (message) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

async function measureFirstLoad(buildDir) {
  const server = await serveStatic(buildDir);
  const browser = await chromium.launch({executablePath: chromePath(), args: chromeArgs});
  const result = {};
  try {
    for (const page of PAGES) {
      const context = await browser.newContext();
      await context.addInitScript(disablePrefetch);
      const tab = await context.newPage();
      const response = await tab.request.get(server.url + page);
      result[page] =
        response.status() === 200 ? assetSizes(buildDir, await fetchedAssets(tab, server.url + page)) : null;
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return result;
}

async function measureLighthouse(buildDir, formFactors, pages) {
  const server = await serveStatic(buildDir);
  const chrome = await launchChrome();
  const result = {};
  try {
    for (const formFactor of formFactors) {
      result[formFactor] = {};
      for (const page of pages) {
        say(`lighthouse ${formFactor} ${page}`);
        try {
          const formRuns = formFactor === 'mobile' ? runs : 1;
          result[formFactor][page] = await medianLighthouse(chrome, server.url + page, formFactor, formRuns);
        } catch (error) {
          result[formFactor][page] = {error: error instanceof Error ? error.message : String(error)};
        }
      }
    }
  } finally {
    await chrome.kill();
    await server.close();
  }
  return result;
}

async function benchLocalSearch(dir, buildDir) {
  say('search latency (Node)');
  const search = await benchSearch(siteDir, buildDir);
  say('search latency (Chromium, 1x and 4x CPU)');
  search.chromium = await benchSearchQueriesInChromium(siteDir, buildDir);
  say('search readiness (Chromium, 1x and 4x CPU)');
  search.readiness = await benchSearchReadiness(buildDir);
  say('search glue bytes (second build without the SearchBar)');
  search.glue = await measureSearchGlue(dir, buildDir);
  say('search relevance (tests/search-eval, ours and Pagefind)');
  search.relevance = await benchRelevance(siteDir, buildDir);
  return search;
}

async function benchSite(name, dir, {build, search, formFactors}) {
  // Other work on the machine skews every timing here; the load average is kept with the results.
  const site = {dir, loadAverage: {start: loadavg()[0]}};
  if (build) {
    say(`${name}: cold build`);
    site.build = await coldBuild(dir);
  }
  const buildDir = join(dir, 'build');
  say(`${name}: first-load bytes`);
  site.firstLoad = await measureFirstLoad(buildDir);
  // The stock site has no /search page: pages that do not exist are left out.
  const existing = PAGES.filter((page) => site.firstLoad[page]);
  site.lighthouse = await measureLighthouse(buildDir, formFactors, existing);
  say(`${name}: hydration long tasks at 4x CPU`);
  site.hydration = await benchHydration(buildDir, existing, runs);
  if (search) site.search = await benchLocalSearch(dir, buildDir);
  site.loadAverage.end = loadavg()[0];
  return site;
}

const started = Date.now();
const formFactors = args.quick ? ['mobile'] : ['mobile', 'desktop'];
const results = {
  date: new Date().toISOString(),
  cpus: cpus().length,
  options: {quick: args.quick, runs},
  pages: PAGES,
  sites: {},
};
if (args['search-only']) {
  const loadAverage = {start: loadavg()[0]};
  const search = await benchLocalSearch(siteDir, join(siteDir, 'build'));
  results.sites.ours = {dir: siteDir, loadAverage: {...loadAverage, end: loadavg()[0]}, search};
} else if (args['relevance-only']) {
  say('search relevance (tests/search-eval, ours and Pagefind)');
  results.sites.ours = {dir: siteDir, search: {relevance: await benchRelevance(siteDir, join(siteDir, 'build'))}};
} else if (args['bytes-only']) {
  results.sites.ours = {dir: siteDir, firstLoad: await measureFirstLoad(join(siteDir, 'build'))};
} else {
  results.sites.ours = await benchSite('ours', siteDir, {build: !args['skip-build'], search: true, formFactors});
}
if (!args.quick && !args['search-only'] && !args['bytes-only'] && !args['relevance-only']) {
  const stockDir = createStockSite(siteDir);
  try {
    results.sites.stock = await benchSite('stock', stockDir, {build: true, search: false, formFactors});
  } finally {
    removeStockSite(stockDir);
  }
}
results.seconds = (Date.now() - started) / 1000;

const relevance = results.sites.ours.search?.relevance;
const table = [
  ...(args['relevance-only'] ? [] : [formatTable(results)]),
  ...(relevance ? [formatRelevance(relevance)] : []),
].join('\n\n');
const outDir = join(siteDir, 'bench-results');
mkdirSync(outDir, {recursive: true});
const outFile = join(outDir, `${results.date.replace(/[:.]/g, '-')}.json`);
writeFileSync(outFile, JSON.stringify({...results, table}, null, 2));
console.log(table);
console.log(`\n${Math.round(results.seconds)} s; raw results: ${outFile}`);
