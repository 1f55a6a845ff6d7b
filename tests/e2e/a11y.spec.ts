// Accessibility: axe-core (WCAG 2.0/2.1 A and AA) over one page of every page type, and keyboard
// behaviour of the navbar, sidebar, TOC, search modal and help menu.
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One page of every page type; `ready` waits for content that renders after hydration. */
const PAGES: {path: string; ready?: (page: Page) => Promise<void>; notFound?: boolean}[] = [
  {path: '/'},
  // Each docs section: landing page and one deep page.
  {path: '/getting-started/intro'},
  {path: '/getting-started/installation'},
  {path: '/fundamentals/core/architecture'},
  {path: '/fundamentals/database/multi-database'},
  {path: '/features/built-in-apps/overview'},
  {path: '/features/modules/llm'},
  {path: '/ai-agents/introduction'},
  {path: '/ai-agents/orchestration'},
  {path: '/cli/introduction'},
  {path: '/cli/commands/quick-reference'},
  {path: '/api/intro'},
  {path: '/deployment/environment-setup'},
  {path: '/deployment/monitoring'},
  {path: '/guides/faq'},
  {path: '/guides/docker/production'},
  {path: '/business/reduce-django-development-costs'},
  // Generated pages.
  {path: '/fundamentals/category/database'},
  {path: '/features/tags/redis'},
  // Blog.
  {path: '/blog'},
  {path: '/blog/django-configuration-debt-analysis'},
  {path: '/blog/archive'},
  {path: '/blog/authors'},
  {path: '/blog/tags/django'},
  // Standalone pages.
  {
    path: '/search?q=database',
    ready: async (page) => {
      await expect(page.locator('main ol li').first()).toBeVisible();
    },
  },
  {path: '/nextjs-admin'},
  {path: '/maintenance'},
  {path: '/no/such/page', notFound: true},
];

/**
 * Violations that come from the Docusaurus theme and cannot be fixed in the site. Each entry names
 * the exact rule and selector, and why. Empty while the theme has none on these pages.
 */
const THEME_EXCLUSIONS: {rule: string; selector: string; reason: string}[] = [];

/** axe violations as `rule (impact): selector — reason`, minus the exact rule + selector pairs excluded above. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((v) =>
    v.nodes
      .filter((n) => !THEME_EXCLUSIONS.some((e) => e.rule === v.id && e.selector === n.target.join(' ')))
      .map(
        (n) =>
          `${v.id} (${v.impact ?? 'n/a'}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? v.help}`,
      ),
  );
}

test.describe('axe: no WCAG 2.1 A/AA violations', () => {
  for (const {path, ready, notFound} of PAGES) {
    test(path, async ({page, guard}) => {
      if (notFound) guard.allow(/404 \(Not Found\)/); // the server answers the unknown path with 404 on purpose
      await page.goto(path);
      await hydrated(page);
      await ready?.(page);
      await expect(page.locator('main').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});

/** What is focused now, and whether it shows a focus indicator (outline or box-shadow). */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const region = el.closest('nav.navbar')
      ? 'navbar'
      : el.closest('.theme-doc-sidebar-container')
        ? 'sidebar'
        : el.closest('.theme-doc-toc-desktop')
          ? 'toc'
          : 'other';
    return {
      key: `${el.tagName.toLowerCase()}|${el.getAttribute('href') ?? ''}|${el.textContent.trim().slice(0, 40)}|${el.getAttribute('aria-label') ?? ''}`,
      region,
      visibleFocus: outline || shadow,
      inFooter: !!el.closest('footer'),
    };
  });
}

test.describe('keyboard', () => {
  test('every navbar, sidebar and TOC control on a docs page is reachable by Tab with a visible focus ring', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({width: 1400, height: 900});
    await page.goto('/fundamentals/core/architecture');
    await hydrated(page);
    // The interactive elements a keyboard user must reach, as the page lays them out.
    const expected = await page.evaluate(() => {
      const selector = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
      const regions: [string, string][] = [
        ['navbar', 'nav.navbar'],
        ['sidebar', '.theme-doc-sidebar-container'],
        ['toc', '.theme-doc-toc-desktop'],
      ];
      return regions.flatMap(([region, container]) =>
        [...document.querySelectorAll<HTMLElement>(`${container} :is(${selector})`)]
          .filter(
            (el) =>
              el.getClientRects().length > 0 &&
              getComputedStyle(el).visibility !== 'hidden' &&
              !el.closest('[hidden], [inert]'),
          )
          .map((el) => ({
            region,
            key: `${el.tagName.toLowerCase()}|${el.getAttribute('href') ?? ''}|${el.textContent.trim().slice(0, 40)}|${el.getAttribute('aria-label') ?? ''}`,
          })),
      );
    });
    expect(expected.filter((e) => e.region === 'navbar').length).toBeGreaterThan(5);
    expect(expected.filter((e) => e.region === 'sidebar').length).toBeGreaterThan(3);
    expect(expected.filter((e) => e.region === 'toc').length).toBeGreaterThan(0);

    const reached = new Map<string, boolean>();
    for (let i = 0; i < 400; i++) {
      await page.keyboard.press('Tab');
      const state = await focusState(page);
      if (!state) continue;
      if (state.region !== 'other' && !reached.has(state.key)) reached.set(state.key, state.visibleFocus);
      if (state.inFooter) break; // the footer comes after the navbar, sidebar, article and TOC
    }
    const missing = expected.filter((e) => !reached.has(e.key)).map((e) => `${e.region}: ${e.key}`);
    expect(missing, 'not reachable by Tab').toEqual([]);
    const noRing = [...reached].filter(([, visible]) => !visible).map(([key]) => key);
    expect(noRing, 'focused without a visible outline or box-shadow').toEqual([]);
  });

  test('the search modal keeps Tab and Shift+Tab inside it', async ({page}) => {
    await page.goto('/getting-started/intro');
    await hydrated(page);
    await page.locator('nav.navbar .DocSearch-Button').click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.locator('.DocSearch-Input').fill('database');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // Walk forwards past the last hit and the results footer, then backwards past the input.
    const keys = [...Array<string>(30).fill('Tab'), ...Array<string>(40).fill('Shift+Tab')];
    const escaped: string[] = [];
    for (const [i, key] of keys.entries()) {
      await page.keyboard.press(key);
      const outside = await page.evaluate(() => {
        const el = document.activeElement;
        // <body> means focus went to the browser's own UI, as after the last control of a native modal
        // <dialog>; any element of the page behind the modal is an escape.
        return el && el !== document.body && !el.closest('.DocSearch-Container')
          ? `${el.tagName} "${el.textContent.trim().slice(0, 30)}"`
          : null;
      });
      if (outside) escaped.push(`${key} #${i + 1} → ${outside}`);
    }
    expect(escaped, 'focus left the open search modal').toEqual([]);
  });

  test('Escape closes the search modal and returns focus to the search button', async ({page}) => {
    await page.goto('/getting-started/intro');
    await hydrated(page);
    const button = page.locator('nav.navbar .DocSearch-Button');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.type('database');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('the help menu returns focus to its button on Escape', async ({page}) => {
    await page.goto('/getting-started/intro');
    await hydrated(page);
    const open = page.getByRole('button', {name: 'Open help menu'});
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', {name: 'Close help menu'})).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('[class*="helpMenu"]').getByRole('link', {name: 'GitHub'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  });
});
