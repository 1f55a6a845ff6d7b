// Syntax highlighting at build time: the same Prism grammars the theme would run in the browser,
// turned into the theme's code-block markup (one div.token-line per line, span.token per token) so
// no highlighter ships to visitors and no code block re-renders after hydration.
import {createRequire} from 'node:module';
import {Prism} from 'prism-react-renderer';

/** Fence languages shown as plain text. */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'console', 'output']);

const requireGrammar = createRequire(__filename);
const loadedExtras = new Set<string>();

/**
 * Adds grammars prism-react-renderer does not bundle (bash, docker, ini, nginx…) from prismjs.
 * prismjs components register themselves on a global `Prism`, hence the global for the duration.
 */
export function loadLanguages(languages: readonly string[]): void {
  const global = globalThis as {Prism?: unknown};
  const previous = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of languages) {
      if (loadedExtras.has(language)) continue;
      requireGrammar(`prismjs/components/prism-${language}`);
      loadedExtras.add(language);
    }
  } finally {
    global.Prism = previous;
  }
}

/** Whether a fence language gets real highlighting (known grammar) rather than plain text. */
export function isKnownLanguage(language: string): boolean {
  return PLAIN.has(language) || language in Prism.languages;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

interface Piece {
  readonly types: readonly string[];
  readonly text: string;
}

type Stream = string | Prism.Token | (string | Prism.Token)[];

/** Flattens Prism's nested tokens into pieces carrying every enclosing type and alias. */
function flatten(stream: Stream, types: readonly string[], out: Piece[]): void {
  if (typeof stream === 'string') {
    if (stream) out.push({types, text: stream});
    return;
  }
  if (Array.isArray(stream)) {
    for (const item of stream) flatten(item, types, out);
    return;
  }
  // Typed as always present, but Prism leaves `alias` undefined on most tokens.
  const aliases = stream.alias ? [stream.alias].flat() : [];
  flatten(stream.content, [...types, stream.type, ...aliases], out);
}

/** Splits pieces into source lines; a multi-line token (docstring, comment) is cut at each newline. */
function toLines(pieces: readonly Piece[]): Piece[][] {
  let line: Piece[] = [];
  const lines = [line];
  for (const piece of pieces) {
    piece.text.split('\n').forEach((part, index) => {
      if (index > 0) lines.push((line = []));
      if (part) line.push({types: piece.types, text: part});
    });
  }
  return lines;
}

function pieceHtml({types, text}: Piece): string {
  const escaped = escapeHtml(text);
  return types.length === 0 ? escaped : `<span class="token ${types.join(' ')}">${escaped}</span>`;
}

/**
 * Inner HTML of a code block's <code>: one div.token-line per line, plus the classes
 * `lineClassNames` gives its 0-based index (the magic-comment classes, as the theme's CodeBlock adds
 * them). An empty line holds a <br> so it keeps its height.
 */
export function highlightToHtml(
  code: string,
  language: string,
  lineClassNames: Readonly<Record<number, readonly string[]>> = {},
): string {
  const grammar = PLAIN.has(language) ? undefined : Prism.languages[language];
  const pieces: Piece[] = [];
  if (grammar) flatten(Prism.tokenize(code, grammar), [], pieces);
  else pieces.push({types: [], text: code});
  return toLines(pieces)
    .map((line, index) => {
      const className = ['token-line', ...(lineClassNames[index] ?? [])].join(' ');
      const body = line.length === 0 ? '<br>' : line.map(pieceHtml).join('');
      return `<div class="${className}">${body}</div>`;
    })
    .join('');
}
