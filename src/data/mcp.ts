// How a reader's editor starts the docs MCP server (mcp/ in this repository, stdio transport). The
// "open in" menu shows this snippet and the README repeats it; mcp/'s tests start the server with
// the same command and arguments, so the snippet cannot drift from what runs.
export const mcpServerName = 'django-cfg-docs';

/** Arguments after `node`: the server script, then the production build it serves. */
export const mcpServerArgs = ['mcp/server.mjs', '--build', 'build'] as const;

/** The JSON an editor's MCP settings take, for a clone of the site at `cloneDir`. */
export function mcpSettingsSnippet(cloneDir = '/path/to/django-cfg-site'): string {
  const args = mcpServerArgs.map((arg) => (arg.startsWith('-') ? arg : `${cloneDir}/${arg}`));
  return JSON.stringify({mcpServers: {[mcpServerName]: {command: 'node', args}}}, null, 2);
}
