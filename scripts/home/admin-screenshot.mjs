// Usage: node scripts/home/admin-screenshot.mjs
// Takes the home page's admin screenshot by running the package, not by drawing it: copies the
// docs-examples project (tests/python/project) to a temporary folder, points its URLs at the Django
// admin, migrates a SQLite database, creates a throwaway superuser, starts `runserver` on a free port
// with the docs-examples environment (.venv, the pinned django-cfg), logs in with system Chromium and
// photographs the users list with django-cfg's admin navigation open. The PNG becomes a WebP
// (Pillow, from .venv) in static/img/home/, and src/data/home/adminScreenshot.json records its size
// and the release that rendered it. Commit both; builds need neither Python nor a browser.
import {spawn, spawnSync} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {cpSync, mkdtempSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {chromium} from 'playwright-core';
import {chromeArgs, chromePath} from '../lib/chrome.mjs';

const site = resolve(import.meta.dirname, '../..');
const python = join(site, '.venv/bin/python');
const output = 'static/img/home/admin-users.webp';
const viewport = {width: 1280, height: 720};
const scale = 1.5;
const page = '/admin/auth/user/';

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

function run(args, cwd, env = {}) {
  const result = spawnSync(python, args, {cwd, env: {...process.env, ...env}, encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout.trim();
}

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 2; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

const project = mkdtempSync(join(tmpdir(), 'home-admin-'));
cpSync(join(site, 'tests/python/project'), project, {recursive: true});
writeFileSync(
  join(project, 'docs_page_settings.py'),
  'from docs_fixture import config\n\nglobals().update(config.get_all_settings())\n',
);
writeFileSync(
  join(project, 'api/urls.py'),
  'from django.contrib import admin\nfrom django.urls import path\nfrom django_cfg import add_django_cfg_urls\n\n' +
    'urlpatterns = add_django_cfg_urls([path("admin/", admin.site.urls)])\n',
);

const password = randomBytes(12).toString('hex');
run(['manage.py', 'migrate', '--verbosity', '0'], project);
run(['manage.py', 'createsuperuser', '--noinput', '--username', 'admin', '--email', 'admin@example.com'], project, {
  DJANGO_SUPERUSER_PASSWORD: password,
});
const djangoCfg = run(['-c', 'from importlib.metadata import version; print(version("django-cfg"))'], project);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(python, ['manage.py', 'runserver', `127.0.0.1:${port}`, '--noreload'], {
  cwd: project,
  stdio: 'ignore',
});
const browser = await chromium.launch({executablePath: chromePath(), args: chromeArgs});
try {
  await waitFor(`${base}/admin/login/`, 120);
  const tab = await browser.newPage({viewport, deviceScaleFactor: scale, colorScheme: 'dark'});
  await tab.goto(`${base}/admin/login/?next=${page}`);
  await tab.fill('input[name=username]', 'admin');
  await tab.fill('input[name=password]', password);
  await Promise.all([tab.waitForURL(`${base}${page}`), tab.click('button[type=submit]')]);
  // Unfold collapses its sidebar below 1536 px; open it so the picture shows the navigation.
  await tab.evaluate(() => {
    const toggles = [...document.querySelectorAll('[x-on\\:click*="sidebarToggle"]')];
    toggles.find((el) => el instanceof HTMLElement && el.offsetParent !== null)?.click();
  });
  await tab.evaluate(() => document.fonts.ready);
  await tab.waitForTimeout(1000);
  const png = join(project, 'shot.png');
  await tab.screenshot({path: png});
  run(
    [
      '-c',
      `from PIL import Image; Image.open(${JSON.stringify(png)}).save(${JSON.stringify(join(site, output))}, "WEBP", quality=82, method=6)`,
    ],
    project,
  );
} finally {
  await browser.close();
  server.kill();
  rmSync(project, {recursive: true, force: true});
}

const data = {
  src: `/${output.replace(/^static\//, '')}`,
  width: viewport.width * scale,
  height: viewport.height * scale,
  bytes: statSync(join(site, output)).size,
  djangoCfg,
  page,
};
writeFileSync(join(site, 'src/data/home/adminScreenshot.json'), `${JSON.stringify(data, null, 2)}\n`);
console.log(data);
