import {defineConfig} from 'vitest/config';

export default defineConfig({
  // tsconfig (from @docusaurus/tsconfig) preserves JSX for the site's bundler; component tests render
  // .tsx files with React's automatic runtime.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: [
      'src/**/*.test.ts',
      'plugins/**/*.test.ts',
      'config/**/*.test.ts',
      'scripts/**/*.test.ts',
      'mcp/**/*.test.ts',
    ],
    environment: 'node',
    // Some tests bundle with Rspack or render every builder combination: seconds of CPU each, and
    // more on a busy 2-core CI machine than the 5 s default allows.
    testTimeout: 30_000,
  },
});
