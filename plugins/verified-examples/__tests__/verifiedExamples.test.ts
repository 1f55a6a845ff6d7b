import {describe, expect, it} from 'vitest';
import {verificationLine, type Verification} from '../line';
import remarkVerifiedExamples, {VERIFIED_CLASS} from '../remark';
import type {MdastNode} from '../../shared/mdast';
import verification from '../../../src/data/verification.json';

const data: Verification = {
  release: {django_cfg: '1.5.108', django: '5.2.19'},
  pages: {
    'docs/a.mdx': {python: 7, executed: 7, compiled: 0, shell: 0},
    'docs/b.mdx': {python: 3, executed: 2, compiled: 1, shell: 1},
    'docs/c.mdx': {python: 0, executed: 0, compiled: 0, shell: 2},
  },
};

describe('verificationLine', () => {
  it('says how many Python blocks ran, on which releases', () => {
    expect(verificationLine('docs/a.mdx', data)).toBe(
      'Examples run on django-cfg 1.5.108 with Django 5.2 · 7 of 7 Python blocks executed.',
    );
  });

  it('counts compiled-only blocks and shell commands apart', () => {
    expect(verificationLine('docs/b.mdx', data)).toBe(
      'Examples run on django-cfg 1.5.108 with Django 5.2 · 2 of 3 Python blocks executed · ' +
        '1 compiled only (the block says why) · 1 shell command block run.',
    );
  });

  it('claims no run for a page without Python blocks', () => {
    expect(verificationLine('docs/none.mdx', data)).toBe('No Python examples on this page.');
    expect(verificationLine('docs/c.mdx', data)).toBe(
      'No Python examples on this page · 2 shell command blocks run on django-cfg 1.5.108 with Django 5.2.',
    );
  });

  it('reads the data the docs-examples suite wrote, whose counts add up', () => {
    const pages = Object.entries(verification.pages);
    expect(pages.length).toBeGreaterThan(100);
    for (const [source, page] of pages) {
      expect(source).toMatch(/^(docs|blog)\/.+\.mdx?$/);
      expect(page.executed + page.compiled, source).toBe(page.python);
    }
  });
});

describe('remarkVerifiedExamples', () => {
  const run = (path: string) => {
    const tree: MdastNode = {type: 'root', children: [{type: 'paragraph', children: []}]};
    remarkVerifiedExamples({siteDir: '/site'})(tree, {path});
    return tree.children ?? [];
  };

  it('ends a docs page and a blog post with the line', () => {
    for (const path of ['/site/docs/x/y.mdx', '/site/blog/2026-01-01-post.mdx']) {
      const last = run(path).at(-1);
      expect(last?.type).toBe('mdxJsxFlowElement');
      expect(last?.attributes).toEqual([
        {type: 'mdxJsxAttribute', name: 'className', value: VERIFIED_CLASS},
        {type: 'mdxJsxAttribute', name: 'data-search-ignore', value: null},
      ]);
    }
  });

  it('leaves pages outside docs and blog alone', () => {
    expect(run('/site/src/pages/index.mdx')).toHaveLength(1);
  });
});
