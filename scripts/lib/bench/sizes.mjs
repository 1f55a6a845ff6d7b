// Raw, gzip and brotli sizes of built files, the way a static host would serve them precompressed.
import {readFileSync} from 'node:fs';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

const cache = new Map();

/** Sizes of one file: raw bytes, gzip -9 and brotli quality 11. */
export function fileSizes(path) {
  let sizes = cache.get(path);
  if (!sizes) {
    const data = readFileSync(path);
    sizes = {
      raw: data.length,
      gzip: gzipSync(data, {level: 9}).length,
      brotli: brotliCompressSync(data, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length,
    };
    cache.set(path, sizes);
  }
  return sizes;
}

/** Sum of the sizes of several files. */
export function totalSizes(paths) {
  return paths
    .map(fileSizes)
    .reduce((a, b) => ({raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli}), {
      raw: 0,
      gzip: 0,
      brotli: 0,
    });
}
