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

test('posts per page stay at ten or fewer with a pager for older posts', async ({page}) => {
  await page.goto('/blog');
  const nav = page.getByRole('navigation', {name: 'Blog list page navigation'});
  const hasNext = await nav.getByRole('link', {name: /Older entries/}).count();
  const posts = await page.locator('main article').count();
  // With more than ten posts there must be a second page; with ten or fewer, none.
  expect(hasNext > 0).toBe(posts === 10 && hasNext > 0);
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
