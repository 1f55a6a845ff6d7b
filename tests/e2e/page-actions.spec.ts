// The page-actions control beside a docs page's breadcrumbs: one disclosure button whose menu copies
// the page as Markdown, links to its Markdown twin and opens it in ChatGPT or Claude. The menu's code
// is a separate chunk fetched on demand.
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {mcpSettingsSnippet} from '../../src/data/mcp';
import {expect, hydrated, test} from './fixtures';

const DOC = '/fundamentals/configuration/email';

/** The site's own origin as the build names it (the canonical link), which the prompts cite. */
async function siteOrigin(page: Page): Promise<string> {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  return new URL(canonical ?? '').origin;
}

const toggle = (page: Page) => page.locator('article').getByRole('button', {name: 'Copy page', exact: true});

test('the menu opens from the keyboard, moves with the arrow keys and closes on Escape', async ({page}) => {
  await page.goto(DOC);
  await hydrated(page);
  const button = toggle(page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', {name: 'Copy page as Markdown'})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', {name: /View as Markdown/})).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('button', {name: /Connect the docs MCP server/})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('button', {name: 'Copy page as Markdown'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('its links point at the Markdown twin and open the assistants with a prompt that names it', async ({page}) => {
  await page.goto(DOC);
  await hydrated(page);
  await toggle(page).click();
  const menu = page.locator('article [class*="menu"]').filter({has: page.getByRole('list', {name: 'Page actions'})});
  const twin = `${await siteOrigin(page)}${DOC}.md`;

  await expect(menu.getByRole('link', {name: /View as Markdown/})).toHaveAttribute('href', `${DOC}.md`);
  for (const [name, prefix] of [
    ['Open in ChatGPT', 'https://chatgpt.com/?q='],
    ['Open in Claude', 'https://claude.ai/new?q='],
  ] as const) {
    const link = menu.getByRole('link', {name: new RegExp(name)});
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith(prefix), href).toBe(true);
    expect(new URL(href).searchParams.get('q')).toContain(twin);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  expect(await menu.getByRole('listitem').count()).toBe(5); // with the MCP settings entry
  // The twin the link names exists.
  const response = await page.request.get(`${DOC}.md`);
  expect(response.status()).toBe(200);
});

test('the menu copies the page as Markdown', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(DOC);
  await hydrated(page);
  await toggle(page).click();
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.locator('article').getByRole('status')).toHaveText('Page copied to the clipboard as Markdown');
  const twin = await (await page.request.get(`${DOC}.md`)).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
});

test("the menu's code loads only when the control is used", async ({page}) => {
  // Every script the page fetches, and whether it holds the menu's text.
  const scripts: {url: string; menu: boolean}[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    scripts.push({url: response.url(), menu: body.includes('Copy page as Markdown')});
  });
  await page.goto(DOC);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  expect(before).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.menu)).toEqual([]);
  await toggle(page).click();
  await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeVisible();
  await expect.poll(() => scripts.slice(before).filter((script) => script.menu).length).toBe(1);
});

for (const [name, viewport] of [
  ['phone', {width: 360, height: 800}],
  ['desktop', {width: 1440, height: 900}],
] as const) {
  test(`${name}: the open menu fits the screen and passes axe`, async ({page}) => {
    await page.setViewportSize(viewport);
    await page.goto(DOC);
    await hydrated(page);
    await toggle(page).click();
    const list = page.getByRole('list', {name: 'Page actions'});
    await expect(list).toBeVisible();
    const box = await list.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    const results = await new AxeBuilder({page})
      .include('article')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test("the MCP entry shows the server's editor settings, which the menu copies", async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(DOC);
  await hydrated(page);
  await toggle(page).click();
  const entry = page.getByRole('button', {name: /Connect the docs MCP server/});
  await expect(entry).toHaveAttribute('aria-expanded', 'false');
  await entry.click();
  await expect(entry).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await entry.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  expect(await panel.locator('pre').innerText()).toBe(mcpSettingsSnippet());
  await panel.getByRole('button', {name: 'Copy settings'}).click();
  await expect(panel.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mcpSettingsSnippet());
});
