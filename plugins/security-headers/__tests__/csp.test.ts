import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy, inlineScriptHashes} from '../csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('inlineScriptHashes', () => {
  it('hashes the exact text of executable inline scripts, as the browser does', () => {
    const html =
      '<html><head><script>var a = 1 && 2;</script><script type="module">import "/x.js"</script></head>' +
      '<body><script src="/assets/js/main.js"></script><script type="application/ld+json">{"@type":"Blog"}</script></body></html>';
    expect(inlineScriptHashes(html)).toEqual([sha('var a = 1 && 2;'), sha('import "/x.js"')]);
  });

  it('normalises CRLF line endings like the HTML parser', () => {
    expect(inlineScriptHashes('<script>a()\r\nb()</script>')).toEqual([sha('a()\nb()')]);
  });
});

describe('contentSecurityPolicy', () => {
  const local = contentSecurityPolicy({scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"], googleTag: false});

  it('allows only the own origin and the hashed inline scripts by default', () => {
    expect(directive(local, 'default-src')).toEqual(["'self'"]);
    expect(directive(local, 'script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(directive(local, 'connect-src')).toEqual(["'self'"]);
    expect(directive(local, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(local, 'object-src')).toEqual(["'none'"]);
    expect(local).not.toMatch(/algolia|google/);
  });

  it('adds the Algolia hosts only with the Algolia backend, and Ask AI only when it is on', () => {
    const search = contentSecurityPolicy({scriptHashes: [], algolia: {askAi: false}, googleTag: false});
    expect(directive(search, 'connect-src')).toEqual(["'self'", 'https://*.algolia.net', 'https://*.algolianet.com']);
    const askAi = contentSecurityPolicy({scriptHashes: [], algolia: {askAi: true}, googleTag: false});
    expect(directive(askAi, 'connect-src')).toContain('https://askai.algolia.com');
    expect(directive(askAi, 'script-src')).toEqual(["'self'"]);
  });

  it('adds the Google tag hosts only when the tag is on', () => {
    const tagged = contentSecurityPolicy({scriptHashes: [], googleTag: true});
    expect(directive(tagged, 'script-src')).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(directive(tagged, 'img-src')).toContain('https://*.google-analytics.com');
    expect(directive(tagged, 'connect-src')).toContain('https://*.analytics.google.com');
  });
});
