#!/usr/bin/env node
// Usage: node scripts/check-build.mjs [buildDir=build]
//
// Crawls a production build (no browser) and prints one line per problem, then a summary; exits 1
// when there is any problem. It fails on: internal links, assets and #anchors that do not resolve
// (the Docusaurus build only warns on anchors), external links without target="_blank" and
// rel="noopener noreferrer", duplicate element ids, pages without exactly one <h1>, missing or
// shared <title> / meta description, missing canonical link, sitemap URLs with no page, and
// sitemap.xml / blog rss.xml / atom.xml that are not well-formed or have the wrong root element.
// Runs inside the e2e stage through tests/e2e/build-checks.spec.ts.
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative, resolve, sep} from 'node:path';
import {
  checkLinks,
  checkPage,
  checkUnique,
  checkXml,
  classifyHref,
  fileForPath,
  parsePage,
  routeOfFile,
  sitemapUrls,
  summarise,
} from './lib/buildChecks.mjs';

/**
 * Titles / descriptions several pages may share on purpose, each with its reason. Empty: every
 * generated list page (blog pages, tag pages, category pages) gets its own title and description.
 * @type {Map<string, string>}
 */
const SHARED_TITLES = new Map();
/** @type {Map<string, string>} */
const SHARED_DESCRIPTIONS = new Map();

/**
 * Paths on the site's own origin that the production host serves from another application, not
 * from this build. Only absolute links (opened in a new tab) may point at them.
 */
const OFF_SITE_PATHS = new Map([
  ['/demo', 'the live demo (django-cfg LIB_SUPPORT_URL in config.py), served by the demo app on djangocfg.com'],
]);

/** XML files the build must produce, with their expected root element. */
const XML_FILES = [
  ['sitemap.xml', 'urlset'],
  ['blog/rss.xml', 'rss'],
  ['blog/atom.xml', 'feed'],
];

const buildDir = resolve(process.argv[2] ?? 'build');

/** @param {string} dir @returns {string[]} */
function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [relative(buildDir, full).split(sep).join('/')];
  });
}

let files;
try {
  files = new Set(listFiles(buildDir));
} catch (error) {
  console.error(`check-build: cannot read ${buildDir}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

const read = (/** @type {string} */ file) => readFileSync(join(buildDir, file), 'utf8');
const problems = [];

for (const [file, root] of XML_FILES) {
  if (!files.has(file)) problems.push(`${file}: missing`);
  else problems.push(...checkXml(file, read(file), root));
}

// The site origin the build writes into canonical links and the sitemap.
const sitemap = files.has('sitemap.xml') ? read('sitemap.xml') : '';
const locs = sitemapUrls(sitemap);
const siteOrigin = locs[0] ? new URL(locs[0]).origin : 'https://example.invalid';

const htmlFiles = [...files].filter((f) => f.endsWith('.html') && !f.startsWith('assets/'));
const pages = htmlFiles.map((file) => parsePage(read(file), routeOfFile(file)));

for (const page of pages) problems.push(...checkPage(page));
problems.push(...checkLinks(pages, files, siteOrigin, OFF_SITE_PATHS));
const contentPages = pages.filter((p) => p.redirectTo === undefined);
problems.push(...checkUnique(contentPages, 'title', SHARED_TITLES));
problems.push(...checkUnique(contentPages, 'description', SHARED_DESCRIPTIONS));

for (const page of contentPages) {
  if (!page.canonical || page.route === '/404') continue;
  const canonical = classifyHref(page.canonical, page.route, siteOrigin);
  if (canonical.kind !== 'internal' || canonical.path !== page.route) {
    problems.push(`${page.route}: canonical ${page.canonical} does not point at the page itself`);
  }
}

for (const loc of locs) {
  const url = new URL(loc);
  if (url.origin !== siteOrigin) problems.push(`sitemap.xml: ${loc} is on another origin than ${siteOrigin}`);
  else if (!fileForPath(decodeURIComponent(url.pathname), files))
    problems.push(`sitemap.xml: ${loc} has no page in the build`);
}

const lines = summarise(problems);
for (const line of lines) console.log(line);
console.log(
  `check-build: ${htmlFiles.length} pages, ${locs.length} sitemap URLs checked in ${relative(process.cwd(), buildDir) || '.'}: ` +
    (lines.length ? `${lines.length} problem(s)` : 'no problems'),
);
process.exit(lines.length ? 1 : 0);
