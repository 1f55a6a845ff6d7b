// Tables, headings, the blog list and category cards as a reader sees them (issue 33): field tables
// are parameter lists, other tables fit their column at 1440 px and stack into cards on a phone,
// table code is readable, headings step down clearly, blog posts are compact cards with a summary.
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';

const DESKTOP = {width: 1440, height: 900};
const PHONE = {width: 360, height: 800};

const REFERENCE = '/fundamentals/configuration/reference/djangoconfig';
const DATABASE = '/fundamentals/configuration/database';
const GRPC_GUIDE = '/features/integrations/grpc/backend-guide';
const CLI = '/cli/commands/quick-reference';

/** Tables and parameter lists wider than the article column, or than the box they scroll in. */
async function tooWide(page: Page): Promise<string[]> {
  return page.locator('article').evaluate((article) => {
    const column = article.getBoundingClientRect();
    const found: string[] = [];
    for (const element of article.querySelectorAll<HTMLElement>('table, .param-list')) {
      const box = element.getBoundingClientRect();
      const scroller = element.parentElement;
      const label = `${element.tagName.toLowerCase()} "${(element.querySelector('th, dt')?.textContent ?? '').trim().slice(0, 40)}"`;
      if (box.right > column.right + 1 || box.left < column.left - 1)
        found.push(`${label}: ${Math.round(box.width)}px in a ${Math.round(column.width)}px article`);
      else if (scroller && scroller.scrollWidth > scroller.clientWidth + 1)
        found.push(`${label}: ${scroller.scrollWidth}px of content in a ${scroller.clientWidth}px box`);
    }
    return found;
  });
}

