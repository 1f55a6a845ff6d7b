// What the docs MCP server answers, read from a production build and the repository's data. Each
// tool is a function that returns {data} or {error}; server.mjs turns them into MCP results.
// Imported by server.mjs after the TypeScript hooks are registered (resolve-ts.mjs).
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join, resolve, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {unpack} from '../plugins/search-index/wire.ts';
import {createEngineSync, runQuery} from '../src/search/local/engine.ts';
import {verificationLine} from '../plugins/verified-examples/line.ts';
import {docsSections, sectionLandingPath} from '../src/data/docsSections.ts';
import {twinPath} from '../plugins/ai-docs/paths.ts';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REFERENCE = join(REPO, 'src/data/reference/django-cfg-1.5.108.json');
/** The current 2.x release as the release scripts snapshot it (scripts/release), when present. */
const CURRENT = join(REPO, 'src/data/release/django-cfg-2.3.348.json');
const CHANGES = join(REPO, 'src/data/release/changes.json');
const FALLBACK_ORIGIN = 'https://djangocfg.com';
/** Pages search_docs returns at most, and the default. */
export const MAX_RESULTS = 20;
const DEFAULT_RESULTS = 8;
const PAGES_PER_SETTING = 5;

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The site's origin as the build knows it: the first URL of its sitemap. */
function originOf(buildDir) {
  const sitemap = join(buildDir, 'sitemap.xml');
  if (!existsSync(sitemap)) return FALLBACK_ORIGIN;
  const loc = /<loc>(https?:\/\/[^/<]+)/.exec(readFileSync(sitemap, 'utf8'));
  return loc?.[1] ?? FALLBACK_ORIGIN;
}

/** The source file of a page (its key in src/data/verification.json), from the files the site builds. */
function sourceIndex() {
  const sources = new Map();
  const walk = (dir, base) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, base);
      else if (/\.mdx?$/.test(entry.name))
        sources.set(
          path
            .slice(REPO.length + 1)
            .split(sep)
            .join('/'),
          base,
        );
    }
  };
  walk(join(REPO, 'docs'), 'docs');
  walk(join(REPO, 'blog'), 'blog');
  return [...sources.keys()];
}

function sourceOf(url, sources) {
  const route = url.replace(/^\/+|\/+$/g, '');
  if (route.startsWith('blog/')) {
    const slug = route.slice('blog/'.length);
    // Blog files are named <date>-<slug>.mdx; the URL keeps the slug only.
    return sources.find((s) => s.startsWith('blog/') && new RegExp(`(^|/|\\d-)${slug}\\.mdx?$`).test(s));
  }
  const candidates = ['.mdx', '.md', '/index.mdx', '/index.md'].map((ext) => `docs/${route}${ext}`);
  return candidates.find((c) => sources.includes(c));
}

export function loadDocs(buildDir) {
  const indexFile = join(buildDir, 'search-index.json');
  if (!existsSync(indexFile)) {
    throw new Error(
      `No search index at ${indexFile}: build the site first (npm ci && npm run build) or pass --build <dir>.`,
    );
  }
  const origin = originOf(buildDir);
  const records = unpack(readJson(indexFile));
  // The engine of the site's search, with both its indexes built before the first query: the
  // browser answers from titles alone for the first moments, which a server need not do.
  const engine = createEngineSync(records, origin);
  const sources = sourceIndex();
  const pages = new Map();
  for (const record of records) {
    if (pages.has(record.url)) continue;
    const source = sourceOf(record.url, sources);
    pages.set(record.url, {
      title: record.hierarchy[1] ?? record.url,
      group: record.hierarchy[0] ?? '',
      tag: record.tag,
      description: record.description,
      verification: source ? verificationLine(source) : null,
    });
  }
  const reference = readJson(REFERENCE);
  const current = existsSync(CURRENT) ? readJson(CURRENT) : null;
  const changes = existsSync(CHANGES) ? readJson(CHANGES) : null;
  const ctx = {buildDir, origin, engine, pages, reference, current, changes};
  return {
    origin,
    searchDocs: (args) => searchDocs(ctx, args),
    getPage: (args) => getPage(ctx, args),
    describeSetting: (args) => describeSetting(ctx, args),
    listSections: () => listSections(ctx),
  };
}

