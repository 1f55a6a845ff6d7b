// The lines one text lacks and the other adds, for the drift tests that compare a copy with the
// installed file it was copied from (config/ssrTemplate.test.ts, src/theme/register.test.ts).

export interface LineDiff {
  readonly removed: string[];
  readonly added: string[];
}

/** The lines of `a` missing from `b` and of `b` missing from `a`, in order (a longest common subsequence). */
export function lineDiff(a: readonly string[], b: readonly string[]): LineDiff {
  // common[i][j]: the length of the longest common subsequence of a[i..] and b[j..].
  const common = [...a, ''].map(() => [...b, ''].map(() => 0));
  const at = (i: number, j: number): number => common[i]?.[j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) {
      const row = common[i] ?? [];
      row[j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || at(i, j + 1) >= at(i + 1, j))) added.push(b[j++] ?? '');
    else removed.push(a[i++] ?? '');
  }
  return {removed, added};
}

/**
 * Source code as a list of units that formatting does not change: comments and whitespace dropped,
 * trailing commas dropped, split after each `;`, `{` and `}`. Two files that differ only in how
 * Prettier wrapped them give the same units.
 */
export function codeUnits(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .replace(/\s+/g, '')
    .replace(/,([}\])])/g, '$1');
  return code.split(/(?<=[;{}])/).filter((unit) => unit !== '');
}
