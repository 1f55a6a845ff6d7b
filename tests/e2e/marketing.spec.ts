import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';
import {pinnedRequirement} from '../../src/data/release';

async function internalLinksResolve(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const broken: string[] = [];
  for (const href of new Set(hrefs)) {
    const response = await page.request.get(href.split('#')[0] ?? href);
    if (response.status() !== 200) broken.push(`${href} → ${response.status()}`);
  }
  return broken;
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('home renders every section with its calls to action', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('h1')).toContainText('One typed config');
  for (const heading of [
    'From settings strings to one validated object',
    'A wrong setting stops the process and names the field',
    'Everything a SaaS back end needs',
    'The admin you start with',
    'How it works',
    'How it compares',
    'Install in one command',
    'Build your first project',
  ]) {
    await expect(page.getByRole('heading', {level: 2, name: new RegExp(heading)})).toBeVisible();
  }
  await expect(page.getByRole('link', {name: 'Get started'})).toHaveAttribute('href', '/getting-started/installation');
  await expect(page.getByRole('link', {name: /Try the demo/})).toHaveAttribute('target', '_blank');
  await expect(page.locator('main a[href="/getting-started/django-cfg-vs-alternatives"]')).toBeVisible();
  expect(await page.locator('[class*="cardTitle"] a').count()).toBe(8);
  expect(await internalLinksResolve(page)).toEqual([]);
});

test('the install command copies with a visible confirmation', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', {name: /Copy command/}).click();
  await expect(page.getByRole('button', {name: /Copied/})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `pip install "${pinnedRequirement('django52')}"`,
  );
});

test('/nextjs-admin explains, shows real config, and links to the demo and the guide', async ({page}) => {
  await page.goto('/nextjs-admin');
  await hydrated(page);
  for (const heading of ['Who it is for', 'How it works', 'Enable it', 'Try the demo']) {
    await expect(page.getByRole('heading', {level: 2, name: heading})).toBeVisible();
  }
  await expect(page.locator('main pre').first()).toContainText('NextJsAdminConfig(');
  await expect(page.locator('main a[href="/features/integrations/nextjs-admin"]').first()).toBeVisible();
  await expect(page.getByRole('link', {name: 'Open the live demo'})).toHaveAttribute('href', /^https:\/\//);
  expect(await internalLinksResolve(page)).toEqual([]);
});

test('/maintenance says what is happening and where to follow status', async ({page}) => {
  await page.goto('/maintenance');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Follow the status'})).toBeVisible();
  // Useful only while something is down: kept out of the sitemap.
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/nextjs-admin</loc>');
  expect(sitemap).not.toMatch(/<loc>[a-z]+:\/\/[^/<]+\/maintenance<\/loc>/);
  expect(await internalLinksResolve(page)).toEqual([]);
});

for (const width of [320, 360]) {
  test(`no horizontal scroll at ${width}px on the marketing pages and a docs page`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    for (const path of ['/', '/nextjs-admin', '/maintenance', '/blog', '/fundamentals/configuration/database']) {
      await page.goto(path);
      await hydrated(page);
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });
}
