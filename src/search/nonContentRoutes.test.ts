import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {nonContentRoutes} from './nonContentRoutes';

const SITE = 'https://djangocfg.com';

/** Runs algolia/crawler.config.js as Algolia's editor does, with a Crawler global that keeps the config. */
function crawlerConfig(): {exclusionPatterns: string[]} {
  const source = readFileSync(join(__dirname, '../../algolia/crawler.config.js'), 'utf8');
  const captured: {config?: {exclusionPatterns: string[]}} = {};
  runInNewContext(source, {
    Crawler: function Crawler(config: {exclusionPatterns: string[]}) {
      captured.config = config;
    },
  });
  if (!captured.config) throw new Error('algolia/crawler.config.js made no Crawler');
  return captured.config;
}

/** Algolia's exclusion patterns are micromatch globs over whole URLs; `**` spans anything. */
function excluded(url: string, patterns: readonly string[]): boolean {
  return patterns.some((p) =>
    new RegExp(
      `^${p
        .replace(/[.+^${}()|[\]\\?]/g, '\\$&')
        .replace(/\*\*/g, '.*')
        .replace(/(?<!\.)\*/g, '[^/]*')}$`,
    ).test(url),
  );
}

describe('non-content routes', () => {
  it('are excluded from the Algolia crawl, with and without a query string, and nothing else is', () => {
    const {exclusionPatterns} = crawlerConfig();
    for (const {path} of nonContentRoutes) {
      expect(excluded(`${SITE}${path}`, exclusionPatterns), path).toBe(true);
      expect(excluded(`${SITE}${path}?q=status`, exclusionPatterns), path).toBe(true);
    }
    for (const page of [
      '/getting-started/installation',
      '/searching-guide',
      '/blog/django-performance-optimization-guide',
    ]) {
      expect(excluded(`${SITE}${page}`, exclusionPatterns), page).toBe(false);
    }
  });
});
