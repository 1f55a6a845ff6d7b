// Renders card SVGs to PNG with resvg and the bundled DejaVu fonts only (no system fonts, no
// browser). PNGs are cached by a hash of their SVG, so a rebuild only renders cards whose text
// changed; cache misses render in parallel on libuv's thread pool (renderAsync).
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {copyFile, mkdir, rename, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import {renderAsync} from '@resvg/resvg-js';

export interface CardJob {
  readonly svg: string;
  /** Absolute path of the PNG to write. */
  readonly file: string;
}

export interface RenderStats {
  readonly rendered: number;
  readonly cached: number;
}

export async function renderCards(
  jobs: readonly CardJob[],
  fontFiles: readonly string[],
  cacheDir: string,
): Promise<RenderStats> {
  await mkdir(cacheDir, {recursive: true});
  const font = {loadSystemFonts: false, fontFiles: [...fontFiles], defaultFontFamily: 'DejaVu Sans'};
  // Pages with the same title and section share one card: render it once.
  const filesBySvg = new Map<string, string[]>();
  for (const {svg, file} of jobs) filesBySvg.set(svg, [...(filesBySvg.get(svg) ?? []), file]);
  const hits = await Promise.all(
    [...filesBySvg].map(async ([svg, files]) => {
      const key = createHash('sha256').update(fontFiles.join('\n')).update(svg).digest('hex').slice(0, 24);
      const cached = join(cacheDir, `${key}.png`);
      const hit = existsSync(cached);
      if (!hit) {
        // Write then rename, so a concurrent build never copies a half-written file.
        const partial = `${cached}.${process.pid}.tmp`;
        await writeFile(partial, (await renderAsync(svg, {font})).asPng());
        await rename(partial, cached);
      }
      for (const file of files) {
        await mkdir(dirname(file), {recursive: true});
        await copyFile(cached, file);
      }
      return hit;
    }),
  );
  const cached = hits.filter(Boolean).length;
  return {rendered: hits.length - cached, cached};
}
