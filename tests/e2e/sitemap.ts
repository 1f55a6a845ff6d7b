// The production build's sitemap, read once for the specs that walk every page.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

const xml = readFileSync(join(__dirname, '../../build/sitemap.xml'), 'utf8');

/** Every <loc> of build/sitemap.xml as a path with its query, so it loads from the test server. */
export const sitemapPaths: string[] = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => {
  const url = new URL((match[1] ?? '').replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
});

/** The sitemap's paths without their query. */
export const sitemapPathnames: string[] = sitemapPaths.map((path) => path.split('?')[0] ?? path);
