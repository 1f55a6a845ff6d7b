import MiniSearch, {type SearchResult} from 'minisearch';
import type {SectionRecord} from '../../../plugins/search-index/wire';
import type {FacetFilters, Levels, SearchHit, SearchRequest, SearchResponse} from '../types';
import {highlight, indexTerms, isFormOf, snippetWindow, stem, STOP_WORDS, words, type Marks} from './text';
import {
  FIELD_WEIGHT,
  PRODUCT_WORDS,
  RANKING,
  rankPages,
  synonymsOf,
  withoutContractions,
  type Field,
  type RankingInput,
  type SectionMatch,
} from './ranking';
import {nextTask} from '../../utils/nextTask';

interface EngineDoc {
  id: number;
  /** The page's title and slug. */
  t: string;
  /** The page's group: its docs section label, Blog or Pages. */
  g: string;
  /** The section's own headings; for a page's intro, the page description too. */
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
  /** Number of distinct pages, for the pages-based inverse document frequency. */
  readonly pageCount: number;
  readonly origin: string;
}

const OUTLINE_FIELDS = ['t', 'g', 'h'] as const;
const BODY_FIELDS = ['k', 'c'] as const;
const LEVELS: Levels[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
/** Documents indexed per task: small enough to stay well under 50 ms on a slow phone. */
const CHUNK = 100;

function toDoc(r: SectionRecord, id: number): EngineDoc {
  // The page's own slug names it too: /guides/faq is "FAQ" though its title is spelled out.
  const slug = r.url.split('/').pop() ?? '';
  return {
    id,
    t: `${r.hierarchy[1] ?? ''} ${slug}`,
    g: r.hierarchy[0] ?? '',
    h: [...r.hierarchy.slice(2), r.description].filter(Boolean).join(' '),
    k: r.code,
    c: r.content,
  };
}

function countPages(records: readonly SectionRecord[]): number {
  return new Set(records.map((r) => r.url)).size;
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

/** Yields first, so a caller that starts it and returns is not held up by its first chunk. */
async function addInChunks(index: MiniSearch<EngineDoc>, docs: readonly EngineDoc[]): Promise<void> {
  for (let start = 0; start < docs.length; start += CHUNK) {
    await nextTask();
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
    pageCount: countPages(records),
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
  return {
    outline,
    body,
    bodyReady: true,
    bodyIndexed: Promise.resolve(),
    records,
    pageCount: countPages(records),
    origin,
  };
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

// --- matching: each query word, its other forms and synonyms, in every section ---

/** Sections of one page shown together, best first; the page's other matches stay behind them. */
const SECTIONS_PER_PAGE = RANKING.sectionsPerPage;
/** "Why" asks for a reason, so it names no topic in a question about one ("why do my jobs never run");
 * it is the topic in "why django-cfg". A page titled "Why …" must not win every such question. */
const REASON_WORDS: ReadonlySet<string> = new Set(['why']);
/** "Databases overview" asks for the landing page of databases: the word is no topic, the landing boost answers it. */
export const LANDING_WORDS: ReadonlySet<string> = new Set(['overview', 'intro', 'introduction']);

interface Variant {
  /** What is searched. */
  readonly text: string;
  /** The query word it stands for. */
  readonly term: number;
  readonly weight: number;
  readonly prefix: boolean;
  readonly fuzzy: boolean;
  /** Marks the whole matched word rather than the typed prefix. */
  readonly wholeWord: boolean;
  /** A spelling the reader may have meant (two letters swapped): counts as a typo. */
  readonly typo?: boolean;
}

/** The words of a query that carry its topic, each with its stem and synonyms to search. */
function variantsOf(query: string): {terms: string[]; variants: Variant[]} {
  const typed = words(withoutContractions(query));
  let meaningful = typed.filter((w) => !STOP_WORDS.has(w) && !LANDING_WORDS.has(w));
  const topical = meaningful.filter((w) => !REASON_WORDS.has(w));
  if (topical.some((w) => !PRODUCT_WORDS.has(w))) meaningful = topical;
  const terms = [...new Set(meaningful.length > 0 ? meaningful : typed)];
  // The word being typed is a prefix; a space after it says it is complete.
  const typing = !/\s$/.test(query);
  const variants: Variant[] = [];
  terms.forEach((text, term) => {
    const last = typing && term === terms.length - 1 && text === typed.at(-1);
    variants.push({text, term, weight: 1, prefix: last, fuzzy: true, wholeWord: false});
    // Every word also finds its other forms: "install" finds "installation", "jobs" finds "job".
    const base = stem(text);
    if (base.length >= RANKING.stemMinLength && (!last || base !== text))
      variants.push({text: base, term, weight: RANKING.stemQuality, prefix: true, fuzzy: false, wholeWord: true});
    // Two swapped letters are two edits for the fuzzy search, so a short word would miss: sentyr, sentry.
    if (text.length >= RANKING.swapMinLength && /^[a-z]+$/.test(text)) {
      for (const swapped of transpositions(text)) {
        variants.push({
          text: swapped,
          term,
          weight: RANKING.typoQuality,
          prefix: false,
          fuzzy: false,
          wholeWord: true,
          typo: true,
        });
      }
    }
    for (const synonym of synonymsOf(text) ?? synonymsOf(base) ?? []) {
      variants.push({
        text: synonym,
        term,
        weight: RANKING.synonymQuality,
        prefix: false,
        fuzzy: false,
        wholeWord: true,
      });
    }
  });
  return {terms, variants};
}

/** The word with each pair of neighbouring letters swapped (distinct letters only). */
function transpositions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    out.push(word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2));
  }
  return out;
}

function fuzziness(term: string): number | false {
  return term.length >= RANKING.twoEditsFrom ? 2 : term.length >= RANKING.oneEditFrom ? 1 : false;
}

/** How well a document term matches a variant; 0 when a stem found a different word ("know" → "knowbase"). */
function quality(docTerm: string, variant: Variant): number {
  if (docTerm === variant.text) return variant.weight;
  if (docTerm.startsWith(variant.text)) {
    if (!variant.wholeWord) return variant.weight * RANKING.prefixQuality;
    return isFormOf(docTerm, variant.text) ? variant.weight : 0;
  }
  return variant.weight * RANKING.typoQuality;
}

const titleCache = new WeakMap<SectionRecord, Set<string>>();

/** The index terms of a page title (the t field also holds the slug). */
function titleWords(record: SectionRecord): Set<string> {
  let terms = titleCache.get(record);
  if (!terms) {
    terms = new Set(indexTerms(record.hierarchy[1] ?? ''));
    titleCache.set(record, terms);
  }
  return terms;
}

/** Every section that matches any variant, with what it matched and how well. */
function matchSections(
  engine: Engine,
  variants: readonly Variant[],
  request: SearchRequest,
): Map<number, SectionMatch> {
  const sections = new Map<number, SectionMatch>();
  const filter = (result: SearchResult) => {
    const record = engine.records[result.id as number];
    return record !== undefined && matchesFacetFilters(record, request.facetFilters);
  };
  for (const variant of variants) {
    const options = {
      prefix: variant.prefix,
      fuzzy: variant.fuzzy ? fuzziness(variant.text) : false,
      weights: {fuzzy: RANKING.typoQuality, prefix: RANKING.prefixQuality},
      boost: FIELD_WEIGHT,
      filter,
    };
    const results = engine.outline.search(variant.text, options);
    if (engine.bodyReady) results.push(...engine.body.search(variant.text, options));
    for (const result of results) {
      const id = result.id as number;
      let section = sections.get(id);
      if (!section) {
        const record = engine.records[id];
        if (!record) continue;
        section = {id, record, terms: new Map(), typos: new Map(), matched: new Map(), fields: new Set()};
        sections.set(id, section);
      }
      const found = {
        terms: {weight: 0, score: result.score, inTitle: false},
        typos: {weight: 0, score: result.score, inTitle: false},
      };
      // Object.entries: document terms such as "constructor" are own keys here, never inherited.
      for (const [docTerm, fields] of Object.entries(result.match)) {
        const q = quality(docTerm, variant);
        if (q === 0) continue;
        const into = !variant.typo && docTerm.startsWith(variant.text) ? found.terms : found.typos;
        for (const field of fields as Field[]) {
          section.fields.add(field);
          into.weight = Math.max(into.weight, FIELD_WEIGHT[field] * q);
          if (field === 't' && titleWords(section.record).has(docTerm)) into.inTitle = true;
        }
        if (!section.matched.has(docTerm)) section.matched.set(docTerm, variant.wholeWord ? docTerm : variant.text);
      }
      for (const kind of ['terms', 'typos'] as const) {
        const match = found[kind];
        if (match.weight === 0) continue;
        const seen = section[kind].get(variant.term);
        if (!seen) section[kind].set(variant.term, match);
        else {
          seen.weight = Math.max(seen.weight, match.weight);
          seen.score = Math.max(seen.score, match.score);
          seen.inTitle ||= match.inTitle;
        }
      }
    }
  }
  return sections;
}

function matchesOptional(record: SectionRecord, filters: FacetFilters | undefined): boolean {
  if (filters === undefined || filters.length === 0) return false;
  return matchesFacetFilters(record, filters);
}

function rankingInput(engine: Engine, request: SearchRequest): RankingInput {
  return {
    pageCount: engine.pageCount,
    query: request.query ?? '',
    inContext: (record) => matchesOptional(record, request.optionalFilters),
  };
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

function toHit(s: SectionMatch, request: SearchRequest, origin: string, termCount: number): SearchHit {
  const {record, matched} = s;
  const marks: Marks = {pre: request.highlightPreTag ?? '<mark>', post: request.highlightPostTag ?? '</mark>'};
  const ellipsis = request.snippetEllipsisText ?? '…';
  const hierarchy = Object.fromEntries(
    LEVELS.map((l, i) => [l, record.hierarchy[i] ?? null]),
  ) as SearchHit['hierarchy'];
  const deepest = LEVELS.filter((l) => hierarchy[l] !== null).pop() ?? 'lvl1';
  const type: SearchHit['type'] = s.fields.has('t') || s.fields.has('h') ? deepest : 'content';
  const content = record.content || null;

  const hl: SearchHit['_highlightResult'] = {hierarchy: {}};
  const sn: SearchHit['_snippetResult'] = {hierarchy: {}};
  for (const level of LEVELS) {
    const text = hierarchy[level];
    if (text === null) continue;
    const h = highlight(text, matched, marks);
    hl.hierarchy[level] = {value: h.value, matchLevel: matchLevel(h.found.size, termCount), matchedWords: [...h.found]};
    sn.hierarchy[level] = {value: h.value, matchLevel: matchLevel(h.found.size, termCount)};
  }
  if (content !== null) {
    const h = highlight(content, matched, marks);
    hl.content = {value: h.value, matchLevel: matchLevel(h.found.size, termCount), matchedWords: [...h.found]};
    const window = snippetWindow(content, matched, snippetSize(request, 'content', 10), ellipsis);
    const w = highlight(window, matched, marks);
    sn.content = {value: w.value, matchLevel: matchLevel(w.found.size, termCount)};
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
  const query = request.query ?? '';
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  const {terms, variants} = variantsOf(query);
  const ranked: SectionMatch[] = [];
  if (terms.length > 0) {
    const pages = rankPages(matchSections(engine, variants, request), terms, rankingInput(engine, request));
    for (const p of pages) ranked.push(...p.sections.slice(0, SECTIONS_PER_PAGE));
  }

  const facets: Record<string, Record<string, number>> = {};
  for (const attribute of requestedFacets(request)) {
    const counts: Record<string, number> = {};
    for (const s of ranked) {
      const value = facetValue(s.record, attribute);
      if (value !== undefined) counts[value] = (counts[value] ?? 0) + 1;
    }
    facets[attribute] = counts;
  }

  const pageItems = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const trimmed = query.trim();
  return {
    hits: pageItems.map((s) => toHit(s, request, engine.origin, terms.length)),
    nbHits: ranked.length,
    page,
    nbPages: Math.ceil(ranked.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    query: trimmed,
    params: `query=${encodeURIComponent(trimmed)}`,
    index: request.indexName,
    exhaustiveNbHits: engine.bodyReady,
    ...(Object.keys(facets).length > 0 ? {facets} : {}),
  };
}
