import MiniSearch, {type SearchResult} from 'minisearch';
import type {SectionRecord} from '../../../plugins/search-index/wire';
import type {FacetFilters, Levels, SearchHit, SearchRequest, SearchResponse} from '../types';
import {
  highlight,
  identifierParts,
  indexTerms,
  isFormOf,
  snippetWindow,
  stem,
  STOP_WORDS,
  words,
  type Marks,
} from './text';
import {SYNONYMS} from './synonyms';
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
type Field = 't' | 'g' | 'h' | 'k' | 'c';
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

// --- ranking: pages first, then the sections of each page ---

/** How much a query word found in each field counts toward its page: title over headings over body. */
const FIELD_WEIGHT: Record<Field, number> = {t: 8, h: 4, k: 2.5, g: 1.5, c: 1};
/** Sections of one page shown together, best first; the page's other matches stay behind them. */
const SECTIONS_PER_PAGE = 3;
/** A page in the reader's current docs section (optionalFilters) counts this much more. */
const CONTEXT_BOOST = 1.6;
/** Overview pages and the parents of other matching pages, whose title matched: where a reader starts. */
const LANDING_BOOST = 1.25;
/** "Databases overview" asks for the landing page of databases: the word is no topic, the landing boost answers it. */
const LANDING_WORDS: ReadonlySet<string> = new Set(['overview', 'intro', 'introduction']);
/** The product's name is in most titles and identifiers (add_django_cfg_urls): never a topic. */
const PRODUCT_WORDS: ReadonlySet<string> = new Set(['django', 'cfg']);
/** "Why" asks for a reason, so it names no topic in a question about one ("why do my jobs never run");
 * it is the topic in "why django-cfg". A page titled "Why …" must not win every such question. */
const REASON_WORDS: ReadonlySet<string> = new Set(['why']);
/** Blog posts and standalone pages discuss; the docs answer. */
const ESSAY_WEIGHT = 0.75;
/** The sample project's guides and the examples pages illustrate a feature its own page explains. */
const EXAMPLE_PAGE = /\/sample-project\/|[/-]examples$/;
const EXAMPLE_WEIGHT = 0.8;
/** Match quality: a typed prefix and a typo count less than the word itself, a synonym less too. */
const PREFIX_QUALITY = 0.7;
const STEM_QUALITY = 0.85;
const FUZZY_QUALITY = 0.45;
const SYNONYM_WEIGHT = 0.8;
/** A page with every query word in one section counts up to this share more: the words belong together there. */
const TOGETHER_BONUS = 0.3;
/**
 * A page with a section that holds the query's neighbouring words side by side, as typed, counts up
 * to this share more (all of the query's word pairs: twice the score). Pasted messages and
 * multi-word names ("connection pool size") are found as written.
 */
const PHRASE_BONUS = 1;
/** Pages checked for phrases, the best by the other criteria: reading their text is not free. */
const PHRASE_PAGES = 20;
/** An upper-case identifier with underscores is an environment variable: DJANGO_ENV, DB_POOL_MAX_SIZE. */
const ENV_VARIABLE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

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

/** One section's match on one query word. */
interface TermMatch {
  weight: number;
  score: number;
  /** Found in the page title (not only the slug, group, headings or body). */
  inTitle: boolean;
}

interface SectionMatch {
  readonly id: number;
  readonly record: SectionRecord;
  /** Query word → its match by the word, a prefix, stem or synonym. */
  readonly terms: Map<number, TermMatch>;
  /** Query word → its match by a typo; counts only for words the index does not hold as typed. */
  readonly typos: Map<number, TermMatch>;
  /** Matched document term → the text to mark in it. */
  readonly matched: Map<string, string>;
  readonly fields: Set<Field>;
}

