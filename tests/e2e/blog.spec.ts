import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {expect, hydrated, test} from './fixtures';

test('the blog list shows posts with reading time and a Recent Articles sidebar grouped by year', async ({page}) => {
  await page.goto('/blog');
  await hydrated(page);
  const posts = page.locator('main article');
  const count = await posts.count();
  expect(count).toBeGreaterThanOrEqual(4);
  expect(count).toBeLessThanOrEqual(10);
  await expect(posts.first()).toContainText(/min read/);
  const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
  await expect(sidebar).toContainText('Recent Articles');
  const years = await sidebar.locator('[class*="yearGroupHeading"]').allTextContents();
  expect(years.length).toBeGreaterThanOrEqual(2);
  await expect(sidebar.getByRole('link')).toHaveCount(count);
});

test('the first page lists up to ten posts and pages the rest', async ({page}) => {
  const postFiles = readdirSync(join(__dirname, '../../blog')).filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f));
  await page.goto('/blog');
  await expect(page.locator('main article')).toHaveCount(Math.min(postFiles.length, 10));
  const older = page
    .getByRole('navigation', {name: 'Blog list page navigation'})
    .getByRole('link', {name: /Older entries/});
  await expect(older).toHaveCount(postFiles.length > 10 ? 1 : 0);
});

test('archive, authors and tags pages list the posts', async ({page}) => {
  await page.goto('/blog/archive');
  await expect(page.locator('main a[href^="/blog/"]').first()).toBeVisible();
  await page.goto('/blog/authors/django-cfg-team');
  await expect(page.locator('main article').first()).toBeVisible();
  await page.goto('/blog/tags');
  for (const tag of ['ai', 'saas', 'roi', 'multi-tenancy']) {
    await expect(page.locator(`main a[href="/blog/tags/${tag}"]`)).toBeVisible();
  }
});

test('RSS and Atom feeds list every post', async ({request}) => {
  const rss = await (await request.get('/blog/rss.xml')).text();
  const atom = await (await request.get('/blog/atom.xml')).text();
  expect(rss).toMatch(/^<\?xml/);
  expect(atom).toContain('<feed');
  for (const slug of [
    'django-configuration-debt-analysis',
    'django-multi-tenancy-architecture-roi',
    'django-performance-optimization-guide',
    'django-saas-total-cost-ownership',
  ]) {
    expect(rss).toContain(`/blog/${slug}`);
    expect(atom).toContain(`/blog/${slug}`);
  }
});

// The author's GitHub icon draws its outline from static/img/socials/github.svg (<use>), not from
// the script: it must look exactly as the same outline inlined, as the theme's icon drew it.
test("a post's author GitHub icon draws the theme's GitHub outline", async ({page}) => {
  await page.goto('/blog/django-performance-optimization-guide');
  await hydrated(page);
  const icon = page.locator('article header a[title="GitHub"] svg');
  await expect(icon).toHaveCount(1);
  const outline = /\sd="([^"]{500,})"/.exec(await (await page.request.get('/img/socials/github.svg')).text())?.[1];
  expect(outline, 'the outline in static/img/socials/github.svg').toBeDefined();
  await page.evaluate(() => document.fonts.ready);
  const drawn = await icon.screenshot();
  await icon.evaluate((svg, d) => {
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    path.setAttribute('d', d);
    svg.replaceChildren(path);
  }, outline ?? '');
  expect(drawn.equals(await icon.screenshot()), 'the icon drawn through <use> differs from the inline outline').toBe(
    true,
  );
});
