import {readdirSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {docsSections, sectionLandingPath} from '../src/data/docsSections';
import {folderRedirects, type Redirect} from '../src/utils/folderRedirects';

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * Section roots (/<id>) redirect to the section's landing doc; folder URLs without a page of their
 * own (e.g. /features/modules) redirect to the folder's overview. Written as static redirect pages.
 */
export function redirects(siteDir: string): Redirect[] {
  const sectionRoots = docsSections.map((s) => ({from: `/${s.id}`, to: sectionLandingPath(s)}));
  const docFiles = listFiles(join(siteDir, 'docs')).map((f) => relative(join(siteDir, 'docs'), f).split(sep).join('/'));
  return [...sectionRoots, ...folderRedirects(docFiles, new Set(sectionRoots.map((r) => r.from)))];
}
