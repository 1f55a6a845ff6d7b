#!/usr/bin/env node
// Checks a built site against the routes the specification requires.
// Usage: node scripts/check-routes.mjs <build-dir> [--min-words N]
// The route list is the specification's, kept as data in tests/data/routes.txt.
// Exit 0 when every route resolves to an HTML page (and, with --min-words, every
// docs or blog-post page has at least N words of main content); 1 otherwise.
import {existsSync, readFileSync} from 'node:fs';
import {join, dirname} from 'node:path';
import {fileURLToPath} from 'node:url';

const args = process.argv.slice(2);
const buildDir = args[0];
const minIdx = args.indexOf('--min-words');
const minWords = minIdx >= 0 ? Number(args[minIdx + 1]) : 0;
if (!buildDir || !existsSync(buildDir)) {
  console.error('usage: check-routes.mjs <build-dir> [--min-words N]');
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const routes = readFileSync(join(here, '..', 'tests', 'data', 'routes.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean);

// Pages whose job is to list other pages: exempt from the word minimum.
const listing = /^\/(blog(\/(archive|authors|tags)(\/.*)?)?|search|maintenance|[^/]+\/(tags|category)(\/.*)?|[^/]+)$/;

function htmlFor(route) {
  const base = route === '/' ? '' : route;
  for (const f of [join(buildDir, base, 'index.html'), join(buildDir, `${base}.html`)]) {
    if (existsSync(f)) return readFileSync(f, 'utf8');
  }
  return null;
}
function mainWords(html) {
  const m = html.match(/<main[\s\S]*?<\/main>/i) || html.match(/<article[\s\S]*?<\/article>/i);
  const text = (m ? m[0] : '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

let missing = 0,
  thin = 0;
for (const route of routes) {
  const html = htmlFor(route);
  if (html === null) {
    console.log(`missing  ${route}`);
    missing++;
    continue;
  }
  const redirect = /http-equiv=["']refresh["']/i.test(html);
  if (minWords && !redirect && !listing.test(route)) {
    const words = mainWords(html);
    if (words < minWords) {
      console.log(`thin     ${route} (${words} words)`);
      thin++;
    }
  }
}
if (!existsSync(join(buildDir, '404.html'))) {
  console.log('missing  404.html');
  missing++;
}
console.log(`${routes.length} routes checked: ${missing} missing, ${thin} below ${minWords} words`);
process.exit(missing || thin ? 1 : 0);
