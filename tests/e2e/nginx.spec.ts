// The production build served by real nginx with deploy/nginx.conf, rendered by deploy/render.sh
// exactly as the Docker image does: security headers, caching, 404, URL normalisation, gzip, and a
// Content-Security-Policy that no page type violates. Needs nginx (Debian: apt-get install nginx).
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {delimiter, join} from 'node:path';
import type {APIResponse} from '@playwright/test';
import {expect, hydrated, settled, test as base} from './fixtures';

declare global {
  interface Window {
    /** Filled by the init script below with every `securitypolicyviolation` event of the page. */
    __cspViolations?: string[];
  }
}

const siteDir = join(__dirname, '../..');
const buildDir = join(siteDir, 'build');

/** NGINX_PATH if set, else `nginx` on PATH, else Debian's /usr/sbin/nginx (not on a user's PATH). */
function findNginx(): string {
  const wanted = process.env.NGINX_PATH;
  const candidates = wanted
    ? [wanted]
    : [...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'nginx')), '/usr/sbin/nginx'];
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    const tried = candidates.join(', ');
    throw new Error(`nginx not found (${tried}): install it (Debian: apt-get install nginx) or set NGINX_PATH`);
  }
  return found;
}

/** A port the OS reports free on loopback. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

interface Nginx {
  readonly origin: string;
}

const test = base.extend<object, {nginx: Nginx}>({
  // One nginx per worker on its own port and temp folder (pid, temp files); stopped after the
  // worker's last test, which is afterAll for this file.
  nginx: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure; this one needs none.
    async ({}, use) => {
      const nginx = findNginx();
      const runtime = mkdtempSync(join(tmpdir(), 'nginx-e2e-'));
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const conf = join(runtime, 'nginx.conf');
      writeFileSync(conf, execFileSync('sh', [join(siteDir, 'deploy/render.sh'), buildDir, `127.0.0.1:${port}`]));
      const server = spawn(nginx, ['-p', `${runtime}/`, '-c', conf, '-e', 'stderr'], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let log = '';
      server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      for (let tries = 0; ; tries++) {
        if (server.exitCode !== null) throw new Error(`nginx exited with ${server.exitCode}:\n${log}`);
        if (tries > 100) {
          server.kill('SIGTERM');
          throw new Error(`nginx did not answer on ${origin} within 10 s:\n${log}`);
        }
        const up = await fetch(`${origin}/`).then(
          () => true,
          () => false,
        );
        if (up) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await use({origin});
      server.kill('SIGTERM');
      await exited;
      rmSync(runtime, {recursive: true, force: true});
    },
    {scope: 'worker'},
  ],
  // `provide`, not `use`: the React hooks lint rule would read `use` in a function named baseURL as a hook.
  baseURL: async ({nginx}, provide) => {
    await provide(nginx.origin);
  },
});

/** The CSP the build wrote for static hosts; nginx must send the very same policy. */
function builtPolicy(): string {
  const line = readFileSync(join(buildDir, '_headers'), 'utf8')
    .split('\n')
    .find((l) => l.trim().startsWith('Content-Security-Policy:'));
  if (!line) throw new Error('build/_headers has no Content-Security-Policy');
  return line.trim().slice('Content-Security-Policy:'.length).trim();
}

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, response.url()).toBe(builtPolicy());
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}

test('pages, assets, redirects and 404s all carry the security headers', async ({request}) => {
  for (const path of ['/', '/getting-started/intro', '/sw.js', '/manifest.json', '/no/such/page', '/index.html']) {
    expectSecurityHeaders(await request.get(path, {maxRedirects: 0}));
  }
});

test('hashed assets are immutable; HTML, sw.js, manifest.json and search-index.json revalidate', async ({request}) => {
  // The minified HTML may leave attribute values unquoted.
  const home = await (await request.get('/')).text();
  const assets = [...home.matchAll(/(?:src|href)="?(\/assets\/[^"\s>]+\.(?:js|css))/g)].map((m) => m[1]);
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const response = await request.get(asset ?? '');
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
  }
  for (const path of ['/', '/getting-started/intro', '/blog', '/sw.js', '/manifest.json', '/search-index.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
});

test('an unknown path answers 404 with the not-found page', async ({request}) => {
  for (const path of ['/no/such/page', '/assets/js/missing.js', '/404.html', '/_nginx.conf']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Page not found');
  }
});

