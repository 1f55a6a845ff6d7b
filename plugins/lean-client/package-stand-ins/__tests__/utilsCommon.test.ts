import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import * as standIn from '../utilsCommon';

const real = createRequire(__filename)('@docusaurus/utils-common') as Record<string, unknown>;

describe('the utils-common stand-in', () => {
  it('exports what @docusaurus/utils-common exports', () => {
    expect(Object.keys(standIn).sort()).toEqual(
      Object.keys(real)
        .filter((k) => k !== '__esModule')
        .sort(),
    );
  });

  it('exports the same values and functions that behave the same', () => {
    for (const [name, value] of Object.entries(standIn)) {
      if (typeof value !== 'function') expect(value, name).toEqual(real[name]);
      else expect(value.name, name).toBe((real[name] as () => unknown).name);
    }
    const cases: [string, unknown[]][] = [
      ['addTrailingSlash', ['/docs']],
      ['removeTrailingSlash', ['/docs/']],
      ['addLeadingSlash', ['docs']],
      ['addPrefix', ['x', 'pre-']],
      ['removeSuffix', ['file.md', '.md']],
      ['applyTrailingSlash', ['/docs/', {trailingSlash: false, baseUrl: '/'}]],
    ];
    for (const [name, args] of cases) {
      const call = (mod: Record<string, unknown>) => (mod[name] as (...a: unknown[]) => unknown)(...args);
      expect(call(standIn), name).toEqual(call(real));
    }
  });
});
