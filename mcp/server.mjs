#!/usr/bin/env node
// The django-cfg docs MCP server: search, pages, the executed configuration reference and the
// sections of a production build of this site, over stdio, offline.
//
//   node mcp/server.mjs --build build     (src/data/mcp.ts holds this command; mcp/README.md explains it)
//
// stdout carries the protocol, so everything else goes to stderr.
import {register} from 'node:module';
import {dirname, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {z} from 'zod';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function buildDirFromArgs(argv) {
  const at = argv.indexOf('--build');
  if (at < 0) return resolve(REPO, 'build');
  const value = argv[at + 1];
  if (!value) throw new Error('--build needs a directory: node mcp/server.mjs --build build');
  return resolve(value);
}

// The site's TypeScript (search engine, wire format, section list) is imported as it is: see resolve-ts.mjs.
if (!process.features.typescript) {
  process.stderr.write(
    `django-cfg-docs: Node ${process.version} cannot strip TypeScript types; use Node 22.18 or newer.\n`,
  );
  process.exit(1);
}
register('./resolve-ts.mjs', import.meta.url);
const {loadDocs, MAX_RESULTS} = await import('./docs.mjs');

let docs;
try {
  docs = loadDocs(buildDirFromArgs(process.argv.slice(2)));
} catch (error) {
  process.stderr.write(`django-cfg-docs: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

/** A tool's answer as MCP content: JSON text for any client, the same object as structured content. */
function toResult(answer) {
  if ('error' in answer) return {isError: true, content: [{type: 'text', text: answer.error}]};
  return {content: [{type: 'text', text: JSON.stringify(answer.data, null, 2)}], structuredContent: answer.data};
}

/** A failure inside a tool is the tool's error, never the server's end. */
const safely = (fn) => async (args) => {
  try {
    return toResult(fn(args ?? {}));
  } catch (error) {
    return toResult({error: `Internal error: ${error instanceof Error ? error.message : String(error)}`});
  }
};

const server = new McpServer({name: 'django-cfg-docs', version: '1.0.0'});

server.registerTool(
  'search_docs',
  {
    title: 'Search the django-cfg docs',
    description:
      'Search the django-cfg documentation with the same engine and ranking as the site search. ' +
      'Returns pages best first, each with its title, URL, the URL of its Markdown, a snippet and ' +
      'the line saying which release its examples ran on.',
    inputSchema: {
      query: z.string().describe('Words or an identifier: "redis cache", "conn_max_age", "DJANGO_ENV".'),
      section: z
        .string()
        .optional()
        .describe('Limit to one docs section by id (getting-started, fundamentals, …; list_sections lists them).'),
      limit: z.number().int().min(1).max(MAX_RESULTS).optional().describe('Pages to return, 8 by default.'),
    },
  },
  safely(docs.searchDocs),
);

server.registerTool(
  'get_page',
  {
    title: 'Read a docs page as Markdown',
    description:
      'The Markdown version of one page of the site. Pass its path (/fundamentals/configuration/email), ' +
      'with or without .md, or its full URL.',
    inputSchema: {path: z.string().describe('Page path or URL, e.g. /fundamentals/configuration/email.')},
  },
  safely(docs.getPage),
);

server.registerTool(
  'describe_setting',
  {
    title: 'Describe a django-cfg setting',
    description:
      'A DjangoConfig field (redis_url) or a field of a config model (DatabaseConfig.conn_max_age): ' +
      'type, default, constraints and the Django settings it produces, measured by running django-cfg ' +
      '1.5.108; whether it exists on the current 2.x release; and up to five pages that explain it.',
    inputSchema: {
      name: z
        .string()
        .describe('Field name, bare (redis_url) or qualified by its model (DatabaseConfig.conn_max_age).'),
    },
  },
  safely(docs.describeSetting),
);

server.registerTool(
  'list_sections',
  {
    title: 'List the docs sections',
    description:
      'The documentation sections in reading order: id, title, one-line summary, page count, landing ' +
      'page and the URL of the section as one plain-text file (/llms/<section>.txt).',
    inputSchema: {},
  },
  safely(() => docs.listSections()),
);

await server.connect(new StdioServerTransport());
