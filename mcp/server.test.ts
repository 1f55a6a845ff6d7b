// The docs MCP server, started as an editor starts it (the command and arguments of src/data/mcp.ts)
// and driven over stdio by the SDK's own client, against a two-page build made in a temporary folder
// by the site's real search-index packer. tests/e2e/mcp.spec.ts runs it against the real build.
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {mcpSettingsSnippet} from '../src/data/mcp';
import {packRecords} from '../plugins/search-index/pack';
import type {SectionRecord} from '../plugins/search-index/wire';
import {unpack} from '../plugins/search-index/wire';
import {createEngineSync, runQuery} from '../src/search/local/engine';
import {verificationLine} from '../plugins/verified-examples/line';
import {docsSections} from '../src/data/docsSections';
import {allFields, type ModelField, type Reference} from '../src/data/reference/types';
import rawReference from '../src/data/reference/django-cfg-1.5.108.json';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reference = rawReference as unknown as Reference;
const CURRENT = join(REPO, 'src/data/release/django-cfg-2.3.348.json');

function section(
  url: string,
  group: string,
  title: string,
  heading: string | null,
  content: string,
  code = '',
): SectionRecord {
  const tag = `docs-${url.split('/')[1] ?? ''}-current`;
  return {
    url,
    anchor: heading === null ? null : heading.toLowerCase().replace(/\s+/g, '-'),
    hierarchy: [group, title, heading, null, null, null, null],
    content,
    code,
    description: heading === null ? `${title} of django-cfg.` : '',
    tag,
    lang: 'en',
  };
}

const CACHE = '/fundamentals/configuration/cache';
const DATABASE = '/fundamentals/configuration/database';
const RECORDS: SectionRecord[] = [
  section(
    CACHE,
    'Fundamentals',
    'Cache configuration',
    null,
    'Set redis_url and django-cfg builds a Redis cache.',
    'redis_url',
  ),
  section(
    CACHE,
    'Fundamentals',
    'Cache configuration',
    'CacheConfig fields',
    'CacheConfig timeout sets the default timeout in seconds.',
    'CacheConfig timeout',
  ),
  section(
    DATABASE,
    'Fundamentals',
    'Database configuration',
    null,
    'Each DatabaseConfig becomes one DATABASES entry.',
    'DatabaseConfig',
  ),
  section(
    DATABASE,
    'Fundamentals',
    'Database configuration',
    'Connections',
    'conn_max_age keeps connections open; engine is detected from the URL; OPTIONS can set a connect timeout.',
    'conn_max_age engine',
  ),
];
const TWINS: Record<string, string> = {
  [CACHE]: '# Cache configuration\n\nSet `redis_url`.\n',
  [DATABASE]: '# Database configuration\n\nSet `conn_max_age`.\n',
};

let build: string;
let client: Client;

/** The text of a successful tool call, parsed. */
async function call(name: string, args: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const result = await client.callTool({name, arguments: args});
  const content = result.content as {type: string; text: string}[];
  expect(result.isError ?? false, content[0]?.text).toBe(false);
  return JSON.parse(content[0]?.text ?? 'null') as Record<string, unknown>;
}

/** The message of a failed tool call. */
async function failure(name: string, args: Record<string, unknown>): Promise<string> {
  const result = await client.callTool({name, arguments: args});
  expect(result.isError).toBe(true);
  return (result.content as {text: string}[])[0]?.text ?? '';
}

function field(model: string, name: string): ModelField {
  const found = Object.values(reference.models).find((m) => m.name === model);
  const f = found && allFields(found).find((x) => x.name === name);
  if (!f) throw new Error(`${model}.${name} is not in the reference`);
  return f;
}

beforeAll(async () => {
  build = mkdtempSync(join(tmpdir(), 'mcp-build-'));
  writeFileSync(join(build, 'search-index.json'), JSON.stringify(packRecords(RECORDS)));
  writeFileSync(join(build, 'sitemap.xml'), '<urlset><url><loc>https://docs.example.test/</loc></url></urlset>');
  for (const [route, markdown] of Object.entries(TWINS)) {
    mkdirSync(dirname(join(build, `${route}.md`)), {recursive: true});
    writeFileSync(join(build, `${route}.md`), markdown);
  }
  // The editor's command, as the README and the "open in" menu show it, with the build swapped for the fixture.
  const {mcpServers} = JSON.parse(mcpSettingsSnippet(REPO)) as {
    mcpServers: Record<string, {command: string; args: string[]}>;
  };
  const [server] = Object.values(mcpServers);
  if (!server) throw new Error('mcp.ts names no server');
  const args = [...server.args];
  const at = args.indexOf('--build');
  expect(args[at + 1]).toBe(join(REPO, 'build'));
  args[at + 1] = build;
  client = new Client({name: 'server-test', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: server.command, args, cwd: REPO, stderr: 'pipe'}));
  // Starting Node and loading the SDK and the site's TypeScript takes seconds on a loaded 2-core machine.
}, 60_000);

