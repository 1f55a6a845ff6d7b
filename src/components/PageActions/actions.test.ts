import {describe, expect, it} from 'vitest';
import {mcpSettingsSnippet} from '../../data/mcp';
import {assistantPrompt, pageActions} from './actions';

const page = {
  markdownPath: '/getting-started/intro.md',
  markdownUrl: 'https://example.test/getting-started/intro.md',
};

describe('pageActions', () => {
  const actions = pageActions(page);

  it('lists copy, view, ChatGPT, Claude and the MCP server in that order, each once', () => {
    expect(actions.map((action) => action.id)).toEqual([
      'copy-markdown',
      'view-markdown',
      'open-chatgpt',
      'open-claude',
      'connect-mcp',
    ]);
  });

  it("shows the MCP server's editor settings exactly as src/data/mcp.ts makes them", () => {
    const mcp = actions.find((action) => action.id === 'connect-mcp');
    expect(mcp).toMatchObject({kind: 'snippet', snippet: mcpSettingsSnippet()});
    const settings = JSON.parse(mcpSettingsSnippet()) as {mcpServers: Record<string, {args: string[]}>};
    expect(settings.mcpServers['django-cfg-docs']?.args[0]).toMatch(/mcp\/server\.mjs$/);
  });

  it('links the twin by its site path, so it works on any host', () => {
    const view = actions.find((action) => action.id === 'view-markdown');
    expect(view).toMatchObject({kind: 'link', href: '/getting-started/intro.md'});
  });

  it('opens each assistant with a prompt that names the absolute twin URL', () => {
    for (const [id, prefix] of [
      ['open-chatgpt', 'https://chatgpt.com/?q='],
      ['open-claude', 'https://claude.ai/new?q='],
    ] as const) {
      const action = actions.find((entry) => entry.id === id);
      if (action?.kind !== 'link') throw new Error(`${id} is not a link`);
      expect(action.href.startsWith(prefix)).toBe(true);
      const prompt = new URL(action.href).searchParams.get('q');
      expect(prompt).toBe(assistantPrompt(page.markdownUrl));
      expect(prompt).toContain('https://example.test/getting-started/intro.md');
    }
  });

  it('encodes the prompt so a URL with a query or a hash survives', () => {
    const odd = pageActions({markdownPath: '/a.md', markdownUrl: 'https://example.test/a.md?x=1&y=2#z'});
    const claude = odd.find((action) => action.id === 'open-claude');
    if (claude?.kind !== 'link') throw new Error('open-claude is not a link');
    expect(new URL(claude.href).searchParams.get('q')).toContain('https://example.test/a.md?x=1&y=2#z');
  });
});
