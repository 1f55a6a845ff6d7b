// The verification line names both releases: a page whose examples fail on the current 2.x release
// links the section of "What changed since 1.5.108" that explains the first failure; a page whose
// examples all run on 2.x says it applies to both. The HTML, the Markdown twin and llms-full.txt agree.
import type {CurrentRun, Verification} from '../../plugins/verified-examples/line';
import verification from '../../src/data/verification.json';
import {expect, test} from './fixtures';

const data: Verification = verification;
const current = data.current_release?.django_cfg ?? '';

function run(source: string): CurrentRun {
  const entry = data.pages[source]?.current;
  if (!entry) throw new Error(`verification.json has no 2.x result for ${source}`);
  return entry;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a page whose examples import a 1.5.108 export 2.x removed links the guide section', async ({page, request}) => {
  const source = 'docs/features/integrations/nextjs-admin/configuration.mdx';
  const entry = run(source);
  expect(entry.ran).toBeLessThan(entry.python);
  expect(entry.failure).toContain("cannot import name 'NextJsAdminConfig'");
  expect(entry.anchor).toBe('exports');
  const words = new RegExp(
    `on django-cfg ${escape(current)}: ${entry.ran} of ${entry.python} run, see what changed\\.$`,
  );

  await page.goto('/features/integrations/nextjs-admin/configuration');
  const line = page.locator('article .markdown > p.verified-examples');
  await expect(line).toHaveText(words);
  await expect(line).toHaveAttribute('data-search-ignore');
  await expect(line.getByRole('link', {name: 'see what changed'})).toHaveAttribute(
    'href',
    '/guides/what-changed-since-1-5-108#exports',
  );

  const markdown = `on django-cfg ${escape(current)}: ${entry.ran} of ${entry.python} run, \\[see what changed\\]\\(/guides/what-changed-since-1-5-108#exports\\)`;
  const twin = await (await request.get('/features/integrations/nextjs-admin/configuration.md')).text();
  expect(twin.trimEnd().split('\n').at(-1)).toMatch(new RegExp(markdown));
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full).toMatch(new RegExp(markdown));
});

test('a page whose examples all run on 2.x says it applies to both releases, with no link', async ({page}) => {
  const source = 'docs/fundamentals/configuration/database.mdx';
  const entry = run(source);
  expect(entry.ran).toBe(entry.python);
  expect(entry.anchor).toBeNull();

  await page.goto('/fundamentals/configuration/database');
  const line = page.locator('article .markdown > p.verified-examples');
  await expect(line).toHaveText(
    new RegExp(`all ${entry.python} also run on django-cfg ${escape(current)}: the page applies to both releases\\.$`),
  );
  await expect(line.getByRole('link')).toHaveCount(0);
});
