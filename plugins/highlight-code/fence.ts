// What a code fence asks for beyond its language, read with the stock theme's own functions so a
// fence behaves as it would in Docusaurus's CodeBlock: `title="…"` and `{1,4-6}` line ranges in the
// meta string, or magic comments in the code (`highlight-next-line`, `highlight-start` /
// `highlight-end` by default, in the comment syntaxes the theme accepts for the language). Magic
// comment lines are removed from what is shown and copied.
import {
  DEFAULT_MAGIC_COMMENTS,
  themeParseCodeBlockTitle,
  themeParseLines,
  type MagicCommentConfig,
} from '../shared/themeCodeBlockUtils';

export {DEFAULT_MAGIC_COMMENTS, type MagicCommentConfig} from '../shared/themeCodeBlockUtils';

export interface Fence {
  /** The code to show, magic-comment lines removed. */
  readonly code: string;
  readonly title: string | undefined;
  /** Class names of each line that has any, by 0-based line index in `code`. */
  readonly lineClassNames: Readonly<Record<number, readonly string[]>>;
}

export function parseFence(
  source: string,
  meta: string | null | undefined,
  language: string,
  magicComments: readonly MagicCommentConfig[] = DEFAULT_MAGIC_COMMENTS,
): Fence {
  const metastring = meta ?? undefined;
  const {code, lineClassNames} = themeParseLines(source, {
    metastring,
    language,
    magicComments: [...magicComments],
  });
  return {code, title: themeParseCodeBlockTitle(metastring) || undefined, lineClassNames};
}
