/**
 * Finds hand-written field tables (a header with a Field column and a Type or Default column) in the docs and
 * compares them with the extracted reference. Used by mdxTables.test.ts.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {allFields, reference, type ConfigModel, type ModelField} from './index';

export interface TableRow {
  /** The model a row names in its own Model column, when the table has one. */
  model: string;
  field: string;
  type: string;
  default: string;
  line: number;
}

export interface FieldTable {
  file: string;
  line: number;
  rows: TableRow[];
}

export interface Mismatch {
  file: string;
  line: number;
  model: string;
  field: string;
  column: 'type' | 'default';
  docs: string;
  source: string;
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

export function mdxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return mdxFiles(path);
    return name.endsWith('.mdx') || name.endsWith('.md') ? [path] : [];
  });
}

export function parseTables(file: string, root: string): FieldTable[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const tables: FieldTable[] = [];
  for (let i = 0; i < lines.length - 1; i++) {
    const head = lines[i] ?? '';
    if (!head.trim().startsWith('|') || !/^\s*\|[\s:|-]+\|\s*$/.test(lines[i + 1] ?? '')) continue;
    const columns = cells(head).map((c) => c.toLowerCase());
    const fieldCol = columns.findIndex((c) => /^(field|attribute|name|option|argument)s?$/.test(c));
    const typeCol = columns.indexOf('type');
    const defaultCol = columns.indexOf('default');
    const modelCol = columns.indexOf('model');
    if (fieldCol < 0 || (typeCol < 0 && defaultCol < 0)) continue;
    const rows: TableRow[] = [];
    let j = i + 2;
    for (; j < lines.length && (lines[j] ?? '').trim().startsWith('|'); j++) {
      const row = cells(lines[j] ?? '');
      rows.push({
        model: modelCol < 0 ? '' : stripCode(row[modelCol] ?? ''),
        field: row[fieldCol] ?? '',
        type: typeCol < 0 ? '' : (row[typeCol] ?? ''),
        default: defaultCol < 0 ? '' : (row[defaultCol] ?? ''),
        line: j + 1,
      });
    }
    tables.push({file: relative(root, file), line: i + 1, rows});
    i = j;
  }
  return tables;
}

/** The field name a table cell names: `` `conn_max_age` `` -> conn_max_age. Cells naming several fields give null. */
function fieldName(cell: string): string | null {
  const m = /^`([a-z_][a-z0-9_]*)`(?:\s*\(.*\))?$/i.exec(cell.trim());
  return m?.[1] ?? null;
}

/** The model a table documents: the one whose fields the table's rows name most. */
export function matchModel(table: FieldTable): ConfigModel | null {
  const names = table.rows.map((r) => fieldName(r.field)).filter((n): n is string => n !== null);
  let best: {model: ConfigModel; hits: number} | null = null;
  for (const model of Object.values(reference.models)) {
    const own = new Set(allFields(model).map((f) => f.name));
    const hits = names.filter((n) => own.has(n)).length;
    if (
      hits > (best?.hits ?? 0) ||
      (best && hits === best.hits && allFields(model).length < allFields(best.model).length)
    )
      best = {model, hits};
  }
  if (!best || best.hits < 2 || best.hits < names.length * 0.6) return null;
  return best.model;
}

