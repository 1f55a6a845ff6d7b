// Every install command the built site shows installs the release the docs describe: in code on the
// HTML pages (blocks, inline code, the home page's copy command), in the Markdown twins and in
// llms.txt / llms-full.txt. plugins/pin-install does the pinning; this checks the result.
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {load} from 'cheerio';
import {expect, test} from '@playwright/test';
import {unpinnedInstallCommands} from '../../plugins/pin-install/pin';
import {djangoCfgVersion} from '../../src/data/release';

const build = join(__dirname, '../../build');

/**
 * Commands that are quoted, not offered: django-cfg's own update notice suggests this one, and the
 * page says so (docs/fundamentals/system/startup.mdx).
 */
const QUOTED = new Set(['poetry add django-cfg@latest']);

function files(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** The text of every code element of a page, one line per highlighted line. */
function codeText(html: string): string {
  const $ = load(html);
  return $('code')
    .toArray()
    .map((code) => {
      const lines = $(code).find('.token-line');
      return lines.length > 0
        ? lines
            .toArray()
            .map((line) => $(line).text())
            .join('\n')
        : $(code).text();
    })
    .join('\n');
}

test('no install command in the built site installs an unpinned django-cfg', () => {
  const all = files(build);
  const checked = all.filter((f) => /\.(html|md|txt)$/.test(f) && !f.endsWith('robots.txt'));
  expect(checked.filter((f) => f.endsWith('.md')).length, 'Markdown twins').toBeGreaterThan(50);
  let pinned = 0;
  const unpinned = checked.flatMap((file) => {
    const raw = readFileSync(file, 'utf8');
    const text = file.endsWith('.html') ? codeText(raw) : raw;
    pinned += text.split(`==${djangoCfgVersion}`).length - 1;
    return unpinnedInstallCommands(text)
      .map((line) => line.trim())
      .filter((line) => ![...QUOTED].some((quoted) => line.includes(quoted)))
      .map((line) => `${relative(build, file)}: ${line}`);
  });
  expect(unpinned, `pin these to ${djangoCfgVersion} (plugins/pin-install)`).toEqual([]);
  expect(pinned, 'pinned install commands found').toBeGreaterThan(40);
});

test('the home page, the installation page and the announcement bar name the documented release', () => {
  for (const page of ['index.html', 'getting-started/installation.html']) {
    const $ = load(readFileSync(join(build, page), 'utf8'));
    expect($('main').text(), page).toContain(`django-cfg ${djangoCfgVersion}`);
    expect($('.theme-announcement-bar').text(), page).toContain(`These docs describe django-cfg ${djangoCfgVersion}`);
  }
});
