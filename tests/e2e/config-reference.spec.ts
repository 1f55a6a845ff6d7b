import AxeBuilder from '@axe-core/playwright';
import {disablePrefetch} from '../../scripts/lib/bench/firstLoad.mjs';
import {expect, hydrated, test} from './fixtures';

const BUILDER = '/getting-started/configuration';

test.describe('config builder', () => {
  test('shows the default example without JavaScript', async ({browser, baseURL}) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    const page = await context.newPage();
    await page.goto(BUILDER);
    const builder = page.getByRole('form', {name: 'Configuration choices'});
    await expect(builder.getByRole('radio', {name: 'SQLite file'})).toBeChecked();
    await expect(page.getByRole('region', {name: 'Config class'})).toContainText('class ProjectConfig(DjangoConfig):');
    await expect(page.getByRole('region', {name: 'Install command'})).toContainText(
      "pip install 'django-cfg[django52]==1.5.108'",
    );
    await context.close();
  });

  test('writes PostgreSQL, Redis, SMTP, accounts and Centrifugo, chosen with the keyboard', async ({page}) => {
    await page.goto(BUILDER);
    await hydrated(page);
    const choose = async (name: string) => {
      await page.getByRole('form', {name: 'Configuration choices'}).getByLabel(name, {exact: true}).focus();
      await page.keyboard.press('Space');
    };
    await choose('PostgreSQL URL');
    await choose('Redis');
    await choose('SMTP server');
    await choose('Accounts (OTP sign-in, custom user)');
    await choose('Centrifugo real-time');
    const config = page.getByRole('region', {name: 'Config class'});
    await expect(config).toContainText('"default": DatabaseConfig.from_url(env.database_url)');
    await expect(config).toContainText('redis_url: str | None = env.redis_url');
    await expect(config).toContainText('email: EmailConfig | None = EmailConfig(');
    await expect(config).toContainText('enable_accounts: bool = True');
    await expect(config).toContainText('centrifugo: DjangoCfgCentrifugoConfig | None = DjangoCfgCentrifugoConfig(');
    await expect(page.getByRole('region', {name: 'Environment file'})).toContainText('CENTRIFUGO_API_KEY=');
    await expect(page.getByRole('region', {name: 'Install command'})).toContainText(
      "pip install 'django-cfg[django52,centrifugo]==1.5.108'",
    );
  });

  test('copies on a plain-HTTP origin through the execCommand fallback', async ({page}) => {
    await page.addInitScript(() => {
      // A plain-HTTP origin has no Clipboard API.
      Object.defineProperty(Navigator.prototype, 'clipboard', {value: undefined, configurable: true});
      const copied: string[] = [];
      (window as unknown as {copied: string[]}).copied = copied;
      // Records what the builder's fallback copies; execCommand is deprecated but is that fallback.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      document.execCommand = (command: string) => {
        const active = document.activeElement;
        if (command === 'copy' && active instanceof HTMLTextAreaElement) copied.push(active.value);
        return command === 'copy';
      };
    });
    await page.goto(BUILDER);
    await hydrated(page);
    const install = page.getByRole('region', {name: 'Install command'});
    await install.getByRole('button', {name: 'Copy Install command'}).click();
    await expect(install.getByRole('button')).toHaveText(/Copied/);
    const copied = await page.evaluate(() => (window as unknown as {copied: string[]}).copied);
    expect(copied).toEqual(["pip install 'django-cfg[django52]==1.5.108'"]);
  });
});

test.describe('configuration reference', () => {
  test('renders field rows with anchors and flags unused models', async ({page}) => {
    await page.goto('/fundamentals/configuration/reference/infrastructure');
    await expect(page.locator('#databaseconfig-conn_max_age')).toContainText('conn_max_age');
    await expect(page.locator('h2#securityconfig')).toBeVisible();
    await expect(page.getByRole('note').filter({hasText: 'SecurityConfig'})).toContainText('Read by nothing');
  });

  // plugins/reference-data passes each page the models it shows; the whole reference JSON (41 KB
  // gzip) used to be in every reference page's scripts.
  test('a reference page loads the data of its own models only', async ({page}) => {
    await page.addInitScript(disablePrefetch);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/fundamentals/configuration/reference/infrastructure');
    await hydrated(page);
    const code = (await Promise.all(scripts)).join('\n');
    // CacheConfig's docstring is on this page; UnfoldTheme's is on the admin page.
    expect(code.includes('Type-safe cache backend configuration'), 'CacheConfig in the scripts').toBe(true);
    expect(code.includes('Complete Unfold theme configuration'), 'UnfoldTheme in the scripts').toBe(false);
  });

  test('marks the broken exports', async ({page}) => {
    await page.goto('/fundamentals/system/exports');
    await expect(page.locator('#export-healthservice')).toContainText('broken');
    await expect(page.locator('#export-djangoconfig')).toContainText('imports');
  });

  test('is in the search index field by field', async ({request}) => {
    const index = (await (await request.get('/search-index.json')).json()) as {pages: [string, ...unknown[]][]};
    const textOf = (route: string) => JSON.stringify(index.pages.find((p) => p[0] === route));
    const api = textOf('/fundamentals/configuration/reference/api');
    for (const field of ['try_it_out_enabled', 'throttle_rates', 'jti_claim', 'native_scrollbars'])
      expect(api, field).toContain(field);
    expect(textOf('/fundamentals/configuration/reference/djangoconfig')).toContain('enable_pool_cleanup');
  });
});

test.describe('accessibility of the reference and the builder', () => {
  for (const path of ['/fundamentals/configuration/reference/djangoconfig', '/fundamentals/system/exports', BUILDER]) {
    test(`${path} has no axe violations (WCAG 2.1 A and AA)`, async ({page}) => {
      // axe walks every cell of the long field tables, which takes a while on a loaded machine.
      test.setTimeout(120_000);
      await page.goto(path);
      await hydrated(page);
      const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});
