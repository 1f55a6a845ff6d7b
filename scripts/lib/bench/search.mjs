// Local search benchmarks.
// - benchSearch (Node): compiles the browser engine (src/search/local/engine.ts and the wire format)
//   with the TypeScript API into a temporary folder, loads build/search-index.json and times
//   runQuery over a fixed query list, each query typed one keystroke at a time as the modal does.
// - benchSearchQueriesInChromium: the same engine and queries timed inside a Chromium page at 1x and
//   4x CPU throttling (the phone budget), since Node cannot be throttled.
// - benchSearchReadiness (Chromium): how soon the built site answers once the index has arrived,
//   and the longest main-thread task meanwhile, at 1x and 4x CPU throttling.
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {chromium} from 'playwright-core';
import {chromeArgs, chromePath} from '../chrome.mjs';
import {serveStatic} from './serve.mjs';
import {fileSizes, totalSizes} from './sizes.mjs';
import {createWorkerThrottle, dedicatedWorkerThreads} from './workerThrottle.mjs';

/** Realistic queries: page titles, identifiers, typos, multi-word and a miss. */
export const QUERIES = [
  'install',
  'database routing',
  'ngrok',
  'djngo',
  'DjangoConfig',
  'migrations',
  'redis cache',
  'celery tasks',
  'docker production',
  'environment variables',
  'api client generation',
  'twilio sms',
  'grpc',
  'centrifugo',
  'payments',
  'ai agents toolsets',
  'orchestration',
  'pydantic settings',
  'secret key',
  'cors',
  'email backend',
  'logging',
  'multi database',
  'runserver_ngrok',
  'nginx',
  'jwt authentication',
  'multi tenancy',
  'performance',
  'configuration debt',
  'xyzzy nothing matches',
];

/** What the DocSearch modal sends per keystroke (contextual facet filters on a docs page). */
export function modalRequest(query, tags) {
  return {
    indexName: 'local',
    query,
    hitsPerPage: 20,
    attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    facetFilters: ['language:en', tags.map((t) => `docusaurus_tag:${t}`)],
  };
}

const SOURCES = [
  'src/search/local/engine.ts',
  'src/search/local/text.ts',
  'src/search/local/synonyms.ts',
  'src/search/types.ts',
  'plugins/search-index/wire.ts',
  'src/utils/nextTask.ts',
  'src/search/local/ranking.ts',
];

/**
 * Transpiles the engine's modules to .mjs files whose relative imports point at each other and
 * whose `minisearch` import points at `minisearch` (a URL). Returns the compiled files' paths.
 */
async function compileEngineFiles(siteDir, outDir, minisearch) {
  const ts = (await import('typescript')).default;
  const files = [];
  for (const source of SOURCES) {
    const {outputText} = ts.transpileModule(readFileSync(join(siteDir, source), 'utf8'), {
      compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false},
      fileName: source,
    });
    const code = outputText
      .replace(/from '(\.{1,2}\/[^']+)'/g, (_, spec) => `from '${spec}.mjs'`)
      .replace(/from 'minisearch'/g, `from '${minisearch}'`);
    const out = join(outDir, source.replace(/\.ts$/, '.mjs'));
    mkdirSync(dirname(out), {recursive: true});
    writeFileSync(out, code);
    files.push(out);
  }
  return files;
}

export async function compileEngine(siteDir, outDir) {
  const [engineFile, , , , wireFile] = await compileEngineFiles(siteDir, outDir, import.meta.resolve('minisearch'));
  const engine = await import(pathToFileURL(engineFile).href);
  const wire = await import(pathToFileURL(wireFile).href);
  return {engine, wire};
}

