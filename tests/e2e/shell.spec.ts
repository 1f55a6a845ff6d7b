import type {Page} from '@playwright/test';
import {disablePrefetch} from '../../scripts/lib/bench/firstLoad.mjs';
import {expect, hydrated, settled, test} from './fixtures';

/** Marks the loaded document; the mark survives client-side navigation and is gone after a reload. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-loaded-once', ''));
const sameDocument = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-loaded-once'));

/** Paths of the files the page asked the browser to prefetch. */
const prefetchedFiles = (page: Page) =>
  page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));

test.describe('route chunks', () => {
  test('are prefetched for links in view, so following one asks only for prefetched files', async ({page}) => {
    await page.goto('/fundamentals/configuration/database');
    await hydrated(page);
    const next = page.locator('.pagination-nav__link--next');
    await next.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await prefetchedFiles(page)).length).toBeGreaterThan(0);
    await settled(page);
    // Loaded or prefetched already (an idle prefetch may load another section's route table).
    const prefetched = [
      ...(await prefetchedFiles(page)),
      ...(await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      )),
    ];
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    const target = await next.getAttribute('href');
    await markDocument(page);
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${target ?? '-'}$`));
    expect(await sameDocument(page)).toBe(true);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((file) => !prefetched.includes(file))).toEqual([]);
  });

  test('are not prefetched on a data-saver connection', async ({page}) => {
    await page.addInitScript(disablePrefetch);
    await page.goto('/fundamentals/configuration/database');
    await hydrated(page);
    await page.locator('.pagination-nav__link--next').scrollIntoViewIfNeeded();
    await settled(page);
    expect(await prefetchedFiles(page)).toEqual([]);
  });
});

test.describe('navbar', () => {
  test('has the six dropdowns, the blog link and external buttons', async ({page}) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', {name: 'Main'});
    for (const label of ['Docs', 'Features', 'AI Agents', 'Docker', 'Reference', 'Guides']) {
      await expect(nav.locator('.navbar__item.dropdown > .navbar__link', {hasText: label})).toBeVisible();
    }
    await expect(nav.getByRole('link', {name: 'Blog', exact: true})).toHaveAttribute('href', '/blog');
    for (const name of ['Demo', 'GitHub']) {
      const link = nav.locator('a.navbar__item', {hasText: name});
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('a dropdown opens on hover and navigates client-side', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await page.locator('.navbar__item.dropdown', {hasText: 'Docs'}).hover();
    const item = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Installation', exact: true});
    await expect(item).toBeVisible();
    await markDocument(page);
    await item.click();
    await expect(page).toHaveURL(/\/getting-started\/installation$/);
    await expect(page.locator('h1')).toHaveText('Installation');
    expect(await sameDocument(page)).toBe(true);
  });

  test('a menu marks only the entry of the page being read as active', async ({page}) => {
    const docsLinks = page.locator('.navbar__item.dropdown', {hasText: 'Docs'}).locator('a.dropdown__link');
    const active = () =>
      docsLinks.evaluateAll((links) =>
        links.filter((link) => link.classList.contains('dropdown__link--active')).map((link) => link.textContent),
      );
    await page.goto('/fundamentals/configuration/database');
    await hydrated(page);
    // Not every entry of the section (issue 16: several items lit up at once).
    expect(await active()).toEqual(['Configuration']);
    await page.goto('/blog');
    await hydrated(page);
    expect(await active()).toEqual([]);
  });

  test('a slow page change shows the progress bar until the new page is ready', async ({page}) => {
    // No prefetching, so the next page's scripts load only once its link is followed.
    await page.addInitScript(disablePrefetch);
    await page.goto('/');
    await hydrated(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await markDocument(page);
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    release();
    await expect(page.locator('h1').first()).toHaveText('django-cfg blog');
    await expect(page.locator('#nprogress')).toHaveCount(0);
    expect(await sameDocument(page)).toBe(true);
  });

  for (const width of [997, 1100, 1280, 1440]) {
    test(`fits one row at ${width}px: no item wraps, nothing overflows, search keeps its name`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/');
      const nav = page.getByRole('navigation', {name: 'Main'});
      // A wrapped label or dropdown caret makes a menu link two lines tall.
      const wrapped = await nav.locator('.navbar__link:not(.navbar-button)').evaluateAll((links) =>
        links
          .filter((link) => {
            const style = getComputedStyle(link);
            const content =
              link.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
            return content > 1.3 * parseFloat(style.lineHeight);
          })
          .map((link) => link.textContent),
      );
      expect(wrapped).toEqual([]);
      const inner = nav.locator('.navbar__inner');
      expect(await inner.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expect(nav.getByRole('button', {name: /search/i})).toBeVisible();
    });
  }

  test('the mobile menu slides out at 996px and closes on navigation', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('.navbar__items .dropdown').first()).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // Wait out the slide-in: a click during the transition lands on the navbar behind the panel.
    await expect
      .poll(() =>
        sidebar.evaluate((el) => el.getBoundingClientRect().left === 0 && getComputedStyle(el).opacity === '1'),
      )
      .toBe(true);
    const docs = sidebar.locator('.menu__list-item', {has: page.locator('a.menu__link--sublist', {hasText: 'Docs'})});
    await docs.locator('a.menu__link--sublist').click();
    await expect(docs.getByRole('button', {name: 'Collapse the dropdown'})).toBeVisible();
    await docs.getByRole('link', {name: 'Introduction', exact: true}).click();
    await expect(page).toHaveURL(/\/getting-started\/intro$/);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('the mobile menu loads on its first opening, which slides it in and works on the first tap', async ({page}) => {
    await page.setViewportSize({width: 360, height: 740});
    await page.addInitScript(disablePrefetch); // so that only what the page runs loads scripts
    await page.goto('/fundamentals/configuration/database');
    await hydrated(page);
    await settled(page);
    const scripts = () =>
      page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length);
    const loaded = await scripts();
    // Nothing of the menu is on the page, or loaded, before it is opened.
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    expect(await scripts()).toBe(loaded);
    // Whether the drawer was animating when it was added to the page.
    await page.evaluate(() => {
      new MutationObserver((records, observer) => {
        const drawer = records
          .flatMap((record) => [...record.addedNodes])
          .find((node): node is HTMLElement => node instanceof HTMLElement && node.matches('.navbar-sidebar'));
        if (!drawer) return;
        document.documentElement.dataset['drawerAnimated'] = String(drawer.getAnimations().length > 0);
        observer.disconnect();
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    expect(await scripts()).toBeGreaterThan(loaded);
    await expect(page.locator('html')).toHaveAttribute('data-drawer-animated', 'true');
    await expect
      .poll(() =>
        sidebar.evaluate((el) => el.getBoundingClientRect().left === 0 && getComputedStyle(el).opacity === '1'),
      )
      .toBe(true);
    // The docs sidebar is the menu's secondary panel; its back button shows the navbar items.
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('DatabaseConfig fields');
    await expect(sidebar.locator('a[aria-current="page"]')).toBeVisible();
    await sidebar.getByRole('button', {name: /back to main menu/i}).click();
    const docs = sidebar.locator('.menu__list-item', {has: page.locator('a.menu__link--sublist', {hasText: 'Docs'})});
    await docs.locator('a.menu__link--sublist').click();
    await docs.getByRole('link', {name: 'Introduction', exact: true}).click();
    await expect(page).toHaveURL(/\/getting-started\/intro$/);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    // Open again after a client-side navigation: the loaded menu opens at once.
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(sidebar).toBeVisible();
  });

  test('a mobile menu whose code fails to load closes, and the next press loads it', async ({page, guard}) => {
    guard.allow(/\/assets\/js\/.*\.js|Loading chunk|ChunkLoadError|error boundary/i); // aborted below on purpose
    await page.setViewportSize({width: 360, height: 740});
    await page.goto('/fundamentals/configuration/database');
    await hydrated(page);
    await settled(page);
    let aborted = 0;
    await page.route('**/assets/js/*.js', (route) => (aborted++, route.abort()));
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.click();
    await expect.poll(() => aborted).toBeGreaterThan(0);
    // The backdrop goes with the menu and the page is still there, not the crash page.
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.locator('article h1')).toHaveText(/Database/);
    await page.unroute('**/assets/js/*.js');
    await toggle.click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect(page.locator('.navbar-sidebar a[aria-current="page"]')).toHaveText('DatabaseConfig fields');
  });
});

test.describe('help menu', () => {
  test('is closed by default, toggles its label and opens links in a new tab', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const button = page.getByRole('button', {name: 'Open help menu'});
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const items = ['Try Demo', 'GitHub', 'PyPI', 'Contact'];
    await expect(page.getByRole('link', {name: items[0]})).toBeHidden();
    await button.click();
    await expect(page.getByRole('button', {name: 'Close help menu'})).toHaveAttribute('aria-expanded', 'true');
    for (const name of items) {
      const link = page.locator('[class*="helpMenu"]').getByRole('link', {name, exact: true});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('closes on Escape (focus returns) and on an outside click', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', {name: 'Open help menu'}).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.locator('[class*="helpMenu"]').getByRole('link', {name: 'Try Demo'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', {name: 'Open help menu'})).toBeFocused();
    await page.getByRole('button', {name: 'Open help menu'}).click();
    await page.mouse.click(10, 400);
    await expect(page.getByRole('button', {name: 'Open help menu'})).toHaveAttribute('aria-expanded', 'false');
  });
});

test('dark theme with no switch, and a stored theme from an earlier visit is removed', async ({page}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('theme', 'light');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/getting-started/intro');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', {name: /dark mode|light mode|system mode/i})).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});

test('footer has the four groups, project links and the current year', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const title of ['Core Features', 'Documentation', 'Integrations', 'Community']) {
    await expect(footer.locator('.footer__title', {hasText: title})).toBeVisible();
  }
  for (const name of ['GitHub', 'PyPI', 'Issue tracker', 'Changelog', 'Contributing', 'License (MIT)']) {
    const link = footer.locator('a.footer__link-item', {hasText: name});
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()}`);
});

test('the announcement bar is dismissed for good', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
  await page.getByRole('button', {name: 'Close'}).click();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
});

test('a skip-to-content link is the first focusable element', async ({page}) => {
  await page.goto('/getting-started/intro');
  await hydrated(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
});
