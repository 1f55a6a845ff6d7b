import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {docsSections, sectionLandingPath} from '../src/data/docsSections';
import {folderRedirects, type Redirect} from '../src/utils/folderRedirects';
import {parseRedirectMap, withoutExistingPages} from '../src/utils/movedPages';

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/** Route of a doc file relative to docs/ (no doc sets a slug), or undefined for partials. */
function docRoute(file: string): string | undefined {
  if (!/\.mdx?$/.test(file) || file.split('/').some((part) => part.startsWith('_'))) return undefined;
  return '/' + file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
}

/**
 * Section roots (/<id>) redirect to the section's landing doc; folder URLs without a page of their
 * own (e.g. /features/modules) redirect to the folder's overview; pages of the old site that moved
 * redirect as config/oldSiteRedirects.txt says, unless a doc has that path again. Written as static
 * redirect pages, and as server rules by plugins/security-headers.
 */
export function redirects(siteDir: string): Redirect[] {
  const sectionRoots = docsSections.map((s) => ({from: `/${s.id}`, to: sectionLandingPath(s)}));
  const docFiles = listFiles(join(siteDir, 'docs')).map((f) => relative(join(siteDir, 'docs'), f).split(sep).join('/'));
  const docRoutes = new Set(docFiles.map(docRoute).filter((route) => route !== undefined));
  const moved = withoutExistingPages(
    parseRedirectMap(readFileSync(join(__dirname, 'oldSiteRedirects.txt'), 'utf8')),
    docRoutes,
  );
  const folders = folderRedirects(docFiles, new Set([...sectionRoots, ...moved].map((r) => r.from)));
  return [...sectionRoots, ...folders, ...moved];
}
