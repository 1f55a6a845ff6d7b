import {describe, expect, it} from 'vitest';
import {codeIdentifiers, extractRecords} from '../extract';
import {blogArchivePage, blogPost, docPage, generatedIndexPage, listingPage, noindexPage} from './fixtures';

const groupFor = (tag: string) => (tag.startsWith('docs-') ? 'Fundamentals' : 'Pages');

describe('extractRecords', () => {
  const records = extractRecords(docPage, '/fundamentals/database/routing', {groupFor});

  it('makes one record for the intro and one per heading section', () => {
    expect(records.map((r) => r.anchor)).toEqual([null, 'how-rules-work', 'reads', 'empty-heading']);
  });

  it('reads table code split at <wbr> break points as one identifier', () => {
    const page = docPage.replace(
      '<h2',
      '<p>Set <code><span>DB_</span><wbr><span>POOL_</span><wbr><span>MAX_</span><wbr><span>SIZE</span></code> first.</p><h2',
    );
    const [intro] = extractRecords(page, '/fundamentals/database/routing', {groupFor});
    expect(intro?.content).toContain('Set DB_POOL_MAX_SIZE first.');
    expect(intro?.code).toContain('DB_POOL_MAX_SIZE');
  });

  it('reads facets from the docsearch meta tags', () => {
    expect(records[0]).toMatchObject({
      tag: 'docs-fundamentals-current',
      lang: 'en',
      url: '/fundamentals/database/routing',
    });
  });

  it("puts the page's meta description on its intro section only", () => {
    expect(records.map((r) => r.description)).toEqual(["Send each app's queries to its own database.", '', '', '']);
  });

  it("adds the keywords the page's title, headings and description do not already say", () => {
    const page = docPage.replace(
      '<meta name="description"',
      '<meta name="keywords" content="database router, DATABASE_ROUTING_RULES, multi-db, Router"/><meta name="description"',
    );
    const withKeywords = extractRecords(page, '/fundamentals/database/routing', {groupFor});
    expect(withKeywords.map((r) => r.description)).toEqual([
      "Send each app's queries to its own database. router DATABASE_ROUTING_RULES multi db",
      '',
      '',
      '',
    ]);
  });

  it('leaves out the closing list of links to other pages', () => {
    const page = docPage.replace(
      '<h2 id="empty-heading">Empty heading</h2>',
      '<h2 id="empty-heading">Empty heading</h2><h2 id="next-steps">Next steps</h2><ul><li><a href="/x">Logging</a></li></ul>',
    );
    const withLinks = extractRecords(page, '/fundamentals/database/routing', {groupFor});
    expect(withLinks.map((r) => r.anchor)).toEqual(records.map((r) => r.anchor));
    expect(withLinks.some((r) => r.content.includes('Logging'))).toBe(false);
  });

  it('builds the hierarchy from group, title and the heading stack', () => {
    expect(records[0]?.hierarchy.slice(0, 3)).toEqual(['Fundamentals', 'Database routing', null]);
    expect(records[2]?.hierarchy.slice(1, 4)).toEqual([
      'Database routing',
      'How rules work',
      'Reads <script>alert(1)</script>',
    ]);
  });

  it('keeps body text, decodes entities and drops chrome, hash links and diagrams', () => {
    expect(records[0]?.content).toBe('When a database lists apps, one router is installed & used.');
    const all = records.map((r) => r.content).join(' ');
    for (const noise of [
      'On this page',
      'Edit this page',
      'Next page',
      'diagram text',
      'Copy',
      '\u200b',
      'Fundamentals',
    ]) {
      expect(all).not.toContain(noise);
    }
  });

  it('indexes identifiers from code blocks, not the code text', () => {
    expect(records[1]?.code.split(' ')).toEqual(
      expect.arrayContaining(['django_cfg', 'DatabaseConfig', 'DATABASE_ROUTING_RULES', 'migrate_all']),
    );
    expect(records[1]?.content).toBe('Rules map an app label to a database alias.');
  });

  it('keeps a heading section with no body so the heading itself is findable', () => {
    expect(records[3]).toMatchObject({anchor: 'empty-heading', content: ''});
  });

  it('skips listing, generated index and noindex pages', () => {
    expect(extractRecords(listingPage, '/blog', {groupFor})).toEqual([]);
    expect(extractRecords(generatedIndexPage, '/guides/category/docker', {groupFor})).toEqual([]);
    expect(extractRecords(noindexPage, '/search', {groupFor})).toEqual([]);
    expect(extractRecords(blogArchivePage, '/blog/archive', {groupFor})).toEqual([]);
  });

  it('reads blog posts from their markdown body with the header title', () => {
    const post = extractRecords(blogPost, '/blog/debt', {groupFor: () => 'Blog'});
    expect(post.map((r) => [r.hierarchy[1], r.anchor, r.content])).toEqual([
      ['Configuration debt', null, 'Settings drift over time.'],
      ['Configuration debt', 'cost', 'Hours per month.'],
    ]);
  });
});

describe('maxSectionChars', () => {
  it('keeps the opening of a long section and the identifiers of the rest', () => {
    const long = `${'word '.repeat(30)}then <code>late_setting</code> at the end`;
    const page = blogPost.replace('Hours per month.', long);
    const [, section] = extractRecords(page, '/blog/debt', {groupFor: () => 'Blog', maxSectionChars: 40});
    expect(section?.content).toBe(`${'word '.repeat(7)}word …`);
    expect(section?.code).toBe('late_setting');
  });
});

describe('codeIdentifiers', () => {
  it('keeps CamelCase, snake_case, dotted paths and options; drops plain words', () => {
    const ids = codeIdentifiers('python manage.py migrate_all --database default\nclass MyConfig(DjangoConfig): pass');
    expect(ids).toEqual(expect.arrayContaining(['manage.py', 'migrate_all', '--database', 'MyConfig', 'DjangoConfig']));
    expect(ids).not.toContain('python');
    expect(ids).not.toContain('pass');
  });
});
