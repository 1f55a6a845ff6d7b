// The config builder on a phone (issue 33, review finding m4): its outputs sit below every option,
// so toggling one must show, where you are, that the result changed, and lead you to it.
import {expect, hydrated, test} from './fixtures';

const BUILDER = '/getting-started/configuration';

test.describe('config builder on a 360 × 800 phone', () => {
  test.use({viewport: {width: 360, height: 800}});

  test('toggling an option says what changed, in view, and links to the result', async ({page}) => {
    await page.goto(BUILDER);
    await hydrated(page);
    const redis = page.getByRole('form', {name: 'Configuration choices'}).getByLabel('Redis', {exact: true});
    await redis.scrollIntoViewIfNeeded();
    await redis.check();
    const status = page.getByRole('status').filter({hasText: /^Updated /});
    await expect(status).toHaveText('Updated api/config.py and .env (next to manage.py)');
    await expect(status).toBeInViewport();
    // The changed lines are marked in the panel.
    const config = page.getByRole('region', {name: 'Config class'});
    await expect(config.locator('[data-changed]').first()).toContainText('redis_url');
    // And the bar takes you there.
    await page.getByRole('link', {name: 'Show the result'}).click();
    await expect(page.getByRole('region', {name: 'Install command'})).toBeInViewport();
  });

  test("the output panels are highlighted like the site's code", async ({page}) => {
    await page.goto(BUILDER);
    await hydrated(page);
    const config = page.getByRole('region', {name: 'Config class'});
    await expect(config.locator('.token.keyword').first()).toHaveText('from');
    await expect(config.locator('.token.class-name').filter({hasText: 'ProjectConfig'}).first()).toBeVisible();
  });
});
