import {describe, expect, it} from 'vitest';
import {countKey, rememberTotal} from './client';

describe('rememberTotal', () => {
  it('keeps each query its own total, whatever order the answers arrive in', () => {
    const totals = new Map<string, number>();
    rememberTotal(totals, 'database routing', 72);
    // A slower answer to an earlier keystroke lands after the last one.
    rememberTotal(totals, 'database r', 286);
    expect(totals.get(countKey('database routing'))).toBe(72);
    expect(totals.get(countKey('database r'))).toBe(286);
  });

  it('matches a query with the spaces the engine trims', () => {
    const totals = new Map<string, number>();
    rememberTotal(totals, 'deploy', 47);
    expect(totals.get(countKey(' deploy '))).toBe(47);
  });

  it('forgets the oldest queries beyond a few keystrokes', () => {
    const totals = new Map<string, number>();
    for (let i = 0; i < 30; i += 1) rememberTotal(totals, `q${i}`, i);
    expect(totals.size).toBe(20);
    expect(totals.has('q0')).toBe(false);
    expect(totals.get('q29')).toBe(29);
  });
});
