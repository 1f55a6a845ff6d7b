// Regressions from the robustness review: one search modal on the not-found page, and copy
// buttons that work where the Clipboard API does not exist (plain-HTTP origins).
import type {Page} from '@playwright/test';
import {expect, hydrated, settled, test} from './fixtures';

/** Counts the keydown listeners the page keeps on window. */
async function countWindowKeydownListeners(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const live = new Set<unknown>();
    (window as unknown as {keydownListeners: Set<unknown>}).keydownListeners = live;
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    window.addEventListener = ((type: string, listener: EventListener, options?: AddEventListenerOptions) => {
      if (type === 'keydown') live.add(listener);
      add(type, listener, options);
    }) as typeof window.addEventListener;
    window.removeEventListener = ((type: string, listener: EventListener, options?: EventListenerOptions) => {
      if (type === 'keydown') live.delete(listener);
      remove(type, listener, options);
    }) as typeof window.removeEventListener;
  });
  return () => page.evaluate(() => (window as unknown as {keydownListeners: Set<unknown>}).keydownListeners.size);
}

test('the not-found page, with two search bars, has one owner of the search hotkeys', async ({page, guard}) => {
  guard.allow(/404 \(Not Found\)/);
  const listeners = await countWindowKeydownListeners(page);
  await page.goto('/getting-started/intro');
  await hydrated(page);
  const onDocsPage = await listeners();
  await page.goto('/no/such/page');
  await hydrated(page);
  const searchButtons = page.locator('.DocSearch-Button');
  await expect(searchButtons, 'the navbar and the page each have a search bar').toHaveCount(2);
  expect(await listeners(), 'keydown listeners on window, as on a page with one search bar').toBe(onDocsPage);

  const modals = page.locator('.DocSearch-Modal');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await settled(page);
  await expect(modals).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await expect(modals).toHaveCount(0);
  // Opened from the page's own search bar, the modal still closes with the hotkey.
  await searchButtons.nth(1).click();
  await expect(modals).toHaveCount(1);
  await page.keyboard.press('Control+k');
  await expect(modals).toHaveCount(0);
});

/**
 * Makes the page behave like a plain-HTTP origin, where navigator.clipboard is undefined, and
 * records what each `copy` command put on the clipboard.
 */
async function withoutClipboardApi(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', {value: undefined, configurable: true});
    const copied: string[] = [];
    (window as unknown as {copied: string[]}).copied = copied;
    document.addEventListener('copy', () => {
      const active = document.activeElement;
      copied.push(active instanceof HTMLTextAreaElement ? active.value : String(document.getSelection()));
    });
  });
  return () => page.evaluate(() => (window as unknown as {copied: string[]}).copied);
}

test.describe('copy buttons without the Clipboard API', () => {
  test('a code block copies its code', async ({page}) => {
    const copied = await withoutClipboardApi(page);
    await page.goto('/getting-started/installation');
    await hydrated(page);
    const block = page.locator('article .theme-code-block').first();
    const code = await block.locator('pre').innerText();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeAttached();
    expect((await copied()).map((t) => t.trim())).toEqual([code.trim()]);
  });

  test('the home page install command copies', async ({page}) => {
    const copied = await withoutClipboardApi(page);
    await page.goto('/');
    await hydrated(page);
    const command = page.locator('[class*="command"]', {has: page.getByRole('button', {name: 'Copy command'})});
    const text = (await command.locator('code').innerText()).replace(/^\$\s*/, '');
    await command.getByRole('button', {name: 'Copy command'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Command copied to the clipboard'})).toBeAttached();
    expect(await copied()).toEqual([text]);
  });

  test('Copy page copies the Markdown twin', async ({page}) => {
    const copied = await withoutClipboardApi(page);
    await page.goto('/getting-started/installation');
    await hydrated(page);
    await page.getByRole('button', {name: 'Copy page', exact: true}).click();
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('button', {name: /^Copied/})).toBeVisible();
    const twin = await (await page.request.get('/getting-started/installation.md')).text();
    expect(await copied()).toEqual([twin]);
  });
});
