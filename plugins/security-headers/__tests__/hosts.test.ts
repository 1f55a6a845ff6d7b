import {describe, expect, it} from 'vitest';
import {headersFile, immutableCache, nginxSnippet, redirectsFile, revalidateCache, securityHeaders} from '../hosts';

const headers = securityHeaders("default-src 'self'; frame-ancestors 'none'");
const redirects = [{from: '/fundamentals', to: '/fundamentals/core/architecture'}];

/** `_headers` as path → its header lines. */
function rules(file: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of file.split('\n')) {
    if (line.startsWith('/')) result.set(line, (current = []));
    else if (line.startsWith('  ')) current.push(line.trim());
  }
  return result;
}

describe('securityHeaders', () => {
  it('sends the CSP, HSTS, nosniff, referrer and permissions policies', () => {
    expect(headers.map(([name]) => name)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
    ]);
  });
});

describe('headersFile', () => {
  const file = rules(headersFile(headers));

  it('puts every security header on all paths', () => {
    expect(file.get('/*')).toContain("Content-Security-Policy: default-src 'self'; frame-ancestors 'none'");
    expect(file.get('/*')).toHaveLength(headers.length);
  });

  it('caches hashed assets for a year and revalidates sw.js, manifest.json and search-index.json', () => {
    expect(file.get('/assets/*')).toEqual([`Cache-Control: ${immutableCache}`]);
    for (const path of ['/sw.js', '/manifest.json', '/search-index.json']) {
      expect(file.get(path)).toEqual([`Cache-Control: ${revalidateCache}`]);
    }
  });

  it('never sets Cache-Control on /* (hosts would join it with the other rules)', () => {
    expect(file.get('/*')?.some((line) => line.startsWith('Cache-Control'))).toBe(false);
  });
});

describe('redirectsFile', () => {
  const files = new Map([
    ['/', '/index.html'],
    ['/getting-started/intro', '/getting-started/intro.html'],
  ]);
  const file = redirectsFile(['/', '/getting-started/intro', '/gone'], (route) => files.get(route), redirects);

  it('301s the section redirects and every page file path to its bare route', () => {
    expect(file.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([
      '/fundamentals /fundamentals/core/architecture 301',
      '/index.html / 301',
      '/getting-started/intro.html /getting-started/intro 301',
    ]);
  });

  it('refuses more rules than Cloudflare Pages accepts', () => {
    const many = Array.from({length: 2001}, (_, i) => `/page-${i}`);
    expect(() => redirectsFile(many, (route) => `${route}.html`, [])).toThrow(/2000/);
  });
});

describe('nginxSnippet', () => {
  const snippet = nginxSnippet(headers, redirects);

  it('adds each header on every status, quoted for nginx', () => {
    expect(snippet).toContain(
      `add_header Content-Security-Policy "default-src 'self'; frame-ancestors 'none'" always;`,
    );
    expect(snippet).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });

  it('turns the section redirects into exact-match 301s that keep the query', () => {
    expect(snippet).toContain('location = /fundamentals { return 301 /fundamentals/core/architecture$is_args$args; }');
  });

  it('rejects values that would break out of an nginx string or location', () => {
    expect(() => nginxSnippet([['X-Test', 'a"b']], [])).toThrow(/cannot write/);
    expect(() => nginxSnippet([['X-Test', '$host']], [])).toThrow(/cannot write/);
    expect(() => nginxSnippet([], [{from: '/a; }', to: '/b'}])).toThrow(/unsafe redirect/);
  });
});
