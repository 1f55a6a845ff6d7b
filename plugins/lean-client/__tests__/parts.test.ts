import {describe, expect, it} from 'vitest';
import {leanClientParts} from '../parts';

const all = {trims: true, 'stand-ins': true, runtime: true, chunks: true};

describe('LEAN_CLIENT', () => {
  it('keeps every part unset or on, and none (no plugin) when off', () => {
    expect(leanClientParts(undefined)).toEqual(all);
    expect(leanClientParts('on')).toEqual(all);
    expect(leanClientParts(' off ')).toBeNull();
  });

  it('turns listed parts off', () => {
    expect(leanClientParts('-stand-ins, -chunks')).toEqual({...all, 'stand-ins': false, chunks: false});
    expect(leanClientParts('-trims,-runtime')).toEqual({...all, trims: false, runtime: false});
  });

  it('refuses unknown parts and the trims without the runtime', () => {
    expect(() => leanClientParts('-helmet')).toThrow(/expected off, on or a comma list of -trims, -stand-ins/);
    expect(() => leanClientParts('chunks')).toThrow(/comma list/);
    expect(() => leanClientParts('-runtime')).toThrow(/the trims need the route runtime/);
  });
});