const keystrokesOf = (queries) => queries.flatMap((q) => Array.from({length: q.length}, (_, i) => q.slice(0, i + 1)));

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Times the local engine over build/search-index.json. */
export async function benchSearch(siteDir, buildDir, {repeat = 5} = {}) {
  const indexFile = join(buildDir, 'search-index.json');
  const outDir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  try {
    const {engine, wire} = await compileEngine(siteDir, outDir);
    let t = performance.now();
    const parsed = JSON.parse(readFileSync(indexFile, 'utf8'));
    const records = wire.unpack(parsed);
    const parseMs = performance.now() - t;
    t = performance.now();
    const instance = engine.createEngineSync(records, 'http://localhost');
    const buildMs = performance.now() - t;
    const tags = parsed.tags.filter((tag) => tag === 'default' || tag.startsWith('docs-'));

    const keystrokes = keystrokesOf(QUERIES);
    // A query that throws is reported (it would be a broken search for a user) and left out of
    // the timings.
    const errors = new Map();
    const time = (q, into) => {
      const start = performance.now();
      try {
        engine.runQuery(instance, modalRequest(q, tags));
        into?.push(performance.now() - start);
      } catch (error) {
        errors.set(q, error instanceof Error ? error.message : String(error));
      }
    };
    for (const q of keystrokes) time(q); // warm-up (JIT)
    const fullQuery = [];
    const perKeystroke = [];
    for (let r = 0; r < repeat; r++) {
      for (const q of QUERIES) time(q, fullQuery);
      for (const q of keystrokes) time(q, perKeystroke);
    }
    fullQuery.sort((a, b) => a - b);
    perKeystroke.sort((a, b) => a - b);
    return {
      indexFile: relative(siteDir, indexFile),
      index: fileSizes(indexFile),
      records: records.length,
      parseMs,
      engineBuildMs: buildMs,
      queries: QUERIES.length,
      query: {p50: percentile(fullQuery, 50), p95: percentile(fullQuery, 95), max: fullQuery.at(-1)},
      keystroke: {
        count: keystrokes.length,
        p50: percentile(perKeystroke, 50),
        p95: percentile(perKeystroke, 95),
        max: perKeystroke.at(-1),
      },
      errors: [...errors].map(([query, message]) => ({query, message})),
    };
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
}

// --- query latency in the browser ---------------------------------------------------------

const BENCH_ORIGIN = 'http://search-bench.test';

/** Runs in the page: builds the engine, then times every request `repeat` times (after a warm-up). */
async function timeQueriesInPage({queries, keystrokes, repeat}) {
  const engine = await import('/src/search/local/engine.mjs');
  const wire = await import('/plugins/search-index/wire.mjs');
  const index = await (await fetch('/search-index.json')).json();
  const instance = engine.createEngineSync(wire.unpack(index), location.origin);
  const time = (request, into) => {
    const start = performance.now();
    engine.runQuery(instance, request);
    into?.push(performance.now() - start);
  };
  for (const request of keystrokes) time(request);
  const fullQuery = [];
  const perKeystroke = [];
  for (let r = 0; r < repeat; r++) {
    for (const request of queries) time(request, fullQuery);
    for (const request of keystrokes) time(request, perKeystroke);
  }
  return {fullQuery, perKeystroke};
}

/**
 * Query latency of the same engine in Chromium at each CPU throttling rate (CDP
 * Emulation.setCPUThrottlingRate, which the worker does not inherit, so the engine runs in the
 * page here). The compiled modules, minisearch and the built index are served from a fake origin.
 */
export async function benchSearchQueriesInChromium(siteDir, buildDir, {rates = [1, 4], repeat = 3} = {}) {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-search-browser-'));
  const browser = await chromium.launch({executablePath: chromePath(), args: chromeArgs});
  try {
    await compileEngineFiles(siteDir, outDir, '/minisearch.mjs');
    const files = {
      '/': {body: '<!doctype html><title>search bench</title>', contentType: 'text/html'},
      '/minisearch.mjs': {path: fileURLToPath(import.meta.resolve('minisearch')), contentType: 'text/javascript'},
      '/search-index.json': {path: join(buildDir, 'search-index.json'), contentType: 'application/json'},
    };
    for (const source of SOURCES) {
      const path = '/' + source.replace(/\.ts$/, '.mjs');
      files[path] = {path: join(outDir, path), contentType: 'text/javascript'};
    }
    const tags = JSON.parse(readFileSync(join(buildDir, 'search-index.json'), 'utf8')).tags.filter(
      (tag) => tag === 'default' || tag.startsWith('docs-'),
    );
    const result = {queries: QUERIES.length, hitsPerPage: 20};
    for (const rate of rates) {
      const page = await browser.newPage();
      await page.route(`${BENCH_ORIGIN}/**`, (route) => {
        const file = files[new URL(route.request().url()).pathname];
        if (!file) return route.fulfill({status: 404});
        return route.fulfill({contentType: file.contentType, body: file.body ?? readFileSync(file.path)});
      });
      await page.goto(`${BENCH_ORIGIN}/`);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate});
      const {fullQuery, perKeystroke} = await page.evaluate(timeQueriesInPage, {
        queries: QUERIES.map((q) => modalRequest(q, tags)),
        keystrokes: keystrokesOf(QUERIES).map((q) => modalRequest(q, tags)),
        repeat,
      });
      fullQuery.sort((a, b) => a - b);
      perKeystroke.sort((a, b) => a - b);
      result[`x${rate}`] = {
        query: {p50: percentile(fullQuery, 50), p95: percentile(fullQuery, 95), max: fullQuery.at(-1)},
        keystroke: {p50: percentile(perKeystroke, 50), p95: percentile(perKeystroke, 95), max: perKeystroke.at(-1)},
      };
      await page.close();
    }
    return result;
  } finally {
    await browser.close();
    rmSync(outDir, {recursive: true, force: true});
  }
}

