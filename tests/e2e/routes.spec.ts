import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, hydrated, settled, test} from './fixtures';

const specRoutes = readFileSync(join(__dirname, '../data/routes.txt'), 'utf8')
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

/** A sentence only the not-found content (src/theme/NotFound/Content.tsx) has. */
const NOT_FOUND_TEXT = 'This address is not part of the django-cfg site';

// Inside a docs section the docs route itself renders the not-found content, loaded only then
// (src/theme/DocRoot): a docs page's scripts leave it out.
test('a docs page loads the not-found content only for a path that matches no doc', async ({page, guard}) => {
  guard.allow(/404 \(Not Found\)/);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/fundamentals/configuration/database');
  await hydrated(page);
  await settled(page);
  const loaded = await Promise.all(scripts.map(async (url) => [url, await (await page.request.get(url)).text()]));
  expect(loaded.filter(([, code]) => code?.includes(NOT_FOUND_TEXT)).map(([url]) => url)).toEqual([]);

  // A client-side move to a path in the section that no doc has.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/fundamentals/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
  await expect(page.locator('main').getByText(NOT_FOUND_TEXT)).toBeVisible();

  // A fresh load of such a path: the server's 404 page, hydrated by the docs route.
  const response = await page.goto('/fundamentals/no-such-page');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
  await expect(page.locator('main').getByRole('link', {name: 'Getting Started'})).toBeVisible();
});

test('generated category and tag pages list real pages', async ({page}) => {
  await page.goto('/fundamentals/category/database');
  await expect(page.locator('article a.card').first()).toBeVisible();
  await page.goto('/features/tags/redis');
  await expect(page.locator('main article').first()).toBeVisible();
});
