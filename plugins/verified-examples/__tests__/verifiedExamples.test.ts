import {describe, expect, it} from 'vitest';
import {verificationLine, verificationSegments, WHAT_CHANGED_PATH, type Verification} from '../line';
import remarkVerifiedExamples, {VERIFIED_CLASS} from '../remark';
import type {MdastNode} from '../../shared/mdast';
import {SECTION_IDS} from '../../../src/components/ReleaseChanges/data';
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
    const pages = Object.entries((verification as Verification).pages);
    expect(pages.length).toBeGreaterThan(100);
    for (const [source, page] of pages) {
      expect(source).toMatch(/^(docs|blog)\/.+\.mdx?$/);
      expect(page.executed + page.compiled, source).toBe(page.python);
      const current = page.current;
      if (current) {
        expect(current.ran, source).toBeLessThanOrEqual(current.python);
        // An anchor the guide page has (its section ids), or none.
        expect([null, ...SECTION_IDS]).toContain(current.anchor);
      }
    }
  });
});

const run = (python: number, ran: number, anchor: string | null, shell = 0, shellRan = 0) => ({
  python,
  ran,
  shell,
  shell_ran: shellRan,
  failure: ran < python ? 'ImportError: cannot import name' : null,
  anchor,
});

const twoReleases: Verification = {
  release: {django_cfg: '1.5.108', django: '5.2.19'},
  current_release: {django_cfg: '2.3.348', django: '5.2.19'},
  pages: {
    'docs/all.mdx': {python: 7, executed: 7, compiled: 0, shell: 0, current: run(7, 7, null)},
    'docs/some.mdx': {python: 7, executed: 6, compiled: 1, shell: 0, current: run(7, 2, 'exports')},
    'docs/none.mdx': {python: 3, executed: 3, compiled: 0, shell: 0, current: run(3, 0, 'removed-apps')},
    'docs/elsewhere.mdx': {python: 2, executed: 2, compiled: 0, shell: 0, current: run(2, 1, null)},
    'docs/shell.mdx': {python: 2, executed: 2, compiled: 0, shell: 1, current: run(2, 2, 'management-commands', 1, 0)},
    'docs/shell-only.mdx': {python: 0, executed: 0, compiled: 0, shell: 1, current: run(0, 0, 'cli', 1, 0)},
    'docs/text.mdx': {python: 0, executed: 0, compiled: 0, shell: 0},
    'docs/recipe.mdx': {python: 1, executed: 1, compiled: 0, shell: 0, current_only: 2, current: run(2, 2, null)},
  },
};

describe('verificationLine on both releases', () => {
  const base = 'Examples run on django-cfg 1.5.108 with Django 5.2';

  it('says a page whose examples all run on 2.x applies to both releases, with no link', () => {
    expect(verificationLine('docs/all.mdx', twoReleases)).toBe(
      `${base} · 7 of 7 Python blocks executed · all 7 also run on django-cfg 2.3.348: the page applies to both releases.`,
    );
    expect(verificationSegments('docs/all.mdx', twoReleases).some((s) => typeof s !== 'string')).toBe(false);
  });

  it('counts what ran on 2.x and links the guide section of the first failure', () => {
    expect(verificationLine('docs/some.mdx', twoReleases)).toBe(
      `${base} · 6 of 7 Python blocks executed · 1 compiled only (the block says why) · ` +
        `on django-cfg 2.3.348: 2 of 7 run, [see what changed](${WHAT_CHANGED_PATH}#exports).`,
    );
    expect(verificationSegments('docs/some.mdx', twoReleases).at(-2)).toEqual({
      text: 'see what changed',
      href: '/guides/what-changed-since-1-5-108#exports',
    });
  });

  it('says when nothing runs on 2.x', () => {
    expect(verificationLine('docs/none.mdx', twoReleases)).toBe(
      `${base} · 3 of 3 Python blocks executed · on django-cfg 2.3.348: 0 of 3 run, ` +
        `[see what changed](${WHAT_CHANGED_PATH}#removed-apps).`,
    );
  });

  it('links the top of the guide when the failure is none of its sections', () => {
    expect(verificationLine('docs/elsewhere.mdx', twoReleases)).toMatch(
      /2\.3\.348: 1 of 2 run, \[see what changed\]\(\/guides\/what-changed-since-1-5-108\)\.$/,
    );
  });

  it('does not call a page both-release when a shell command fails on 2.x', () => {
    expect(verificationLine('docs/shell.mdx', twoReleases)).toBe(
      `${base} · 2 of 2 Python blocks executed · 1 shell command block run · on django-cfg 2.3.348: ` +
        `2 of 2 run, 0 of 1 shell command block, [see what changed](${WHAT_CHANGED_PATH}#management-commands).`,
    );
    expect(verificationLine('docs/shell-only.mdx', twoReleases)).toBe(
      'No Python examples on this page · 1 shell command block run on django-cfg 1.5.108 with Django 5.2 · ' +
        `on django-cfg 2.3.348: 0 of 1 shell command block, [see what changed](${WHAT_CHANGED_PATH}#cli).`,
    );
  });

  it('keeps the wording of a page without examples', () => {
    expect(verificationLine('docs/text.mdx', twoReleases)).toBe('No Python examples on this page.');
  });

  it('counts the blocks written for 2.x on a migration recipe', () => {
    expect(verificationLine('docs/recipe.mdx', twoReleases)).toBe(
      `${base} · 1 of 1 Python block executed · all 2 also run on django-cfg 2.3.348 (2 written for it): ` +
        'the page applies to both releases.',
    );
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

  it('makes the guide link a link node, and leaves it out when all examples run on 2.x', () => {
    const ending = (path: string) => {
      const tree: MdastNode = {type: 'root', children: []};
      remarkVerifiedExamples({siteDir: '/site', verification: twoReleases})(tree, {path});
      return tree.children?.at(-1)?.children ?? [];
    };
    expect(ending('/site/docs/none.mdx').map((node) => node.type)).toEqual(['text', 'link', 'text']);
    expect(ending('/site/docs/none.mdx')[1]).toEqual({
      type: 'link',
      url: '/guides/what-changed-since-1-5-108#removed-apps',
      children: [{type: 'text', value: 'see what changed'}],
    });
    expect(ending('/site/docs/all.mdx').map((node) => node.type)).toEqual(['text']);
  });

  it('leaves pages outside docs and blog alone', () => {
    expect(run('/site/src/pages/index.mdx')).toHaveLength(1);
  });
});
