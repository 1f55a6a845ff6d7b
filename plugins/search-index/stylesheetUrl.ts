import type {RuleSetRule} from 'webpack';

/** Where a stylesheet referenced by URL is emitted: next to the site's own, named by its content. */
export const STYLESHEET_URL_FILENAME = 'assets/css/[name]-[contenthash][ext]';

/**
 * Lets client code reference a stylesheet as a file of its own, with the standard asset-module
 * syntax: `new URL('pkg/sheet.css', import.meta.url)` gives the emitted file's URL. The search modal
 * links DocSearch's sheet this way on its first open (src/theme/SearchBar/SearchModal.tsx), so the
 * sheet stays out of the one stylesheet every page loads.
 *
 * Docusaurus's CSS rules match every `.css` request, URL references included, and their loaders
 * would turn the file into a module (the emitted "sheet" would be `export {}`). So they learn to
 * skip URL references, which a rule of their own emits unchanged (Docusaurus's CSS minimizer still
 * minifies the file, as it does every emitted `.css`).
 */
export function configureStylesheetUrls(config: {module?: {rules?: unknown[]}}): {module: {rules: RuleSetRule[]}} {
  for (const rule of config.module?.rules ?? []) {
    if (isCssRule(rule)) rule.dependency = {not: 'url'};
  }
  return {
    module: {
      rules: [
        {test: /\.css$/i, dependency: 'url', type: 'asset/resource', generator: {filename: STYLESHEET_URL_FILENAME}},
      ],
    },
  };
}

function isCssRule(rule: unknown): rule is RuleSetRule {
  if (!rule || typeof rule !== 'object') return false;
  const {test} = rule as RuleSetRule;
  return test instanceof RegExp && (test.test('sheet.css') || test.test('sheet.module.css'));
}
