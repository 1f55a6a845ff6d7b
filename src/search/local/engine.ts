import MiniSearch, {type SearchResult} from 'minisearch';
import type {SectionRecord} from '../../../plugins/search-index/wire';
import type {FacetFilters, Levels, SearchHit, SearchRequest, SearchResponse} from '../types';
import {highlight, indexTerms, snippetWindow, words, type Marks} from './text';

interface EngineDoc {
  id: number;
  /** Page: group, title and slug. */
  p: string;
  /** The section's own headings. */
  h: string;
  /** Identifiers from code blocks. */
  k: string;
  /** Body text. */
  c: string;
}

/**
 * Two indexes: the outline (page titles and headings) is small and built first, so search answers
 * soon after the index arrives; code identifiers and body text, most of the work, are indexed after
 * it and join the results when done. Both are built in short chunks, so that queries are answered
 * between them (in the search worker) and no task holds the main thread for long (in-thread fallback).
 */
export interface Engine {
  readonly outline: MiniSearch<EngineDoc>;
  readonly body: MiniSearch<EngineDoc>;
  bodyReady: boolean;
  /** Settles once the body index is complete. */
  readonly bodyIndexed: Promise<void>;
  readonly records: readonly SectionRecord[];
  readonly origin: string;
}

const OUTLINE_FIELDS = ['p', 'h'] as const;
const BODY_FIELDS = ['k', 'c'] as const;
type Field = 'p' | 'h' | 'k' | 'c';
/** Attribute tiers, best first, as Algolia's searchableAttributes order them. */
const TIER: Record<Field, number> = {p: 0, h: 1, k: 2, c: 3};
const LEVELS: Levels[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
/** Documents indexed per task: small enough to stay well under 50 ms on a slow phone. */
const CHUNK = 100;

function toDoc(r: SectionRecord, id: number): EngineDoc {
  // The page's own slug names it too: /guides/faq is "FAQ" though its title is spelled out.
  const slug = r.url.split('/').pop() ?? '';
  return {
    id,
    p: `${r.hierarchy[0] ?? ''} ${r.hierarchy[1] ?? ''} ${slug}`,
    h: r.hierarchy.slice(2).filter(Boolean).join(' '),
    k: r.code,
    c: r.content,
  };
}

function newMiniSearch(fields: readonly Field[]): MiniSearch<EngineDoc> {
  return new MiniSearch<EngineDoc>({
    fields: [...fields],
    storeFields: [],
    tokenize: indexTerms,
    processTerm: (term) => term,
    searchOptions: {tokenize: words, processTerm: (term) => term.toLowerCase()},
  });
}

/** Lets queued messages, input and paint run between chunks, without timer clamping. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Yields first, so a caller that starts it and returns is not held up by its first chunk. */
async function addInChunks(index: MiniSearch<EngineDoc>, docs: readonly EngineDoc[]): Promise<void> {
  for (let start = 0; start < docs.length; start += CHUNK) {
    await yieldToEventLoop();
    index.addAll(docs.slice(start, start + CHUNK));
  }
}

/** Builds the outline now and the body index in the background; resolves once search can answer. */
export async function createEngine(records: readonly SectionRecord[], origin: string): Promise<Engine> {
  const docs = records.map(toDoc);
  const outline = newMiniSearch(OUTLINE_FIELDS);
  const body = newMiniSearch(BODY_FIELDS);
  await addInChunks(outline, docs);
  const engine: Engine = {
    outline,
    body,
    bodyReady: false,
    bodyIndexed: addInChunks(body, docs).then(() => {
      engine.bodyReady = true;
    }),
    records,
    origin,
  };
  return engine;
}

/** Both indexes complete, synchronously: for tests and Node benchmarks. */
export function createEngineSync(records: readonly SectionRecord[], origin: string): Engine {
  const docs = records.map(toDoc);
  const outline = newMiniSearch(OUTLINE_FIELDS);
  const body = newMiniSearch(BODY_FIELDS);
  outline.addAll(docs);
  body.addAll(docs);
  return {outline, body, bodyReady: true, bodyIndexed: Promise.resolve(), records, origin};
}

// --- facet filters (Algolia semantics: top level AND, nested arrays OR, leading '-' negates) ---

function facetValue(record: SectionRecord, attribute: string): string | undefined {
  switch (attribute) {
    case 'docusaurus_tag':
      return record.tag;
    case 'language':
    case 'lang':
      return record.lang;
    default:
      return undefined;
  }
}

function matchesOne(record: SectionRecord, filter: string): boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon < 0) return true;
  const attribute = body.slice(0, colon);
  const value = body.slice(colon + 1);
  const actual = facetValue(record, attribute);
  if (actual === undefined) return true; // unknown facets (e.g. version) do not filter
  return negated ? actual !== value : actual === value;
}

