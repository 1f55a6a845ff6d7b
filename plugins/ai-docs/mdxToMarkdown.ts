// Turns a page's MDX source into plain Markdown (for its .md twin and llms-full.txt). It works line
// by line so the author's Markdown passes through unchanged; only the MDX syntax the site uses is
// rewritten: front matter, imports, JSX comments, admonitions, Tabs, code-block meta and links.
import {DEFAULT_MAGIC_COMMENTS, themeParseCodeBlockTitle, themeParseLines} from '../shared/themeCodeBlockUtils';

export interface MdxToMarkdownOptions {
  /** Origin the links are made absolute against, e.g. https://djangocfg.com. */
  readonly siteUrl: string;
  /** Route of the page, e.g. /fundamentals/configuration/environment. */
  readonly permalink: string;
  /** Route of the page a link to a source file (`./security.mdx`) points at; undefined if unknown. */
  readonly resolveSource: (path: string) => string | undefined;
}

const FRONT_MATTER = /^---\n[\s\S]*?\n---[ \t]*(?:\n|$)/;
const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})(.*)$/;
const ADMONITION_OPEN =
  /^(:{3,})(note|tip|info|warning|danger|caution|important|success|secondary)(?:\[(.*)\]|[ \t]+(.+?))?[ \t]*$/;
const ADMONITION_CLOSE = /^(:{3,})[ \t]*$/;
const TABS = /^\s*<\/?Tabs\b[^>]*>\s*$/;
const TAB_ITEM_OPEN = /^\s*<TabItem\b([^>]*)>\s*$/;
const TAB_ITEM_CLOSE = /^\s*<\/TabItem>\s*$/;
const HEADING = /^(#{1,6})[ \t]/;
const HEADING_ID = /[ \t]*\{#[\w-]+\}[ \t]*$/;
const ESM = /^(?:import|export)\s/;
const CODE_SPAN = /(`+)[^`]*?\1/g;
const LINK_DESTINATION = /(\]\()(<[^>]*>|[^)\s]+)/g;
const LINK_DEFINITION = /^(\s*\[[^\]]+\]:[ \t]*)(\S+)/;

interface Fence {
  readonly char: string;
  readonly length: number;
  readonly language: string;
  readonly metastring: string;
  /** The code lines read so far. */
  readonly lines: string[];
}

