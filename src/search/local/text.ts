// Tokenising, escaping, highlighting and snippets for the local engine. Pure functions.

/** A word, identifiers included: snake_case stays one word (dots and dashes separate words). */
const WORD = /[\p{L}\p{N}_]*[\p{L}\p{N}]/gu;
/** The parts of an identifier: snake_case, camelCase and PascalCase pieces. */
const PART = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g;

/** Lower-cased words of a query or text. */
export function words(text: string): string[] {
  return (text.match(WORD) ?? []).map((w) => w.toLowerCase());
}

/** Parts of an identifier: DjangoConfig → [django, config]; migrate_all → [migrate, all]. */
export function identifierParts(word: string): string[] {
  const parts = word.match(PART) ?? [];
  return parts.length > 1 ? parts.map((p) => p.toLowerCase()) : [];
}

/** Index-time terms: each word whole, plus its parts, so `config` finds `DjangoConfig`. */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    out.push(word.toLowerCase(), ...identifierParts(word));
  }
  return out;
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

export interface Marks {
  readonly pre: string;
  readonly post: string;
}

/**
 * How much of a word to mark for the query terms: the whole word for an exact or fuzzy match, the
 * typed prefix for a prefix match, or a camelCase part. Returns [start, end] or null.
 */
function markRange(word: string, matched: ReadonlyMap<string, string>): [number, number] | null {
  const lower = word.toLowerCase();
  const query = matched.get(lower);
  if (query !== undefined) {
    return lower.startsWith(query) && lower !== query ? [0, query.length] : [0, word.length];
  }
  let offset = 0;
  for (const part of word.match(PART) ?? []) {
    const start = word.indexOf(part, offset);
    offset = start + part.length;
    const q = matched.get(part.toLowerCase());
    if (q !== undefined) return [start, start + (part.toLowerCase().startsWith(q) ? q.length : part.length)];
  }
  return null;
}

/**
 * Escapes the text, then wraps matched words in the marks. `matched` maps each matched document
 * term to the query term that found it. Returns the HTML and the query terms that appeared.
 */
export function highlight(
  text: string,
  matched: ReadonlyMap<string, string>,
  marks: Marks,
): {value: string; found: Set<string>} {
  let out = '';
  let last = 0;
  const found = new Set<string>();
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    const start = m.index;
    const range = markRange(word, matched);
    if (!range) continue;
    const lower = word.toLowerCase();
    found.add(matched.get(lower) ?? lower);
    out += escapeHtml(text.slice(last, start + range[0]));
    out += marks.pre + escapeHtml(word.slice(range[0], range[1])) + marks.post;
    last = start + range[1];
  }
  out += escapeHtml(text.slice(last));
  return {value: out, found};
}

/** A window of `size` words around the first match (starting about a third before it). */
export function snippetWindow(
  text: string,
  matched: ReadonlyMap<string, string>,
  size: number,
  ellipsis: string,
): string {
  const spans = [...text.matchAll(/\S+/g)];
  if (spans.length <= size) return text;
  const first = spans.findIndex((s) => (s[0].match(WORD) ?? []).some((w) => markRange(w, matched)));
  const start = Math.max(0, Math.min(spans.length - size, (first < 0 ? 0 : first) - Math.floor(size / 3)));
  const end = start + size;
  const from = spans[start]?.index ?? 0;
  const lastSpan = spans[end - 1];
  const to = lastSpan ? lastSpan.index + lastSpan[0].length : text.length;
  return (start > 0 ? ellipsis : '') + text.slice(from, to) + (end < spans.length ? ellipsis : '');
}

/**
 * Words that carry no topic in a question ("how do I install …"). Dropped from a query that has
 * other words; a query of stop words only is searched as typed.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be by can could do does for from get has have how i if in into is it its me my no of on ' +
    'or our should so that the their then there this to use using want was we what when where which who ' +
    'will with would you your'
  ).split(' '),
);

/** Suffixes stripped to find a word's stem, longest first; "installation" and "installing" → "install",
 * "reduction" → "reduc". */
const SUFFIXES = [
  'ations',
  'ation',
  'tions',
  'tion',
  'ments',
  'ment',
  'ings',
  'ing',
  'ions',
  'ion',
  'ies',
  'ers',
  'er',
  'ed',
  'es',
  'ly',
];

/** What may follow a stem in another form of the same word. */
const ENDINGS: ReadonlySet<string> = new Set(
  (
    's es e ed er ers ing ings ion ions ation ations tion tions ly al als ally ment ments ize ized izes izing ' +
    'ization y ies ied ive ives or ors ure ures'
  ).split(' '),
);

/** Endings after a doubled last consonant: resetting, submitted, planner. */
const DOUBLED_ENDINGS: ReadonlySet<string> = new Set(['ing', 'ings', 'ed', 'er', 'ers']);

/** True when `word` is `base` plus an ending, "installation" of "install" but not "knowbase" of "know". */
export function isFormOf(word: string, base: string): boolean {
  if (!word.startsWith(base)) return false;
  const ending = word.slice(base.length);
  if (ending === '' || ENDINGS.has(ending)) return true;
  const last = base.at(-1) ?? '';
  return /[bdgklmnprt]/.test(last) && ending.startsWith(last) && DOUBLED_ENDINGS.has(ending.slice(1));
}

/**
 * A crude stem, searched as a prefix so that a word finds its other forms (install, installation,
 * installing). Leaves words alone that would get too short; a trailing s goes only where it marks a
 * plural (not in "redis", "status" or "class").
 */
export function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  }
  if (/[^sui]s$/.test(word) && word.length >= 4) return word.slice(0, -1);
  // "translate" → "translat" finds "translation"; "route" → "rout" finds "routing".
  if (word.endsWith('e') && word.length >= 5) return word.slice(0, -1);
  return word;
}
