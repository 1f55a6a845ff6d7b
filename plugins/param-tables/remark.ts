// Remark plugin: one responsive table system for the hand-written Markdown tables.
//
// - A field table (its first column lists fields, options, settings, parameters or variables, and
//   another column is a Type or a Default) becomes a parameter list, as the generated reference
//   draws one (src/components/ConfigReference): name, type and default on one line, then the
//   meaning and any other column below. No column fights another for width, at any screen size.
// - Any other table of 3 or 4 columns is marked `table--stack`: below 640 px each row becomes a card
//   of label/value lines, the labels coming from the header row (`data-label` on every cell).
// - A table of 5 or more columns is a comparison grid (`table--matrix`): it keeps scrolling
//   sideways, with its first column frozen (src/css/_tables.scss).
// - Inline code in any of them gets break opportunities after dots, underscores and slashes, so a
//   long identifier wraps at a boundary instead of mid-word.
//
// It works on the tree the page is rendered from. The Markdown twins (plugins/ai-docs) are made
// from the source files, so they keep their Markdown tables.
import type {MdastNode} from '../shared/mdast';
import {codeBreaks} from './breaks';

export type TableKind = 'params' | 'stack' | 'matrix' | 'plain';

/** First-column headers of a field table. */
const NAME_HEADER =
  /^(fields?|options?|settings?|parameters?|params?|arguments?|argument or option|variables?|environment variables?|attributes?|keys?|flags?)$/i;
/** Columns whose text is the field's meaning: shown without a label. */
const MEANING_HEADER = /^(meaning|description|purpose|notes?|effect|details|what it does|rules and meaning)$/i;

/** The plain text of a node: its text and inline code, without formatting. */
export function plainText(node: MdastNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(plainText).join('');
}

/** What a table with these header cells is. */
export function tableKind(headers: readonly string[]): TableKind {
  const [first = '', ...rest] = headers.map((h) => h.trim());
  if (NAME_HEADER.test(first) && rest.some((h) => /^type$/i.test(h) || /^default\b/i.test(h))) return 'params';
  if (headers.length >= 5) return 'matrix';
  if (headers.length >= 3) return 'stack';
  return 'plain';
}

/**
 * An inline code span as a JSX `<code>` of pieces (spans that src/css/_tables.scss keeps whole)
 * with a <wbr> at each break opportunity between them (./breaks.ts):
 * `EnvironmentMode.PRODUCTION` may break before `.PRODUCTION`, never inside a word, and copying it
 * gives the same characters. It is written as JSX rather than as the Markdown `code` element
 * because the theme's MDX `code` component draws any code whose children are not plain text as a
 * code block.
 */
export function breakableCode(value: string): MdastNode {
  const children: MdastNode[] = [];
  codeBreaks(value).forEach((part, i) => {
    if (i > 0) children.push({type: 'mdxJsxTextElement', name: 'wbr', attributes: [], children: []});
    children.push({type: 'mdxJsxTextElement', name: 'span', attributes: [], children: [{type: 'text', value: part}]});
  });
  // Marked as written-out JSX, which MDX leaves alone instead of handing to the theme's `code`.
  return {type: 'mdxJsxTextElement', name: 'code', attributes: [], children, data: {_mdxExplicitJsx: true}};
}

/** Gives every inline code span under `node` its unbreakable pieces and the break opportunities between them. */
function markCode(node: MdastNode): void {
  node.children?.forEach((child, index, siblings) => {
    if (child.type === 'inlineCode' && typeof child.value === 'string') siblings[index] = breakableCode(child.value);
    else markCode(child);
  });
}

/**
 * An element for the HTML output: mdast-util-to-hast renders an unknown node as `hName`. A label
 * ("Default:") stays out of the search index: hundreds of them name no topic.
 */
function el(hName: string, className: string | null, children: MdastNode[]): MdastNode {
  const label = className === 'param__label' ? {'data-search-ignore': ''} : {};
  return {
    type: 'paramTableElement',
    data: {hName, hProperties: className ? {className: [className], ...label} : {}},
    children,
  };
}

const text = (value: string): MdastNode => ({type: 'text', value});

/** An empty cell, or one that only says there is nothing (—, -, n/a). */
function isBlank(cell: MdastNode): boolean {
  return /^\s*(—|–|-|n\/a)?\s*$/i.test(plainText(cell));
}