test.describe('tables at 1440 px', () => {
  test.use({viewport: DESKTOP});

  for (const path of [REFERENCE, DATABASE, GRPC_GUIDE, CLI]) {
    test(`${path}: no table or parameter list is wider than its column`, async ({page}) => {
      await page.goto(path);
      expect(await page.locator('article :is(table, .param-list)').count()).toBeGreaterThan(0);
      expect(await tooWide(page)).toEqual([]);
    });
  }

  test('a reference field reads as one line of name, type and default, with the meaning below', async ({page}) => {
    await page.goto(REFERENCE);
    const field = page.locator('#djangoconfig-env_mode');
    const [name, type, fallback, body] = await Promise.all(
      ['.param__name', '.param__type', '.param__default', '.param__body'].map((s) =>
        field.locator(s).first().boundingBox(),
      ),
    );
    expect(name && type && fallback && body).toBeTruthy();
    if (!name || !type || !fallback || !body) return;
    expect(Math.abs(type.y - name.y)).toBeLessThan(4);
    expect(Math.abs(fallback.y - name.y)).toBeLessThan(4);
    expect(body.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
    // The default, EnvironmentMode.PRODUCTION, sits on one line: all its boxes share one top.
    const lines = await field.locator('.param__default code').evaluate((code) => {
      const range = document.createRange();
      range.selectNodeContents(code);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });

  test('a hand-written field table is a parameter list too', async ({page}) => {
    await page.goto(DATABASE);
    const list = page.locator('article .param-list').first();
    await expect(list.locator('.param__name').first()).toBeVisible();
    await expect(list.locator('.param__type').first()).toBeVisible();
    await expect(list.locator('.param__body').first()).toContainText(/\S/);
  });

  test('table code is at least 13 px', async ({page}) => {
    for (const path of [CLI, DATABASE, REFERENCE]) {
      await page.goto(path);
      const sizes = await page
        .locator('article :is(td, th, .param-list) code')
        .evaluateAll((codes) => codes.map((code) => parseFloat(getComputedStyle(code).fontSize)));
      expect(sizes.length, path).toBeGreaterThan(0);
      expect(Math.min(...sizes), path).toBeGreaterThanOrEqual(13);
    }
  });

  test('the Markdown twin keeps the field table as a Markdown table', async ({request}) => {
    const twin = await (await request.get(`${DATABASE}.md`)).text();
    expect(twin).toContain('| Field | Type | Default | Produces |');
    expect(twin).not.toMatch(/param-list|<dl|<table/);
  });
});

test.describe('tables at 360 px', () => {
  test.use({viewport: PHONE, deviceScaleFactor: 2});

  for (const path of [CLI, GRPC_GUIDE]) {
    test(`${path}: 3- and 4-column tables stack into labelled cards`, async ({page}) => {
      await page.goto(path);
      const tables = await page.locator('article table').evaluateAll((list) =>
        list
          .map((table) => {
            const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent.trim());
            const row = table.querySelector('tbody tr');
            const cells = row ? [...row.children] : [];
            const scroller = table.parentElement;
            return {
              columns: headers.length,
              // Each cell of a card sits below the one before it.
              stacked: cells
                .map((cell) => cell.getBoundingClientRect().top)
                .every((top, i, tops) => i === 0 || top > (tops[i - 1] ?? top)),
              // The second cell's label, drawn before its value.
              label: cells[1] ? getComputedStyle(cells[1], '::before').content : '',
              header: headers[1] ?? '',
              scrolls: scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : false,
            };
          })
          .filter((t) => t.columns >= 3 && t.columns <= 4),
      );
      expect(tables.length).toBeGreaterThan(0);
      for (const table of tables) {
        expect(table).toMatchObject({stacked: true, scrolls: false, label: JSON.stringify(table.header)});
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('the alternatives grid keeps scrolling with its first column frozen', async ({page}) => {
    await page.goto('/getting-started/django-cfg-vs-alternatives');
    const grid = page.locator('article table').first();
    const first = grid.locator('tbody tr').first().locator('> *').first();
    const before = await first.boundingBox();
    await grid.evaluate((table) => table.parentElement?.scrollBy({left: 300}));
    await expect.poll(() => grid.evaluate((table) => table.parentElement?.scrollLeft ?? 0)).toBeGreaterThan(0);
    const after = await first.boundingBox();
    expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
  });
});

test.describe('headings', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`step down by at least 1.2 at ${viewport.width} px`, async ({page}) => {
      await page.setViewportSize(viewport);
      await page.goto(DATABASE);
      const size = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
      const [h1, h2, h3] = [
        await size('article h1'),
        await size('article .markdown > h2'),
        await size('article .markdown > h3'),
      ];
      expect(h1 / h2, `h1 ${h1}px, h2 ${h2}px`).toBeGreaterThanOrEqual(1.2);
      expect(h2 / h3, `h2 ${h2}px, h3 ${h3}px`).toBeGreaterThanOrEqual(1.2);
    });
  }
});

/** Each post's front-matter description, by title. */
function postSummaries(): Map<string, string> {
  const dir = join(__dirname, '../../blog');
  const posts = readdirSync(dir).filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f));
  return new Map(
    posts.map((file) => {
      const source = readFileSync(join(dir, file), 'utf8');
      const field = (name: string) => (new RegExp(`^${name}: "?(.+?)"?$`, 'm').exec(source)?.[1] ?? '').trim();
      return [field('title'), field('description')];
    }),
  );
}

test.describe('blog and category pages', () => {
  test.use({viewport: DESKTOP});

  test('the blog list shows compact cards with a date, reading time, summary and tags', async ({page}) => {
    await page.goto('/blog');
    const summaries = postSummaries();
    const cards = page.locator('main article');
    expect(await cards.count()).toBe(summaries.size);
    for (const card of await cards.all()) {
      const title = (await card.locator('h2').textContent())?.trim() ?? '';
      expect(summaries.has(title), title).toBe(true);
      await expect(card.locator('time')).toBeVisible();
      await expect(card).toContainText(/\d+ min read/);
      await expect(card.locator('p', {hasText: summaries.get(title)?.slice(0, 60) ?? '-'})).toBeVisible();
      expect(await card.locator('a[rel="tag"]').count()).toBeGreaterThan(0);
      const box = await card.boundingBox();
      expect(box?.height ?? 1000, `${title} card height`).toBeLessThan(260);
    }
  });

  test('a post ends with a call to action into the docs', async ({page}) => {
    await page.goto('/blog/django-configuration-debt-analysis');
    const next = page.getByRole('complementary', {name: 'Try django-cfg'});
    await expect(next.getByRole('link', {name: 'Install django-cfg'})).toHaveAttribute(
      'href',
      '/getting-started/installation',
    );
  });

  test('category cards describe their items instead of counting them', async ({page}) => {
    await page.goto('/features/category/integrations');
    const cards = page.locator('main article');
    expect(await cards.count()).toBeGreaterThan(2);
    const texts = await cards.locator('p').allTextContents();
    expect(texts.filter((t) => /^\d+ items?$/.test(t.trim()))).toEqual([]);
    expect(
      texts.some((t) => t.includes('gRPC server')),
      texts.join(' | '),
    ).toBe(true);
  });
});
