// The home page proves its claims: the validation error it shows is the committed output of the
// pinned package (scripts/home/capture.py, checked by tests/python/test_home_data.py), the code
// samples' line-count labels match the code they label, and the admin screenshot is a real image
// that reserves its box and loads lazily below the fold.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Response} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

const committed = JSON.parse(readFileSync(join(__dirname, '../../src/data/home/validationError.json'), 'utf8')) as {
  command: string;
  config: string;
  error: string;
};

test.use({viewport: {width: 1440, height: 900}});

test('shows the committed validation error beside the config that causes it', async ({page}) => {
  await page.goto('/');
  const terminal = page.getByTestId('validation-error');
  await expect(terminal).toContainText(committed.command);
  expect(await terminal.locator('pre').innerText()).toBe(committed.error);
  // The config beside it is the one that was run.
  const section = page.locator('section', {has: terminal});
  const lines = await section.locator('pre').first().locator('.token-line').allTextContents();
  expect(lines.join('\n')).toBe(committed.config.trimEnd());
});

test('the code samples are labelled with their real line counts', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const blocks = page.locator('main .theme-code-block', {hasText: /· \d+ lines?/});
  // Before, after, and the config beside the error.
  await expect(blocks).toHaveCount(3);
  for (const block of await blocks.all()) {
    const title = await block.locator(':scope > div').first().innerText();
    const label = Number(/· (\d+) lines?$/.exec(title.trim())?.[1]);
    const lines = await block.locator('.token-line').count();
    expect(lines, title).toBeGreaterThan(0);
    expect(label, title).toBe(lines);
  }
  const titles = await blocks.evaluateAll((els) => els.map((el) => el.firstElementChild?.textContent ?? ''));
  expect(titles.map((t) => t.replace(/ · .*/, ''))).toEqual(['settings.py', 'config.py', 'config.py']);
});

test('the admin screenshot is a real image with its size set, loaded lazily below the fold', async ({page}) => {
  await page.goto('/');
  const image = page.locator('main img[src^="/img/home/"]');
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute('loading', 'lazy');
  const width = Number(await image.getAttribute('width'));
  const height = Number(await image.getAttribute('height'));
  expect(width).toBeGreaterThan(0);
  expect(height).toBeGreaterThan(0);
  // Below the first screen, so it never competes with the largest contentful paint.
  const top = await image.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(900);
  // Before it loads, its box already has the image's proportions (no shift when it arrives).
  const ratio = await image.evaluate((el) => el.getBoundingClientRect().width / el.getBoundingClientRect().height);
  expect(Math.abs(ratio - width / height)).toBeLessThan(0.02);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(width);
  await expect(image).toHaveAttribute('alt', /Django admin/);
});

// The code samples, the captured error and the other static parts are in the HTML only
// (src/components/Home/Prerendered): the first load keeps that markup and fetches none of it as script.
test('the static parts ship in the HTML, not in the scripts of the first load', async ({page}) => {
  const scripts: Response[] = [];
  const record = (response: Response) => {
    if (response.url().endsWith('.js')) scripts.push(response);
  };
  page.on('response', record);
  const html = await (await page.request.get('/')).text();
  // In place inside <main>, not streamed in later by an inline script.
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const markers = [
    'Extra inputs are not permitted', // the captured error
    '"token keyword">import</span> os', // the highlighted snippets
    'django-environ and similar', // the comparison table
    'Pydantic validates', // how it works
  ];
  for (const marker of markers) expect(main, marker).toContain(marker);
  await page.goto('/');
  await hydrated(page);
  page.off('response', record);
  const code = await Promise.all(scripts.map((response) => response.text()));
  expect(code.length).toBeGreaterThan(0);
  for (const marker of markers)
    expect(
      code.filter((text) => text.includes(marker)),
      marker,
    ).toEqual([]);
  // Hydrated, the code blocks keep their buttons.
  await expect(page.getByTestId('validation-error').getByRole('button', {name: /Copy/})).toBeVisible();
});

test('reached from another page, the home page renders the same content as its HTML', async ({page}) => {
  await page.goto('/');
  const served = await page.locator('main').innerText();
  await page.goto('/getting-started/installation');
  await hydrated(page);
  // A client-side navigation: the page is not loaded again, so the parts come from their chunk.
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  await page.locator('.navbar__brand').click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(page.getByTestId('validation-error').locator('pre')).toHaveText(committed.error);
  expect(await page.locator('main').innerText()).toBe(served);
  await expect(page.locator('main .theme-code-block', {hasText: /· \d+ lines?/})).toHaveCount(3);
});
