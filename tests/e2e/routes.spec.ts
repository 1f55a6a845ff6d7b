import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, hydrated, test} from './fixtures';

const specRoutes = readFileSync(join(__dirname, '../../../shared/spec/routes.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean);

test('every route the specification lists answers with a page', async ({request}) => {
  const failures: string[] = [];
  for (const route of specRoutes) {
    const response = await request.get(route);
    const html = await response.text();
    if (response.status() !== 200 || !html.includes('<html')) failures.push(`${route} → ${response.status()}`);
  }
  expect(failures).toEqual([]);
});

test('section roots redirect to their landing docs', async ({page}) => {
  for (const [root, landing] of [
    ['/getting-started', '/getting-started/intro'],
    ['/fundamentals', '/fundamentals/core/architecture'],
    ['/features', '/features/built-in-apps/overview'],
    ['/guides', '/guides/faq'],
  ] as const) {
    await page.goto(root);
    await expect(page).toHaveURL(new RegExp(`${landing}$`));
  }
});

test('an unknown path shows the not-found page with search and sections', async ({page, guard}) => {
  guard.allow(/404 \(Not Found\)/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
  await expect(page.locator('main').getByRole('link', {name: 'Getting Started'})).toHaveAttribute(
    'href',
    '/getting-started/intro',
  );
  await expect(page.locator('main .DocSearch-Button')).toBeVisible();
});

test('generated category and tag pages list real pages', async ({page}) => {
  await page.goto('/fundamentals/category/database');
  await expect(page.locator('article a.card').first()).toBeVisible();
  await page.goto('/features/tags/redis');
  await expect(page.locator('main article').first()).toBeVisible();
});