interface PageMatch {
  readonly url: string;
  readonly sections: SectionMatch[];
  /** Per query word: its best field weight on the page, and its best text score. */
  readonly best: number[];
  readonly text: number[];
  /** The query words found in the page title. */
  readonly inTitle: Set<number>;
  /** Title words that are parts of a query identifier the page holds ("Security" for security_domains). */
  readonly titleParts: Set<string>;
  score: number;
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
    if (base.length >= 4 && (!last || base !== text))
      variants.push({text: base, term, weight: STEM_QUALITY, prefix: true, fuzzy: false, wholeWord: true});
    // Two swapped letters are two edits for the fuzzy search, so a short word would miss: sentyr, sentry.
    if (text.length >= 4 && /^[a-z]+$/.test(text)) {
      for (const swapped of transpositions(text)) {
        variants.push({
          text: swapped,
          term,
          weight: FUZZY_QUALITY,
          prefix: false,
          fuzzy: false,
          wholeWord: true,
          typo: true,
        });
      }
    }
    for (const synonym of synonymsOf(text) ?? synonymsOf(base) ?? []) {
      variants.push({text: synonym, term, weight: SYNONYM_WEIGHT, prefix: false, fuzzy: false, wholeWord: true});
    }
  });
  return {terms, variants};
}