// --- search_docs ---

const sectionTag = (id) => `docs-${id}-current`;
const sectionIds = () => docsSections.map((s) => s.id);

/** The engine's highlight marks become «…» around matched words, and its HTML escapes plain text again. */
const MARK_PRE = '\u0001';
const MARK_POST = '\u0002';
const ENTITIES = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};
const unmark = (text) =>
  text
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replaceAll(MARK_PRE, '«')
    .replaceAll(MARK_POST, '»');

/** The site's ranking, one entry per page (the site lists up to three sections under each). */
function rankedPages(ctx, query, section, limit) {
  const response = runQuery(ctx.engine, {
    indexName: 'docs',
    query,
    hitsPerPage: 1000,
    highlightPreTag: MARK_PRE,
    highlightPostTag: MARK_POST,
    attributesToSnippet: ['content:24'],
    ...(section ? {facetFilters: [`docusaurus_tag:${sectionTag(section)}`]} : {}),
  });
  const seen = new Map();
  for (const hit of response.hits) {
    const path = new URL(hit.url_without_anchor).pathname;
    if (seen.has(path)) continue;
    seen.set(path, hit);
    if (seen.size >= limit) break;
  }
  return [...seen.entries()];
}

function searchDocs(ctx, {query, section, limit}) {
  const text = (query ?? '').trim();
  if (text === '')
    return {error: 'The query is empty. Pass a few words or an identifier, e.g. "redis cache" or "conn_max_age".'};
  if (section !== undefined && !sectionIds().includes(section)) {
    return {
      error: `Unknown section "${section}". Sections: ${sectionIds().join(', ')} (list_sections describes them).`,
    };
  }
  const results = rankedPages(ctx, text, section, limit ?? DEFAULT_RESULTS).map(([path, hit], i) => {
    const page = ctx.pages.get(path);
    const snippet = hit._snippetResult.content?.value ?? page?.description ?? '';
    return {
      rank: i + 1,
      title: page?.title ?? path,
      url: hit.url,
      markdown: `${ctx.origin}${twinPath(path)}`,
      path,
      section: page?.group ?? '',
      snippet: unmark(snippet),
      verification: page?.verification ?? null,
    };
  });
  if (results.length === 0) {
    const where = section ? ` in section ${section}` : '';
    return {data: {query: text, results, note: `No page matches "${text}"${where}. Try other words or fewer of them.`}};
  }
  return {data: {query: text, results}};
}

// --- get_page ---

