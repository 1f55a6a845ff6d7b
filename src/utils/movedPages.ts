import type {Redirect} from './folderRedirects';

/**
 * Parses a redirect map: one `old-path new-path` pair a line; blank lines and `#` comments are
 * skipped. Throws on a malformed line or a path listed twice, naming the line.
 */
export function parseRedirectMap(text: string): Redirect[] {
  const seen = new Set<string>();
  return text.split('\n').flatMap((raw, index) => {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) return [];
    const parts = line.split(/\s+/);
    const [from, to] = parts;
    if (parts.length !== 2 || !from?.startsWith('/') || !to?.startsWith('/')) {
      throw new Error(`redirect map, line ${index + 1}: expected "/old/path /new/path", got "${raw}"`);
    }
    if (seen.has(from)) throw new Error(`redirect map, line ${index + 1}: ${from} is listed twice`);
    seen.add(from);
    return [{from, to}];
  });
}

/** Redirects whose old path has a page again; a page wins, so these are left out. */
export function withoutExistingPages(redirects: readonly Redirect[], pageRoutes: ReadonlySet<string>): Redirect[] {
  return redirects.filter((r) => !pageRoutes.has(r.from));
}