/** A possessive or negative ending leaves a lone letter that is no topic: agent's, can't, doesn't. */
function withoutContractions(query: string): string {
  return query
    .replace(/\b(can)['’]t\b/gi, '$1')
    .replace(/n['’]t\b/gi, '')
    .replace(/['’]s\b/gi, '');
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

/** Own keys only: "constructor" is a word, not Object's constructor. */
function synonymsOf(word: string): readonly string[] | undefined {
  return Object.hasOwn(SYNONYMS, word) ? SYNONYMS[word] : undefined;
}

function fuzziness(term: string): number | false {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : false;
}

/** How well a document term matches a variant; 0 when a stem found a different word ("know" → "knowbase"). */
function quality(docTerm: string, variant: Variant): number {
  if (docTerm === variant.text) return variant.weight;
  if (docTerm.startsWith(variant.text)) {
    if (!variant.wholeWord) return variant.weight * PREFIX_QUALITY;
    return isFormOf(docTerm, variant.text) ? variant.weight : 0;
  }
  return variant.weight * FUZZY_QUALITY;
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
      weights: {fuzzy: FUZZY_QUALITY, prefix: PREFIX_QUALITY},
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

/**
 * How well the page title and the query match each other, as the F1 of two shares: of the query's
 * rarity that the title holds, and of the title's words that the query matched. "Installation"
 * answers "install django-cfg" better than "Why django-cfg"; "Docker overview" answers "docker"
 * better than "Docker build optimization".
 */
function titleMatch(page: PageMatch, idf: readonly number[], totalIdf: number): number {
  const titleTerms = page.inTitle;
  const title = page.sections[0]?.record.hierarchy[1] ?? '';
  const topic = words(title).filter((w) => !STOP_WORDS.has(w));
  if (topic.length === 0 || titleTerms.size === 0) return 0;
  const matched = new Set<string>();
  for (const section of page.sections) for (const docTerm of section.matched.keys()) matched.add(docTerm);
  const whole = topic.filter((w) => matched.has(w)).length;
  const parts = topic.filter((w) => !matched.has(w) && page.titleParts.has(w)).length;
  // A title that names only parts of an identifier counts half as much as one that names it.
  const titleShare = (whole + parts / 2) / topic.length;
  let held = 0;
  for (const term of titleTerms) held += idf[term] ?? 0;
  const queryShare = held / totalIdf;
  return titleShare + queryShare > 0 ? (2 * titleShare * queryShare) / (titleShare + queryShare) : 0;
}

const flatCache = new WeakMap<SectionRecord, string>();

/**
 * What a section is indexed with (title, headings, the page description on its intro, text) as
 * lower-case words between single spaces, padded: " a b c ".
 */
function flatText(record: SectionRecord): string {
  let text = flatCache.get(record);
  if (text === undefined) {
    const fields = [...record.hierarchy.slice(1), record.description, record.content];
    text = ` ${words(fields.filter(Boolean).join(' ')).join(' ')} `;
    flatCache.set(record, text);
  }
  return text;
}

/** Neighbouring pairs of the typed words that name something (not two stop words). */
function phrasesOf(query: string): string[] {
  const typed = words(withoutContractions(query));
  const pairs: string[] = [];
  for (let i = 0; i + 1 < typed.length; i++) {
    const [a, b] = [typed[i] ?? '', typed[i + 1] ?? ''];
    if (STOP_WORDS.has(a) && STOP_WORDS.has(b)) continue;
    pairs.push(` ${a} ${b} `);
  }
  return [...new Set(pairs)];
}

/** The share of the query's word pairs that one section of the page holds as typed. */
function phraseShare(page: PageMatch, pairs: readonly string[]): number {
  let best = 0;
  for (const section of page.sections) {
    const text = flatText(section.record);
    const held = pairs.filter((pair) => text.includes(pair)).length;
    best = Math.max(best, held / pairs.length);
  }
  return best;
}

/** An overview page, or the parent of other matching pages: where a reader starts. */
function isLanding(url: string, urls: ReadonlySet<string>): boolean {
  if (/\/(overview|intro|introduction)$/.test(url)) return true;
  for (const other of urls) if (other.startsWith(`${url}/`)) return true;
  return false;
}

function sectionOrder(a: SectionMatch, b: SectionMatch): number {
  const sum = (s: SectionMatch) => [...s.terms.values(), ...s.typos.values()].reduce((n, t) => n + t.weight, 0);
  const depth = (s: SectionMatch) =>
    s.record.anchor === null ? 0 : s.record.hierarchy.slice(2).filter(Boolean).length;
  return (
    b.terms.size - a.terms.size || b.typos.size - a.typos.size || sum(b) - sum(a) || depth(a) - depth(b) || a.id - b.id
  );
}

/**
 * Ranks pages: each query word adds its best field weight on the page (title, headings, code,
 * body, with match quality) and a little of its text score, scaled by how rare the word is across
 * pages. A page that lacks words loses by the share of rarity it lacks, squared, so pages with
 * every word come first and a page missing only a common word can still come before one missing a
 * rare word (AND, then relaxed). Words may sit in different sections of the page; a page that
 * holds them in one section gains a little, and one that holds them side by side, as typed, more.
 */
function rankPages(
  engine: Engine,
  sections: Map<number, SectionMatch>,
  terms: readonly string[],
  request: SearchRequest,
): PageMatch[] {
  const termCount = terms.length;
  // Like Algolia's typo criterion: a typo match counts only for a word that nothing holds as typed
  // ("reduction" must not find every page about "production").
  const typed = new Set<number>();
  for (const section of sections.values()) for (const term of section.terms.keys()) typed.add(term);

  const pages = new Map<string, PageMatch>();
  for (const section of sections.values()) {
    let page = pages.get(section.record.url);
    if (!page) {
      page = {
        url: section.record.url,
        sections: [],
        best: new Array<number>(termCount).fill(0),
        text: new Array<number>(termCount).fill(0),
        inTitle: new Set(),
        titleParts: new Set(),
        score: 0,
      };
      pages.set(section.record.url, page);
    }
    page.sections.push(section);
    const typos = [...section.typos].filter(([term]) => !typed.has(term));
    for (const [term, match] of [...section.terms, ...typos]) {
      if (match.inTitle) page.inTitle.add(term);
      page.best[term] = Math.max(page.best[term] ?? 0, match.weight);
      page.text[term] = Math.max(page.text[term] ?? 0, match.score);
    }
  }
  const list = [...pages.values()];
  const urls = new Set(pages.keys());
  // The page that documents an identifier tends to name its parts in the title: security_domains
  // in "Security configuration", DATABASE_URL in "Database URLs". The page that documents an
  // environment variable is about the environment.
  const envVariables = new Set(
    (request.query ?? '')
      .split(/[^\w]+/)
      .filter((w) => ENV_VARIABLE.test(w))
      .map((w) => w.toLowerCase()),
  );
  terms.forEach((term, index) => {
    const parts = identifierParts(term).filter((part) => part.length >= 3 && !PRODUCT_WORDS.has(part));
    if (envVariables.has(term)) parts.push('environment');
    if (parts.length === 0) return;
    for (const page of list) {
      if ((page.best[index] ?? 0) === 0) continue;
      const title = words(page.sections[0]?.record.hierarchy[1] ?? '');
      const named = title.filter((w) =>
        parts.some((part) => [part, stem(part), ...(synonymsOf(part) ?? [])].some((form) => isFormOf(w, form))),
      );
      if (named.length === 0) continue;
      page.inTitle.add(index);
      for (const w of named) page.titleParts.add(w);
    }
  });
  // BM25's idf over pages: a word on nearly every page ("django") adds almost nothing. Coverage
  // weighs words by the square root of it, so that one rare word a page lacks ("scratch", "audit")
  // does not outweigh the common ones it holds.
  const n = engine.pageCount;
  const idf = Array.from({length: termCount}, (_, term) => {
    const df = list.filter((page) => (page.best[term] ?? 0) > 0).length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  });
  const totalIdf = idf.reduce((x, y) => x + y, 0) || 1;
  const share = idf.map(Math.sqrt);
  const totalShare = share.reduce((x, y) => x + y, 0) || 1;
  for (const page of list) {
    let score = 0;
    let covered = 0;
    idf.forEach((rarity, term) => {
      const weight = page.best[term] ?? 0;
      if (weight === 0) return;
      covered += share[term] ?? 0;
      score += rarity * (weight + 0.3 * Math.log1p(page.text[term] ?? 0));
    });
    page.sections.sort(sectionOrder);
    const coverage = covered / totalShare;
    let together = 0;
    for (const section of page.sections) {
      let held = 0;
      for (const term of section.terms.keys()) held += share[term] ?? 0;
      together = Math.max(together, held / totalShare);
    }
    const record = page.sections[0]?.record;
    const context = record && matchesOptional(record, request.optionalFilters) ? CONTEXT_BOOST : 1;
    const kind =
      (record?.tag.startsWith('docs-') ? 1 : ESSAY_WEIGHT) * (EXAMPLE_PAGE.test(page.url) ? EXAMPLE_WEIGHT : 1);
    const landing = page.inTitle.size > 0 && isLanding(page.url, urls) ? LANDING_BOOST : 1;
    const title = 1 + titleMatch(page, idf, totalIdf);
    page.score = score * (1 + TOGETHER_BONUS * together) * coverage * coverage * title * landing * kind * context;
  }
  // Equal scores (two pages titled "Monitoring"): the more general page, nearer the top of the site, first.
  const depth = (page: PageMatch) => page.url.split('/').length;
  const order = (x: PageMatch, y: PageMatch) =>
    y.score - x.score || depth(x) - depth(y) || (x.sections[0]?.id ?? 0) - (y.sections[0]?.id ?? 0);
  list.sort(order);
  const pairs = phrasesOf(request.query ?? '');
  if (pairs.length === 0) return list;
  const top = list.slice(0, PHRASE_PAGES);
  for (const page of top) page.score *= 1 + PHRASE_BONUS * phraseShare(page, pairs);
  return [...top.sort(order), ...list.slice(PHRASE_PAGES)];
}

function matchesOptional(record: SectionRecord, filters: FacetFilters | undefined): boolean {
  if (filters === undefined || filters.length === 0) return false;
  return matchesFacetFilters(record, filters);
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
    const pages = rankPages(engine, matchSections(engine, variants, request), terms, request);
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
