import {mkdtempSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {renderCards} from '../renderCards';

const fonts = [createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')];
const svg = (text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="63"><text x="4" y="40" font-family="DejaVu Sans" font-weight="bold">${text}</text></svg>`;

describe('renderCards', () => {
  it('writes a PNG per page, renders each distinct card once and reuses the cache', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ai-docs-cards-'));
    const jobs = [
      {svg: svg('Overview'), file: join(dir, 'out/features/overview.png')},
      {svg: svg('Overview'), file: join(dir, 'out/cli/overview.png')},
      {svg: svg('Routing'), file: join(dir, 'out/fundamentals/routing.png')},
    ];
    expect(await renderCards(jobs, fonts, join(dir, 'cache'))).toEqual({rendered: 2, cached: 0});
    for (const {file} of jobs) expect(readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
    expect(await renderCards(jobs, fonts, join(dir, 'cache'))).toEqual({rendered: 0, cached: 2});
  });
});
