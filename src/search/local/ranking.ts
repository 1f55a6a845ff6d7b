import type {SectionRecord} from '../../../plugins/search-index/wire';
import {identifierParts, isFormOf, stem, STOP_WORDS, words} from './text';
import {SYNONYMS} from './synonyms';

/**
 * Every tuning constant of the local search ranking, in one place. Each entry says what it rewards
 * and why it has its value; the measurements are in design/search-ranking.md. The weights sit in a
 * flat region: on the development half, moving any one of them by a quarter to a half moved top-3
 * by at most one query in a sweep, and refitting all page factors together gained nothing on
 * unseen folds (the sweeps: `git log -p -- src/search/local/`). Change one only with `npm run bench -- --relevance-only` before and after.
 */
export const RANKING = {
  // --- where a query word is found: each section's best field weight times its match quality ---

  /** Rewards a word in the page title or slug. Why 8: title over headings over body, from the first ranking; flat in every sweep since. */
  titleField: 8,
  /** Rewards a word in a section's headings, or the page description and keywords on its intro. Why 4: half the title; the description indexed like a heading raised dev MRR 0.930 → 0.937. */
  headingField: 4,
  /** Rewards a word among the code identifiers of a section. Why 2.5: above body text, so the page that shows `DATABASE_URL` in its code beats pages that mention it. */
  codeField: 2.5,
  /** Rewards a word in the page's group (its docs section label, Blog or Pages). Why 1.5: set in the first ranking, with no recorded tuning of its own; flat in the sweeps. */
  groupField: 1.5,
  /** Rewards a word in a section's body text. Why 1: the unit the other fields are measured in. */
  bodyField: 1,

  /** Rewards the stem's other forms ("install" → installation). Why 0.85: a form of the word counts a little less than the word as typed; first ranking, flat in the sweeps. */
  stemQuality: 0.85,
  /** Rewards a document word that the word being typed starts. Why 0.7: a prefix counts less than the whole word; first ranking, flat in the sweeps. */
  prefixQuality: 0.7,
  /** Rewards a synonym from synonyms.ts ("sidekiq" → background jobs). Why 0.8: a synonym counts less than the reader's own word; first ranking, flat in the sweeps. */
  synonymQuality: 0.8,
  /** Rewards a typo: a fuzzy match (one edit from 4 letters, two from 8) or two swapped letters. Why 0.45: a typo counts well under the word; first ranking, flat in the sweeps. A typo match counts at all only for a word nothing holds as typed. */
  typoQuality: 0.45,

  // --- which typed words are searched, and how loosely ---

  /** A word this long or longer is searched with one edit allowed. Why 4: set in the first ranking; no recorded tuning. */
  oneEditFrom: 4,
  /** A word this long or longer is searched with two edits allowed. Why 8: set in the first ranking; no recorded tuning. */
  twoEditsFrom: 8,
  /** A stem shorter than this is not searched as a prefix. Why 4: set with the stems in the first ranking; no recorded tuning. */
  stemMinLength: 4,
  /** A word this long or longer is also searched with neighbouring letters swapped (`sentyr` → sentry, two edits for the fuzzy search). Why 4: the length from which one edit is allowed (3b43f5f); no recorded tuning. */
  swapMinLength: 4,
  /** Identifier parts shorter than this never name a page title. Why 3: set with the identifier-part rule (a774a39); no recorded tuning. */
  identifierPartMinLength: 3,

  // --- the page score: words, then factors multiplied in (see PAGE_TERMS) ---

  /** Rewards a word's text score (MiniSearch BM25 on its best section), damped by log1p, beside its field weight. Why 0.3: "a little" of the text score beside the field weight; first ranking, flat in the sweeps. */
  textScore: 0.3,
  /** BM25's idf smoothing, over pages: log(1 + (n − df + k) / (df + k)). Why 0.5: BM25's own constant, never tuned. */
  idfSmoothing: 0.5,
  /** A word counts toward coverage by its idf to this power. Why 0.5: so one rare word a page lacks ("scratch", "audit") does not outweigh the ones it holds (dev top-1 76.2 → 77.4 %); powers 0.3–1 scored later were no better. */
  idfSharePower: 0.5,
  /** Coverage (the share of the query's rarity a page holds) is raised to this power: AND first, then relaxed. Why 2: exponents 1–3 and, later, 1.5–3 were flat or worse. */
  coverageExponent: 2,
  /** Rewards a page with every query word in one section: up to this share more. Why 0.3: dev MRR 0.854 → 0.859 with top-3 unchanged. */
  togetherBonus: 0.3,
  /** A title that names only parts of a queried identifier counts this share of a title word (security_domains → "Security configuration"). Why 0.5: half, so the page that names the identifier still wins. */
  titlePartShare: 0.5,
  /** Rewards an overview page, or the parent of other matching pages, whose title matched: where a reader starts. Why 1.25: first ranking; no gain in a joint refit of all page factors. */
  landingBoost: 1.25,
  /** Blog posts and standalone pages discuss; the docs answer. Why 0.75: first ranking; no gain in a joint refit of all page factors. */
  essayWeight: 0.75,
  /** Sample-project guides and examples pages illustrate what the feature page explains. Why 0.8: dev 297 queries top-1 87.9, top-3 97.0, MRR 0.922 with it. */
  exampleWeight: 0.8,
  /** Rewards a page in the reader's current docs section (the modal's optionalFilters). Why 1.6: set in the first ranking; no recorded tuning. */
  contextBoost: 1.6,
  /** Rewards a section that holds the query's neighbouring words side by side, as typed: up to this share more (all pairs: twice the score). Why 1: tuned on dev over 0.15–3; held-out top-3 84.0 → 86.6 %. */
  phraseBonus: 1,
  /** Pages checked for phrases, the best by every other term. Why 20: tuned over 10–50; reading section text is not free. */
  phrasePages: 20,

  // --- hits ---

  /** Sections of one page shown together, best first; the page's other matches stay behind them. Why 3: set in the first ranking; no recorded tuning. */
  sectionsPerPage: 3,
} as const;