test('.html, /index.html and trailing-slash URLs 301 to the bare path; bare paths are served', async ({request}) => {
  const redirects: [from: string, to: string][] = [
    ['/index.html', '/'],
    ['/getting-started/intro.html', '/getting-started/intro'],
    ['/getting-started/intro.html?tab=pip', '/getting-started/intro?tab=pip'],
    ['/blog/index.html', '/blog'],
    ['/fundamentals/index.html', '/fundamentals'],
    ['/blog/', '/blog'],
    ['/fundamentals', '/fundamentals/core/architecture'],
  ];
  for (const [from, to] of redirects) {
    const response = await request.get(from, {maxRedirects: 0});
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  for (const path of ['/', '/getting-started/intro', '/blog', '/blog/django-configuration-debt-analysis', '/search']) {
    expect((await request.get(path, {maxRedirects: 0})).status(), path).toBe(200);
  }
});

test('a page URL answers Markdown to a client that accepts it and HTML to a browser, and says it varies', async ({
  request,
}) => {
  const page = '/fundamentals/configuration/email';
  const agent = await request.get(page, {headers: {Accept: 'text/markdown, text/html, */*'}});
  expect(agent.status()).toBe(200);
  expect(agent.headers()['content-type']).toMatch(/^text\/markdown/);
  expect(await agent.text()).toBe(await (await request.get(`${page}.md`)).text());
  expect(agent.headers().vary).toMatch(/\bAccept\b(?!-)/);
  expect(agent.headers()['cache-control']).toBe('no-cache');

  const browser = await request.get(page, {
    headers: {Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8'},
  });
  expect(browser.headers()['content-type']).toMatch(/^text\/html/);
  expect(await browser.text()).toMatch(/^<!doctype html>/i);
  expect(browser.headers().vary).toMatch(/\bAccept\b(?!-)/);
  // curl and fetch send */*: they get the page a browser gets.
  expect((await request.get(page, {headers: {Accept: '*/*'}})).headers()['content-type']).toMatch(/^text\/html/);
  // A blog post has a twin too; the home page has none and stays HTML.
  const post = await request.get('/blog/django-configuration-debt-analysis', {headers: {Accept: 'text/markdown'}});
  expect(post.headers()['content-type']).toMatch(/^text\/markdown/);
  const home = await request.get('/', {headers: {Accept: 'text/markdown'}});
  expect(home.headers()['content-type']).toMatch(/^text\/html/);
  // Files with an extension do not vary by Accept, so caches keep one copy.
  const script = await request.get('/sw.js', {headers: {Accept: 'text/markdown'}});
  expect(script.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(script.headers().vary ?? '').not.toMatch(/\bAccept\b(?!-)/);
});

test('HTML and scripts are sent gzip-compressed', async ({request}) => {
  const home = await request.get('/', {headers: {'Accept-Encoding': 'gzip'}});
  expect(home.headers()['content-encoding']).toBe('gzip');
  expect(home.headers().vary).toContain('Accept-Encoding');
  const script = /(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(await home.text())?.[1];
  expect(script).toBeDefined();
  const js = await request.get(script ?? '', {headers: {'Accept-Encoding': 'gzip'}});
  expect(js.headers()['content-encoding']).toBe('gzip');
});

// One page of each type. `drawn` must load too: the docs page's diagram is an SVG image (drawn at
// build time), so a too-strict img-src would show there.
const pageTypes: {path: string; drawn?: string}[] = [
  {path: '/'},
  {path: '/fundamentals/core/architecture', drawn: '.mermaid-diagram img'},
  {path: '/blog/django-configuration-debt-analysis'},
  {path: '/search?q=config'},
  {path: '/nextjs-admin'},
];

for (const {path, drawn} of pageTypes) {
  test(`${path} loads through nginx with no CSP violation`, async ({page}) => {
    const refused: string[] = [];
    page.on('console', (msg) => {
      // Chromium's wording has changed over versions ("Refused to …", "… violates the following …").
      if (/Refused to|Content Security Policy/.test(msg.text())) refused.push(msg.text());
    });
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    if (drawn) {
      const image = page.locator(drawn).first();
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await settled(page);
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(refused).toEqual([]);
  });
}
