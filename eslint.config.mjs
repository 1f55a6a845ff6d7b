// Flat config: typed TypeScript rules for config/, plugins/, src/ and tests; one comment per change.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // algolia/crawler.config.js is pasted into Algolia's Crawler editor, which defines the Crawler global.
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      '.venv/',
      '.venv-current/',
      'logs/',
      'test-results/',
      'bench-results/',
      'algolia/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: {allowDefaultProject: ['*.mjs', 'scripts/*.mjs', 'scripts/lib/*.mjs']}},
      globals: {...globals.browser, ...globals.node},
    },
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Docusaurus links must go through <Link> so they are prefetched and checked at build time.
      '@docusaurus/no-html-links': 'error',
      // Template literals with numbers are common and clear in UI strings.
      '@typescript-eslint/restrict-template-expressions': ['error', {allowNumber: true}],
      // Docusaurus theme aliases (@theme/*) resolve at build time, which the type checker sees as any.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // `onClick={() => setOpen(true)}` is idiomatic React; braces around it add nothing.
      '@typescript-eslint/no-confusing-void-expression': ['error', {ignoreArrowShorthand: true}],
    },
  },
  {
    // DocSearch v4 types deprecate indexName/searchParameters for `indices`, but Docusaurus 3's
    // themeConfig.algolia (which these components read) is still defined by them.
    files: ['src/theme/SearchBar/**', 'src/theme/SearchPage/**', 'config/search.ts'],
    rules: {'@typescript-eslint/no-deprecated': 'off'},
  },
  {
    // Plain-JS node scripts are not type-checked.
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
