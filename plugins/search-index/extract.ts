import {load, type CheerioAPI} from 'cheerio';
import {isTag, isText, type AnyNode} from 'domhandler';
import type {SectionRecord} from './wire';

export interface ExtractOptions {
  /** Group label (hierarchy lvl0) for a docusaurus_tag; docs tags are docs-<pluginId>-<version>. */
  readonly groupFor: (tag: string) => string;
  /** Also index the text of code blocks, not only the identifiers in them. */
  readonly indexCodeBlocks?: boolean;
  /** Keeps only about this many characters of each section's text (identifiers in the rest stay findable). */
  readonly maxSectionChars?: number;
}

/** Where a page's indexable text lives, most specific first. */
const CONTENT_ROOTS = ['article .theme-doc-markdown', 'article .markdown', 'main'];
/** Never indexed: chrome, widgets and things whose text is noise. */
const DROPPED = [
  '.hash-link',
  'script',
  'style',
  'svg',
  'button',
  'nav',
  'noscript',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.pagination-nav',
  '.docusaurus-mermaid-container',
  '[data-search-ignore]',
];
const HEADING = /^H[2-6]$/;
/** A page's closing list of links to other pages: its words belong to those pages (and cost 6 KB). */
const LINK_LIST_HEADING = /^next steps$/i;
/** Elements inside a line of text: no word break after them. */
const INLINE = new Set([
  'A',
  'ABBR',
  'B',
  'CODE',
  'EM',
  'I',
  'KBD',
  'MARK',
  'S',
  'SMALL',
  'SPAN',
  'STRONG',
  'SUB',
  'SUP',
  'U',
  // A line-break opportunity inside a word or identifier (table code, plugins/param-tables).
  'WBR',
]);
/** Code identifiers worth finding: CamelCase, snake_case, dotted paths, --options. */
const IDENTIFIER =
  /--?[a-z][\w-]+|[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)+|[A-Za-z]*[a-z][A-Z]\w*|[A-Z]\w*[a-z]\w*[A-Z]\w*|\w+_\w+/g;

export function codeIdentifiers(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(IDENTIFIER)) {
    const token = match[0].replace(/^_+|_+$/g, '');
    if (token.length >= 3 && token.length <= 60) found.add(token);
  }
  return [...found];
}

/** The text up to the last word break within max characters. */
function truncate(text: string, max: number | undefined): string {
  if (max === undefined || text.length <= max) return text;
  const end = text.lastIndexOf(' ', max);
  return text.slice(0, end > 0 ? end : max);
}

function collapse(text: string): string {
  return text
    .replace(/[\s\u200b]+/g, ' ')
    .replace(/ ([,.;:!?)])/g, '$1')
    .trim();
}

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content');
}

/** False for pages that must not be in the index (noindex pages, listing pages). */
function isIndexable($: CheerioAPI): boolean {
  if (/noindex/i.test(meta($, 'robots') ?? '')) return false;
  // Generated category indexes are docs pages without a doc id: lists of links, like tag pages.
  const htmlClass = $('html').attr('class') ?? '';
  if (htmlClass.includes('plugin-docs') && !htmlClass.includes('docs-doc-id-')) return false;
  // The blog's archive is a list of post titles; the posts themselves are indexed.
  if (htmlClass.includes('plugin-blog') && !htmlClass.includes('blog-post-page')) return false;
  // Listing pages (blog_posts_list, blog_tags_posts, doc_tag_doc_list, …) only repeat other pages.
  const tag = docusaurusTag($);
  return tag === 'default' || tag.startsWith('docs-');
}

function docusaurusTag($: CheerioAPI): string {
  return meta($, 'docsearch:docusaurus_tag') ?? meta($, 'docusaurus_tag') ?? 'default';
}

