// The search index's wire format, shared by the build plugin (writer) and the browser (reader).
// Kept dependency-free so both sides import it.

export const WIRE_VERSION = 1;

/** One searchable section of a page: the h1 intro or the text under one h2–h6 heading. */
export interface SectionRecord {
  /** Route of the page, e.g. /features/modules/llm. */
  readonly url: string;
  /** Heading id, or null for the page intro. */
  readonly anchor: string | null;
  /** hierarchy[0] = group (section label), [1] = page title, [2..6] = headings; null when absent. */
  readonly hierarchy: readonly (string | null)[];
  readonly content: string;
  /** Identifiers found in code blocks of the section (class, function, option names). */
  readonly code: string;
  readonly tag: string;
  readonly lang: string;
}

/** page = [url, lvl0, lvl1, tagIndex, langIndex]. */
export type WirePage = [string, string, string, number, number];
/** section = [pageIndex, anchor or 0, [lvl2..lvl6] without trailing nulls, content, code]. */
export type WireSection = [number, string | 0, (string | null)[], string, string];

export interface WireIndex {
  readonly v: typeof WIRE_VERSION;
  readonly hash: string;
  readonly tags: string[];
  readonly langs: string[];
  readonly pages: WirePage[];
  readonly sections: WireSection[];
}

export function unpack(wire: WireIndex): SectionRecord[] {
  // The file comes over the network: a stale cached copy may have another version.
  const version: unknown = wire.v;
  if (version !== WIRE_VERSION) throw new Error(`Unsupported search index version ${String(version)}`);
  return wire.sections.map(([pageIndex, anchor, headings, content, code]) => {
    const page = wire.pages[pageIndex];
    if (!page) throw new Error(`Search index section points at missing page ${pageIndex}`);
    const [url, lvl0, lvl1, tagIndex, langIndex] = page;
    const hierarchy: (string | null)[] = [lvl0, lvl1, null, null, null, null, null];
    headings.forEach((h, i) => (hierarchy[i + 2] = h));
    return {
      url,
      anchor: anchor === 0 ? null : anchor,
      hierarchy,
      content,
      code,
      tag: wire.tags[tagIndex] ?? 'default',
      lang: wire.langs[langIndex] ?? 'en',
    };
  });
}
