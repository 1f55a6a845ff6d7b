import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
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
    const lines = (text: string) =>
      text
        .split('\n')
        .map((l) => l.trimEnd())
        .filter(Boolean);
    expect(lines(copied).length).toBeGreaterThan(0);
    expect(lines(copied)).toEqual(lines(shown));
  });
}

/** Every page with Mermaid diagrams and how many, found from the sources so new ones are covered. */
function pagesWithDiagrams(): [path: string, diagrams: number][] {
  const root = join(__dirname, '../..');
  const files = [...listMdx(join(root, 'docs')), ...listMdx(join(root, 'blog'))];
  return files
    .map((file) => [file, readFileSync(file, 'utf8')] as const)
    .filter(([, source]) => source.includes('```mermaid'))
    .map(([file, source]): [string, number] => {
      const count = source.split('```mermaid').length - 1;
      const rel = relative(root, file).replace(/\\/g, '/');
      if (rel.startsWith('blog/')) return [`/blog/${/^slug:\s*(\S+)/m.exec(source)?.[1] ?? ''}`, count];
      return [
        '/' +
          rel
            .replace(/^docs\//, '')
            .replace(/\.mdx$/, '')
            .replace(/\/index$/, ''),
        count,
      ];
    });
}

function listMdx(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listMdx(path);
    return entry.name.endsWith('.mdx') ? [path] : [];
  });
}

/**
 * The diagram pages are checked in parts that run in parallel: about 80 pages in one test took over
 * its 180 s under heavy machine load (a page load and its image checks cost 2 to 4 s there), in
 * either client mode.
 */
const DIAGRAM_PARTS = 4;

test('there are pages with Mermaid diagrams to check', () => {
  expect(pagesWithDiagrams().length).toBeGreaterThan(10);
});

for (let part = 0; part < DIAGRAM_PARTS; part += 1) {
  test(`every Mermaid diagram is a build-time image that loads, with a text alternative (part ${part + 1} of ${DIAGRAM_PARTS})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const paths = pagesWithDiagrams().filter((_, i) => i % DIAGRAM_PARTS === part);
    for (const [path, expected] of paths) {
      await page.goto(path);
      // One drawing per diagram shows; the others are for the other colour mode or screen width.
      const images = page.locator('article .mermaid-diagram img').filter({visible: true});
      await expect(images, path).toHaveCount(expected);
      // No client-side Mermaid fallback on a build that had Chromium.
      await expect(page.locator('[data-mermaid-deferred], .docusaurus-mermaid-container'), path).toHaveCount(0);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
            message: path,
            timeout: 15_000,
          })
          .toBe(true);
        expect(await image.getAttribute('alt'), path).toMatch(/^(Flowchart|Sequence diagram): \S/);
      }
    }
  });
}
