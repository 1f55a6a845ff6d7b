import {parse, HTMLElement, NodeType, type Node} from 'node-html-parser';
import type {SectionRecord} from './wire';

export interface ExtractOptions {
  /** Group label (hierarchy lvl0) for a docusaurus_tag; docs tags are docs-<pluginId>-<version>. */
  readonly groupFor: (tag: string) => string;
  /** Also index the text of code blocks, not only the identifiers in them. */
  readonly indexCodeBlocks?: boolean;
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
/** Code identifiers worth finding: CamelCase, snake_case, dotted paths, --options. */
const IDENTIFIER = /--?[a-z][\w-]+|[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)+|[A-Za-z]*[a-z][A-Z]\w*|[A-Z]\w*[a-z]\w*[A-Z]\w*|\w+_\w+/g;

export function codeIdentifiers(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(IDENTIFIER)) {
    const token = match[0].replace(/^_+|_+$/g, '');
    if (token.length >= 3 && token.length <= 60) found.add(token);
  }
  return [...found];
}

function collapse(text: string): string {
  return text.replace(/[\s\u200b]+/g, ' ').trim();
}

function meta(root: HTMLElement, name: string): string | undefined {
  return root.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? undefined;
}

/** False for pages that must not be in the index (noindex pages, listing pages). */
export function isIndexable(root: HTMLElement): boolean {
  if (/noindex/i.test(meta(root, 'robots') ?? '')) return false;
  // Listing pages (blog_posts_list, blog_tags_posts, doc_tag_doc_list, …) only repeat other pages.
  const tag = docusaurusTag(root);
  return tag === 'default' || tag.startsWith('docs-');
}

function docusaurusTag(root: HTMLElement): string {
  return meta(root, 'docsearch:docusaurus_tag') ?? meta(root, 'docusaurus_tag') ?? 'default';
}

/** Turns one built HTML page into section records (one per heading section). */
export function extractRecords(html: string, url: string, options: ExtractOptions): SectionRecord[] {
  const root = parse(html, {comment: false, blockTextElements: {script: false, style: false, pre: true}});
  if (!isIndexable(root)) return [];
  const tag = docusaurusTag(root);
  const lang = meta(root, 'docsearch:language') ?? root.querySelector('html')?.getAttribute('lang') ?? 'en';
  const contentRoot = CONTENT_ROOTS.map((s) => root.querySelector(s)).find((el): el is HTMLElement => el !== null);
  if (!contentRoot) return [];
  for (const selector of DROPPED) contentRoot.querySelectorAll(selector).forEach((el) => el.remove());

  const h1 = root.querySelector('article h1') ?? root.querySelector('main h1') ?? root.querySelector('h1');
  const title = collapse(h1?.text ?? '') || collapse(root.querySelector('title')?.text ?? '').replace(/ \|.*$/, '');
  const lvl0 = options.groupFor(tag);

  const records: SectionRecord[] = [];
  let current = {anchor: null as string | null, headings: [] as (string | null)[], text: [] as string[], code: [] as string[]};
  const flush = () => {
    const content = collapse(current.text.join(' '));
    const code = [...new Set(current.code)].join(' ');
    if (current.anchor === null || content || code || current.headings.some(Boolean)) {
      records.push({
        url,
        anchor: current.anchor,
        hierarchy: [lvl0, title, ...padHeadings(current.headings)],
        content,
        code,
        tag,
        lang,
      });
    }
  };

  const walk = (node: Node): void => {
    if (node.nodeType === NodeType.TEXT_NODE) {
      current.text.push(node.text);
      return;
    }
    if (!(node instanceof HTMLElement)) return;
    const el = node;
    if (el.tagName === 'H1') return;
    if (HEADING.test(el.tagName)) {
      flush();
      const level = Number(el.tagName[1]);
      const headings = current.headings.slice(0, level - 2);
      while (headings.length < level - 2) headings.push(null);
      headings.push(collapse(el.text));
      current = {anchor: el.getAttribute('id') ?? null, headings, text: [], code: []};
      return;
    }
    if (el.tagName === 'PRE') {
      current.code.push(...codeIdentifiers(el.text));
      if (options.indexCodeBlocks) current.text.push(el.text);
      return;
    }
    if (el.tagName === 'CODE') current.code.push(...codeIdentifiers(el.text));
    for (const child of el.childNodes) walk(child);
    current.text.push(' ');
  };
  walk(contentRoot);
  flush();
  return records;
}

function padHeadings(headings: readonly (string | null)[]): (string | null)[] {
  const padded = headings.slice(0, 5);
  while (padded.length < 5) padded.push(null);
  return padded;
}
