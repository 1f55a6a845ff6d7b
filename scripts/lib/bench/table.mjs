// Formats bench results as one plain-text table: a row per metric, a column per site.

const kb = (bytes) => (bytes === null || bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
const sizes = (s) => (s ? `${kb(s.raw)} / ${kb(s.gzip)} / ${kb(s.brotli)}` : 'n/a');
const ms = (v) => (v === null || v === undefined ? '–' : `${Math.round(v)}`);
const num = (v, digits = 0) => (v === null || v === undefined ? '–' : Number(v).toFixed(digits));

function lighthouseCell(r) {
  if (!r) return 'n/a';
  if (r.error) return `error: ${r.error.slice(0, 40)}`;
  const cell = `${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo}  LCP ${ms(r.lcpMs)} TBT ${ms(r.tbtMs)} CLS ${num(r.cls, 3)}`;
  // Several runs: the spread beside the median run (worst score, TBT median and worst).
  return r.runs?.length > 1
    ? `${cell}  [${r.runs.length} runs: worst ${r.worstPerformance}, TBT ${ms(r.tbtMedianMs)}/${ms(r.tbtWorstMs)}]`
    : cell;
}

/** Longest main-thread task while loading and hydrating at 4x CPU: median and worst load. */
const hydrationCell = (r) => (r ? `${ms(r.longestMs)} / ${ms(r.worstMs)}` : '–');
const hydratingCell = (r) => (r?.hydratingMs !== undefined ? `${ms(r.hydratingMs)} / ${ms(r.hydratingWorstMs)}` : '–');

function readinessCell(r) {
  if (!r) return '–';
  const where = !r.worker ? 'main thread' : r.workerThrottled === false ? 'worker, NOT throttled' : 'worker';
  return `${ms(r.readyMs)} (${ms(r.readyMinMs)}–${ms(r.readyMaxMs)}), ${where}`;
}

/** Longest main-thread task in the 3 s after the index arrived: median run, worst run. */
const longTaskCell = (r) => (r ? `${ms(r.longestTaskMs)} / ${ms(r.worstTaskMs)}` : '–');

/** results = {sites: {ours: SiteResult, stock?: SiteResult}, pages: string[]} */
export function formatTable(results) {
  const sites = Object.keys(results.sites);
  const rows = [['metric', ...sites]];
  const row = (label, cell) => rows.push([label, ...sites.map((s) => cell(results.sites[s]))]);

  row('load average at start/end', (s) => `${num(s.loadAverage?.start, 1)} / ${num(s.loadAverage?.end, 1)}`);
  row('cold build (s)', (s) => num(s.build?.seconds, 1));
  row('peak memory, largest process (MB)', (s) => num(s.build?.peakRssMb));
  row('peak memory, process tree (MB)', (s) => num(s.build?.treePeakRssMb));
  for (const page of results.pages) {
    row(`${page} first-load JS KB raw/gz/br`, (s) => sizes(s.firstLoad?.[page]?.js));
    row(`${page} first-load CSS KB raw/gz/br`, (s) => sizes(s.firstLoad?.[page]?.css));
  }
  const measured = (formFactor) => sites.some((s) => results.sites[s].lighthouse?.[formFactor]);
  for (const formFactor of ['mobile', 'desktop'].filter(measured)) {
    for (const page of results.pages) {
      row(`LH ${formFactor} ${page} perf/a11y/bp/seo`, (s) => lighthouseCell(s.lighthouse?.[formFactor]?.[page]));
    }
  }
  for (const page of results.pages) {
    row(`longest task loading ${page}, 4x CPU, median/worst ms`, (s) => hydrationCell(s.hydration?.[page]));
    row(`longest task from the app's scripts on, ${page}, 4x CPU, median/worst ms`, (s) =>
      hydratingCell(s.hydration?.[page]),
    );
  }
  row('search index KB raw/gz/br', (s) => sizes(s.search?.index));
  row('search engine: worker script and its chunks KB raw/gz/br', (s) => sizes(s.search?.readiness?.engine));
  row('search engine build (ms)', (s) => ms(s.search?.engineBuildMs));
  row('search query p50/p95 (ms)', (s) =>
    s.search ? `${num(s.search.query.p50, 1)} / ${num(s.search.query.p95, 1)}` : '–',
  );
  row('search keystroke p50/p95 (ms)', (s) =>
    s.search ? `${num(s.search.keystroke.p50, 1)} / ${num(s.search.keystroke.p95, 1)}` : '–',
  );
  for (const rate of [1, 4])
    row(`search query / keystroke p95 in Chromium, ${rate}x CPU (ms)`, (s) => {
      const r = s.search?.chromium?.[`x${rate}`];
      return r ? `${num(r.query.p95, 1)} / ${num(r.keystroke.p95, 1)}` : '–';
    });
  row('search queries that threw', (s) => (s.search ? String(s.search.errors.length) : '–'));
  for (const rate of [1, 4]) {
    row(`search ready after index arrives, ${rate}x CPU, median (range) ms`, (s) =>
      readinessCell(s.search?.readiness?.[`x${rate}`]),
    );
    row(`longest main-thread task after it, ${rate}x CPU, median/worst ms`, (s) =>
      longTaskCell(s.search?.readiness?.[`x${rate}`]),
    );
  }
  row('search glue in main bundle (gzip KB)', (s) =>
    s.search?.glue ? `${kb(s.search.glue.glue.gzip)} (main+runtime ${kb(s.search.glue.withGlue.gzip)})` : '–',
  );

  // Rows nothing was measured for (e.g. build and Lighthouse rows with --search-only) are left out.
  const empty = (cell) => cell === '–' || cell === 'n/a' || cell === '– / –';
  rows.splice(1, rows.length, ...rows.slice(1).filter((r) => !r.slice(1).every(empty)));
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c).padEnd(widths[i])).join(' | ');
  const sep = widths.map((w) => '-'.repeat(w)).join('-|-');
  return [line(rows[0]), sep, ...rows.slice(1).map(line)].join('\n');
}
