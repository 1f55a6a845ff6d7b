// The progress bar stand-in against nprogress's own behaviour, in a minimal fake DOM (the stand-in
// uses only createElement, innerHTML, style, remove and body.appendChild).
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

interface FakeElement {
  id: string;
  style: Record<string, string>;
  firstElementChild: FakeElement | null;
  innerHTML: string;
  remove: () => void;
}

let attached: FakeElement[] = [];

function element(): FakeElement {
  const created: FakeElement = {
    id: '',
    style: {},
    firstElementChild: null,
    set innerHTML(_html: string) {
      // The stand-in's markup: the bar is the first child.
      created.firstElementChild = element();
    },
    get innerHTML() {
      return '';
    },
    remove: () => {
      attached = attached.filter((node) => node !== created);
    },
  };
  return created;
}

/** The bar's drawn progress in percent (0 = full, -100 = empty), from its translate3d. */
function drawn(): number {
  const transform = attached[0]?.firstElementChild?.style.transform ?? '';
  const match = /^translate3d\((-?[\d.e-]+)%,0,0\)$/.exec(transform);
  if (!match) throw new Error(`no bar drawn (transform ${JSON.stringify(transform)})`);
  return Number(match[1]);
}

async function load() {
  vi.resetModules();
  return (await import('../nprogress')).default;
}

beforeEach(() => {
  attached = [];
  vi.useFakeTimers();
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('document', {
    createElement: element,
    body: {appendChild: (node: FakeElement) => attached.push(node)},
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('nprogress stand-in', () => {
  it('starts at the minimum (8 %), creeps without reaching the end, and is removed after done()', async () => {
    const nprogress = await load();
    nprogress.start();
    expect(drawn()).toBeCloseTo(-92);
    vi.advanceTimersByTime(2000);
    expect(drawn()).toBeLessThan(0);
    expect(drawn()).toBeGreaterThan(-92);
    nprogress.done();
    expect(drawn()).toBe(0);
    vi.advanceTimersByTime(400);
    expect(attached).toEqual([]);
  });

  it('restarts from the minimum when a navigation starts while the previous bar is still fading out', async () => {
    const nprogress = await load();
    nprogress.start();
    nprogress.done();
    // theme-classic starts the bar 200 ms into a slow navigation; the previous one finished less
    // than 400 ms ago, so its full bar is still on the page.
    vi.advanceTimersByTime(250);
    nprogress.start();
    expect(attached).toHaveLength(1);
    expect(attached[0]?.style.opacity).toBe('1');
    expect(drawn()).toBeCloseTo(-92);
    // And it stays on the page until this navigation is done.
    vi.advanceTimersByTime(1000);
    expect(attached).toHaveLength(1);
    expect(drawn()).toBeLessThan(0);
  });
});