/** The parameter list a field table becomes: a <dl> with one group per row. */
export function parameterList(table: MdastNode): MdastNode {
  const [head, ...rows] = table.children ?? [];
  const headers = (head?.children ?? []).map((c) => plainText(c).trim());
  const typeAt = headers.findIndex((h, i) => i > 0 && /^type$/i.test(h));
  const defaultAt = headers.findIndex((h, i) => i > 0 && /^default\b/i.test(h));
  const items = rows.map((row) => {
    const cells = row.children ?? [];
    const line: MdastNode[] = [el('span', 'param__name', cells[0]?.children ?? [])];
    const typeCell = cells[typeAt];
    if (typeCell && !isBlank(typeCell)) line.push(text(' '), el('span', 'param__type', typeCell.children ?? []));
    const defaultCell = cells[defaultAt];
    if (defaultCell && !isBlank(defaultCell)) {
      const label = headers[defaultAt] ?? 'Default';
      line.push(
        text(' '),
        el('span', 'param__default', [
          el('span', 'param__label', [text(`${label}:`)]),
          text(' '),
          ...(defaultCell.children ?? []),
        ]),
      );
    }
    const body: MdastNode[] = [];
    cells.forEach((cell, i) => {
      if (i === 0 || i === typeAt || i === defaultAt || isBlank(cell)) return;
      const header = headers[i] ?? '';
      const content = cell.children ?? [];
      body.push(
        MEANING_HEADER.test(header) || header === ''
          ? el('p', null, content)
          : el('p', null, [el('span', 'param__label', [text(`${header}:`)]), text(' '), ...content]),
      );
    });
    return el('div', 'param', [el('dt', 'param__head', line), el('dd', 'param__body', body)]);
  });
  return el('dl', 'param-list', items);
}

/** The docs column of a 1440 px screen, where a table shares the row with the table of contents. */
export const ARTICLE_PX = 821;
/** Average advance per character, in px: 14 px cell text (bold in headers) and 13 px code. */
const CHAR_PX = {text: 7.8, header: 8.6, code: 7.9} as const;
/** A cell's horizontal padding (2 × 0.75rem). */
const CELL_PADDING_PX = 24;
/** The narrowest column of a comparison grid, padding included (9rem in src/css/_tables.scss). */
const MATRIX_MIN_COLUMN_PX = 144;

/** The widest piece of `cell` that cannot wrap, in px: a word, or a piece of code between its <wbr>. */
function unbreakablePx(cell: MdastNode, charPx: number): number {
  let widest = 0;
  const visit = (node: MdastNode): void => {
    if (node.type === 'mdxJsxTextElement' && node.name === 'code') {
      for (const piece of node.children ?? []) widest = Math.max(widest, plainText(piece).length * CHAR_PX.code);
      return;
    }
    if (typeof node.value === 'string') {
      for (const word of node.value.split(/\s+|(?<=-)/)) widest = Math.max(widest, word.length * charPx);
      return;
    }
    node.children?.forEach(visit);
  };
  visit(cell);
  return widest;
}

/**
 * Whether the table's narrowest layout (each column as wide as its widest unbreakable piece) is
 * wider than the docs column at 1440 px: such a table may use the table of contents' gutter
 * (src/css/_tables.scss). An estimate from character counts; fonts differ by a few percent.
 */
export function minTableWidth(table: MdastNode, kind: TableKind): number {
  const [head, ...rows] = table.children ?? [];
  const columns: number[] = [];
  [head, ...rows].forEach((row, r) =>
    (row?.children ?? []).forEach((cell, i) => {
      const px = unbreakablePx(cell, r === 0 ? CHAR_PX.header : CHAR_PX.text);
      columns[i] = Math.max(columns[i] ?? 0, kind === 'matrix' ? MATRIX_MIN_COLUMN_PX : 0, px + CELL_PADDING_PX);
    }),
  );
  return columns.reduce((sum, px) => sum + px, 0);
}

/** Marks a table for its layout and labels each body cell with its column's header. */
function labelTable(table: MdastNode, kind: 'stack' | 'matrix'): void {
  const [head, ...rows] = table.children ?? [];
  const headers = (head?.children ?? []).map((c) => plainText(c).trim());
  const className = [`table--${kind}`, ...(minTableWidth(table, kind) > ARTICLE_PX ? ['table--wide'] : [])];
  table.data = {...(table.data as object | undefined), hProperties: {className}};
  if (kind !== 'stack') return;
  for (const row of rows) {
    (row.children ?? []).forEach((cell, i) => {
      cell.data = {...(cell.data as object | undefined), hProperties: {dataLabel: headers[i] ?? ''}};
    });
  }
}

export default function remarkParamTables() {
  const walk = (parent: MdastNode): void => {
    const children = parent.children ?? [];
    children.forEach((node, index) => {
      if (node.type !== 'table') {
        walk(node);
        return;
      }
      markCode(node);
      const headers = (node.children?.[0]?.children ?? []).map((c) => plainText(c));
      const kind = tableKind(headers);
      if (kind === 'params') children[index] = parameterList(node);
      else if (kind !== 'plain') labelTable(node, kind);
    });
  };
  return walk;
}
