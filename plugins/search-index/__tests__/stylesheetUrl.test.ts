// The search modal links DocSearch's sheet by URL (src/theme/SearchBar/SearchModal.tsx). Bundles such
// a reference with the site's bundler (Rspack) under a CSS rule shaped like Docusaurus's.
import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {rspack, type Configuration, type RuleSetRule, type Stats} from '@rspack/core';
import {describe, expect, it} from 'vitest';
import {configureStylesheetUrls} from '../stylesheetUrl';

const siteDir = resolve(__dirname, '../../..');
const sheet = join(siteDir, 'node_modules/@docsearch/css/dist/modal.css');

function compile(config: Configuration): Promise<Stats> {
  return new Promise((done, fail) => {
    rspack(config).run((error, stats) => {
      if (error || !stats) fail(error ?? new Error('no stats'));
      else if (stats.hasErrors()) fail(new Error(stats.toString({all: false, errors: true})));
      else done(stats);
    });
  });
}

describe('configureStylesheetUrls', () => {
  it("emits a stylesheet referenced with new URL(…, import.meta.url) unchanged, past Docusaurus's CSS rule", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stylesheet-url-'));
    try {
      writeFileSync(
        join(dir, 'entry.js'),
        "globalThis.sheet = new URL('@docsearch/css/dist/modal.css', import.meta.url).href;",
      );
      const config = {
        mode: 'production',
        context: dir,
        entry: './entry.js',
        target: 'web',
        devtool: false,
        output: {path: join(dir, 'out')},
        optimization: {minimize: false},
        resolve: {modules: [join(siteDir, 'node_modules')]},
        resolveLoader: {modules: [join(siteDir, 'node_modules')]},
        module: {
          rules: <RuleSetRule[]>[
            // Docusaurus's rule for global CSS (@docusaurus/core/lib/webpack/base.js), as Rspack runs it.
            {
              test: /\.css$/i,
              exclude: /\.module\.css$/i,
              use: [{loader: rspack.CssExtractRspackPlugin.loader}, {loader: require.resolve('css-loader')}],
            },
          ],
        },
        plugins: [new rspack.CssExtractRspackPlugin({filename: 'assets/css/[name].css'})],
      } satisfies Configuration;
      const extra = configureStylesheetUrls(config).module.rules as RuleSetRule[];
      config.module.rules.push(...extra);
      await compile(config);
      const emitted = readdirSync(join(dir, 'out/assets/css'));
      expect(emitted).toEqual([expect.stringMatching(/^modal-[0-9a-f]+\.css$/)]);
      const text = readFileSync(join(dir, 'out/assets/css', emitted[0] ?? ''), 'utf8');
      const original = readFileSync(sheet, 'utf8');
      expect(text.slice(0, 60), 'the start of the emitted sheet').toBe(original.slice(0, 60));
      expect(text === original, 'the emitted sheet is the package file, byte for byte').toBe(true);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
