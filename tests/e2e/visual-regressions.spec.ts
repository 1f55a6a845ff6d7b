// Visual defects of issue 16 that a visitor saw on the production build: the unstyled search modal,
// the shifting /search page, cut-off tables, the help button over the mobile menu, the footer
// tagline and the thin /nextjs-admin page. Each test fails on the code before the fix.
import type {Page} from '@playwright/test';
import {cumulativeLayoutShift, expect, hydrated, recordLayoutShifts, test} from './fixtures';

const PHONE = {width: 360, height: 780};
const DESKTOP = {width: 1440, height: 900};
const DOCS_PAGE = '/fundamentals/configuration/database';

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe('search modal', () => {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`opens as a fixed overlay with an opaque panel and the page stays put (${device})`, async ({page}) => {
      await page.setViewportSize(viewport);
      await page.goto(DOCS_PAGE);
      await hydrated(page);
      const heading = page.locator('article h1');
      const before = await heading.boundingBox();

      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('database');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

      const overlay = await page.locator('.DocSearch-Container').evaluate((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return {position: style.position, width: box.width, height: box.height};
      });
      expect(overlay.position).toBe('fixed');
      expect(overlay.width).toBeGreaterThanOrEqual(viewport.width - 1);
      expect(overlay.height).toBeGreaterThanOrEqual(viewport.height - 1);

      const panelAlpha = await page
        .locator('.DocSearch-Modal')
        .evaluate((el) => /rgba?\(([^)]+)\)/.exec(getComputedStyle(el).backgroundColor)?.[1]?.split(/[\s,/]+/)[3]);
      // No alpha component means fully opaque.
      expect(panelAlpha === undefined || Number(panelAlpha) === 1, `modal background alpha ${panelAlpha}`).toBe(true);

      // Results are marked up as a list inside the panel, not bullets in the page flow.
      expect(
        await page
          .locator('.DocSearch-Hits ul')
          .first()
          .evaluate((el) => getComputedStyle(el).listStyleType),
      ).toBe('none');
      expect(await heading.boundingBox()).toEqual(before);
    });
  }
});

