// The chrome around a page on a phone: how far down the title starts, code-block buttons that never
// sit on code, the announcement bar, the navbar's search field and the floating help button.
import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

const PHONE = {viewport: {width: 360, height: 800}, deviceScaleFactor: 2, isMobile: true, hasTouch: true};
const DESKTOP = {width: 1440, height: 900};
/** A code block's title bar (the CSS module class `title_<hash>`). */
const TITLE = '[class^="title_"], [class*=" title_"]';

/** Ratio of two sRGB colours, WCAG 2 formula. */
function contrast(a: readonly number[], b: readonly number[]): number {
  const luminance = (rgb: readonly number[]) => {
    const [r = 0, g = 0, bl = 0] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

test.describe('on a 360 × 800 phone', () => {
  test.use(PHONE);

  // Intro, the DjangoConfig reference, database, a deep features page and the longest breadcrumb.
  const DOCS_PAGES = [
    '/getting-started/intro',
    '/fundamentals/configuration/reference/djangoconfig',
    '/fundamentals/configuration/database',
    '/features/integrations/grpc/backend-guide',
    '/features/built-in-apps/user-management/otp-service',
    '/fundamentals/configuration/reference/api',
  ];

  for (const path of DOCS_PAGES) {
    test(`${path}: the H1 starts within 170 px of the top and the breadcrumbs take one line`, async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      const top = await page.locator('article h1').evaluate((h1) => h1.getBoundingClientRect().top);
      expect(top).toBeLessThanOrEqual(170);
      const rows = await page
        .locator('.theme-doc-breadcrumbs .breadcrumbs__item')
        .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
      expect(rows).toBe(1);
    });
  }

  test('the announcement bar takes one line and its close button is legible and closes it', async ({page}) => {
    await page.goto('/getting-started/intro');
    await hydrated(page);
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    const content = bar.locator('[class*="announcementBarContent"]');
    const {height, lineHeight} = await content.evaluate((el) => {
      const style = getComputedStyle(el);
      const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      return {height: el.getBoundingClientRect().height - padding, lineHeight: parseFloat(style.lineHeight)};
    });
    expect(height).toBeLessThan(lineHeight * 1.5);

    const close = bar.getByRole('button', {name: 'Close'});
    const {fg, bg, alpha} = await close.evaluate((button) => {
      const rgb = (value: string) => (value.match(/\d+(\.\d+)?/g) ?? []).map(Number);
      let alpha = 1;
      for (
        let el: Element | null = button.querySelector('svg') ?? button;
        el && el !== button.parentElement;
        el = el.parentElement
      ) {
        alpha *= Number(getComputedStyle(el).opacity);
      }
      const barEl = button.closest('.theme-announcement-bar') ?? document.body;
      return {fg: rgb(getComputedStyle(button).color), bg: rgb(getComputedStyle(barEl).backgroundColor), alpha};
    });
    // The icon drawn at its opacity over the bar.
    const drawn = fg.slice(0, 3).map((c, i) => c * alpha + (bg[i] ?? 0) * (1 - alpha));
    expect(contrast(drawn, bg.slice(0, 3))).toBeGreaterThanOrEqual(4.5);

    await close.click();
    await expect(bar).toBeHidden();
    await page.reload();
    await hydrated(page);
    await expect(page.locator('.theme-announcement-bar')).toBeHidden();
  });

  test('the navbar search field is at least 200 px wide and says Search', async ({page}) => {
    await page.goto('/getting-started/intro');
    await hydrated(page);
    const trigger = page.locator('.navbar').getByRole('button', {name: /search/i});
    await expect(trigger).toBeVisible();
    const box = await trigger.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(200);
    await expect(trigger.locator('.DocSearch-Button-Placeholder')).toBeVisible();
  });

  /** What the visible help button sits on: links, buttons and text blocks of the page under its box. */
  function coveredByHelp(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const root = document.querySelector('[class*="helpMenu"]');
      const button = root?.querySelector('button');
      if (!root || !button) return [];
      const style = getComputedStyle(root);
      const box = button.getBoundingClientRect();
      if (Number(style.opacity) === 0 || box.bottom <= 0 || box.top >= window.innerHeight) return [];
      const selector = 'a, button, p, li, pre, h1, h2, h3, h4, td, img, input';
      return [...document.querySelectorAll<HTMLElement>(`main :is(${selector}), footer :is(${selector})`)]
        .filter((el) => !root.contains(el) && el.checkVisibility())
        .filter((el) => {
          // Line boxes, not the block: a paragraph's empty right side is not covered text.
          const rects = el.matches('p, li, h1, h2, h3, h4, td')
            ? [...el.getClientRects()]
            : [el.getBoundingClientRect()];
          const range = document.createRange();
          range.selectNodeContents(el);
          const textRects = el.matches('p, li, h1, h2, h3, h4, td') ? [...range.getClientRects()] : rects;
          return textRects.some(
            (r) => r.width > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom,
          );
        })
        .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent.trim().slice(0, 40)}`);
    });
  }

  for (const path of ['/', '/nextjs-admin', '/getting-started/intro']) {
    test(`${path}: the help button covers no call to action or text, from the top to the end`, async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (const y of [0, height / 3, (2 * height) / 3, height]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        // Past the button's 160 ms slide.
        await page.waitForTimeout(400);
        expect(await coveredByHelp(page), `scrolled to ${Math.round(y)}`).toEqual([]);
      }
      // Still there for whoever wants it: at the end of the page it is on screen and opens.
      const help = page.getByRole('button', {name: 'Open help menu'});
      await expect(help).toBeInViewport();
      await help.click();
      await expect(page.getByRole('button', {name: 'Close help menu'})).toHaveAttribute('aria-expanded', 'true');
    });
  }
});

/** Per code block: how many visible buttons overlap the code area or its first line's text. */
function buttonsOnCode(page: Page): Promise<{titled: boolean; overlaps: number}[]> {
  return page.evaluate((TITLE) => {
    const meets = (a: DOMRect, b: DOMRect) =>
      a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return [...document.querySelectorAll('article .theme-code-block')].slice(0, 8).map((block) => {
      const pre = block.querySelector('pre') ?? block;
      const line = block.querySelector('.token-line') ?? pre;
      const range = document.createRange();
      range.selectNodeContents(line);
      const code = [pre.getBoundingClientRect(), ...range.getClientRects()];
      const buttons = [...block.querySelectorAll('button')].filter((b) => getComputedStyle(b).visibility === 'visible');
      return {
        titled: block.querySelector(TITLE) !== null,
        overlaps: buttons.filter((b) => code.some((r) => meets(b.getBoundingClientRect(), r))).length,
      };
    });
  }, TITLE);
}

for (const [name, size] of [
  ['phone', PHONE.viewport],
  ['desktop', DESKTOP],
] as const) {
  test(`${name}: code-block buttons sit beside the code, never on it (titled and untitled blocks)`, async ({page}) => {
    await page.setViewportSize(size);
    // The routing page has titled blocks; installation has untitled ones with long lines.
    for (const path of ['/fundamentals/database/routing', '/getting-started/installation']) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('article .theme-code-block button').first()).toBeAttached();
      const blocks = await buttonsOnCode(page);
      expect(blocks.length).toBeGreaterThan(0);
      expect(
        blocks.filter((b) => b.overlaps > 0),
        path,
      ).toEqual([]);
    }
  });
}

test('titled and untitled blocks both carry their buttons in the strip above the code', async ({page}) => {
  await page.setViewportSize(PHONE.viewport);
  await page.goto('/fundamentals/database/routing');
  await hydrated(page);
  const kinds = await page.evaluate(
    (TITLE) =>
      [...document.querySelectorAll('article .theme-code-block')].map((block) => {
        const copy = block.querySelector('button[aria-label="Copy code to clipboard"]');
        const pre = block.querySelector('pre');
        return {
          titled: block.querySelector(TITLE) !== null,
          above:
            copy !== null && pre !== null && copy.getBoundingClientRect().bottom <= pre.getBoundingClientRect().top,
        };
      }),
    TITLE,
  );
  expect(kinds.some((k) => k.titled)).toBe(true);
  expect(kinds.some((k) => !k.titled)).toBe(true);
  expect(kinds.filter((k) => !k.above)).toEqual([]);
});
