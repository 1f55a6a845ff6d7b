// Screenshot comparisons of the key pages and states at a phone and a desktop width, against the
// baselines committed in tests/e2e/__screenshots__ (issue 16). After an intended visual change,
// regenerate them: npx playwright test tests/e2e/appearance-screenshots.spec.ts --update-snapshots
// With SHOTS_DIR set (npm run shots), the same states are written there as plain PNGs instead.
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {expect, expectBaselineFonts, hydrated, test, type Guard} from './fixtures';

const SHOTS_DIR = process.env.SHOTS_DIR;
/** Pages that read dates get this one, so a screenshot does not depend on the day it is taken. */
const FIXED_TIME = new Date('2026-11-02T10:00:00Z');
/** Kills what moves or blinks; `animations: 'disabled'` settles CSS animations, this the rest. */
const STILL_CSS = `*, *::before, *::after {
  transition: none !important;
  animation: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

const WIDTHS = [
  {name: 'phone', width: 360, height: 740},
  {name: 'desktop', width: 1440, height: 900},
] as const;
type WidthName = (typeof WIDTHS)[number]['name'];

interface Shot {
  readonly name: string;
  readonly path: string;
  /** Only at these widths (a state that exists at one width only). */
  readonly widths?: readonly WidthName[];
  /** Brings the page into the state to capture. */
  readonly prepare?: (page: Page, guard: Guard) => Promise<void>;
}

async function openSearch(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(query);
}

/** Search has answered for good: not stalled, no loading indicator (a loaded machine shows one). */
async function searchSettled(page: Page): Promise<void> {
  await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  await expect(page.locator('.DocSearch-LoadingIndicator')).toBeHidden();
}

async function scrollTo(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -80));
}

const SHOTS: readonly Shot[] = [
  {name: 'home', path: '/'},
  {name: 'nextjs-admin', path: '/nextjs-admin'},
  {
    name: 'reference-tables',
    path: '/cli/commands/core-commands',
    prepare: (page) => scrollTo(page, 'article table'),
  },
  {
    name: 'diagrams',
    path: '/fundamentals/core/architecture',
    prepare: (page) => scrollTo(page, '.mermaid-diagram'),
  },
  {name: 'blog-post', path: '/blog/django-saas-total-cost-ownership'},
  {
    name: 'search-page',
    path: '/search?q=database',
    prepare: (page) => expect(page.locator('main ol li h2 a').first()).toBeVisible(),
  },
  {
    name: 'search-modal-results',
    path: '/getting-started/intro',
    prepare: async (page) => {
      await openSearch(page, 'database');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await searchSettled(page);
    },
  },
  {
    name: 'search-modal-no-results',
    path: '/getting-started/intro',
    prepare: async (page) => {
      await openSearch(page, 'zqxwvj');
      await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
      await searchSettled(page);
    },
  },
  {
    name: 'mobile-menu',
    path: '/getting-started/intro',
    widths: ['phone'],
    prepare: async (page) => {
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
    },
  },
  {
    name: 'navbar-dropdown',
    path: '/getting-started/intro',
    widths: ['desktop'],
    prepare: async (page) => {
      await page.locator('.navbar__item.dropdown', {hasText: 'Docs'}).hover();
      await expect(page.locator('.navbar__item.dropdown', {hasText: 'Docs'}).locator('.dropdown__menu')).toBeVisible();
    },
  },
  {
    name: 'help-menu',
    path: '/getting-started/intro',
    prepare: async (page) => {
      // On a phone the help button shows at the end of the page (or with keyboard focus): open it
      // from the keyboard, which works at every width.
      const open = page.getByRole('button', {name: 'Open help menu'});
      await open.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', {name: 'Close help menu'})).toBeVisible();
    },
  },
  {
    name: 'not-found',
    path: '/no/such/page',
    prepare: async (page) => {
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    },
  },
];

/** Waits until what is on screen is final: fonts, and the images in the viewport decoded. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((img) => {
      const rect = img.getBoundingClientRect();
      return rect.width > 0 && rect.bottom > 0 && rect.top < innerHeight;
    });
    await Promise.all(inView.map((img) => img.decode().catch(() => undefined)));
  });
}

for (const {name: widthName, width, height} of WIDTHS) {
  test.describe(`appearance at ${width}px (${widthName})`, () => {
    test.describe.configure({mode: 'parallel'});
    test.use({viewport: {width, height}});

    for (const shot of SHOTS.filter((s) => !s.widths || s.widths.includes(widthName))) {
      test(shot.name, async ({page, guard}) => {
        if (shot.name === 'not-found') guard.allow(/404 \(Not Found\)/); // the unknown path answers 404 on purpose
        await page.clock.setFixedTime(FIXED_TIME);
        await page.goto(shot.path, {waitUntil: 'load'});
        await hydrated(page);
        await page.addStyleTag({content: STILL_CSS});
        await page.mouse.move(0, 0);
        await shot.prepare?.(page, guard);
        await settle(page);
        const file = `${shot.name}-${widthName}.png`;
        if (SHOTS_DIR) {
          mkdirSync(SHOTS_DIR, {recursive: true});
          await page.screenshot({path: join(SHOTS_DIR, file), animations: 'disabled', caret: 'hide'});
          return;
        }
        await expectBaselineFonts(page);
        // A loaded machine can take a while to give two identical screenshots in a row.
        await expect(page).toHaveScreenshot(file, {mask: [page.locator('.footer__copyright')], timeout: 15_000});
      });
    }
  });
}