export function matchesFacetFilters(record: SectionRecord, filters: FacetFilters | undefined): boolean {
  if (filters === undefined) return true;
  if (typeof filters === 'string') return matchesOne(record, filters);
  return filters.every((f) =>
    typeof f === 'string' ? matchesOne(record, f) : f.length === 0 || f.some((g) => matchesOne(record, g)),
  );
}

/** Joins the two indexes' answers for the same record: matches and terms united, scores added. */
function mergeResults(outline: SearchResult[], body: SearchResult[]): SearchResult[] {
  const byId = new Map<number, SearchResult>();
  for (const result of [...outline, ...body]) {
    const id = result.id as number;
    const seen = byId.get(id);
    if (!seen) {
      // A prototype-less copy: document terms such as "constructor" are keys here.
      byId.set(id, {...result, match: Object.assign(Object.create(null) as SearchResult['match'], result.match)});
      continue;
    }
    seen.score += result.score;
    seen.terms = [...new Set([...seen.terms, ...result.terms])];
    seen.queryTerms = [...new Set([...seen.queryTerms, ...result.queryTerms])];
    for (const [term, fields] of Object.entries(result.match)) {
      seen.match[term] = [...new Set([...(seen.match[term] ?? []), ...fields])];
    }
  }
  return [...byId.values()];
}

// --- ranking ---

interface Ranked {
  result: SearchResult;
  record: SectionRecord;
  wordsMatched: number;
  typos: number;
  tier: number;
  depth: number;
  /** Matched document term → the query term that found it. */
  matched: Map<string, string>;
  fields: Set<Field>;
}

function queryTermFor(docTerm: string, queryTerms: readonly string[]): string {
  return queryTerms.find((q) => q === docTerm) ?? queryTerms.find((q) => docTerm.startsWith(q)) ?? docTerm;
}

function rank(result: SearchResult, record: SectionRecord, queryTerms: readonly string[]): Ranked {
  const matched = new Map<string, string>();
  const fields = new Set<Field>();
  for (const [docTerm, inFields] of Object.entries(result.match)) {
    matched.set(docTerm, queryTermFor(docTerm, queryTerms));
    for (const f of inFields) fields.add(f as Field);
  }
  const exactish = new Set([...matched].filter(([d, q]) => d === q || d.startsWith(q)).map(([, q]) => q));
  const found = new Set(result.queryTerms);
  return {
    result,
    record,
    wordsMatched: found.size,
    typos: [...found].filter((q) => !exactish.has(q)).length,
    tier: Math.min(...[...fields].map((f) => TIER[f])),
    depth: record.anchor === null ? 0 : record.hierarchy.slice(2).filter(Boolean).length,
    matched,
    fields,
  };
}

function compare(a: Ranked, b: Ranked): number {
  return (
    b.wordsMatched - a.wordsMatched ||
    a.typos - b.typos ||
    a.tier - b.tier ||
    a.depth - b.depth ||
    b.result.score - a.result.score ||
    (a.result.id as number) - (b.result.id as number)
  );
}

// --- hits ---

function snippetSize(request: SearchRequest, attribute: string, fallback: number): number {
  for (const spec of request.attributesToSnippet ?? []) {
    const [name, size] = spec.split(':');
    if (name === attribute || name === '*') return Number(size) || fallback;
  }
  return fallback;
}

function matchLevel(found: number, total: number): 'none' | 'partial' | 'full' {
  if (found === 0) return 'none';
  return found >= total ? 'full' : 'partial';
}

