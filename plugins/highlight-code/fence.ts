// What a code fence asks for beyond its language, read the way Docusaurus reads it: `title="…"` and
// `{1,4-6}` line ranges in the meta string, or `highlight-next-line` / `highlight-start` /
// `highlight-end` magic comments in the code (removed from what is shown and copied).

export interface Fence {
  /** The code to show, magic-comment lines removed. */
  readonly code: string;
  readonly title: string | undefined;
  /** 0-based indexes of highlighted lines in `code`. */
  readonly highlighted: ReadonlySet<number>;
}

const TITLE = /\btitle=(["'])(.*?)\1/;
const RANGES = /\{([\d,\s-]+)\}/;
const MAGIC_COMMENT = /^\s*(?:#|\/\/|--|;|<!--|\/\*)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/)?\s*$/;

/** "1,4-6" → {0, 3, 4, 5} */
function parseRanges(ranges: string): Set<number> {
  const lines = new Set<number>();
  for (const part of ranges.split(',')) {
    const bounds = part.split('-').map((n) => Number(n.trim()));
    const from = bounds[0];
    const to = bounds[1] ?? from;
    if (from === undefined || to === undefined || !Number.isInteger(from) || !Number.isInteger(to)) continue;
    for (let line = from; line <= to; line++) lines.add(line - 1);
  }
  return lines;
}

function applyMagicComments(source: string): {code: string; highlighted: Set<number>} {
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let nextLine = false;
  let inRange = false;
  for (const line of source.split('\n')) {
    const directive = MAGIC_COMMENT.exec(line)?.[1];
    if (directive === 'next-line') nextLine = true;
    else if (directive === 'start') inRange = true;
    else if (directive === 'end') inRange = false;
    else {
      if (nextLine || inRange) highlighted.add(kept.length);
      nextLine = false;
      kept.push(line);
    }
  }
  return {code: kept.join('\n'), highlighted};
}

export function parseFence(source: string, meta: string | null | undefined): Fence {
  const title = meta ? TITLE.exec(meta)?.[2] : undefined;
  const ranges = meta ? RANGES.exec(meta)?.[1] : undefined;
  // As in Docusaurus, line ranges in the meta string switch magic comments off.
  if (ranges !== undefined) return {code: source, title, highlighted: parseRanges(ranges)};
  return {title, ...applyMagicComments(source)};
}
