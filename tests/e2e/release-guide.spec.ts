// The "What changed since 1.5.108" guide (docs/guides/what-changed-since-1-5-108.mdx): its sections
// keep the ids other pages link to, its Markdown twin carries the lists as Markdown tables, and the
// installation page and the announcement bar lead to it.
import {expect, test} from '@playwright/test';
import {releaseGuidePath} from '../../config/announcementBar';
import {SECTION_IDS} from '../../src/components/ReleaseChanges/data';
import {currentRelease, djangoCfgVersion} from '../../src/data/release';

test('the guide renders every section under its stable id, with what replaces each removed item', async ({page}) => {
  await page.goto(releaseGuidePath);
  await expect(page.locator('h1')).toHaveText('What changed since 1.5.108');
  for (const id of SECTION_IDS) {
    await expect(page.locator(`h2#${id}`), id).toHaveCount(1);
    await expect(page.locator(`[data-release-section="${id}"]`), id).toHaveCount(1);
  }
  const health = page.locator('[data-release-section="urls"] li', {hasText: '/cfg/health/quick/'});
  await expect(health).toContainText('/healthz');
  const generate = page.locator('[data-release-section="management-commands"] li', {hasText: 'generate_client'});
  await expect(generate.first()).toContainText('gen');
  await expect(page.locator('main')).toContainText(currentRelease.version);
});

test('the summary links each category to its section', async ({page}) => {
  await page.goto(releaseGuidePath);
  for (const id of SECTION_IDS) await expect(page.locator(`h2#summary + ul a[href="#${id}"]`), id).toHaveCount(1);
});

test("the guide's Markdown twin holds its lists as Markdown tables", async ({request}) => {
  const response = await request.get(`${releaseGuidePath}.md`);
  expect(response.ok()).toBe(true);
  const markdown = await response.text();
  expect(markdown).not.toContain('<ReleaseChanges');
  expect(markdown).toContain('| What | Kept | Removed | Added | Changed |');
  expect(markdown).toContain('| Name | In 1.5.108 | Use instead | Why | Recipe |');
  expect(markdown).toMatch(/^\| `enable_support` \| bool = \w+ \| nothing \(the field is gone\) \|/m);
  const llms = await (await request.get('/llms-full.txt')).text();
  expect(llms).toContain('| `generate_client` |');
});

test('the installation page and the announcement bar link to the guide', async ({page}) => {
  await page.goto('/getting-started/installation');
  const section = page.locator('main h2#which-release-to-install + p');
  await expect(section).toContainText(currentRelease.version);
  await expect(page.locator(`main a[href="${releaseGuidePath}"]`)).not.toHaveCount(0);
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toContainText(`django-cfg ${djangoCfgVersion}`);
  await expect(bar).toContainText(currentRelease.version);
  await bar.getByRole('link', {name: 'What changed'}).click();
  await expect(page).toHaveURL(new RegExp(`${releaseGuidePath}$`));
});
