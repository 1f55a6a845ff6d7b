import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Redirect} from '../../src/utils/folderRedirects';
import {contentSecurityPolicy, inlineScriptHashes, type CspOptions} from './csp';
import {headersFile, nginxSnippet, redirectsFile, securityHeaders} from './hosts';

export interface SecurityHeadersOptions {
  /** The site's redirects, written as server rules (301s) beside the redirect pages. */
  readonly redirects: readonly Redirect[];
  /** Third-party services the build turned on; each adds only its own hosts to the CSP. */
  readonly services: Omit<CspOptions, 'scriptHashes'>;
}

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
export default function securityHeadersPlugin(_context: LoadContext, options: SecurityHeadersOptions): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir, routesPaths}) {
      const routes = [...new Set(routesPaths)].filter((route) => !route.endsWith('/404') && route !== '/404.html');
      const pages = ['/404.html', ...routes.map((route) => htmlFileOf(outDir, route))].filter((f) => f !== undefined);
      const scriptHashes = (await Promise.all(pages.map((f) => readFile(join(outDir, f), 'utf8')))).flatMap(
        inlineScriptHashes,
      );
      const headers = securityHeaders(contentSecurityPolicy({...options.services, scriptHashes}));
      await Promise.all([
        writeFile(join(outDir, '_nginx.conf'), nginxSnippet(headers, options.redirects)),
        writeFile(join(outDir, '_headers'), headersFile(headers)),
        writeFile(
          join(outDir, '_redirects'),
          redirectsFile(routes, (r) => htmlFileOf(outDir, r), options.redirects),
        ),
      ]);
    },
  };
}
