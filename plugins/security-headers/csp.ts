import {createHash} from 'node:crypto';
import {load} from 'cheerio';

/** Script types a browser executes; data blocks such as application/ld+json are not subject to CSP. */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** CSP sources (`'sha256-…'`) for every executable inline script of one HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const $ = load(html);
  return $('script:not([src])')
    .toArray()
    .filter((el) => executableTypes.has(($(el).attr('type') ?? '').trim().toLowerCase()))
    .map((el) => `'sha256-${createHash('sha256').update($(el).text(), 'utf8').digest('base64')}'`);
}

/** Third-party services the build turned on (config/env.ts); each one adds only its own hosts. */
export interface CspOptions {
  /** Every inline-script hash of the build (duplicates and order do not matter). */
  readonly scriptHashes: readonly string[];
  /** Set when the Algolia search backend is configured; askAi when its Ask AI mode is too. */
  readonly algolia?: {readonly askAi: boolean};
  /** The Google tag (GTAG_ID) is on. */
  readonly googleTag: boolean;
}

// Hosts as documented by Algolia (search clients) and Google (GA4 tag), nothing broader.
const algoliaSearchHosts = ['https://*.algolia.net', 'https://*.algolianet.com'];
const algoliaAskAiHosts = ['https://askai.algolia.com', 'https://beta-chat-askai.algolia.com'];
const googleTagScriptHosts = ['https://*.googletagmanager.com'];
const googleTagBeaconHosts = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];
const googleTagConnectHosts = [...googleTagBeaconHosts, 'https://*.analytics.google.com'];

/** The Content-Security-Policy header value: same-origin only, plus the hosts of configured services. */
export function contentSecurityPolicy({scriptHashes, algolia, googleTag}: CspOptions): string {
  const hashes = [...new Set(scriptHashes)].sort();
  const connectHosts = [
    ...(algolia ? algoliaSearchHosts : []),
    ...(algolia?.askAi ? algoliaAskAiHosts : []),
    ...(googleTag ? googleTagConnectHosts : []),
  ];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes, ...(googleTag ? googleTagScriptHosts : [])],
    // React renders style attributes (code blocks, the theme) and Mermaid injects <style>; neither
    // can be hashed, and inline CSS cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Infima's CSS draws its icons as data: SVGs.
    ['img-src', "'self'", 'data:', ...(googleTag ? googleTagBeaconHosts : [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...connectHosts],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}
