// Diagrams that fit (issue 33, review finding M3): node text at least 14 px as drawn on a 360 px
// phone on every page with a diagram, no sideways panning on the gRPC architecture page at 1440 px,
// drawings cropped to their content, and a full-size view for drawings that do not fit.
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {Page} from '@playwright/test';
import {smallestDiagramText} from './diagramText';
import {expect, test} from './fixtures';

const MIN_TEXT_PX = 14;
const GRPC_ARCHITECTURE = '/features/integrations/grpc/architecture';
/** Empty canvas allowed between the drawing and the edge of its SVG, per side, in px. */
const MAX_MARGIN_PX = 6;

function listMdx(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listMdx(path);
    return entry.name.endsWith('.mdx') ? [path] : [];
  });
}

/** Site paths of the docs pages and posts with a ```mermaid fence. */
function pagesWithDiagrams(): string[] {
  const root = join(__dirname, '../..');
  return [...listMdx(join(root, 'docs')), ...listMdx(join(root, 'blog'))]
    .map((file) => [file, readFileSync(file, 'utf8')] as const)
    .filter(([, source]) => source.includes('```mermaid'))
    .map(([file, source]) => {
      const rel = relative(root, file).replace(/\\/g, '/');
      if (rel.startsWith('blog/')) return `/blog/${/^slug:\s*(\S+)/m.exec(source)?.[1] ?? ''}`;
      return `/${rel
        .replace(/^docs\//, '')
        .replace(/\.mdx$/, '')
        .replace(/\/index$/, '')}`;
    });
}

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path, {waitUntil: 'load'});
  expect(response?.ok(), `${path} answers`).toBe(true);
}

test.describe('at 360 px', () => {
  test.use({viewport: {width: 360, height: 800}});
  const paths = pagesWithDiagrams();
  const CHUNKS = 4;

  test('there are diagram pages to check', () => {
    expect(paths.length).toBeGreaterThan(50);
  });

  for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
    test(`diagram text is at least ${MIN_TEXT_PX} px as drawn (pages, part ${chunk + 1} of ${CHUNKS})`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const small: string[] = [];
      let measured = 0;
      for (const path of paths.filter((_, i) => i % CHUNKS === chunk)) {
        await visit(page, path);
        const diagrams = (await page.evaluate(smallestDiagramText)).map((d) => ({
          ...d,
          px: Math.round(d.px * 100) / 100,
        }));
        measured += diagrams.length;
        small.push(...diagrams.filter((d) => d.px < MIN_TEXT_PX - 0.05).map((d) => `${path}: ${d.src} ${d.px}px`));
      }
      expect(measured).toBeGreaterThan(0);
      expect(small).toEqual([]);
    });
  }

  test('a drawing wider than the phone offers a full-size view', async ({page}) => {
    // A branching deployment diagram that still needs more than the phone's width at 14 px text.
    await visit(page, '/guides/docker/production');
    const first = page.locator('.mermaid-diagram').first();
    const expand = first.getByRole('link', {name: 'Open full size'}).filter({visible: true});
    await expect(expand).toHaveCount(1);
    const href = (await expand.getAttribute('href')) ?? '';
    expect(href).toMatch(/\.svg$/);
    // The same drawing the page shows.
    const shown = first.locator('img').filter({visible: true});
    expect(await shown.getAttribute('src')).toBe(href);
    const response = await page.request.get(href);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
  });
});

test.describe('at 1440 px', () => {
  test.use({viewport: {width: 1440, height: 900}});

  test('no diagram on the gRPC architecture page needs sideways panning', async ({page}) => {
    await visit(page, GRPC_ARCHITECTURE);
    const boxes = await page.locator('.mermaid-diagram img').evaluateAll((images) =>
      images
        .filter((img) => img.getClientRects().length > 0)
        .map((img) => {
          // The element that scrolls: the view's scroll box (or, before it existed, the view itself).
          let box: HTMLElement | null = img.parentElement;
          while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
          return {scrollWidth: box?.scrollWidth ?? 0, clientWidth: box?.clientWidth ?? 0};
        }),
    );
    expect(boxes.length).toBe(2);
    for (const box of boxes) expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
  });

  test('drawings are cropped to their content: no wide empty margins in the SVG', async ({page}) => {
    test.setTimeout(120_000);
    const margins: string[] = [];
    for (const path of [GRPC_ARCHITECTURE, '/fundamentals/core/architecture', '/getting-started/intro']) {
      await visit(page, path);
      const found = await page.locator('.mermaid-diagram img').evaluateAll(async (images, limit) => {
        const sources = [...new Set(images.map((img) => (img as HTMLImageElement).src))];
        const holder = document.createElement('div');
        holder.style.cssText = 'position:absolute;left:0;top:0;visibility:hidden';
        document.body.append(holder);
        const wide: string[] = [];
        for (const src of sources) {
          const text = await (await fetch(src)).text();
          holder.innerHTML = text;
          const svg = holder.querySelector('svg');
          if (!svg) continue;
          const view = svg.viewBox.baseVal;
          const content = svg.getBBox();
          const sides = {
            left: content.x - view.x,
            top: content.y - view.y,
            right: view.x + view.width - (content.x + content.width),
            bottom: view.y + view.height - (content.y + content.height),
          };
          const over = Object.entries(sides).filter(([, px]) => px > limit);
          if (over.length > 0)
            wide.push(
              `${src.split('/').pop() ?? ''}: ${over.map(([side, px]) => `${side} ${px.toFixed(0)}px`).join(', ')}`,
            );
        }
        holder.remove();
        return wide;
      }, MAX_MARGIN_PX);
      margins.push(...found.map((item) => `${path}: ${item}`));
    }
    expect(margins).toEqual([]);
  });
});

// The gRPC architecture page's drawings fit a phone whole: each has its own top-to-bottom phone
// drawing (`%% phone` in the fence), so nothing there needs panning at 360 px.
test.describe('phone drawings at 360 px', () => {
  test.use({viewport: {width: 360, height: 800}});

  test('no diagram on the gRPC architecture page needs sideways panning', async ({page}) => {
    await visit(page, GRPC_ARCHITECTURE);
    const boxes = await page.locator('.mermaid-diagram__scroll').evaluateAll((scrollers) =>
      scrollers
        .filter((box) => box.getClientRects().length > 0)
        .map((box) => ({
          src: box.querySelector('img')?.src.split('/').pop() ?? '',
          scrollWidth: box.scrollWidth,
          clientWidth: box.clientWidth,
        })),
    );
    expect(boxes.length).toBe(2);
    const panning = boxes.filter((box) => box.scrollWidth > box.clientWidth + 1);
    expect(panning).toEqual([]);
  });
});
