import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import pathToRegexp, {isLiteralPath, type PathKey, type PathToRegexpOptions} from '../pathToRegexp';

// The package has no types; it has the stand-in's signature for the paths compared here.
const original = createRequire(import.meta.url)('path-to-regexp') as typeof pathToRegexp;

const LITERAL_PATHS = ['/', '/blog', '/blog/', '/fundamentals/configuration/database', '/a.b/c+d', '/search?x', '/x$y'];
/** As React Router's NavLink escapes the path of its link before matching it. */
const escapeForNavLink = (path: string) => path.replace(/([.+*?=^!:${}()[\]|/\\])/g, '\\$1');
const PATHS = ['*', ...LITERAL_PATHS, ...LITERAL_PATHS.map(escapeForNavLink), '/a\\:', '/trailing\\'];
const PATHNAMES = [
  '/',
  '',
  '/blog',
  '/blog/',
  '/BLOG',
  '/blog/post',
  '/blog//post',
  '/blogs',
  '/fundamentals/configuration/database',
  '/fundamentals/configuration/database/',
  '/fundamentals/configuration',
  '/a.b/c+d',
  '/aXb/cd',
  '/search?x',
  '/x$y',
  '/a:',
  '/trailing\\',
  '/anything/at/all',
];
const OPTIONS: PathToRegexpOptions[] = [true, false].flatMap((end) =>
  [true, false].flatMap((strict) => [true, false].map((sensitive) => ({end, strict, sensitive}))),
);

describe('path-to-regexp stand-in', () => {
  it('builds the regular expression and keys path-to-regexp builds for literal paths, escaped or not, and `*`', () => {
    for (const path of PATHS)
      for (const options of OPTIONS) {
        const keys: PathKey[] = [];
        const expectedKeys: PathKey[] = [];
        const regexp = pathToRegexp(path, keys, options);
        const expected = original(path, expectedKeys, options);
        const what = `${path} ${JSON.stringify(options)}`;
        expect(regexp.source, what).toBe(expected.source);
        expect(regexp.flags, what).toBe(expected.flags);
        expect(keys, what).toEqual(expectedKeys);
        for (const pathname of PATHNAMES)
          expect(regexp.exec(pathname)?.slice(), `${what} on ${pathname}`).toEqual(expected.exec(pathname)?.slice());
      }
  });

  it('defaults to an ending, non-strict, case-insensitive match', () => {
    expect(pathToRegexp('/blog', []).source).toBe(original('/blog', [], {}).source);
    expect(pathToRegexp('/blog', []).flags).toBe('i');
  });

  it('fails loudly on a pattern it does not parse', () => {
    for (const path of ['/blog/:slug', '/docs/*', '/route(\\d+)', '/a\\\\:b']) {
      expect(isLiteralPath(path), path).toBe(false);
      expect(() => pathToRegexp(path, []), path).toThrow(/needs path-to-regexp's parser/);
    }
  });
});
