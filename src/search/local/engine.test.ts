import {describe, expect, it} from 'vitest';
import type {SectionRecord} from '../../../plugins/search-index/wire';
import {createEngine, createEngineSync, matchesFacetFilters, runQuery} from './engine';

function record(
  url: string,
  title: string,
  headings: (string | null)[],
  content: string,
  extra: Partial<SectionRecord> = {},
): SectionRecord {
  const hierarchy = ['Docs', title, ...headings];
  while (hierarchy.length < 7) hierarchy.push(null);
  return {
    url,
    anchor: headings.length ? (headings.at(-1) ?? '').toLowerCase().replace(/\W+/g, '-') : null,
    hierarchy,
    content,
    code: '',
    description: '',
    tag: 'docs-guides-current',
    lang: 'en',
    ...extra,
  };
}

const records: SectionRecord[] = [
  record('/getting-started/installation', 'Installation', [], 'Install django-cfg with pip, poetry or uv.'),
  record('/getting-started/installation', 'Installation', ['Extras'], 'The full extra adds Django and integrations.'),
  record('/fundamentals/database/multi-database', 'Multiple databases', [], 'Route apps to several databases.', {
    code: 'DatabaseConfig migrate_all',
  }),
  record('/fundamentals/database/routing', 'Database routing', ['How rules work'], 'Each app label maps to an alias.'),
  record('/guides/faq', 'FAQ', ['Does it support migrations'], 'Yes, migrations run per database with migrate_all.'),
  record('/blog/post', 'A post', [], 'Installation stories <script>alert(1)</script> from the field.', {
    tag: 'default',
  }),
  record('/other-lang', 'Installation', [], 'Installation in another language.', {lang: 'fr'}),
  record('/guides/class', 'Classes', [], 'The constructor runs first; toString and hasOwnProperty are words too.'),
];
const engine = createEngineSync(records, 'https://example.test');
const search = (query: string, extra = {}) => runQuery(engine, {indexName: 'local', query, ...extra});

describe('runQuery', () => {
  it('ranks a page-title match above body mentions, page record before its sections', () => {
    const urls = search('installation', {facetFilters: ['language:en']}).hits.map((h) => h.objectID);
    expect(urls.slice(0, 2)).toEqual(['/getting-started/installation', '/getting-started/installation#extras']);
    expect(urls).toContain('/blog/post');
  });

  it('matches the last word as a prefix and marks only the typed part', () => {
    const hit = search('instal').hits[0];
    expect(hit?._highlightResult.hierarchy.lvl1?.value).toBe('<mark>Instal</mark>lation');
  });

  it('tolerates typos', () => {
    expect(search('instalation', {facetFilters: ['language:en']}).hits[0]?.url).toBe(
      'https://example.test/getting-started/installation',
    );
    expect(search('databse routing').hits[0]?.url).toContain('/fundamentals/database/routing');
  });

  it('finds identifiers from code blocks, whole or by camelCase part', () => {
    expect(search('DatabaseConfig').hits[0]?.url).toContain('/fundamentals/database/multi-database');
    expect(search('migrate_all').hits.map((h) => h.url)).toEqual(
      expect.arrayContaining([expect.stringContaining('multi-database'), expect.stringContaining('/guides/faq')]),
    );
  });

  it('falls back to any word when no record has all of them', () => {
    const result = search('installation zzzz');
    expect(result.nbHits).toBeGreaterThan(0);
  });

  it('treats words that are Object.prototype keys as plain words', () => {
    for (const query of ['c', 'con', 'constructor', 'tostring', 'hasownproperty', '__proto__']) {
      expect(() => search(query)).not.toThrow();
    }
    expect(search('constructor').hits[0]?.url).toContain('/guides/class');
  });

  it('returns nothing for an empty or unknown query', () => {
    expect(search('').nbHits).toBe(0);
    expect(search('qqqzzz').nbHits).toBe(0);
  });

  it('escapes HTML in content before adding marks', () => {
    const hit = search('stories').hits[0];
    expect(hit?._snippetResult.content?.value).toContain('&lt;script&gt;');
    expect(hit?._snippetResult.content?.value).not.toContain('<script>');
    expect(search('<script>').hits.every((h) => !JSON.stringify(h._highlightResult).includes('<script>'))).toBe(true);
  });

  it('labels body-only matches as content hits and heading matches by level', () => {
    expect(search('alias').hits[0]?.type).toBe('content');
    expect(search('extras').hits[0]?.type).toBe('lvl2');
  });

  it('builds snippets as a word window with ellipses', () => {
    const long = createEngineSync(
      [record('/long', 'Long', [], `${'alpha '.repeat(40)}needle ${'omega '.repeat(40)}`)],
      'https://example.test',
    );
    const value = runQuery(long, {indexName: 'local', query: 'needle', attributesToSnippet: ['content:9']}).hits[0]
      ?._snippetResult.content?.value;
    expect(value).toMatch(/^…(alpha ){3}<mark>needle<\/mark>( omega){5}…$/);
  });

  it('pages results and reports counts and facets', () => {
    const first = search('installation', {hitsPerPage: 2, page: 0, facets: ['*']});
    const second = search('installation', {hitsPerPage: 2, page: 1});
    expect(first.hits).toHaveLength(2);
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 2));
    expect(second.hits[0]?.objectID).not.toBe(first.hits[0]?.objectID);
    expect(first.facets?.language).toEqual({en: first.nbHits - 1, fr: 1});
  });

  it('uses the request highlight tags', () => {
    const hit = search('faq', {highlightPreTag: '<em>', highlightPostTag: '</em>'}).hits[0];
    expect(hit?._highlightResult.hierarchy.lvl1?.value).toBe('<em>FAQ</em>');
  });
});