/** A fence's code as the site shows it: the theme's parseLines removes the magic-comment lines. */
function shownCode(fence: Fence): string[] {
  const {code} = themeParseLines(fence.lines.join('\n'), {
    metastring: fence.metastring,
    language: fence.language.toLowerCase() || 'text',
    magicComments: [...DEFAULT_MAGIC_COMMENTS],
  });
  return fence.lines.length === 0 ? [] : code.split('\n');
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|\\{["'](.*?)["']\\})`).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function absolutize(destination: string, options: MdxToMarkdownOptions): string {
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(destination)) return destination;
  const page = new URL(options.permalink, options.siteUrl);
  const split = destination.search(/[?#]/);
  const path = split < 0 ? destination : destination.slice(0, split);
  const suffix = split < 0 ? '' : destination.slice(split);
  const route = /\.mdx?$/.test(path) ? options.resolveSource(path) : undefined;
  return new URL(route === undefined ? destination : route + suffix, page).href;
}

/** Makes every link and image destination absolute, leaving inline code alone. */
function rewriteLinks(line: string, options: MdxToMarkdownOptions): string {
  const definition = LINK_DEFINITION.exec(line);
  if (definition)
    return `${definition[1] ?? ''}${absolutize(definition[2] ?? '', options)}${line.slice(definition[0].length)}`;
  let result = '';
  let last = 0;
  const rewrite = (text: string) =>
    text.replace(LINK_DESTINATION, (_, open: string, dest: string) =>
      dest.startsWith('<')
        ? `${open}<${absolutize(dest.slice(1, -1), options)}>`
        : `${open}${absolutize(dest, options)}`,
    );
  for (const span of line.matchAll(CODE_SPAN)) {
    result += rewrite(line.slice(last, span.index)) + span[0];
    last = span.index + span[0].length;
  }
  return result + rewrite(line.slice(last));
}

/** Removes `{/* … *\/}` comments; `open` carries a comment that spans lines. */
function stripJsxComments(line: string, state: {open: boolean}): string {
  let rest = line;
  let kept = '';
  for (;;) {
    if (state.open) {
      const end = rest.indexOf('*/}');
      if (end < 0) return kept;
      rest = rest.slice(end + 3);
      // `a {/* x */} b` becomes `a b`, not `a  b`.
      if (/\s$/.test(kept)) rest = rest.replace(/^[ \t]+/, '');
      state.open = false;
    }
    const start = rest.indexOf('{/*');
    if (start < 0) return kept + rest;
    kept += rest.slice(0, start);
    rest = rest.slice(start + 3);
    state.open = true;
  }
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function mdxToMarkdown(source: string, options: MdxToMarkdownOptions): string {
  const lines = source.replace(/\r\n?/g, '\n').replace(FRONT_MATTER, '').split('\n');
  const out: string[] = [];
  /** Colon counts of the open admonitions; each one is a level of blockquote. */
  const admonitions: number[] = [];
  /** Heading level of each open <Tabs>' items: one below the heading the tabs sit under. */
  const tabLevels: number[] = [];
  const comment = {open: false};
  let fence: Fence | undefined;
  let headingLevel = 1;
  let inEsm = false;

  const quote = (text: string) => ('> '.repeat(admonitions.length) + text).trimEnd();
  const blank = () => quote('');
  const emit = (text: string) => {
    const line = quote(text);
    const previous = out.at(-1);
    // Dropped MDX lines leave runs of blank lines behind; keep one (never inside code).
    if (line === blank() && (previous === undefined || previous === line)) return;
    out.push(line);
  };

  for (const raw of lines) {
    if (fence) {
      const close = new RegExp(`^\\s*${fence.char === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
      if (!close.test(raw)) {
        fence.lines.push(raw);
        continue;
      }
      for (const code of shownCode(fence)) out.push(code === '' ? blank() : quote(code));
      out.push(quote(raw));
      fence = undefined;
      continue;
    }
    if (inEsm) {
      inEsm = raw.trim() !== '';
      continue;
    }
    const hadComment = comment.open || raw.includes('{/*');
    const line = hadComment ? stripJsxComments(raw, comment) : raw;
    if (hadComment && line.trim() === '') continue;

    const fenceOpen = FENCE_OPEN.exec(line);
    if (fenceOpen) {
      const [, indent = '', marker = '', info = ''] = fenceOpen;
      const language = info.trim().split(/\s+/)[0] ?? '';
      const title = themeParseCodeBlockTitle(info) || undefined;
      const metastring = info.trim().slice(language.length).trim();
      fence = {char: marker.charAt(0), length: marker.length, language, metastring, lines: []};
      emit(`${indent}${marker}${language}${title === undefined ? '' : ` title="${title}"`}`);
      continue;
    }
    if (admonitions.length === 0 && ESM.test(line)) {
      inEsm = true;
      continue;
    }
    const admonitionOpen = ADMONITION_OPEN.exec(line);
    if (admonitionOpen) {
      const [, colons = '', type = '', bracketTitle, spaceTitle] = admonitionOpen;
      const title = bracketTitle ?? spaceTitle;
      const label = capitalize(type);
      emit('');
      admonitions.push(colons.length);
      emit(rewriteLinks(`**${title ? `${label}: ${title}` : label}**`, options));
      emit('');
      continue;
    }
    // A closing fence needs at least as many colons as its opening one (`::::` wraps `:::`).
    const closing = ADMONITION_CLOSE.exec(line)?.[1]?.length ?? 0;
    if (closing >= (admonitions.at(-1) ?? Number.POSITIVE_INFINITY)) {
      if (out.at(-1) === blank()) out.pop();
      admonitions.pop();
      emit('');
      continue;
    }
    if (TABS.test(line)) {
      if (line.includes('</')) tabLevels.pop();
      else tabLevels.push(Math.min(headingLevel + 1, 6));
      emit('');
      continue;
    }
    const tabItem = TAB_ITEM_OPEN.exec(line);
    if (tabItem) {
      const attributes = tabItem[1] ?? '';
      const label = attribute(attributes, 'label') ?? attribute(attributes, 'value') ?? '';
      emit('');
      emit(`${'#'.repeat(tabLevels.at(-1) ?? 2)} ${label}`);
      emit('');
      continue;
    }
    if (TAB_ITEM_CLOSE.test(line)) {
      emit('');
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      headingLevel = heading[1]?.length ?? headingLevel;
      emit(rewriteLinks(line.replace(HEADING_ID, ''), options));
      continue;
    }
    emit(line.trim() === '' ? '' : rewriteLinks(line, options));
  }
  // A fence left open runs to the end of the page, as in CommonMark.
  if (fence) for (const code of shownCode(fence)) out.push(code === '' ? blank() : quote(code));
  while (out.length > 0 && out.at(-1)?.trim() === '') out.pop();
  return `${out.join('\n')}\n`;
}
