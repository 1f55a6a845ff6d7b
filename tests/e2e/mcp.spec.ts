// The docs MCP server against the real production build, started with the exact command an editor
// gets from src/data/mcp.ts (mcp/server.test.ts covers every tool and error on a small fixture).
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {expect, test} from '@playwright/test';
import {docsSections} from '../../src/data/docsSections';
import {mcpSettingsSnippet} from '../../src/data/mcp';
import {unpack, type WireIndex} from '../../plugins/search-index/wire';

const REPO = join(__dirname, '../..');

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = await client.callTool({name, arguments: args});
  const text = (result.content as {text: string}[])[0]?.text ?? '';
  expect(result.isError ?? false, text).toBe(false);
  return JSON.parse(text) as Record<string, unknown>;
}

test('the MCP server answers from the production build', async () => {
  // The server indexes the whole site before it answers: seconds, and more on a loaded 2-core machine.
  test.setTimeout(120_000);
  const {mcpServers} = JSON.parse(mcpSettingsSnippet(REPO)) as {
    mcpServers: Record<string, {command: string; args: string[]}>;
  };
  const [server] = Object.values(mcpServers);
  if (!server) throw new Error('mcp.ts names no server');
  const client = new Client({name: 'e2e', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: server.command, args: server.args, cwd: REPO}));
  try {
    // Every docs page of the build's search index is counted under its section.
    const index = JSON.parse(readFileSync(join(REPO, 'build/search-index.json'), 'utf8')) as WireIndex;
    const urls = new Set(unpack(index).map((r) => r.url));
    const {sections} = (await call(client, 'list_sections')) as {sections: {id: string; pages: number; url: string}[]};
    expect(sections.map((s) => s.id)).toEqual(docsSections.map((s) => s.id));
    for (const s of sections) {
      expect(s.pages, s.id).toBe([...urls].filter((u) => u.startsWith(`/${s.id}/`)).length);
      const landing = await call(client, 'get_page', {path: s.url});
      expect(landing.markdown, s.id).toMatch(/^---\n/);
    }

    const {results} = (await call(client, 'search_docs', {query: 'redis_url'})) as {
      results: {path: string; verification: string | null}[];
    };
    expect(results[0]?.path).toBe('/fundamentals/configuration/cache');
    expect(results[0]?.verification).toMatch(/^Examples run on django-cfg \d+\.\d+\.\d+/);

    const page = await call(client, 'get_page', {path: '/fundamentals/configuration/cache'});
    expect(page.markdown).toBe(readFileSync(join(REPO, 'build/fundamentals/configuration/cache.md'), 'utf8'));

    const setting = await call(client, 'describe_setting', {name: 'redis_url'});
    expect((setting.pages as {path: string}[]).map((p) => p.path)).toContain('/fundamentals/configuration/cache');
  } finally {
    await client.close();
  }
});
