import type {Page} from 'playwright-core';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface FetchedAssets {
  js: string[];
  css: string[];
}
export function disablePrefetch(): void;
export function fetchedAssets(page: Page, url: string): Promise<FetchedAssets>;
export function assetSizes(
  buildDir: string,
  assets: FetchedAssets,
): {js: Sizes; css: Sizes; files: {js: (Sizes & {path: string})[]; css: (Sizes & {path: string})[]}};