function stripCode(text: string): string {
  return text.replace(/`/g, '').replace(/\\\|/g, '|').trim();
}

/** A type annotation in one spelling: Optional[X] -> X|None, List -> list, no spaces or quotes. */
export function normalizeType(text: string): string {
  let t = stripCode(text).replace(/\s+/g, '').replace(/["']/g, '');
  t = t.replace(/\b(List|Dict|Tuple|Set)\[/g, (_, g: string) => `${g.toLowerCase()}[`);
  for (let k = 0; k < 3; k++) t = t.replace(/Optional\[((?:[^[\]]|\[[^\]]*\])+)\]/g, '$1|None');
  t = t.replace(/Union\[((?:[^[\]]|\[[^\]]*\])+)\]/g, (_, inner: string) => inner.split(',').join('|'));
  const parts = t.split('|');
  return [...new Set(parts)].sort().join('|');
}

/** Equal annotations; a bare `dict` or `list` in the docs stands for any parametrised one. */
export function typesAgree(docs: string, source: string): boolean {
  const d = normalizeType(docs);
  const s = normalizeType(source);
  if (d === s) return true;
  const bare = (t: string) =>
    t
      .split('|')
      .map((part) => part.replace(/^(dict|list|tuple|set)\[.*\]$/, '$1'))
      .sort()
      .join('|');
  return !/\[/.test(d) && d === bare(s);
}

/** Whether a docs type cell is written as a Python annotation (and not prose such as "list of paths"). */
export function isAnnotation(text: string): boolean {
  const t = stripCode(text);
  return t.length > 0 && /^[\w[\], |."'-]+$/.test(t) && !/\b(of|or|and)\b/.test(t);
}

/** A default in one spelling; null when the docs cell is prose and cannot be compared. */
export function normalizeDefault(text: string, field?: ModelField): string | null {
  const t = stripCode(text);
  if (/^(required|—|-|\(required\)|\.\.\.)$/i.test(t)) return 'required';
  if (!/^(None|True|False|-?\d+(\.\d+)?|"[^"]*"|'[^']*'|\[\]|\{\}|\(\)|\[[^\]]*\]|[A-Z]\w*\.[A-Z_]+)$/.test(t)) {
    // An enum default may be written as its value: `production` for EnvironmentMode.PRODUCTION.
    if (field && /^[a-z_]+$/.test(t) && field.default?.endsWith(`.${t.toUpperCase()}`)) return field.default;
    return null;
  }
  return t.replace(/'/g, '"').replace(/\s+/g, '').replace(/\.0$/, '');
}

/** The value behind an enum default (TwilioRegion.US -> "us1"), or null. */
function enumValue(field: ModelField): string | null {
  const enumInfo = field.constraints.enum ? reference.enums[field.constraints.enum] : undefined;
  const member = enumInfo?.members.find((m) => field.default === `${enumInfo.name}.${m.name}`);
  return typeof member?.value === 'string' ? `"${member.value}"` : null;
}

function sourceDefault(field: ModelField, docs: string): string {
  if (field.required) return 'required';
  if (docs.startsWith('"') && enumValue(field) === docs) return docs;
  return (field.default ?? 'None').replace(/'/g, '"').replace(/\s+/g, '').replace(/\.0$/, '');
}

export interface TableCheck {
  model: string | null;
  mismatches: Mismatch[];
  /** Rows naming a field of the model, and how many of their types and defaults could be compared. */
  checked: number;
  typesCompared: number;
  defaultsCompared: number;
}

export function compareTable(table: FieldTable): TableCheck {
  const model = matchModel(table);
  if (!model) return {model: null, mismatches: [], checked: 0, typesCompared: 0, defaultsCompared: 0};
  const mismatches: Mismatch[] = [];
  let checked = 0;
  let typesCompared = 0;
  let defaultsCompared = 0;
  for (const row of table.rows) {
    const rowModel = Object.values(reference.models).find((m) => m.name === row.model) ?? model;
    const name = fieldName(row.field);
    const field = allFields(rowModel).find((f) => f.name === name);
    if (!field) continue;
    checked++;
    if (isAnnotation(row.type)) typesCompared++;
    if (isAnnotation(row.type) && !typesAgree(row.type, field.type)) {
      mismatches.push({...where(table, row, rowModel, field), column: 'type', docs: row.type, source: field.type});
    }
    const docsDefault = normalizeDefault(row.default, field);
    if (docsDefault !== null) defaultsCompared++;
    if (docsDefault !== null && docsDefault !== sourceDefault(field, docsDefault)) {
      mismatches.push({
        ...where(table, row, rowModel, field),
        column: 'default',
        docs: row.default,
        source: field.required ? 'required' : (field.default ?? 'None'),
      });
    }
  }
  return {model: model.name, mismatches, checked, typesCompared, defaultsCompared};
}

function where(table: FieldTable, row: TableRow, model: ConfigModel, field: ModelField) {
  return {file: table.file, line: row.line, model: model.name, field: field.name};
}