export type Field = 't' | 'g' | 'h' | 'k' | 'c';

/** How much a query word found in each field counts toward its page: title over headings over body. */
export const FIELD_WEIGHT: Readonly<Record<Field, number>> = {
  t: RANKING.titleField,
  h: RANKING.headingField,
  k: RANKING.codeField,
  g: RANKING.groupField,
  c: RANKING.bodyField,
};

/** The product's name is in most titles and identifiers (add_django_cfg_urls): never a topic. */
export const PRODUCT_WORDS: ReadonlySet<string> = new Set(['django', 'cfg']);
/** The sample project's guides and the examples pages (exampleWeight). */
const EXAMPLE_PAGE = /\/sample-project\/|[/-]examples$/;
/** An upper-case identifier with underscores is an environment variable: DJANGO_ENV, DB_POOL_MAX_SIZE. */
const ENV_VARIABLE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/** One section's match on one query word. */
export interface TermMatch {
  weight: number;
  score: number;
  /** Found in the page title (not only the slug, group, headings or body). */
  inTitle: boolean;
}

export interface SectionMatch {
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

export interface PageMatch {
  readonly url: string;
  readonly sections: SectionMatch[];
  /** Per query word: its best field weight on the page, and its best text score. */
  readonly best: number[];
  readonly text: number[];
  /** The query words found in the page title. */
  readonly inTitle: Set<number>;
  /** Title words that are parts of a query identifier the page holds ("Security" for security_domains). */
  readonly titleParts: Set<string>;
  /** Each named term's value for this page (PAGE_TERMS, then `phrase`); the score is their product. */
  terms: Record<PageTerm | 'phrase', number>;
  score: number;
}

/** Own keys only: "constructor" is a word, not Object's constructor. */
export function synonymsOf(word: string): readonly string[] | undefined {
  return Object.hasOwn(SYNONYMS, word) ? SYNONYMS[word] : undefined;
}

/** A possessive or negative ending leaves a lone letter that is no topic: agent's, can't, doesn't. */
export function withoutContractions(query: string): string {
  return query
    .replace(/\b(can)['’]t\b/gi, '$1')
    .replace(/n['’]t\b/gi, '')
    .replace(/['’]s\b/gi, '');
}

/** What the page terms read besides the page: the query's words and the other matching pages. */
interface QueryStats {
  /** BM25 idf over pages, per query word: a word on nearly every page ("django") adds almost nothing. */
  readonly idf: readonly number[];
  readonly totalIdf: number;
  /** Per query word, its weight in coverage: idf ** idfSharePower. */
  readonly share: readonly number[];
  readonly totalShare: number;
  readonly urls: ReadonlySet<string>;
  /** The page is in the reader's current docs section. */
  readonly inContext: (record: SectionRecord) => boolean;
}

/**
 * The page score's terms, multiplied in this order (the first is the base score, the others are
 * factors of 1 when they do not apply). Each reads its constants from RANKING.
 */
const PAGE_TERMS = {
  /**
   * Per query word the page holds: its best field weight (with match quality) and a little of its
   * text score, times the word's rarity across pages.
   */
  words(page: PageMatch, q: QueryStats): number {
    let score = 0;
    q.idf.forEach((rarity, term) => {
      const weight = page.best[term] ?? 0;
      if (weight === 0) return;
      score += rarity * (weight + RANKING.textScore * Math.log1p(page.text[term] ?? 0));
    });
    return score;
  },
  /** Up to togetherBonus more for the largest share of the query that one section holds. */
  together(page: PageMatch, q: QueryStats): number {
    let together = 0;
    for (const section of page.sections) {
      let held = 0;
      for (const term of section.terms.keys()) held += q.share[term] ?? 0;
      together = Math.max(together, held / q.totalShare);
    }
    return 1 + RANKING.togetherBonus * together;
  },
  /**
   * The share of the query's words (each by its idf share) the page holds, to coverageExponent: a
   * page missing a rare word drops further than one missing a common word (AND, then relaxed).
   */
  coverage(page: PageMatch, q: QueryStats): number {
    let covered = 0;
    q.share.forEach((share, term) => {
      if ((page.best[term] ?? 0) > 0) covered += share;
    });
    return (covered / q.totalShare) ** RANKING.coverageExponent;
  },
  /** 1 + the F1 of title and query (titleMatch). */
  title(page: PageMatch, q: QueryStats): number {
    return 1 + titleMatch(page, q.idf, q.totalIdf);
  },
  /** landingBoost for an overview page, or the parent of other matching pages, when its title matched. */
  landing(page: PageMatch, q: QueryStats): number {
    return page.inTitle.size > 0 && isLanding(page.url, q.urls) ? RANKING.landingBoost : 1;
  },
  /** essayWeight for blog posts and standalone pages, times exampleWeight for sample-project and examples pages. */
  kind(page: PageMatch): number {
    const record = page.sections[0]?.record;
    return (
      (record?.tag.startsWith('docs-') ? 1 : RANKING.essayWeight) *
      (EXAMPLE_PAGE.test(page.url) ? RANKING.exampleWeight : 1)
    );
  },
  /** contextBoost for a page in the reader's current docs section. */
  context(page: PageMatch, q: QueryStats): number {
    const record = page.sections[0]?.record;
    return record && q.inContext(record) ? RANKING.contextBoost : 1;
  },
} satisfies Record<string, (page: PageMatch, q: QueryStats) => number>;

export type PageTerm = keyof typeof PAGE_TERMS;
const TERM_NAMES = Object.keys(PAGE_TERMS) as PageTerm[];

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
  const titleShare = (whole + parts * RANKING.titlePartShare) / topic.length;
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

/** The matching sections grouped by page, each page with its best match per query word. */
function groupPages(sections: ReadonlyMap<number, SectionMatch>, termCount: number): PageMatch[] {
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
        terms: {words: 0, together: 1, coverage: 1, title: 1, landing: 1, kind: 1, context: 1, phrase: 1},
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
  return [...pages.values()];
}

/**
 * The page that documents an identifier tends to name its parts in the title: security_domains in
 * "Security configuration", DATABASE_URL in "Database URLs". The page that documents an environment
 * variable is about the environment. Such a title counts as holding the word (titlePartShare).
 */
function markIdentifierTitles(list: readonly PageMatch[], terms: readonly string[], query: string): void {
  const envVariables = new Set(
    query
      .split(/[^\w]+/)
      .filter((w) => ENV_VARIABLE.test(w))
      .map((w) => w.toLowerCase()),
  );
  terms.forEach((term, index) => {
    const parts = identifierParts(term).filter(
      (part) => part.length >= RANKING.identifierPartMinLength && !PRODUCT_WORDS.has(part),
    );
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
}

/** BM25's idf over pages, and each word's share of coverage (idf ** idfSharePower). */
function queryStats(
  list: readonly PageMatch[],
  termCount: number,
  pageCount: number,
  inContext: (record: SectionRecord) => boolean,
): QueryStats {
  const k = RANKING.idfSmoothing;
  const idf = Array.from({length: termCount}, (_, term) => {
    const df = list.filter((page) => (page.best[term] ?? 0) > 0).length;
    return Math.log(1 + (pageCount - df + k) / (df + k));
  });
  const share = idf.map((rarity) => rarity ** RANKING.idfSharePower);
  return {
    idf,
    totalIdf: idf.reduce((x, y) => x + y, 0) || 1,
    share,
    totalShare: share.reduce((x, y) => x + y, 0) || 1,
    urls: new Set(list.map((page) => page.url)),
    inContext,
  };
}

/** What ranking needs besides the matches. */
export interface RankingInput {
  /** Number of distinct pages in the index, for the idf. */
  readonly pageCount: number;
  /** The query as typed (for phrases and environment variables). */
  readonly query: string;
  /** The page is in the reader's current docs section (optionalFilters). */
  readonly inContext: (record: SectionRecord) => boolean;
}

/**
 * Ranks pages: the product of PAGE_TERMS (words, together, coverage, title, landing, kind,
 * context), then for the phrasePages best pages the phrase term, and sorts each page's sections
 * best first. Equal scores (two pages titled "Monitoring"): the page nearer the top of the site first.
 */
export function rankPages(
  sections: ReadonlyMap<number, SectionMatch>,
  terms: readonly string[],
  input: RankingInput,
): PageMatch[] {
  const list = groupPages(sections, terms.length);
  markIdentifierTitles(list, terms, input.query);
  const stats = queryStats(list, terms.length, input.pageCount, input.inContext);
  for (const page of list) {
    page.sections.sort(sectionOrder);
    page.score = TERM_NAMES.reduce((score, name) => {
      const value = PAGE_TERMS[name](page, stats);
      page.terms[name] = value;
      return score * value;
    }, 1);
  }
  const depth = (page: PageMatch) => page.url.split('/').length;
  const order = (x: PageMatch, y: PageMatch) =>
    y.score - x.score || depth(x) - depth(y) || (x.sections[0]?.id ?? 0) - (y.sections[0]?.id ?? 0);
  list.sort(order);
  const pairs = phrasesOf(input.query);
  if (pairs.length === 0) return list;
  const top = list.slice(0, RANKING.phrasePages);
  for (const page of top) {
    page.terms.phrase = 1 + RANKING.phraseBonus * phraseShare(page, pairs);
    page.score *= page.terms.phrase;
  }
  return [...top.sort(order), ...list.slice(RANKING.phrasePages)];
}