afterAll(async () => {
  await client.close();
  rmSync(build, {recursive: true, force: true});
});

describe('docs MCP server', () => {
  it('mcp/README.md shows the editor snippet that src/data/mcp.ts produces', () => {
    const readme = readFileSync(join(REPO, 'mcp/README.md'), 'utf8');
    expect(readme).toContain(`\n\`\`\`json\n${mcpSettingsSnippet()}\n\`\`\`\n`);
  });

  it('lists four tools, each with a JSON schema of its arguments', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['describe_setting', 'get_page', 'list_sections', 'search_docs']);
    const schema = (name: string) => tools.find((t) => t.name === name)?.inputSchema;
    expect(schema('search_docs')).toMatchObject({type: 'object', required: ['query']});
    expect(Object.keys(schema('search_docs')?.properties ?? {})).toEqual(['query', 'section', 'limit']);
    expect(schema('get_page')).toMatchObject({type: 'object', required: ['path']});
    expect(schema('describe_setting')).toMatchObject({type: 'object', required: ['name']});
    expect(schema('list_sections')).toMatchObject({type: 'object'});
  });

  it('search_docs ranks pages as the site search does, with snippet and verification line', async () => {
    const query = 'connections engine';
    const expected = runQuery(createEngineSync(unpack(packRecords(RECORDS)), 'https://docs.example.test'), {
      indexName: 'docs',
      query,
    }).hits.map((h) => new URL(h.url_without_anchor).pathname);
    const {results} = (await call('search_docs', {query})) as {results: Record<string, unknown>[]};
    expect(results.map((r) => r.path)).toEqual([...new Set(expected)]);
    expect(results[0]).toMatchObject({
      rank: 1,
      title: 'Database configuration',
      url: 'https://docs.example.test/fundamentals/configuration/database#connections',
      markdown: 'https://docs.example.test/fundamentals/configuration/database.md',
      verification: verificationLine('docs/fundamentals/configuration/database.mdx'),
    });
    expect(results[0]?.snippet).toContain('«engine»');
  });

  it('search_docs limits to a section, and says so when nothing matches', async () => {
    const inSection = (await call('search_docs', {query: 'redis_url', section: 'fundamentals'})) as {
      results: unknown[];
    };
    expect(inSection.results).toHaveLength(1);
    const elsewhere = (await call('search_docs', {query: 'redis_url', section: 'guides'})) as {
      results: unknown[];
      note: string;
    };
    expect(elsewhere.results).toEqual([]);
    expect(elsewhere.note).toMatch(/No page matches "redis_url" in section guides/);
    const nothing = (await call('search_docs', {query: 'xylophone quasar'})) as {results: unknown[]; note: string};
    expect(nothing.results).toEqual([]);
    expect(nothing.note).toMatch(/No page matches/);
  });

  it('search_docs refuses an empty query, an unknown section and a wrong type, and keeps serving', async () => {
    expect(await failure('search_docs', {query: '  '})).toMatch(/query is empty/);
    expect(await failure('search_docs', {query: 'cache', section: 'recipes'})).toMatch(
      new RegExp(`Unknown section "recipes". Sections: ${docsSections.map((s) => s.id).join(', ')}`),
    );
    expect(await failure('search_docs', {query: 42})).toMatch(/query/);
    expect(await failure('describe_setting', {})).toMatch(/name/);
    const {results} = (await call('search_docs', {query: 'redis'})) as {results: unknown[]};
    expect(results.length).toBeGreaterThan(0);
  });

  it('get_page returns the Markdown twin for a path, a .md path or a full URL', async () => {
    for (const path of [CACHE, `${CACHE}.md`, `https://docs.example.test${CACHE}#fields`, `${CACHE}/`]) {
      const page = await call('get_page', {path});
      expect(page).toMatchObject({path: CACHE, title: 'Cache configuration', markdown: TWINS[CACHE]});
    }
  });

  it('get_page answers an unknown page or a path outside the build with an error that points to search_docs', async () => {
    const message = await failure('get_page', {path: '/fundamentals/configuration/cashe'});
    expect(message).toMatch(/^No page at \/fundamentals\/configuration\/cashe\. Use search_docs/);
    expect(message).toContain(CACHE);
    expect(await failure('get_page', {path: '/../../etc/passwd'})).toMatch(/No page at/);
    expect(await failure('get_page', {path: ''})).toMatch(/path is empty/);
  });

  const SETTINGS: [string, string, string][] = [
    ['redis_url', 'DjangoConfig', 'redis_url'],
    ['security_domains', 'DjangoConfig', 'security_domains'],
    ['secret_key', 'DjangoConfig', 'secret_key'],
    ['DatabaseConfig.conn_max_age', 'DatabaseConfig', 'conn_max_age'],
    ['CacheConfig.timeout', 'CacheConfig', 'timeout'],
    ['EmailConfig.port', 'EmailConfig', 'port'],
  ];
  it.each(SETTINGS)('describe_setting(%s) returns what the executed reference says', async (name, model, fieldName) => {
    const expected = field(model, fieldName);
    const answer = await call('describe_setting', {name});
    expect(answer).toMatchObject({
      name: `${model}.${fieldName}`,
      model,
      type: expected.type,
      required: expected.required,
      default: expected.default,
      constraints: expected.constraints,
      description: expected.description,
      settings: {measured: expected.measured, produces: expected.settings},
    });
    // The 2.x answer comes from the release snapshot when the checkout has it, and is "unknown" otherwise.
    const current = answer.current as {status: string; type?: string};
    if (existsSync(CURRENT)) {
      const snapshot = JSON.parse(readFileSync(CURRENT, 'utf8')) as {
        djangoconfig_fields: Record<string, {type: string}>;
        model_fields: Record<string, {type: string}>;
      };
      const entry =
        model === 'DjangoConfig'
          ? snapshot.djangoconfig_fields[fieldName]
          : snapshot.model_fields[`${model}.${fieldName}`];
      expect(current.status).toBe(entry ? 'present' : 'absent');
      if (entry) expect(current.type).toBe(entry.type);
    } else {
      expect(current.status).toBe('unknown');
    }
  });

  it('describe_setting lists the pages that name the field, best first', async () => {
    const pages = (name: string) =>
      call('describe_setting', {name}).then((a) => (a.pages as {path: string}[]).map((p) => p.path));
    expect(await pages('redis_url')).toEqual([CACHE]);
    expect(await pages('DatabaseConfig.conn_max_age')).toEqual([DATABASE]);
    expect(await pages('EmailConfig.port')).toEqual([]);
    // The database page says "timeout" but not CacheConfig: a word many models share needs its model beside it.
    expect(await pages('CacheConfig.timeout')).toEqual([CACHE]);
  });

  it('describe_setting lists the candidates of an ambiguous bare name and refuses an unknown one', async () => {
    const owners = Object.values(reference.models)
      .filter((m) => allFields(m).some((f) => f.name === 'enabled'))
      .map((m) => `${m.name}.enabled`)
      .sort();
    const ambiguous = await call('describe_setting', {name: 'enabled'});
    expect(ambiguous).toMatchObject({ambiguous: true, candidates: owners});
    const unknown = await failure('describe_setting', {name: 'redis_uri'});
    expect(unknown).toMatch(/"redis_uri" is not a field of DjangoConfig or of any model/);
    expect(unknown).toContain('DjangoConfig.redis_url');
    expect(await failure('describe_setting', {name: ' '})).toMatch(/name is empty/);
  });

  it('list_sections gives the sections in reading order with summaries, page counts and llms URLs', async () => {
    const {sections} = (await call('list_sections')) as {sections: Record<string, unknown>[]};
    expect(sections.map((s) => s.id)).toEqual(docsSections.map((s) => s.id));
    docsSections.forEach((s, i) => {
      expect(sections[i]).toMatchObject({
        title: s.label,
        summary: s.summary,
        pages: s.id === 'fundamentals' ? 2 : 0,
        llms: `https://docs.example.test/llms/${s.id}.txt`,
      });
    });
  });
});
