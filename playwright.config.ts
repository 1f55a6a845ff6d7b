import {defineConfig} from '@playwright/test';
import {chromeArgs, chromePath} from './scripts/lib/chrome.mjs';
import {FONTCONFIG_FILE} from './tests/e2e/fonts/fonts';

/** Browser tests run against the production build served on loopback (npm run test:e2e builds it). */
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Fails before any test when the DejaVu fonts the browser is limited to are missing.
  globalSetup: './tests/e2e/fonts/fonts.ts',
  timeout: 30_000,
  // Screenshot baselines (tests/e2e/appearance-screenshots.spec.ts), one set for the system Chromium.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  expect: {
    toHaveScreenshot: {animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.002},
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // FONTCONFIG_FILE: Chromium sees only the fonts the screenshot baselines were made with.
    launchOptions: {executablePath: chromePath(), args: chromeArgs, env: {...process.env, FONTCONFIG_FILE}},
    serviceWorkers: 'allow',
    trace: 'off',
  },
  webServer: {
    command: `npx docusaurus serve --port ${port} --host 127.0.0.1 --no-open`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
