import {createHash} from 'node:crypto';
import {wordAt} from './prune';
import {
  CODE_MARK,
  headingSlug,
  WIRE_VERSION,
  type SectionRecord,
  type WireIndex,
  type WirePage,
  type WireSection,
} from './wire';

function indexOf(list: string[], value: string): number {
  const found = list.indexOf(value);
  if (found >= 0) return found;
  list.push(value);
  return list.length - 1;
}

/**
 * Most code identifiers of a section are inline code, so they are in its text too: instead of
 * writing them twice, mark their first occurrence in the text, and list only the others.
 */
function markIdentifiers(content: string, code: string): [string, string] {
  if (content.includes(CODE_MARK)) return [content, code];
  let marked = content;
  const rest: string[] = [];
  for (const id of code.split(' ').filter(Boolean)) {
    const at = wordAt(marked, id);
    if (at < 0) rest.push(id);
    else marked = `${marked.slice(0, at)}${CODE_MARK}${id}${CODE_MARK}${marked.slice(at + id.length)}`;
  }
  return [marked, rest.join(' ')];
}

/** Packs records into the compact wire format, each page once with its sections. */
export function packRecords(records: readonly SectionRecord[]): WireIndex {
  const tags: string[] = [];
  const langs: string[] = [];
  const pages: WirePage[] = [];
  const sectionsOf = new Map<string, WireSection[]>();
  for (const r of records) {
    let sections = sectionsOf.get(r.url);
    if (sections === undefined) {
      sections = [];
      sectionsOf.set(r.url, sections);
      pages.push([
        r.url,
        r.hierarchy[0] ?? '',
        r.hierarchy[1] ?? '',
        indexOf(tags, r.tag),
        indexOf(langs, r.lang),
        r.description,
        sections,
      ]);
    }
    const headings = r.hierarchy.slice(2);
    while (headings.length > 0 && headings[headings.length - 1] === null) headings.pop();
    const anchor = r.anchor === null ? 0 : r.anchor === headingSlug(headings.at(-1) ?? '') ? 1 : r.anchor;
    sections.push([anchor, headings, ...markIdentifiers(r.content, r.code)]);
  }
  const body = {tags, langs, pages};
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 12);
  return {v: WIRE_VERSION, hash, ...body};
}