function toHit(r: Ranked, request: SearchRequest, origin: string, queryTerms: readonly string[]): SearchHit {
  const {record, matched} = r;
  const marks: Marks = {pre: request.highlightPreTag ?? '<mark>', post: request.highlightPostTag ?? '</mark>'};
  const ellipsis = request.snippetEllipsisText ?? '…';
  const hierarchy = Object.fromEntries(
    LEVELS.map((l, i) => [l, record.hierarchy[i] ?? null]),
  ) as SearchHit['hierarchy'];
  const deepest = LEVELS.filter((l) => hierarchy[l] !== null).pop() ?? 'lvl1';
  const type: SearchHit['type'] = r.fields.has('p') || r.fields.has('h') ? deepest : 'content';
  const content = record.content || null;

  const hl: SearchHit['_highlightResult'] = {hierarchy: {}};
  const sn: SearchHit['_snippetResult'] = {hierarchy: {}};
  for (const level of LEVELS) {
    const text = hierarchy[level];
    if (text === null) continue;
    const h = highlight(text, matched, marks);
    hl.hierarchy[level] = {
      value: h.value,
      matchLevel: matchLevel(h.found.size, queryTerms.length),
      matchedWords: [...h.found],
    };
    sn.hierarchy[level] = {value: h.value, matchLevel: matchLevel(h.found.size, queryTerms.length)};
  }
  if (content !== null) {
    const h = highlight(content, matched, marks);
    hl.content = {value: h.value, matchLevel: matchLevel(h.found.size, queryTerms.length), matchedWords: [...h.found]};
    const window = snippetWindow(content, matched, snippetSize(request, 'content', 10), ellipsis);
    const s = highlight(window, matched, marks);
    sn.content = {value: s.value, matchLevel: matchLevel(s.found.size, queryTerms.length)};
  }
  const pageUrl = origin + record.url;
  return {
    objectID: record.anchor ? `${record.url}#${record.anchor}` : record.url,
    url: record.anchor ? `${pageUrl}#${record.anchor}` : pageUrl,
    url_without_anchor: pageUrl,
    anchor: record.anchor,
    type,
    content,
    hierarchy,
    _highlightResult: hl,
    _snippetResult: sn,
  };
}

function requestedFacets(request: SearchRequest): string[] {
  const f = request.facets;
  if (f === undefined) return [];
  const list = typeof f === 'string' ? [f] : [...f];
  return list.includes('*') ? ['docusaurus_tag', 'language'] : list;
}

/** Answers one Algolia-shaped request from the local index. */
export function runQuery(engine: Engine, request: SearchRequest): SearchResponse {
  const started = performance.now();
  const query = (request.query ?? '').trim();
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  const queryTerms = words(query);
  const filter = (result: SearchResult) => {
    const record = engine.records[result.id as number];
    return record !== undefined && matchesFacetFilters(record, request.facetFilters);
  };
  const options = {
    prefix: (_term: string, i: number, terms: string[]) => i === terms.length - 1,
    fuzzy: (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
    weights: {fuzzy: 0.3, prefix: 0.6},
    boost: {p: 4, h: 3, k: 2, c: 1},
    filter,
    combineWith: 'OR' as const,
  };
  let results: SearchResult[] = [];
  if (queryTerms.length > 0) {
    const any = mergeResults(
      engine.outline.search(query, options),
      engine.bodyReady ? engine.body.search(query, options) : [],
    );
    // Every word must match somewhere in the record (Algolia's AND across attributes); like its
    // removeWordsIfNoResults, a multi-word query with no full match falls back to any word.
    const all = any.filter((r) => new Set(r.queryTerms).size >= new Set(queryTerms).size);
    results = all.length > 0 ? all : any;
  }
  const ranked: Ranked[] = [];
  for (const res of results) {
    const record = engine.records[res.id as number];
    if (record) ranked.push(rank(res, record, queryTerms));
  }
  ranked.sort(compare);

  const facets: Record<string, Record<string, number>> = {};
  for (const attribute of requestedFacets(request)) {
    const counts: Record<string, number> = {};
    for (const r of ranked) {
      const value = facetValue(r.record, attribute);
      if (value !== undefined) counts[value] = (counts[value] ?? 0) + 1;
    }
    facets[attribute] = counts;
  }

  const pageItems = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  return {
    hits: pageItems.map((r) => toHit(r, request, engine.origin, queryTerms)),
    nbHits: ranked.length,
    page,
    nbPages: Math.ceil(ranked.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    query,
    params: `query=${encodeURIComponent(query)}`,
    index: request.indexName,
    exhaustiveNbHits: true,
    ...(Object.keys(facets).length > 0 ? {facets} : {}),
  };
}