test.describe('/search', () => {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`does not shift from navigation to results (${device})`, async ({page}) => {
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      await page.goto('/search?q=database');
      await expect(page.getByRole('status')).toContainText('results');
      await expect(page.locator('main ol li').first()).toBeVisible();
      expect(await cumulativeLayoutShift(page)).toBeLessThan(0.05);
    });
  }

  test('fits a 360 px screen', async ({page}) => {
    await page.setViewportSize(PHONE);
    await page.goto('/search?q=database');
    await expect(page.locator('main ol li').first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

/** For every table: fits its box, or sits in a focusable scroll box that shows a cue at the edge. */
async function tableReport(page: Page) {
  return page.locator('article table').evaluateAll((tables) =>
    tables.map((table) => {
      const box = table.parentElement as HTMLElement;
      const style = getComputedStyle(box);
      const scrolls = ['auto', 'scroll'].includes(style.overflowX);
      return {
        fitsPage: table.getBoundingClientRect().right <= window.innerWidth + 1 || scrolls,
        overflowing: table.scrollWidth > box.clientWidth + 1,
        scrolls,
        focusable: box.tabIndex >= 0,
        cue: style.backgroundImage.includes('gradient'),
      };
    }),
  );
}

test.describe('tables', () => {
  test('reference tables on a phone fit or scroll in their own box with a cue', async ({page}) => {
    await page.setViewportSize(PHONE);
    await page.goto(DOCS_PAGE);
    const tables = await tableReport(page);
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      expect(table.fitsPage).toBe(true);
      if (table.overflowing) expect(table).toMatchObject({scrolls: true, focusable: true, cue: true});
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('the CLI quick reference is not cut off at 1440 px and code breaks only at its marked points', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/cli/commands/quick-reference');
    const tables = await tableReport(page);
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) expect(table.overflowing).toBe(false);
    // Table code is made of unbreakable pieces with break points after a space or an underscore and
    // before a dot (plugins/param-tables): a piece never spans two lines, so no word breaks inside.
    const codes = page.locator('article td code');
    expect(await codes.count()).toBeGreaterThan(10);
    const broken = await codes.evaluateAll((elements) =>
      elements.flatMap((code) => {
        const pieces = code.querySelectorAll(':scope > span');
        const parts = pieces.length > 0 ? [...pieces] : [code];
        return parts
          .filter((part) => new Set([...part.getClientRects()].map((rect) => Math.round(rect.top))).size > 1)
          .map((part) => part.textContent);
      }),
    );
    expect(broken).toEqual([]);
  });
});

test('the help button does not cover the open mobile menu', async ({page}) => {
  await page.setViewportSize(PHONE);
  await page.goto(DOCS_PAGE);
  await hydrated(page);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeVisible();
  const menu = await sidebar.boundingBox();
  const help = page.getByRole('button', {name: 'Open help menu'});
  const helpBox = (await help.isVisible()) ? await help.boundingBox() : null;
  if (helpBox && menu) {
    const overlaps =
      helpBox.x < menu.x + menu.width &&
      menu.x < helpBox.x + helpBox.width &&
      helpBox.y < menu.y + menu.height &&
      menu.y < helpBox.y + helpBox.height;
    // Where the boxes meet, the drawer must be the one on top.
    if (overlaps) {
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest('.navbar-sidebar') !== null,
        [helpBox.x + helpBox.width / 2, helpBox.y + helpBox.height / 2] as const,
      );
      expect(onTop).toBe(true);
    }
  }
  // The drawer is opaque: page text does not show through it.
  const alpha = await sidebar.evaluate(
    (el) => /rgba?\(([^)]+)\)/.exec(getComputedStyle(el).backgroundColor)?.[1]?.split(/[\s,/]+/)[3],
  );
  expect(alpha === undefined || Number(alpha) === 1, `drawer background alpha ${alpha}`).toBe(true);
});

test('on a phone the help button shows only at the end of the page, over room the footer keeps', async ({page}) => {
  await page.setViewportSize(PHONE);
  await page.goto(DOCS_PAGE);
  await hydrated(page);
  const help = page.getByRole('button', {name: 'Open help menu'});
  const onScreen = async () => {
    const box = await help.boundingBox();
    const height = page.viewportSize()?.height ?? 0;
    const shown = await help.evaluate((el) => Number(getComputedStyle(el.parentElement ?? el).opacity) > 0);
    return shown && box !== null && box.y + box.height <= height && box.y >= 0;
  };
  // Over the text at the top and in the middle: away.
  await expect.poll(onScreen).toBe(false);
  await page.mouse.wheel(0, 600);
  await expect.poll(onScreen).toBe(false);
  // At the end it rests on the footer's empty strip.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(onScreen).toBe(true);
  // Keyboard focus brings it back while it is tucked away.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(onScreen).toBe(false);
  await help.focus();
  await expect.poll(onScreen).toBe(true);
});

test('the footer shows the tagline', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('footer')).toContainText(/AI-first framework for Django/);
});

test('/nextjs-admin has at least 300 words and a labelled illustration', async ({page}) => {
  await page.goto('/nextjs-admin');
  const words = await page.locator('main').evaluate((main) => main.textContent.split(/\s+/).filter(Boolean).length);
  expect(words).toBeGreaterThanOrEqual(300);
  const figure = page.locator('main figure').filter({hasText: /illustration/i});
  await expect(figure).toBeVisible();
  await expect(figure.locator('figcaption')).toContainText(/not a screenshot/i);
  // Drawn in HTML/CSS or SVG, not a bitmap passed off as a screenshot.
  await expect(figure.locator('img')).toHaveCount(0);
});

test.describe('diagrams follow the page colours', () => {
  const DIAGRAM_PAGE = '/fundamentals/core/architecture';
  const shownModes = (page: Page) =>
    page
      .locator('.mermaid-diagram__view')
      .evaluateAll((views) =>
        views.filter((v) => getComputedStyle(v).display !== 'none').map((v) => v.getAttribute('data-colour-mode')),
      );

  test('with JavaScript the dark site shows dark drawings', async ({page}) => {
    await page.goto(DIAGRAM_PAGE);
    await hydrated(page);
    const modes = await shownModes(page);
    expect(modes.length).toBeGreaterThan(0);
    expect(new Set(modes)).toEqual(new Set(['dark']));
  });

  test('without JavaScript the light page shows light drawings', async ({browser}) => {
    // No theme script runs, so <html> has no data-theme and the light tokens apply.
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(DIAGRAM_PAGE);
    const modes = await shownModes(page);
    await context.close();
    expect(modes.length).toBeGreaterThan(0);
    expect(new Set(modes)).toEqual(new Set(['light']));
  });
});
