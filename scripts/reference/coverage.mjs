#!/usr/bin/env node
// Usage: node scripts/reference/coverage.mjs [buildDir=build] [--json]
//
// How much of django-cfg's public surface the built site documents. The surface comes from the
// committed reference JSON (src/data/reference/django-cfg-<version>.json, which the extractor reads
// from the source tree): every top-level export, every field of every exported config model, every
// management command and every `django-cfg` console command with its options. An item counts as
// documented when its name appears in the text of a built page: a field on a page that also names
// its model, everything else anywhere. Prints the totals, then every missing item; exits 0.
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {load} from 'cheerio';

const args = process.argv.slice(2);
const buildDir = args.find((a) => !a.startsWith('--')) ?? 'build';
const asJson = args.includes('--json');
const dataDir = new URL('../../src/data/reference/', import.meta.url);
const file = readdirSync(dataDir).find((f) => /^django-cfg-.*\.json$/.test(f));
const ref = JSON.parse(readFileSync(new URL(file, dataDir), 'utf8'));

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

const pages = htmlFiles(buildDir).map((path) => {
  const $ = load(readFileSync(path, 'utf8'));
  $('script, style, noscript').remove();
  // A space before every tag, so the cells of a table row do not run together into one word.
  const html = ($('main').length ? $('main') : $('body'))
    .toArray()
    .map((el) => $.html(el))
    .join(' ');
  return {path: relative(buildDir, path), text: load(html.replace(/</g, ' <')).text()};
});
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (text, name) => new RegExp(`(^|[^\\w-])${escape(name)}($|[^\\w-])`).test(text);
const anywhere = (name) => pages.some((p) => mentions(p.text, name));

const groups = {exports: [], modelFields: [], commands: [], cli: []};
for (const e of ref.exports) groups.exports.push({item: e.name, ok: anywhere(e.name)});
for (const model of Object.values(ref.models)) {
  if (!model.exported) continue;
  const withModel = pages.filter((p) => mentions(p.text, model.name));
  const names = new Set([...model.fields.map((f) => f.name), ...model.inheritedFields.map((f) => f.name)]);
  for (const name of names) {
    groups.modelFields.push({item: `${model.name}.${name}`, ok: withModel.some((p) => mentions(p.text, name))});
  }
}
for (const name of new Set(ref.commands.map((c) => c.name))) groups.commands.push({item: name, ok: anywhere(name)});
for (const cmd of ref.cli) {
  groups.cli.push({item: `django-cfg ${cmd.name}`, ok: anywhere(cmd.name)});
  for (const param of cmd.params) {
    const flag = param.find((p) => p.startsWith('--'));
    if (flag) groups.cli.push({item: `django-cfg ${cmd.name} ${flag}`, ok: anywhere(flag)});
  }
}

const all = Object.values(groups).flat();
const covered = all.filter((i) => i.ok).length;
const summary = Object.fromEntries(
  Object.entries(groups).map(([k, items]) => [k, {covered: items.filter((i) => i.ok).length, total: items.length}]),
);
const percent = ((100 * covered) / all.length).toFixed(1);
if (asJson) {
  console.log(JSON.stringify({version: ref.version, covered, total: all.length, percent, summary}, null, 2));
} else {
  console.log(`django-cfg ${ref.version}: ${covered} of ${all.length} surface items documented (${percent} %)`);
  for (const [k, s] of Object.entries(summary)) console.log(`  ${k}: ${s.covered}/${s.total}`);
  const missing = all.filter((i) => !i.ok);
  if (missing.length) console.log(`Missing:\n${missing.map((i) => `  ${i.item}`).join('\n')}`);
}
