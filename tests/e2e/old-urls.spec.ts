// Every URL of the old site (tests/data/old-site-urls.txt, the old site's list) still
// leads somewhere: to a page at that path, or to a redirect page whose target is a page. Redirects
// come from config/oldSiteRedirects.txt; the server rules (nginx, _redirects) are made from the same
// list. Reads the build on disk; no browser needed.
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';

const root = join(__dirname, '../..');
const build = join(root, 'build');

function builtFile(path: string): string | undefined {
  const bare = path.replace(/^\/+|\/+$/g, '');
  const candidates = bare === '' ? ['index.html'] : [`${bare}.html`, `${bare}/index.html`];
  return candidates.map((c) => join(build, c)).find((f) => existsSync(f));
}

/** The target of a redirect page (plugin-client-redirects writes a meta refresh), if it is one. */
function redirectTarget(html: string): string | undefined {
  return /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html)?.[1];
}

/** What an old path leads to: a page, a redirect to a page, or a reason it leads nowhere. */
function resolveOldPath(path: string): {ok: true} | {ok: false; reason: string} {
  const file = builtFile(path);
  if (!file) return {ok: false, reason: 'no page and no redirect'};
  const target = redirectTarget(readFileSync(file, 'utf8'));
  if (target === undefined) return {ok: true};
  const targetFile = builtFile(new URL(target, 'https://site.invalid').pathname);
  if (!targetFile) return {ok: false, reason: `redirects to ${target}, which does not exist`};
  if (redirectTarget(readFileSync(targetFile, 'utf8')) !== undefined)
    return {ok: false, reason: `redirects to ${target}, which is itself a redirect`};
  return {ok: true};
}

test('every URL of the old site leads to a page', () => {
  const paths = readFileSync(join(root, 'tests/data/old-site-urls.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((url) => new URL(url, 'https://site.invalid').pathname);
  expect(paths.length).toBeGreaterThan(100);
  const broken = paths.flatMap((path) => {
    const result = resolveOldPath(path);
    return result.ok ? [] : [`${path}: ${result.reason}`];
  });
  expect(
    broken,
    `${broken.length} of ${paths.length} old URLs lead nowhere. Give each a page at that path or a line in ` +
      'config/oldSiteRedirects.txt. (Pages that a content branch re-creates at their old path fail here until ' +
      'that branch is merged; do not redirect those.)',
  ).toEqual([]);
});