/** `/fundamentals/configuration/email`, `…/email.md`, `https://djangocfg.com/…/email#fields` → `/fundamentals/configuration/email`. */
export function routeOf(input) {
  let path = input.trim();
  if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  path = path.replace(/[?#].*$/, '');
  path = `/${path.replace(/^\/+/, '')}`;
  return path.replace(/\.(md|html)$/, '').replace(/\/+$/, '') || '/';
}

function getPage(ctx, {path}) {
  if ((path ?? '').trim() === '')
    return {error: 'The path is empty. Pass a page path such as /fundamentals/configuration/email.'};
  let route;
  try {
    route = routeOf(path);
  } catch {
    return {error: `"${path}" is not a page path or URL. Pass one like /fundamentals/configuration/email.`};
  }
  const file = resolve(ctx.buildDir, `.${twinPath(route)}`);
  const inside = file.startsWith(`${resolve(ctx.buildDir)}${sep}`);
  if (!inside || !existsSync(file)) {
    const guess = route.split('/').filter(Boolean).join(' ').replace(/[-_]/g, ' ');
    const near = guess ? rankedPages(ctx, guess, undefined, 3).map(([p]) => p) : [];
    const hint = near.length > 0 ? ` Closest pages: ${near.join(', ')}.` : '';
    return {error: `No page at ${route}. Use search_docs to find a page, then pass its path.${hint}`};
  }
  const page = ctx.pages.get(route);
  return {
    data: {
      path: route,
      url: `${ctx.origin}${route}`,
      title: page?.title ?? null,
      verification: page?.verification ?? null,
      markdown: readFileSync(file, 'utf8'),
    },
  };
}

// --- describe_setting ---

const allFields = (model) => [...model.fields, ...model.inheritedFields];

function fieldEntries(reference) {
  const entries = [];
  for (const model of Object.values(reference.models)) {
    for (const field of allFields(model)) entries.push({model, field});
  }
  return entries;
}

/** Finds `redis_url`, `DjangoConfig.redis_url`, `DatabaseConfig.conn_max_age` (case-insensitive as a fallback). */
function findSetting(reference, name) {
  const entries = fieldEntries(reference);
  const djangoConfig = reference.models[reference.djangoConfig];
  const match = (exact) => {
    const eq = exact ? (a, b) => a === b : (a, b) => a.toLowerCase() === b.toLowerCase();
    const dot = name.lastIndexOf('.');
    if (dot > 0) {
      const [model, field] = [name.slice(0, dot), name.slice(dot + 1)];
      return entries.filter(
        (e) => (eq(e.model.name, model) || eq(e.model.module + '.' + e.model.name, model)) && eq(e.field.name, field),
      );
    }
    const onConfig = entries.filter((e) => e.model === djangoConfig && eq(e.field.name, name));
    return onConfig.length > 0 ? onConfig : entries.filter((e) => eq(e.field.name, name));
  };
  const exact = match(true);
  return exact.length > 0 ? exact : match(false);
}

/** Up to five qualified names that look like the input, for an error message. */
function nearNames(reference, name) {
  const wanted = name.toLowerCase().replace(/^.*\./, '');
  const parts = wanted.split(/[_\W]+/).filter((p) => p.length >= 3);
  const djangoConfig = reference.models[reference.djangoConfig];
  const scored = fieldEntries(reference)
    .map(({model, field}) => {
      const f = field.name.toLowerCase();
      const score = (f.includes(wanted) || wanted.includes(f) ? 2 : 0) + parts.filter((p) => f.includes(p)).length;
      return {name: `${model.name}.${field.name}`, score: score + (model === djangoConfig && score > 0 ? 0.5 : 0)};
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  return [...new Set(scored.map((s) => s.name))].slice(0, 5);
}

/** Whether the field exists on the current 2.x release, from its snapshot (scripts/release). */
function onCurrentRelease(ctx, model, field) {
  const {current, changes, reference} = ctx;
  if (!current) {
    return {status: 'unknown', note: 'No snapshot of the current 2.x release in this checkout (src/data/release/).'};
  }
  const isConfig = model.name === reference.models[reference.djangoConfig].name;
  const key = isConfig ? field.name : `${model.name}.${field.name}`;
  const table = isConfig ? current.djangoconfig_fields : current.model_fields;
  if (!table || typeof table !== 'object')
    return {status: 'unknown', version: current.version, note: 'The 2.x snapshot has no field table.'};
  const category = changes?.categories?.find((c) => c.key === (isConfig ? 'djangoconfig_fields' : 'model_fields'));
  const found = table[key];
  if (found) {
    const changed = category?.changed?.find((c) => c.name === key)?.changes;
    return {
      status: 'present',
      version: current.version,
      type: found.type,
      default: found.default,
      ...(changed ? {changes: changed} : {}),
    };
  }
  const removed = category?.removed?.find((c) => c.name === key);
  return {
    status: 'absent',
    version: current.version,
    ...(removed
      ? {replacement: removed.replacement, why: removed.why, ...(removed.link ? {link: removed.link} : {})}
      : {}),
  };
}

const identifier = (name) => new RegExp(`(^|[^\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w])`);

/**
 * Pages that name the field, in the order the site's search ranks them. For a model's field, pages
 * with a section that names the model and the field together come first, then pages that name both
 * apart; a page that names only the field counts when the name is an identifier (conn_max_age), not
 * a word that many models share (port, timeout).
 */
function explainingPages(ctx, model, field, isConfig) {
  const named = identifier(field.name);
  const modelNamed = identifier(model.name);
  const sectionsOf = new Map();
  for (const r of ctx.engine.records) {
    const text = `${r.hierarchy.slice(2).filter(Boolean).join(' ')} ${r.content} ${r.code}`;
    sectionsOf.set(r.url, [...(sectionsOf.get(r.url) ?? []), text]);
  }
  const tier = ([path]) => {
    const sections = sectionsOf.get(path) ?? [];
    if (!sections.some((t) => named.test(t))) return -1;
    if (isConfig) return 0;
    if (sections.some((t) => named.test(t) && modelNamed.test(t))) return 0;
    if (sections.some((t) => modelNamed.test(t))) return 1;
    return field.name.includes('_') ? 2 : -1;
  };
  const query = isConfig ? field.name : `${model.name} ${field.name}`;
  const ranked = rankedPages(ctx, query, undefined, 200)
    .map((entry) => ({entry, tier: tier(entry)}))
    .filter((e) => e.tier >= 0);
  // A stable sort keeps the search ranking within each tier.
  ranked.sort((a, b) => a.tier - b.tier);
  return ranked.slice(0, PAGES_PER_SETTING).map(({entry: [path, hit]}) => ({
    title: ctx.pages.get(path)?.title ?? path,
    url: hit.url,
    path,
  }));
}

function describeSetting(ctx, {name}) {
  const wanted = (name ?? '').trim();
  if (wanted === '')
    return {
      error: 'The name is empty. Pass a DjangoConfig field (redis_url) or Model.field (DatabaseConfig.conn_max_age).',
    };
  const {reference} = ctx;
  const found = findSetting(reference, wanted);
  if (found.length === 0) {
    const near = nearNames(reference, wanted);
    const hint = near.length > 0 ? ` Similar fields: ${near.join(', ')}.` : '';
    return {
      error: `"${wanted}" is not a field of DjangoConfig or of any model in the django-cfg ${reference.version} reference.${hint} Use search_docs for other topics.`,
    };
  }
  if (found.length > 1) {
    return {
      data: {
        name: wanted,
        ambiguous: true,
        note: `"${wanted}" is a field of ${found.length} models; call describe_setting again with one of the qualified names.`,
        candidates: found.map(({model, field}) => `${model.name}.${field.name}`).sort(),
      },
    };
  }
  const [{model, field}] = found;
  const isConfig = model.name === reference.models[reference.djangoConfig].name;
  return {
    data: {
      name: `${model.name}.${field.name}`,
      model: model.name,
      module: model.module,
      exported: model.exported,
      ...(isConfig ? {} : {path: model.path}),
      type: field.type,
      required: field.required,
      default: field.default,
      constraints: field.constraints,
      description: field.description,
      ...(field.alias ? {alias: field.alias} : {}),
      ...(field.validators.length > 0 ? {validators: field.validators.map((v) => v.name)} : {}),
      settings: {
        documented: `django-cfg ${reference.version}`,
        measured: field.measured,
        produces: field.settings,
        ...(field.unmeasured ? {unmeasured: field.unmeasured} : {}),
        ...(field.settingsWhen ? {when: field.settingsWhen} : {}),
        ...(field.readIn ? {readIn: field.readIn} : {}),
      },
      current: onCurrentRelease(ctx, model, field),
      pages: explainingPages(ctx, model, field, isConfig),
    },
  };
}

// --- list_sections ---

function listSections(ctx) {
  const counts = new Map();
  for (const [, page] of ctx.pages) counts.set(page.tag, (counts.get(page.tag) ?? 0) + 1);
  return {
    data: {
      sections: docsSections.map((s) => ({
        id: s.id,
        title: s.label,
        summary: s.summary,
        pages: counts.get(sectionTag(s.id)) ?? 0,
        url: `${ctx.origin}${sectionLandingPath(s)}`,
        llms: `${ctx.origin}/llms/${s.id}.txt`,
      })),
    },
  };
}
