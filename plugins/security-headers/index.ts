import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {env} from '../../config/env';
import {redirects} from '../../config/redirects';
import {searchBackend} from '../../config/search';
import {contentSecurityPolicy, inlineScriptHashes} from './csp';
import {headersFile, nginxSnippet, redirectsFile, securityHeaders} from './hosts';

/** URL path of the HTML file a route was built into (trailingSlash: false), if any. */
function htmlFileOf(outDir: string, route: string): string | undefined {
  const candidates = route === '/' ? ['/index.html'] : [`${route}.html`, `${route}/index.html`];
  return candidates.find((file) => existsSync(join(outDir, file)));
}

/**
 * After each production build, hashes every inline script of the built pages into a
 * Content-Security-Policy and writes the deploy rules next to the pages:
 * `_nginx.conf` (included by deploy/nginx.conf), `_headers` and `_redirects` (Netlify, Cloudflare Pages).
 * The section/folder redirects become real 301s there, so their redirect pages' inline scripts
 * (written by plugin-client-redirects in parallel) need no hash.
 */
export default function securityHeadersPlugin(context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir, routesPaths}) {
      const routes = [...new Set(routesPaths)].filter((route) => !route.endsWith('/404') && route !== '/404.html');
      const pages = ['/404.html', ...routes.map((route) => htmlFileOf(outDir, route))].filter((f) => f !== undefined);
      const scriptHashes = (await Promise.all(pages.map((f) => readFile(join(outDir, f), 'utf8')))).flatMap(
        inlineScriptHashes,
      );
      const csp = contentSecurityPolicy({
        scriptHashes,
        ...(searchBackend === 'algolia' ? {algolia: {askAi: Boolean(env.algoliaAssistantId)}} : {}),
        googleTag: Boolean(env.gtagId),
      });
      const headers = securityHeaders(csp);
      const siteRedirects = redirects(context.siteDir);
      await Promise.all([
        writeFile(join(outDir, '_nginx.conf'), nginxSnippet(headers, siteRedirects)),
        writeFile(join(outDir, '_headers'), headersFile(headers)),
        writeFile(
          join(outDir, '_redirects'),
          redirectsFile(routes, (r) => htmlFileOf(outDir, r), siteRedirects),
        ),
      ]);
    },
  };
}
