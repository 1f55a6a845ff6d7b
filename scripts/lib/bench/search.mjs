// Local search latency: compiles the browser engine (src/search/local/engine.ts and the wire
// format) with the TypeScript API into a temporary folder, loads build/search-index.json and times
// runQuery over a fixed query list, each query typed one keystroke at a time as the modal does.
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative} from 'node:path';
import {pathToFileURL} from 'node:url';
import {fileSizes} from './sizes.mjs';

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
function request(query, tags) {
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
  'src/search/types.ts',
  'plugins/search-index/wire.ts',
];

/** Transpiles the engine's modules to .mjs files whose relative imports point at each other. */
async function compileEngine(siteDir, outDir) {
  const ts = (await import('typescript')).default;
  const minisearch = import.meta.resolve('minisearch');
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
  }
  const url = (source) => pathToFileURL(join(outDir, source.replace(/\.ts$/, '.mjs'))).href;
  const engine = await import(url(SOURCES[0]));
  const wire = await import(url(SOURCES[3]));
  return {engine, wire};
}

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

    const keystrokes = QUERIES.flatMap((q) => Array.from({length: q.length}, (_, i) => q.slice(0, i + 1)));
    // A query that throws is reported (it would be a broken search for a user) and left out of
    // the timings.
    const errors = new Map();
    const time = (q, into) => {
      const start = performance.now();
      try {
        engine.runQuery(instance, request(q, tags));
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
