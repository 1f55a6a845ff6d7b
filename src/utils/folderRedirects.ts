export interface Redirect {
  readonly from: string;
  readonly to: string;
}

const docExtension = /\.mdx?$/;

/**
 * Given doc files relative to the docs root (e.g. `features/modules/overview.mdx`), returns a
 * redirect for every folder URL that has no page of its own but holds an `overview` doc.
 * Partials (`_name`) are not routes. Folders listed in `taken` already have a redirect.
 */
export function folderRedirects(files: readonly string[], taken: ReadonlySet<string> = new Set()): Redirect[] {
  const routes = new Set(
    files
      .filter((f) => docExtension.test(f) && !f.split('/').some((part) => part.startsWith('_')))
      .map((f) => '/' + f.replace(docExtension, '').replace(/\/index$/, '')),
  );
  const result: Redirect[] = [];
  for (const route of routes) {
    if (!route.endsWith('/overview')) continue;
    const folder = route.slice(0, -'/overview'.length);
    if (folder && !routes.has(folder) && !taken.has(folder)) result.push({from: folder, to: route});
  }
  return result.sort((a, b) => a.from.localeCompare(b.from));
}