// --- readiness in the browser ---------------------------------------------------------------

/** The docs page the readiness run opens search on, and what it types. */
const READINESS_PAGE = '/fundamentals/configuration/database';
const READINESS_QUERY = 'database';

/**
 * Page-side probes: every main-thread long task (PerformanceObserver 'longtask', buffered) and,
 * once armed, the time the first `.DocSearch-Hit` enters the DOM. Times are epoch milliseconds
 * (timeOrigin + now) so they compare with a worker's Resource Timing.
 */
function installProbes() {
  let hit;
  const probe = {longTasks: [], firstHit: null, arm: () => {}, hit: new Promise((resolve) => (hit = resolve))};
  window.__searchBench = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      probe.longTasks.push({start: performance.timeOrigin + e.startTime, duration: e.duration});
  }).observe({type: 'longtask', buffered: true});
  probe.arm = () => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('.DocSearch-Hit')) {
        probe.firstHit = performance.timeOrigin + performance.now();
        observer.disconnect();
        hit();
      }
    });
    observer.observe(document.body, {childList: true, subtree: true});
  };
}

/** responseEnd of the index request (epoch ms), from the page's or any worker's Resource Timing. */
function indexResponseEnd() {
  const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/search-index.json'));
  return entry ? performance.timeOrigin + entry.responseEnd : null;
}

