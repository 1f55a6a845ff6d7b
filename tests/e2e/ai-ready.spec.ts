import type {Verification} from '../../plugins/verified-examples/line';
import {docsSections} from '../../src/data/docsSections';
import verification from '../../src/data/verification.json';
import {expect, hydrated, test} from './fixtures';

const docPath = '/fundamentals/configuration/email';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

test('llms.txt lists every docs section and links pages to their Markdown twins', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^# Django-CFG\n\n> \S/);
  expect(text).toContain('A docs MCP server serves the same pages');
  for (const section of docsSections) {
    // Each section: what it is for, then where its full text is, then its pages.
    expect(text).toContain(`\n## ${section.label}\n\n${section.summary} Full text: [llms/${section.id}.txt](`);
    const part = await request.get(`/llms/${section.id}.txt`);
    expect(part.status(), section.id).toBe(200);
    const partText = await part.text();
    expect(partText).toContain(`The full text of the ${section.label} section`);
    expect(partText).toContain(`Source: `);
  }
  const email = /- \[Email configuration\]\(https?:\/\/[^/]+\/fundamentals\/configuration\/email\.md\): (.+)/.exec(
    text,
  );
  expect(email?.[1]).toMatch(/\(Examples: \d+ of \d+ run on django-cfg \d+\.\d+\.\d+/);

  const full = await request.get('/llms-full.txt');
  expect(full.status()).toBe(200);
  const fullText = await full.text();
  expect(fullText).toContain('\n# Email configuration\n');
  // The section files split llms-full.txt: together they hold every page it holds.
  const sources = (t: string) => [...t.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]);
  const parts = await Promise.all(docsSections.map(async (s) => (await request.get(`/llms/${s.id}.txt`)).text()));
  expect(parts.flatMap(sources)).toEqual(sources(fullText));
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

test('the Markdown twins of the reference pages hold the tables the HTML shows, not component tags', async ({
  request,
}) => {
  const pages = ['djangoconfig', 'admin', 'api', 'infrastructure', 'integrations', 'services'].map(
    (name) => `/fundamentals/configuration/reference/${name}`,
  );
  for (const path of [...pages, '/fundamentals/system/exports']) {
    const twin = await (await request.get(`${path}.md`)).text();
    expect(twin, path).not.toMatch(/<(ModelReference|EnumTable|ExportsTable|ExportsCount|SubclassAttributes)\b/);
    expect(twin, path).toMatch(/^\| (Field|Name) \| /m);
  }
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full).toMatch(/^\| `redis_url` \| /m);
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
