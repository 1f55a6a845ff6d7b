// Byte guard for the search glue in the main bundle (budget: 3 KB gzip). Bundles the SearchBar on
// its own with the site's bundler (Rspack, which @docusaurus/faster brings; production mode, SWC
// minifier) and gzips its entry chunk.
// Code every page loads anyway (React, Docusaurus's client API, theme-common, other theme
// components) is left out, and whatever the SearchBar loads with import() lands in other chunks, so
// the entry chunk is what search adds to the main bundle. Gzipped alone it compresses worse than
// inside main.js, so this overstates the real cost (`npm run bench` measures that from two builds).
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {gzipSync} from 'node:zlib';
import {rspack, type Stats} from '@rspack/core';
import {describe, expect, it} from 'vitest';

const GLUE_GZIP_BUDGET = 3 * 1024;

const siteDir = resolve(__dirname, '../../..');
/** In the main bundle whether or not the site has search. */
const ALWAYS_LOADED = /^(react|react-dom)(\/|$)|^@docusaurus\/[^/]+$|^@docusaurus\/theme-common(\/|$)|^@theme\//;
/** Search code that must count even though its name looks like the above. */
const SEARCH_MODULES = /^@docusaurus\/theme-search-algolia|^@theme\/SearchTranslations$/;

function bundle(entry: string, outDir: string): Promise<Stats> {
  const compiler = rspack({
    mode: 'production',
    context: siteDir,
    entry: {glue: entry},
    output: {
      path: outDir,
      filename: '[name].js',
      chunkFilename: '[name].chunk.js',
      library: {type: 'var', name: 'glue'},
    },
    target: 'web',
    devtool: false,
    optimization: {runtimeChunk: 'single', splitChunks: false},
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@site': siteDir,
        '@theme/SearchTranslations': join(
          siteDir,
          'node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchTranslations',
        ),
      },
    },
    externals: [
      ({request}, callback) => {
        const external = request !== undefined && ALWAYS_LOADED.test(request) && !SEARCH_MODULES.test(request);
        if (external) callback(undefined, 'var {}');
        else callback();
      },
    ],
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}}},
          type: 'javascript/auto',
        },
        {
          // Docusaurus ships JSX in .js files (reached through the lazily loaded modal).
          test: /\.js$/,
          include: /node_modules[\\/]@docusaurus[\\/]/,
          loader: 'builtin:swc-loader',
          options: {jsc: {parser: {syntax: 'ecmascript', jsx: true}, transform: {react: {runtime: 'automatic'}}}},
          type: 'javascript/auto',
        },
        {test: /\.css$/, type: 'asset/source'},
      ],
    },
  });
  return new Promise((done, fail) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) fail(error);
      else if (!stats || stats.hasErrors()) fail(new Error(stats?.toString({all: false, errors: true})));
      else done(stats);
    });
  });
}

describe('search glue', () => {
  it(`adds at most ${GLUE_GZIP_BUDGET} gzip bytes to the main bundle`, async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'search-glue-'));
    try {
      await bundle('./src/theme/SearchBar/index.tsx', outDir);
      const entry = readFileSync(join(outDir, 'glue.js'));
      const gzip = gzipSync(entry, {level: 9}).length;
      expect(entry.length, 'the SearchBar was bundled').toBeGreaterThan(1000);
      expect(gzip, `the SearchBar entry chunk, gzip bytes`).toBeLessThanOrEqual(GLUE_GZIP_BUDGET);
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  });
});
