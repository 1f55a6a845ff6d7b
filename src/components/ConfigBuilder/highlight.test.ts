import {describe, expect, it} from 'vitest';
import {buildProject, DEFAULT_CHOICES} from './build';
import {changedLines, highlightLines} from './highlight';

const typed = (tokens: {type: string; text: string}[]) => tokens.filter((t) => t.type).map((t) => [t.type, t.text]);

describe('highlightLines', () => {
  it('names Python tokens as the site highlighter does', () => {
    const [line] = highlightLines('class ProjectConfig(DjangoConfig):  # the project\n', 'python');
    expect(typed(line ?? [])).toEqual([
      ['keyword', 'class'],
      ['class-name', 'ProjectConfig'],
      ['punctuation', '('],
      ['class-name', 'DjangoConfig'],
      ['punctuation', ')'],
      ['punctuation', ':'],
      ['comment', '# the project'],
    ]);
    expect(typed(highlightLines('debug: bool = True', 'python')[0] ?? [])).toContainEqual(['boolean', 'True']);
    expect(typed(highlightLines('x = env.get("A", 3)', 'python')[0] ?? [])).toEqual(
      expect.arrayContaining([
        ['function', 'get'],
        ['string', '"A"'],
        ['number', '3'],
      ]),
    );
  });

  it('keeps every character of what the builder writes, line for line', () => {
    const out = buildProject(DEFAULT_CHOICES);
    for (const [text, language] of [
      [out.configPy, 'python'],
      [out.env, 'env'],
      [out.pip, 'shell'],
    ] as const) {
      const lines = highlightLines(text, language).map((tokens) => tokens.map((t) => t.text).join(''));
      expect(lines.join('\n')).toBe(text.replace(/\n$/, ''));
    }
  });

  it('marks .env names and values, and the install line', () => {
    expect(typed(highlightLines('SECRET_KEY=abc', 'env')[0] ?? [])).toEqual([
      ['variable', 'SECRET_KEY'],
      ['operator', '='],
      ['string', 'abc'],
    ]);
    expect(typed(highlightLines("pip install 'django-cfg[django52]==1.5.108'", 'shell')[0] ?? [])).toEqual([
      ['function', 'install'],
      ['string', "'django-cfg[django52]==1.5.108'"],
    ]);
  });
});

describe('changedLines', () => {
  it('finds added and edited lines, not unchanged or moved ones', () => {
    expect([...changedLines('a\nb\nc\n', 'a\nB\nc\nd\n')]).toEqual([1, 3]);
    expect([...changedLines('a\nb\n', 'b\na\n')]).toEqual([]);
  });

  it('marks what choosing Redis changes in the config class', () => {
    const before = buildProject(DEFAULT_CHOICES).configPy;
    const after = buildProject({...DEFAULT_CHOICES, cache: 'redis'}).configPy;
    const lines = after.split('\n');
    const marked = [...changedLines(before, after)].map((i) => lines[i]);
    expect(marked.some((line) => line?.includes('redis_url'))).toBe(true);
  });
});
