import * as history from 'history';
import {describe, expect, it} from 'vitest';
import * as standIn from '../history';

describe('history stand-in', () => {
  it("exports what React Router imports, the browser history and location helpers being the package's own", () => {
    expect(Object.keys(standIn).sort()).toEqual([
      'createBrowserHistory',
      'createHashHistory',
      'createLocation',
      'createMemoryHistory',
      'createPath',
      'locationsAreEqual',
    ]);
    for (const name of ['createBrowserHistory', 'createLocation', 'createPath', 'locationsAreEqual'] as const)
      expect(standIn[name], name).toBe(history[name]);
  });

  it('the hash and memory histories fail loudly, naming their router', () => {
    expect(() => standIn.createHashHistory()).toThrow(
      /createHashHistory \(HashRouter\) is not in this site's browser bundle/,
    );
    expect(() => standIn.createMemoryHistory()).toThrow(/createMemoryHistory \(MemoryRouter\)/);
  });
});
