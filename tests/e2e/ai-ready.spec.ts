import type {Verification} from '../../plugins/verified-examples/line';
import verification from '../../src/data/verification.json';
import {expect, hydrated, test} from './fixtures';

const docPath = '/fundamentals/configuration/email';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

test('llms.txt lists every docs section and links pages to their Markdown twins', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^# Django-CFG\n\n> \S/);
  for (const section of [
    'Getting Started',
    'Fundamentals',
    'Features',
    'AI Agents',
    'CLI',
    'API',
    'Deployment',
    'Guides',
    'Business',
  ]) {
    expect(text).toContain(`\n## ${section}\n`);
  }
  expect(text).toMatch(/- \[Email configuration\]\(https?:\/\/[^/]+\/fundamentals\/configuration\/email\.md\): \S/);

  const full = await request.get('/llms-full.txt');
  expect(full.status()).toBe(200);
  expect(await full.text()).toContain('\n# Email configuration\n');
});

test('docs pages and blog posts have Markdown twins with front matter and no MDX', async ({request}) => {
  for (const path of [docPath, '/blog/django-saas-total-cost-ownership']) {
    const response = await request.get(`${path}.md`);
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^---\ntitle: .+\ndescription: .+\n---\n\n# /);
    const prose = text.replace(/^```[\s\S]*?^```/gm, '');
    expect(prose).not.toMatch(/<\/?Tab|^:::|\{\/\*|^import /m);
  }
});

test('Copy page copies the Markdown twin from the keyboard and confirms', async ({page, request}) => {
  await page.goto(docPath);
  await hydrated(page);
  const control = page.locator('article').getByRole('button', {name: 'Copy page', exact: true});
  await control.focus();
  await page.keyboard.press('Enter');
  // The menu opens with its first entry focused: copying is a second Enter.
  await expect(page.locator('article').getByRole('button', {name: 'Copy page as Markdown'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('article').getByRole('button', {name: /^Copied/})).toBeVisible();
  await expect(page.locator('article').getByRole('status')).toHaveText('Page copied to the clipboard as Markdown');

  const twin = await (await request.get(`${docPath}.md`)).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  await expect(page.locator('article').getByRole('link', {name: /View as Markdown/})).toHaveAttribute(
    'href',
    `${docPath}.md`,
  );
  // The control sits beside the breadcrumbs without replacing the title or the table of contents.
  await expect(page.locator('article h1')).toHaveText('Email configuration');
  await expect(page.locator('.theme-doc-toc-desktop a').first()).toBeVisible();
});

test('Copy page says so when the Markdown cannot be fetched', async ({page, guard}) => {
  guard.allow(/status of 404/);
  await page.route('**/*.md', (route) => route.fulfill({status: 404, body: 'Not found'}));
  await page.goto(docPath);
  await hydrated(page);
  await page.locator('article').getByRole('button', {name: 'Copy page', exact: true}).click();
  await page.locator('article').getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.locator('article').getByRole('button', {name: /^Copy failed/})).toBeVisible();
  await expect(page.locator('article').getByRole('status')).toHaveText(/Could not copy the page/);
});

test("a docs page's og:image is its generated card; other pages keep the default card", async ({page, request}) => {
  await page.goto(docPath);
  await hydrated(page);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(new URL(image ?? '').pathname).toBe(`/img/cards${docPath}.png`);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image ?? '');
  const card = await request.get(new URL(image ?? '').pathname);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  expect((await card.body()).subarray(1, 4).toString()).toBe('PNG');

  await page.goto('/blog');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/img\/social-card\.png$/);
});

test('each blog post has its own social card', async ({page, request}) => {
  await page.goto('/blog/django-saas-total-cost-ownership');
  // The head is re-rendered while React hydrates; read it once the page has settled.
  await hydrated(page);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/\/img\/cards\/blog\/django-saas-total-cost-ownership\.png$/);
  const card = await request.get(new URL(image ?? '').pathname);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toContain('image/png');
});

test('a docs page, its Markdown twin and llms-full.txt end with what the docs-examples suite ran', async ({
  page,
  request,
}) => {
  const pages: Verification['pages'] = verification.pages;
  const entry = pages['docs/fundamentals/configuration/email.mdx'];
  if (!entry) throw new Error('verification.json has no entry for the email page');
  expect(entry.python).toBeGreaterThan(0);
  const line = new RegExp(
    `Examples run on django-cfg ${verification.release.django_cfg.replaceAll('.', '\\.')} with Django 5\\.2 · ` +
      `${entry.executed} of ${entry.python} Python blocks executed`,
  );
  await page.goto(docPath);
  const shown = page.locator('article .markdown > p.verified-examples');
  await expect(shown).toHaveText(line);
  await expect(page.locator('article .markdown > *').last()).toHaveClass(/verified-examples/);

  const twin = await (await request.get(`${docPath}.md`)).text();
  expect(twin.trimEnd().split('\n').at(-1)).toMatch(line);
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full).toMatch(line);
});
