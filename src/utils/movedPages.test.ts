import {describe, expect, it} from 'vitest';
import {parseRedirectMap, withoutExistingPages} from './movedPages';

describe('parseRedirectMap', () => {
  it('reads one pair a line and skips comments and blank lines', () => {
    expect(parseRedirectMap('# moved\n\n/a/overview   /a\n/b /c # renamed\n')).toEqual([
      {from: '/a/overview', to: '/a'},
      {from: '/b', to: '/c'},
    ]);
  });

  it('names the line of a malformed entry or a duplicate', () => {
    expect(() => parseRedirectMap('/a /b\n/only-one')).toThrow('line 2');
    expect(() => parseRedirectMap('/a /b\n/a /c')).toThrow('/a is listed twice');
  });
});

describe('withoutExistingPages', () => {
  it('drops redirects from paths that are pages', () => {
    const map = [
      {from: '/x/examples', to: '/x'},
      {from: '/x/overview', to: '/x'},
    ];
    expect(withoutExistingPages(map, new Set(['/x', '/x/examples']))).toEqual([{from: '/x/overview', to: '/x'}]);
  });
});