async function readinessRun(browser, url, rate, throttle) {
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  try {
    await page.addInitScript(installProbes);
    // The index response is held until the modal is open with the query typed, so the interval
    // measured is the index's own: parsing, indexing, the first query and rendering its hits.
    let release;
    const released = new Promise((resolve) => (release = resolve));
    let requested = false;
    await page.route('**/search-index.json', async (route) => {
      requested = true;
      await released;
      await route.continue();
    });
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate});

    await page.evaluate(() => window.__searchBench.arm());
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(READINESS_QUERY);
    await waitFor(() => requested, 'the index request');
    // null: nothing to throttle (no worker, or 1x); false: a worker ran at full speed.
    let workerThrottled = null;
    if (rate > 1 && page.workers().length > 0) {
      const tids = throttle ? dedicatedWorkerThreads(process.pid) : [];
      for (const tid of tids) throttle?.add(tid);
      workerThrottled = tids.length > 0;
    }
    release();
    // Awaited in the page, not polled: Playwright's locator polling would run on the measured thread.
    await page.evaluate(() => window.__searchBench.hit);
    // Long tasks that follow the first answer (body indexing on the main thread) count too.
    await page.waitForTimeout(3000);

    const probe = await page.evaluate(() => ({
      longTasks: window.__searchBench.longTasks,
      firstHit: window.__searchBench.firstHit,
    }));
    let responseEnd = await page.evaluate(indexResponseEnd);
    for (const worker of page.workers()) responseEnd ??= await worker.evaluate(indexResponseEnd);
    // The worker's own script and the chunks it imported: the engine a visitor downloads.
    const workerScripts = [];
    for (const worker of page.workers()) {
      workerScripts.push(new URL(worker.url()).pathname);
      const imported = await worker.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((path) => path.endsWith('.js')),
      );
      workerScripts.push(...imported);
    }
    if (responseEnd === null || probe.firstHit === null) throw new Error('no index response or no hit recorded');
    const overlapping = (from, to) =>
      probe.longTasks.filter((t) => t.start < to && t.start + t.duration > from).map((t) => t.duration);
    return {
      readyMs: probe.firstHit - responseEnd,
      longestTaskToFirstHitMs: Math.max(0, ...overlapping(responseEnd, probe.firstHit)),
      longestTaskAfterIndexMs: Math.max(0, ...overlapping(responseEnd, responseEnd + 3000)),
      worker: page.workers().length > 0,
      workerThrottled,
      workerScripts,
    };
  } finally {
    await context.close();
  }
}

async function waitFor(condition, what, timeoutMs = 30_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * Readiness of local search in Chromium: on a docs page, at each CPU throttling rate, opens the
 * modal, types a query, then lets the held index response through, and reports the time from the
 * index's responseEnd to the first rendered hit, and the longest main-thread task in the 3 s after
 * it arrived (indexing on the main thread would show there). Medians and extremes over `runs`; every
 * run is kept in `runs`.
 */
export async function benchSearchReadiness(buildDir, {rates = [1, 4], runs = 5} = {}) {
  const server = await serveStatic(buildDir);
  const browser = await chromium.launch({executablePath: chromePath(), args: chromeArgs});
  const result = {page: READINESS_PAGE, query: READINESS_QUERY};
  // Removed once the browser, and so every thread put in them, is gone.
  const throttles = new Map(rates.filter((rate) => rate > 1).map((rate) => [rate, createWorkerThrottle(rate)]));
  try {
    for (const rate of rates) {
      const all = [];
      const throttle = throttles.get(rate) ?? null;
      for (let run = 0; run < runs; run++) {
        all.push(await readinessRun(browser, server.url + READINESS_PAGE, rate, throttle));
      }
      const ready = all.map((r) => r.readyMs);
      const longest = all.map((r) => r.longestTaskAfterIndexMs);
      result[`x${rate}`] = {
        readyMs: median(ready),
        readyMinMs: Math.min(...ready),
        readyMaxMs: Math.max(...ready),
        // One run on a busy machine can stretch a task; the median run and the worst are both kept.
        longestTaskMs: median(longest),
        worstTaskMs: Math.max(...longest),
        worker: all.some((r) => r.worker),
        workerThrottled: all.some((r) => r.workerThrottled === false)
          ? false
          : (all.find((r) => r.workerThrottled !== null)?.workerThrottled ?? null),
        runs: all,
      };
    }
    const scripts = [...new Set(result.x1?.runs[0]?.workerScripts ?? [])];
    result.engine = {
      scripts,
      ...totalSizes(scripts.map((path) => join(buildDir, decodeURIComponent(path)))),
    };
  } finally {
    await browser.close();
    await server.close();
    for (const throttle of throttles.values()) throttle?.close();
  }
  return result;
}