describe('page-level ranking', () => {
  const pages: SectionRecord[] = [
    record('/fundamentals/configuration/cache', 'Cache configuration', [], 'Pick a backend for the cache.'),
    record('/fundamentals/configuration/cache', 'Cache configuration', ['Backends'], 'Redis when a URL is set.'),
    record('/blog/speed', 'Faster pages', [], 'Redis, Redis and Redis again: redis everywhere in this long post.', {
      tag: 'default',
    }),
    record('/guides/docker', 'Docker', ['Services'], 'Compose starts redis and postgres.'),
    record('/fundamentals/database/routing', 'Database routing', ['Rules'], 'Each app maps to a database alias.'),
    record('/fundamentals/database/routing', 'Database routing', ['Fallback'], 'Unknown models stay on default.'),
    record('/guides/multi-database', 'Working with several databases', [], 'A database per app in a guide.'),
    record('/features/integrations/centrifugo', 'Centrifugo integration', [], 'Real-time messages to browsers.'),
    record('/features/integrations/twilio', 'Twilio integration', [], 'Send verification codes.'),
    record('/cli/aliases', 'Aliases', [], 'Short names for commands.'),
    record('/guides/questions', 'How I do things', [], 'Questions and answers.'),
  ].map((r) => (r.url.startsWith('/guides/') || r.tag === 'default' ? r : {...r, tag: 'docs-fundamentals-current'}));
  const ranked = createEngineSync(pages, 'https://example.test');
  const topPages = (query: string, extra = {}) => [
    ...new Set(runQuery(ranked, {indexName: 'local', query, ...extra}).hits.map((h) => h.url_without_anchor.slice(20))),
  ];
  /** The page a query finds first among a few records of its own. */
  const firstPage = (few: SectionRecord[], query: string) =>
    runQuery(createEngineSync(few, 'https://example.test'), {indexName: 'local', query}).hits[0]?.url_without_anchor;

  it('puts the page about a subject above pages that mention it more often, and groups its sections', () => {
    const hits = runQuery(ranked, {indexName: 'local', query: 'redis'}).hits.map((h) => h.objectID);
    expect(hits.slice(0, 2).sort()).toEqual([
      '/fundamentals/configuration/cache',
      '/fundamentals/configuration/cache#backends',
    ]);
  });

  it('matches words that sit in different sections of one page', () => {
    expect(topPages('fallback alias')[0]).toBe('/fundamentals/database/routing');
  });

  it('drops stop words and finds other forms of a word', () => {
    expect(topPages('how do I route models')[0]).toBe('/fundamentals/database/routing');
  });

  it("weighs a page's description like a heading, above body mentions", () => {
    const few = [
      record('/deployment/logging', 'Logging', [], 'Handlers and levels.', {
        description: 'Where log files go, how they rotate and how to clean them up.',
      }),
      record('/guides/notes', 'Notes', [], 'Rotate the tyres, then rotate the log and clean the desk.'),
    ];
    expect(firstPage(few, 'rotate log files')).toBe('https://example.test/deployment/logging');
  });

  it('puts the page that explains a feature above the sample project page that illustrates it', () => {
    const few = [
      record('/guides/sample-project/multi-database', 'Multi-database', [], 'Route each app to a database.'),
      record('/fundamentals/database/multi-database', 'Multi-database', [], 'Route each app to a database.'),
    ];
    expect(firstPage(few, 'multi-database routing')).toBe('https://example.test/fundamentals/database/multi-database');
  });

  it('finds a word typed with two letters swapped, as a typo', () => {
    const few = [
      record('/deployment/error-tracking', 'Error tracking with Sentry', [], 'Send exceptions to Sentry.'),
      record('/guides/notes', 'Notes', [], 'Sent entries go out nightly.'),
    ];
    expect(firstPage(few, 'sentyr ')).toBe('https://example.test/deployment/error-tracking');
  });

  it('counts a title that names a synonym of an identifier part as naming it', () => {
    const few = [
      record('/guides/faq', 'FAQ', [], 'Set `DJANGO_ENV` to production.', {code: 'DJANGO_ENV'}),
      record('/fundamentals/configuration/environment', 'Environment modes', [], 'How DJANGO_ENV picks a mode.', {
        code: 'DJANGO_ENV',
      }),
    ];
    expect(firstPage(few, 'DJANGO_ENV')).toBe('https://example.test/fundamentals/configuration/environment');
  });

  it('counts an upper-case identifier with underscores as naming the environment page', () => {
    const few = [
      record(
        '/guides/troubleshooting',
        'Troubleshooting',
        [],
        'DJANGO_SKIP_RQ_CHECK, then DJANGO_SKIP_RQ_CHECK again.',
        {
          code: 'DJANGO_SKIP_RQ_CHECK',
        },
      ),
      record('/fundamentals/configuration/environment', 'Environment variables', [], 'DJANGO_SKIP_RQ_CHECK skips it.', {
        code: 'DJANGO_SKIP_RQ_CHECK',
      }),
    ];
    expect(firstPage(few, 'DJANGO_SKIP_RQ_CHECK')).toBe('https://example.test/fundamentals/configuration/environment');
  });

  it('puts a page holding the query words in one section above one that scatters them', () => {
    const few = [
      record('/guides/scattered', 'Notes', ['Backups'], 'Nightly backups.'),
      record('/guides/scattered', 'Notes', ['Storage'], 'Files on s3.'),
      record('/guides/together', 'Notes', ['Backups'], 'Nightly backups to s3.'),
      record('/guides/together', 'Notes', ['Storage'], 'Files stay local.'),
    ];
    expect(firstPage(few, 'backups s3')).toBe('https://example.test/guides/together');
  });

  it('puts a page holding the query words in the order typed above one holding them apart', () => {
    const few = [
      record('/guides/apart', 'Notes', [], 'Size each connection by the pool.'),
      record('/guides/deeper/in-order', 'Notes', [], 'Set the connection pool size by load.'),
    ];
    expect(firstPage(few, 'connection pool size')).toBe('https://example.test/guides/deeper/in-order');
    // The page description (on the page's intro) counts as the intro's text.
    const described = [
      record('/guides/apart', 'Notes', [], 'Tuning.', {description: 'Size each connection by the pool.'}),
      record('/guides/deeper/in-order', 'Notes', [], 'Tuning.', {
        description: 'Set the connection pool size for each worker process you run.',
      }),
    ];
    expect(firstPage(described, 'connection pool size')).toBe('https://example.test/guides/deeper/in-order');
  });

  it('does not let one rare word a page lacks outweigh the words it holds', () => {
    const few = [
      record('/features/integrations/grpc/monitoring', 'gRPC monitoring', [], 'Every call lands in the request log.'),
      record('/operations/maintenance', 'Maintenance', [], 'Changes are kept in an audit log.'),
      ...['a', 'b', 'c'].map((x) => record(`/grpc/${x}`, 'Services', [], 'A gRPC service writes a log line.')),
      ...['d', 'e', 'f', 'g'].map((x) => record(`/other/${x}`, 'Other', [], 'See the log.')),
    ];
    expect(firstPage(few, 'grpc audit log')).toBe('https://example.test/features/integrations/grpc/monitoring');
  });

  it('finds a form of a word that doubles its last consonant', () => {
    const few = [
      record('/cli/commands/core-commands', 'Core commands', [], 'Resetting Constance values to their defaults.'),
      record('/features/constance', 'Constance', [], 'Dynamic settings edited in the admin.'),
    ];
    expect(firstPage(few, 'reset constance')).toBe('https://example.test/cli/commands/core-commands');
  });

  it('leaves the lone letter of a possessive or contraction out of the query', () => {
    const few = [
      record('/ai-agents/orchestration', 'Orchestration', [], 'One agent output feeds the next agent.'),
      record('/guides/s', 'S', [], 'The s page: s, s and s.'),
    ];
    const hits = runQuery(createEngineSync(few, 'https://example.test'), {indexName: 'local', query: "agent's output"});
    expect(hits.hits.map((h) => h.url_without_anchor)).toEqual(['https://example.test/ai-agents/orchestration']);
  });

  it('puts the more general of two equally matching pages first', () => {
    const few = [
      record('/features/integrations/grpc/architecture', 'Architecture', [], 'How the parts fit.'),
      record('/fundamentals/core/architecture', 'Architecture', [], 'How the parts fit.'),
    ];
    expect(firstPage(few, 'architecture')).toBe('https://example.test/fundamentals/core/architecture');
  });

  it('reads "overview" as a request for the landing page of the other words', () => {
    const few = [
      record('/fundamentals/database', 'Databases in django-cfg', [], 'Declare each connection as a typed object.'),
      record('/fundamentals/database/routing', 'Database routing', [], 'Route apps to databases.'),
      record('/guides/docker/overview', 'Docker overview', [], 'Databases and caches run in containers.'),
    ];
    expect(firstPage(few, 'databases overview')).toBe('https://example.test/fundamentals/database');
  });

  it('reads "why" as no topic in a question about one, and as the topic on its own', () => {
    const few = [
      record('/getting-started/why-django-cfg', 'Why django-cfg', [], 'Your queries and apps, routed by default.'),
      record('/fundamentals/database/routing', 'Database routing', [], 'Queries for a routed app go to its alias.'),
    ];
    expect(firstPage(few, 'why do queries for my routed app go to default')).toBe(
      'https://example.test/fundamentals/database/routing',
    );
    expect(firstPage(few, 'why django-cfg')).toBe('https://example.test/getting-started/why-django-cfg');
  });

  it('searches synonyms from the synonym map', () => {
    expect(topPages('websocket')[0]).toBe('/features/integrations/centrifugo');
    expect(topPages('sms')[0]).toBe('/features/integrations/twilio');
  });

  it('prefers the reader’s section through optionalFilters, without dropping the others', () => {
    expect(topPages('database')[0]).toBe('/fundamentals/database/routing');
    const boosted = topPages('database', {optionalFilters: ['docusaurus_tag:docs-guides-current']});
    expect(boosted[0]).toBe('/guides/multi-database');
    expect(boosted).toContain('/fundamentals/database/routing');
  });
});

