import type {SectionRecord} from './wire';

/** Where the identifier first stands as a word of the text, outside marked identifiers, or -1. */
export function wordAt(text: string, id: string): number {
  for (let at = text.indexOf(id); at >= 0; at = text.indexOf(id, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + id.length] ?? ' ';
    if (!/[\w.`-]/.test(before) && !/[\w`-]/.test(after)) return at;
  }
  return -1;
}

/**
 * Drops the identifiers a section has only in code blocks when other pages have them too: example
 * code repeats the same names (project_name, secret_key, os.environ) on page after page, and the page
 * that documents a name says it in its text. An identifier found on one page only stays findable.
 * Measured on the development half of tests/search-eval: no query lost, and 12 KB brotli less.
 */
export function dropSharedExampleIdentifiers(records: readonly SectionRecord[]): SectionRecord[] {
  const pagesOf = new Map<string, Set<string>>();
  for (const r of records) {
    for (const id of r.code.split(' ').filter(Boolean)) {
      const pages = pagesOf.get(id) ?? new Set<string>();
      pages.add(r.url);
      pagesOf.set(id, pages);
    }
  }
  return records.map((r) => {
    const code = r.code
      .split(' ')
      .filter((id) => id && (wordAt(r.content, id) >= 0 || ((pagesOf.get(id)?.size ?? 0) <= 1 && namesAThing(id))))
      .join(' ');
    return code === r.code ? r : {...r, code};
  });
}

/**
 * Of the identifiers only a page's code blocks hold, the ones a reader types: class names
 * (DjangoConfig, CacheConfig), command-line options (--dry-run) and django_cfg import paths. The
 * lower-case names of runnable examples (account_id, line_items, os.environ.get, models.CharField)
 * are left out: the examples run now, so they show every model and import they use, and those names
 * cost about 8 KB brotli of an index with a 250 KB budget.
 */
export function namesAThing(id: string): boolean {
  return /^-|^[A-Za-z_]*[A-Z]|^django_cfg/.test(id);
}
