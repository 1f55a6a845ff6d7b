// The search index's wire format, shared by the build plugin (writer) and the browser (reader).
// Kept dependency-free so both sides import it.

export const WIRE_VERSION = 2;

/** One searchable section of a page: the h1 intro or the text under one h2–h6 heading. */
export interface SectionRecord {
  /** Route of the page, e.g. /features/modules/llm. */
  readonly url: string;
  /** Heading id, or null for the page intro. */
  readonly anchor: string | null;
  /** hierarchy[0] = group (section label), [1] = page title, [2..6] = headings; null when absent. */
  readonly hierarchy: readonly (string | null)[];
  readonly content: string;
  /** Identifiers found in code of the section (class, function, option names), space-separated. */
  readonly code: string;
  /** The page's meta description, on its intro section only ('' elsewhere). */
  readonly description: string;
  readonly tag: string;
  readonly lang: string;
}

/** page = [url, lvl0, lvl1, tagIndex, langIndex, description, its sections in page order]. */
export type WirePage = [string, string, string, number, number, string, WireSection[]];
/**
 * section = [anchor, [lvl2..lvl6] without trailing nulls, content, code]; anchor is 0 for
 * the page intro, 1 when it is headingSlug of the section's own heading, else the id itself. The
 * content marks code identifiers it holds with CODE_MARK on both sides; code lists the others.
 */
export type WireSection = [string | 0 | 1, (string | null)[], string, string];

export const CODE_MARK = '`';

/**
 * The id Docusaurus gives most headings. Only used to leave derivable anchors out of the file: the
 * writer stores 1 where this gives the real id, so the two sides agree whatever the real slugger does.
 */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** The text without its marks, and the listed identifiers plus the marked ones. Runs on every section
 * while search starts, so it scans with indexOf rather than a regular expression. */
function unmark(marked: string, listed: string): [string, string] {
  let open = marked.indexOf(CODE_MARK);
  if (open < 0) return [marked, listed];
  const text: string[] = [];
  const ids: string[] = listed ? [listed] : [];
  let from = 0;
  while (open >= 0) {
    const close = marked.indexOf(CODE_MARK, open + 1);
    if (close < 0) break;
    text.push(marked.slice(from, open), marked.slice(open + 1, close));
    ids.push(marked.slice(open + 1, close));
    from = close + 1;
    open = marked.indexOf(CODE_MARK, from);
  }
  text.push(marked.slice(from));
  return [text.join(''), ids.join(' ')];
}

export interface WireIndex {
  readonly v: typeof WIRE_VERSION;
  readonly hash: string;
  readonly tags: string[];
  readonly langs: string[];
  readonly pages: WirePage[];
}

export function unpack(wire: WireIndex): SectionRecord[] {
  // The file comes over the network: a stale cached copy may have another version.
  const version: unknown = wire.v;
  if (version !== WIRE_VERSION) throw new Error(`Unsupported search index version ${String(version)}`);
  return wire.pages.flatMap(([url, lvl0, lvl1, tagIndex, langIndex, description, sections]) =>
    sections.map(([storedAnchor, headings, markedContent, listedCode]): SectionRecord => {
      const hierarchy: (string | null)[] = [lvl0, lvl1, null, null, null, null, null];
      headings.forEach((h, i) => (hierarchy[i + 2] = h));
      const anchor = storedAnchor === 1 ? headingSlug(headings.at(-1) ?? '') : storedAnchor;
      const [content, code] = unmark(markedContent, listedCode);
      return {
        url,
        anchor: anchor === 0 ? null : anchor,
        hierarchy,
        content,
        code,
        description: storedAnchor === 0 ? description : '',
        tag: wire.tags[tagIndex] ?? 'default',
        lang: wire.langs[langIndex] ?? 'en',
      };
    }),
  );
}
