// Runs the no-browser crawler (scripts/check-build.mjs) over the build the e2e stage just made, so
// broken links and anchors, unsafe external links, duplicate ids, heading, title, description and
// canonical problems, and malformed sitemap / feeds fail `npm test`. No page is needed, so this
// uses Playwright's plain test rather than the browser fixtures.
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';

const root = join(__dirname, '../..');

test('the build passes scripts/check-build.mjs', () => {
  test.setTimeout(150_000); // about 5 s on an idle machine; generous for a loaded CI runner
  const run = spawnSync(process.execPath, [join(root, 'scripts/check-build.mjs'), join(root, 'build')], {
    cwd: root,
    encoding: 'utf8',
    timeout: 140_000,
  });
  const output = `${run.stdout}${run.stderr}`;
  expect(output).toMatch(/check-build: \d+ pages, \d+ sitemap URLs checked/);
  expect(run.status, output).toBe(0);
});
