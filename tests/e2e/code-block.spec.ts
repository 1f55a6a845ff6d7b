// The code block's word-wrap button: visible only while the code is wider than its box (measured from
// a ResizeObserver, so it follows the window), and it wraps the code.
import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

/** Per visible code block of the article: [wider than its box, shows the wrap button]. */
function wrapState(page: Page): Promise<[boolean, boolean][]> {
  return page.evaluate(() => {
    const visible = (el: Element | null) => el !== null && getComputedStyle(el).visibility === 'visible';
    return [...document.querySelectorAll('article .theme-code-block')].flatMap((block): [boolean, boolean][] => {
      const pre = block.querySelector('pre');
      if (!pre || pre.clientWidth === 0) return [];
      return [
        [pre.scrollWidth > pre.clientWidth, visible(block.querySelector('button[aria-label="Toggle word wrap"]'))],
      ];
    });
  });
}

test('the wrap button shows for code wider than its box only, and follows the window width', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await page.goto('/getting-started/installation');
  await hydrated(page);
  // The ResizeObserver has measured every block: each one's button shows exactly when it is wide.
  await expect
    .poll(async () => {
      const state = await wrapState(page);
      return state.length > 0 && state.every(([wide, button]) => wide === button);
    })
    .toBe(true);
  expect((await wrapState(page)).some(([wide]) => wide)).toBe(false);

  await page.setViewportSize({width: 360, height: 800});
  await expect
    .poll(async () => (await wrapState(page)).filter(([wide, button]) => wide && button).length)
    .toBeGreaterThan(0);
  const state = await wrapState(page);
  expect(state.map(([wide, button]) => wide === button)).not.toContain(false);
});

test('the wrap button wraps the code and says so', async ({page}) => {
  await page.setViewportSize({width: 360, height: 800});
  await page.goto('/getting-started/installation');
  await hydrated(page);
  const button = page.getByRole('button', {name: 'Toggle word wrap'}).first();
  const pre = page.locator('article .theme-code-block', {has: button}).first().locator('pre');
  expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(await pre.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
});
