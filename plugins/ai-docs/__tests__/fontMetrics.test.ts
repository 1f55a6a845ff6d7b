import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {Resvg} from '@resvg/resvg-js';
import {describe, expect, it} from 'vitest';
import {advanceWidths} from '../fontMetrics';

const fontFile = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const width = advanceWidths(readFileSync(fontFile));

/** Width resvg draws `text` at 100px, from the bounding box of the rendered glyphs. */
function drawnWidth(text: string): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="200"><text x="0" y="150" font-family="DejaVu Sans" font-weight="bold" font-size="100">${text}</text></svg>`;
  return new Resvg(svg, {font: {loadSystemFonts: false, fontFiles: [fontFile]}}).getBBox()?.width ?? 0;
}

describe('advanceWidths', () => {
  it('measures text as wide as resvg draws it', () => {
    for (const text of ['W', 'Hello, world', 'The total cost of owning a Django SaaS back end']) {
      expect(width(text) * 100).toBeGreaterThan(drawnWidth(text));
      expect(width(text) * 100).toBeLessThan(drawnWidth(text) + 20);
    }
  });

  it('tells narrow glyphs from wide ones and counts nothing for empty text', () => {
    expect(width('i')).toBeLessThan(width('W') / 2);
    expect(width('')).toBe(0);
  });
});
