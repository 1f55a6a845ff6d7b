import {expect, hydrated, test} from './fixtures';

/** One page of each docs sub-area: its h1, a table of contents and a code block whose copy button works. */
const pages = [
  ['/getting-started/installation', 'Installation'],
  ['/fundamentals/configuration/database', 'Database'],
  ['/fundamentals/core/type-safety', 'Type'],
  ['/fundamentals/database/routing', 'routing'],
  ['/fundamentals/system/startup', 'tartup'],
  ['/features/api-generation/generated-clients', 'client'],
  ['/features/built-in-apps/user-management/accounts', 'ccount'],
  ['/features/integrations/centrifugo', 'Centrifugo'],
  ['/features/modules/currency/examples', 'xample'],
  ['/ai-agents/creating-agents', 'gent'],
  ['/cli/commands/core-commands', 'ommand'],
  ['/api/intro', 'API'],
  ['/deployment/security', 'ecurity'],
  ['/guides/migration-guide', 'igrat'],
  ['/guides/docker/production', 'roduction'],
  ['/guides/sample-project/configuration', 'onfiguration'],
  ['/business/reduce-django-development-costs', 'cost'],
] as const;

test.use({permissions: ['clipboard-read', 'clipboard-write']});

for (const [path, titlePart] of pages) {
  test(`${path} has its title, a table of contents and copyable code`, async ({page}) => {
    await page.goto(path);
    await hydrated(page);
    const h1 = page.locator('article h1');
    await expect(h1).toHaveCount(1);
    await expect(h1).toContainText(titlePart, {ignoreCase: true});
    await expect(page).toHaveTitle(/\| Django-CFG$/);

    const tocLinks = page.locator('.table-of-contents a');
    expect(await tocLinks.count()).toBeGreaterThanOrEqual(2);
    const firstAnchor = (await tocLinks.first().getAttribute('href')) ?? '';
    expect(firstAnchor).toMatch(/^#/);
    await expect(page.locator(`article [id="${decodeURIComponent(firstAnchor.slice(1))}"]`)).toHaveCount(1);

    const block = page.locator('article .theme-code-block').first();
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const shown = await block.locator('pre code').innerText();
    // innerText of Prism's one-div-per-line markup doubles blank lines; compare the code lines.
    const lines = (text: string) => text.split('\n').map((l) => l.trimEnd()).filter(Boolean);
    expect(lines(copied).length).toBeGreaterThan(0);
    expect(lines(copied)).toEqual(lines(shown));
  });
}
