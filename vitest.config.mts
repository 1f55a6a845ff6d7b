import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'plugins/**/*.test.ts', 'config/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
