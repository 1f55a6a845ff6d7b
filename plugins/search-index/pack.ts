import {createHash} from 'node:crypto';
import {headingSlug, WIRE_VERSION, type SectionRecord, type WireIndex, type WirePage, type WireSection} from './wire';

function indexOf(list: string[], value: string): number {
  const found = list.indexOf(value);
  if (found >= 0) return found;
  list.push(value);
  return list.length - 1;
}

/** Packs records page by page into the compact wire format. */
export function packRecords(records: readonly SectionRecord[]): WireIndex {
  const tags: string[] = [];
  const langs: string[] = [];
  const pages: WirePage[] = [];
  const pageIndex = new Map<string, number>();
  const sections: WireSection[] = [];
  for (const r of records) {
    let page = pageIndex.get(r.url);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(r.url, page);
      pages.push([r.url, r.hierarchy[0] ?? '', r.hierarchy[1] ?? '', indexOf(tags, r.tag), indexOf(langs, r.lang)]);
    }
    const headings = r.hierarchy.slice(2);
    while (headings.length > 0 && headings[headings.length - 1] === null) headings.pop();
    const anchor = r.anchor === null ? 0 : r.anchor === headingSlug(headings.at(-1) ?? '') ? 1 : r.anchor;
    sections.push([page, anchor, headings, r.content, r.code]);
  }
  const body = {tags, langs, pages, sections};
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 12);
  return {v: WIRE_VERSION, hash, ...body};
}
