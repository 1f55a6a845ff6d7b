// Usage: node scripts/make-brand-images.mjs
// Renders static/img/logo.svg into the PWA icons and draws the default social card, with the
// system Chromium (CHROME_PATH, else /usr/bin/chromium). Run it after changing the logo; the PNGs
// are committed so builds need no browser.
import {readFileSync} from 'node:fs';
import {chromium} from 'playwright-core';
import {chromeArgs, chromePath} from './lib/chrome.mjs';

const logo = readFileSync('static/img/logo.svg', 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;

const browser = await chromium.launch({executablePath: chromePath(), args: chromeArgs});
const page = await browser.newPage();

async function shot(html, width, height, path) {
  await page.setViewportSize({width, height});
  await page.setContent(`<html><body style="margin:0">${html}</body></html>`);
  await page.screenshot({path, omitBackground: false});
}

for (const size of [192, 512]) {
  await shot(
    `<img src="${dataUrl}" width="${size}" height="${size}" style="display:block">`,
    size,
    size,
    `static/img/icons/icon-${size}.png`,
  );
  // Maskable: the logo inside the 80% safe zone on a full-bleed background.
  const inner = Math.round(size * 0.7);
  await shot(
    `<div style="width:${size}px;height:${size}px;background:#0b1120;display:grid;place-items:center"><img src="${dataUrl}" width="${inner}" height="${inner}"></div>`,
    size,
    size,
    `static/img/icons/maskable-${size}.png`,
  );
}

await shot(
  `<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;background:radial-gradient(circle at 85% 20%,#1e3a8a 0,#0b1120 55%);color:#fff;font-family:system-ui,sans-serif;display:flex;flex-direction:column;justify-content:space-between">
     <div style="display:flex;align-items:center;gap:24px"><img src="${dataUrl}" width="96" height="96"><span style="font-size:56px;font-weight:800">Django-CFG</span></div>
     <div style="font-size:60px;font-weight:800;line-height:1.1;max-width:980px">One typed config for your whole Django project</div>
     <div style="font-size:30px;color:#aab4c3">Pydantic settings · built-in apps · generated API clients · AI agents</div>
   </div>`,
  1200,
  630,
  'static/img/social-card.png',
);
await browser.close();
console.log('brand images written');
