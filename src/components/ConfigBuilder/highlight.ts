// A small highlighter for the builder's own output (Python, .env, one shell line). Code fences are
// highlighted at build time (plugins/highlight-code), which cannot reach text the page writes as you
// choose; this covers only what buildProject() writes, with Prism's token names, so the panels take
// the site's syntax colours. Lines are returned as tokens, not HTML: React escapes them.

export type OutputLanguage = 'python' | 'env' | 'shell';

export interface Token {
  /** Prism token classes ("keyword", "string", "class-name"), or "" for plain text. */
  readonly type: string;
  readonly text: string;
}

const PYTHON_KEYWORDS = new Set([
  'and',
  'as',
  'class',
  'def',
  'elif',
  'else',
  'for',
  'from',
  'if',
  'import',
  'in',
  'is',
  'lambda',
  'not',
  'or',
  'pass',
  'return',
  'with',
]);
const PYTHON_CONSTANTS = new Set(['True', 'False', 'None']);

/** One alternation, tried left to right at each position; the group that matched names the token. */
const PYTHON = new RegExp(
  [
    /(?<comment>#.*)/.source,
    /(?<string>[rbfu]{0,2}(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'))/.source,
    /(?<decorator>@[\w.]+)/.source,
    /(?<number>\b\d+(?:\.\d+)?\b)/.source,
    /(?<word>\b[A-Za-z_]\w*\b)/.source,
    /(?<punctuation>[()[\]{}:,.])/.source,
    /(?<operator>[=|*+\-<>!]+)/.source,
  ].join('|'),
  'g',
);

const ENV_LINE = /^(?<name>[A-Za-z_][A-Za-z0-9_]*)(?<eq>=)(?<value>.*)$/;
const SHELL = /(?<string>'[^']*'|"[^"]*")|(?<flag>\s-{1,2}[\w-]+)|(?<command>\b(?:install|add)\b)/g;

function pythonLine(line: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  let previousWord = '';
  for (const match of line.matchAll(PYTHON)) {
    if (match.index > at) tokens.push({type: '', text: line.slice(at, match.index)});
    const groups = match.groups ?? {};
    const text = match[0];
    let type = '';
    if (groups.comment) type = 'comment';
    else if (groups.string) type = 'string';
    else if (groups.decorator) type = 'decorator';
    else if (groups.number) type = 'number';
    else if (groups.punctuation) type = 'punctuation';
    else if (groups.operator) type = 'operator';
    else if (PYTHON_CONSTANTS.has(text)) type = 'boolean';
    else if (PYTHON_KEYWORDS.has(text)) type = 'keyword';
    else if (previousWord === 'class' || /^[A-Z]/.test(text)) type = 'class-name';
    else if (line[match.index + text.length] === '(') type = 'function';
    if (groups.word) previousWord = text;
    tokens.push({type, text});
    at = match.index + text.length;
  }
  if (at < line.length) tokens.push({type: '', text: line.slice(at)});
  return tokens;
}

function envLine(line: string): Token[] {
  if (line.startsWith('#')) return [{type: 'comment', text: line}];
  const groups = ENV_LINE.exec(line)?.groups;
  if (!groups) return line ? [{type: '', text: line}] : [];
  return [
    {type: 'variable', text: groups.name ?? ''},
    {type: 'operator', text: groups.eq ?? ''},
    ...(groups.value ? [{type: 'string', text: groups.value}] : []),
  ];
}

function shellLine(line: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  for (const match of line.matchAll(SHELL)) {
    if (match.index > at) tokens.push({type: '', text: line.slice(at, match.index)});
    const groups = match.groups ?? {};
    const type = groups.string ? 'string' : groups.flag ? 'parameter variable' : 'function';
    tokens.push({type, text: match[0]});
    at = match.index + match[0].length;
  }
  if (at < line.length) tokens.push({type: '', text: line.slice(at)});
  return tokens;
}

/** The text split into lines (a final newline ends the last line, it adds none), each as tokens. */
export function highlightLines(text: string, language: OutputLanguage): Token[][] {
  const lines = text.replace(/\n$/, '').split('\n');
  const tokenize = language === 'python' ? pythonLine : language === 'env' ? envLine : shellLine;
  return lines.map(tokenize);
}

/**
 * The lines of `next` that are not in `previous` at all (added or edited), by index: what a toggle
 * changed, so the panel can mark them. Lines that only moved are not marked.
 */
export function changedLines(previous: string, next: string): Set<number> {
  const before = new Map<string, number>();
  for (const line of previous.replace(/\n$/, '').split('\n')) before.set(line, (before.get(line) ?? 0) + 1);
  const changed = new Set<number>();
  next
    .replace(/\n$/, '')
    .split('\n')
    .forEach((line, index) => {
      const left = before.get(line) ?? 0;
      if (left > 0) before.set(line, left - 1);
      else if (line.trim()) changed.add(index);
    });
  return changed;
}
