import {describe, expect, it} from 'vitest';
import {cardSvg, wrapText} from '../socialCard';

/** Every character 0.5em wide: at 72px a line holds 1008 / 36 = 28 characters. */
const measure = (text: string) => text.length * 0.5;
const card = {
  label: 'Fundamentals',
  brand: 'Django-CFG',
  domain: 'djangocfg.com',
  logo: 'data:image/svg+xml;base64,AA==',
};
const titleLines = (svg: string) => [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]);

describe('wrapText', () => {
  const fits = (line: string) => line.length <= 10;

  it('wraps greedily at spaces', () => {
    expect(wrapText('one two three four', fits, 5)).toEqual(['one two', 'three four']);
  });

  it('keeps a word longer than a line whole and cuts overflow with an ellipsis', () => {
    expect(wrapText('configuration a b c', fits, 5)).toEqual(['configuration', 'a b c']);
    expect(wrapText('alpha beta gamma delta, epsilon', fits, 2)).toEqual(['alpha beta', 'gamma…']);
  });
});

describe('cardSvg', () => {
  it('draws label, title and brand, escaping XML', () => {
    const svg = cardSvg({...card, title: 'Routing <apps> & "databases"'}, measure);
    expect(svg).toContain('>FUNDAMENTALS</text>');
    expect(titleLines(svg)).toEqual(['Routing &#60;apps&#62; &#38; &#34;databases&#34;']);
    expect(svg).toContain('>Django-CFG</text>');
    expect(svg).toContain('>djangocfg.com</text>');
  });

  it('shrinks a title that needs more than three lines, and cuts one longer than four', () => {
    const words = (n: number) => Array.from({length: n}, () => 'abcdefghi').join(' ');
    expect(cardSvg({...card, title: words(6)}, measure)).toContain('font-size="72"');
    const shrunk = cardSvg({...card, title: words(10)}, measure);
    expect(shrunk).toContain('font-size="60"');
    expect(titleLines(shrunk)).toHaveLength(4);
    const cut = titleLines(cardSvg({...card, title: words(30)}, measure));
    expect(cut).toHaveLength(4);
    expect(cut[3]).toMatch(/…$/);
  });
});