describe('matchesFacetFilters', () => {
  const [r] = records;
  if (!r) throw new Error('fixture records are missing');
  it('ANDs the top level, ORs nested arrays and negates with a leading minus', () => {
    expect(
      matchesFacetFilters(r, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-guides-current']]),
    ).toBe(true);
    expect(matchesFacetFilters(r, ['language:en', ['docusaurus_tag:default']])).toBe(false);
    expect(matchesFacetFilters(r, ['-language:en'])).toBe(false);
    expect(matchesFacetFilters(r, 'language:fr')).toBe(false);
    expect(matchesFacetFilters(r, [[]])).toBe(true);
  });

  it('ignores facets the index does not have, such as version', () => {
    expect(matchesFacetFilters(r, ['version:1.0'])).toBe(true);
  });
});

describe('createEngine', () => {
  it('answers from titles and headings at once, and adds body text and code when indexed', async () => {
    const engine = await createEngine(records, 'https://example.test');
    const early = runQuery(engine, {indexName: 'local', query: 'extras'});
    expect(early.hits[0]?.objectID).toBe('/getting-started/installation#extras');
    expect(engine.bodyReady).toBe(false);
    expect(runQuery(engine, {indexName: 'local', query: 'alias'}).nbHits).toBe(0);
    await engine.bodyIndexed;
    expect(engine.bodyReady).toBe(true);
    expect(runQuery(engine, {indexName: 'local', query: 'alias'}).nbHits).toBeGreaterThan(0);
    expect(runQuery(engine, {indexName: 'local', query: 'DatabaseConfig'}).nbHits).toBeGreaterThan(0);
  });
});
