// Navigation a newcomer can read: the three first tasks (install, connect a database, deploy) are
// each one click in the navbar's Docs menu on desktop and in the phone menu, "Database" names one
// place, Deployment is not filed under Reference, and the intro page maps every docs section.
import {docsSections, sectionLandingPath} from '../../src/data/docsSections';
import {expect, hydrated, test} from './fixtures';

const tasks = [
  ['Installation', '/getting-started/installation', 'Installation'],
  ['Database', '/fundamentals/database', 'Databases in django-cfg'],
  ['Deployment', '/deployment/overview', 'Deploying to production'],
] as const;

test.describe('desktop navbar', () => {
  test.use({viewport: {width: 1440, height: 900}});

  for (const [label, path, heading] of tasks) {
    test(`${label} is one click from the Docs menu`, async ({page}) => {
      await page.goto('/');
      await hydrated(page);
      const docs = page.locator('.navbar__item.dropdown', {hasText: 'Docs'});
      await docs.hover();
      const link = docs.getByRole('link', {name: label, exact: true});
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}/?$`));
      await expect(page.locator('h1')).toHaveText(heading);
    });
  }

  test('one menu item is labelled Database, and Reference does not hold Deployment', async ({page}) => {
    await page.goto('/fundamentals/configuration/database');
    const menuItems = page.locator('.navbar a.dropdown__link');
    await expect(menuItems.filter({hasText: /^Database$/})).toHaveCount(1);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await expect(sidebar.locator('a.menu__link').filter({hasText: /^Database$/})).toHaveCount(1);
    const reference = page.locator('.navbar__item.dropdown', {hasText: 'Reference'});
    await expect(reference.locator('a.dropdown__link').filter({hasText: /^Deployment$/})).toHaveCount(0);
  });
});

test.describe('phone menu', () => {
  test.use({viewport: {width: 360, height: 800}});

  for (const [label, path, heading] of tasks) {
    test(`${label} is one tap in the menu's Docs group`, async ({page}) => {
      await page.goto('/');
      await hydrated(page);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      const menu = page.locator('.navbar-sidebar');
      await expect
        .poll(() =>
          menu.evaluate((el) => el.getBoundingClientRect().left === 0 && getComputedStyle(el).opacity === '1'),
        )
        .toBe(true);
      const docs = menu.locator('.menu__list-item', {has: page.locator('a.menu__link--sublist', {hasText: 'Docs'})});
      await docs.locator('a.menu__link--sublist').click();
      const link = docs.getByRole('link', {name: label, exact: true});
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}/?$`));
      await expect(page.locator('h1')).toHaveText(heading);
    });
  }
});

test('the intro page maps every docs section, each with what it is for', async ({page}) => {
  await page.goto('/getting-started/intro');
  const map = page.getByRole('navigation', {name: 'Documentation map'});
  await expect(map).toBeVisible();
  const items = map.locator(':scope > ul > li');
  await expect(items).toHaveCount(docsSections.length);
  const hrefs = await map
    .locator('a')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  for (const section of docsSections) {
    expect(
      hrefs.some((href) => href === sectionLandingPath(section) || href.startsWith(`/${section.id}/`)),
      `${section.label} is on the map`,
    ).toBe(true);
  }
  // Each entry says what the section is for, not just its name.
  for (const text of await items.allInnerTexts()) expect(text.split(/\s+/).length).toBeGreaterThan(8);
  // The map sits near the top, before the longer explanations.
  const mapTop = await map.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const firstH2 = await page
    .locator('article h2')
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(firstH2).toBeLessThan(mapTop);
  expect(await page.locator('article h2').first().innerText()).toMatch(/Start here/);
});