/** Turns one built HTML page into section records (one per heading section). */
export function extractRecords(html: string, url: string, options: ExtractOptions): SectionRecord[] {
  // parse5 (through cheerio) parses like a browser; Docusaurus emits minified, unquoted HTML.
  const $ = load(html);
  if (!isIndexable($)) return [];
  const tag = docusaurusTag($);
  const lang = meta($, 'docsearch:language') ?? $('html').attr('lang') ?? 'en';
  const contentRoot = CONTENT_ROOTS.map((s) => $(s).first()).find((el) => el.length > 0);
  if (!contentRoot) return [];
  contentRoot.find(DROPPED.join(',')).remove();

  const h1 = [$('article h1'), $('main h1'), $('h1')].find((el) => el.length > 0)?.first();
  const title = collapse(h1?.text() ?? '') || collapse($('title').text()).replace(/ \|.*$/, '');
  const lvl0 = options.groupFor(tag);
  const description = collapse(meta($, 'description') ?? '');

  const records: SectionRecord[] = [];
  let current = {
    anchor: null as string | null,
    headings: [] as (string | null)[],
    text: [] as string[],
    code: [] as string[],
  };
  const flush = () => {
    if (LINK_LIST_HEADING.test(current.headings[0] ?? '')) return;
    const text = collapse(current.text.join(''));
    const kept = truncate(text, options.maxSectionChars);
    const cut = text.slice(kept.length);
    const content = cut ? `${kept} …` : text;
    const ids = [...current.code, ...(cut ? codeIdentifiers(cut) : [])];
    const code = [...new Set(ids)].join(' ');
    if (current.anchor === null || content || code || current.headings.some(Boolean)) {
      records.push({
        url,
        anchor: current.anchor,
        hierarchy: [lvl0, title, ...padHeadings(current.headings)],
        content,
        code,
        description: current.anchor === null ? description : '',
        tag,
        lang,
      });
    }
  };

  const walk = (node: AnyNode): void => {
    if (isText(node)) {
      current.text.push(node.data);
      return;
    }
    if (!isTag(node)) return;
    const el = node;
    const name = el.tagName.toUpperCase();
    if (name === 'H1') return;
    if (HEADING.test(name)) {
      flush();
      const level = Number(name[1]);
      const headings = current.headings.slice(0, level - 2);
      while (headings.length < level - 2) headings.push(null);
      headings.push(collapse($(el).text()));
      current = {anchor: el.attribs.id ?? null, headings, text: [], code: []};
      return;
    }
    if (name === 'PRE') {
      // Prism renders one .token-line per source line; join them so lines do not run together.
      const lines = $(el).find('.token-line');
      const code =
        lines.length > 0
          ? lines
              .map((_, line) => $(line).text())
              .get()
              .join('\n')
          : $(el).text();
      current.code.push(...codeIdentifiers(code));
      if (options.indexCodeBlocks) current.text.push(code);
      return;
    }
    if (name === 'CODE') current.code.push(...codeIdentifiers($(el).text()));
    for (const child of el.children) walk(child);
    if (!INLINE.has(name)) current.text.push(' ');
  };
  contentRoot.contents().each((_, child) => {
    walk(child);
  });
  flush();
  return withReaderWords(records, meta($, 'keywords') ?? '');
}

const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * Adds to the page's intro description the words of its `keywords` front matter that its title,
 * headings and description do not already say: the reader's own words for the subject ("periodic
 * tasks" on the scheduling page), at a few bytes each.
 */
function withReaderWords(records: SectionRecord[], keywords: string): SectionRecord[] {
  const intro = records.findIndex((r) => r.anchor === null);
  const record = records[intro];
  if (!record) return records;
  const shown = [record.description, ...records.flatMap((r) => r.hierarchy.slice(1))].join(' ');
  const seen = new Set((shown.match(WORD) ?? []).map((w) => w.toLowerCase()));
  const extra: string[] = [];
  for (const word of keywords.match(WORD) ?? []) {
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    extra.push(word);
  }
  if (extra.length === 0) return records;
  const copy = [...records];
  copy[intro] = {...record, description: [record.description, ...extra].filter(Boolean).join(' ')};
  return copy;
}

function padHeadings(headings: readonly (string | null)[]): (string | null)[] {
  const padded = headings.slice(0, 5);
  while (padded.length < 5) padded.push(null);
  return padded;
}
