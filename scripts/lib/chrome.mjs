// The system Chromium and the flags every browser we start here needs: this machine cannot
// download browsers, and its closed network refuses Chromium's background connections.
import {existsSync} from 'node:fs';

export function chromePath() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`Chromium not found at ${path}: install Debian's chromium or set CHROME_PATH`);
  return path;
}

export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
