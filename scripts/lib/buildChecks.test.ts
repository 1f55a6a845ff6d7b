import {describe, expect, it} from 'vitest';

// buildChecks.mjs is plain JS for node and TypeScript's allowJs is off, so a static import has no
// types (TS7016). It is loaded by a non-literal specifier and given the shape it documents in JSDoc.
interface Link {
  href: string;
  target: string | undefined;
  rel: string | undefined;
  text: string;
}
interface Page {
  route: string;
  redirectTo: string | undefined;
  title: string;
  description: string | undefined;
  anchors: Set<string>;
  links: Link[];
}
type Href =
  | {kind: 'internal'; path: string; hash: string; absolute: boolean}
  | {kind: 'external'; url: string}
  | {kind: 'ignored'};
interface BuildChecks {
  routeOfFile(file: string): string;
  fileForPath(pathname: string, files: Set<string>): string | undefined;
  classifyHref(href: string, fromRoute: string, siteOrigin: string): Href;
  parsePage(html: string, route: string): Page;
  checkPage(page: Page): string[];
  externalLinkProblem(link: Link): string | undefined;
  checkLinks(pages: Page[], files: Set<string>, siteOrigin: string, offSitePaths?: Map<string, string>): string[];
  checkUnique(pages: Page[], field: 'title' | 'description', allowed?: Map<string, string>): string[];
  xmlRoot(xml: string): string;
  checkXml(label: string, xml: string, expectedRoot: string): string[];
  sitemapUrls(xml: string): string[];
  summarise(problems: string[], examples?: number): string[];
}
const modulePath: string = './buildChecks.mjs';
const checks = (await import(/* @vite-ignore */ modulePath)) as BuildChecks;

const ORIGIN = 'https://example.com';

/** A content page as the build writes it, with overridable head and body. */
function html({head, body}: {head?: string; body?: string} = {}): string {
  return `<!doctype html><html><head>${
    head ??
    '<title>Intro | Site</title><meta name=description content="About intro"><link rel=canonical href=https://example.com/docs/intro>'
  }</head><body>${body ?? '<main><h1>Intro</h1><h2 id=setup>Setup</h2></main>'}</body></html>`;
}

const redirect = (to: string) =>
  `<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=${to}"><link rel="canonical" href="${to}" /></head><script>window.location.href = '${to}';</script></html>`;

describe('routeOfFile / fileForPath', () => {
  it('maps built files to routes without trailing slashes', () => {
    expect(checks.routeOfFile('index.html')).toBe('/');
    expect(checks.routeOfFile('docs/intro.html')).toBe('/docs/intro');
    expect(checks.routeOfFile('docs/index.html')).toBe('/docs');
    expect(checks.routeOfFile('404.html')).toBe('/404');
  });

  it('finds the file a path is served from, as the static server does', () => {
    const files = new Set(['index.html', 'docs/intro.html', 'docs/index.html', 'blog/rss.xml']);
    expect(checks.fileForPath('/', files)).toBe('index.html');
    expect(checks.fileForPath('/docs/intro', files)).toBe('docs/intro.html');
    expect(checks.fileForPath('/docs/intro.html', files)).toBe('docs/intro.html');
    expect(checks.fileForPath('/docs', files)).toBe('docs/index.html');
    expect(checks.fileForPath('/docs/', files)).toBe('docs/index.html');
    expect(checks.fileForPath('/blog/rss.xml', files)).toBe('blog/rss.xml');
    expect(checks.fileForPath('/docs/missing', files)).toBeUndefined();
  });
});

describe('classifyHref', () => {
  it('resolves relative links against the page route and decodes them', () => {
    expect(checks.classifyHref('installation#step-1', '/docs/intro', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/docs/installation',
      hash: 'step-1',
      absolute: false,
    });
    expect(checks.classifyHref('#caf%C3%A9', '/docs/intro', ORIGIN)).toMatchObject({path: '/docs/intro', hash: 'café'});
  });

  it('treats the own origin as internal and other hosts as external', () => {
    expect(checks.classifyHref('https://example.com/docs/intro', '/', ORIGIN)).toMatchObject({
      kind: 'internal',
      absolute: true,
    });
    expect(checks.classifyHref('https://github.com/x', '/', ORIGIN)).toEqual({
      kind: 'external',
      url: 'https://github.com/x',
    });
  });

  it('ignores empty fragments and non-http schemes', () => {
    for (const href of ['#', '', 'mailto:a@b.c', 'tel:123', 'javascript:void(0)']) {
      expect(checks.classifyHref(href, '/', ORIGIN)).toEqual({kind: 'ignored'});
    }
  });
});

describe('checkPage', () => {
  const page = (source: string, route = '/docs/intro') => checks.checkPage(checks.parsePage(source, route));

  it('accepts a complete page', () => {
    expect(page(html())).toEqual([]);
  });

  it('reports duplicate ids', () => {
    expect(page(html({body: '<h1>T</h1><h2 id=a>A</h2><h2 id=a>B</h2><p id=b></p>'}))).toEqual([
      '/docs/intro: duplicate id "a"',
    ]);
  });

  it('requires exactly one h1', () => {
    expect(page(html({body: '<h2>none</h2>'}))).toEqual(['/docs/intro: 0 <h1> elements (expected exactly 1)']);
    expect(page(html({body: '<h1>a</h1><h1>b</h1>'}))).toEqual(['/docs/intro: 2 <h1> elements (expected exactly 1)']);
  });

  it('requires title, meta description and canonical link', () => {
    expect(page(html({head: ''}))).toEqual([
      '/docs/intro: missing <link rel="canonical">',
      '/docs/intro: missing <title>',
      '/docs/intro: missing meta description',
    ]);
    expect(
      page(html({head: '<title> </title><meta name=description content=""><link rel=canonical href=/x>'})),
    ).toEqual(['/docs/intro: missing <title>', '/docs/intro: missing meta description']);
  });

  it('excepts redirect pages from the content checks but not from the canonical one', () => {
    expect(page(redirect('/docs/intro'), '/docs')).toEqual([]);
    expect(checks.parsePage(redirect('/docs/intro'), '/docs').redirectTo).toBe('/docs/intro');
    expect(page('<html><head><meta http-equiv="refresh" content="0; url=/x"></head></html>', '/docs')).toEqual([
      '/docs: missing <link rel="canonical">',
    ]);
  });
});

describe('externalLinkProblem', () => {
  it('needs target=_blank and rel with noopener and noreferrer', () => {
    const link = {href: 'https://x.org', text: 'x'};
    expect(checks.externalLinkProblem({...link, target: '_blank', rel: 'noopener noreferrer'})).toBeUndefined();
    expect(
      checks.externalLinkProblem({...link, target: '_blank', rel: 'noreferrer nofollow noopener'}),
    ).toBeUndefined();
    expect(checks.externalLinkProblem({...link, target: '_blank', rel: 'noopener'})).toBe('rel noreferrer');
    expect(checks.externalLinkProblem({...link, target: undefined, rel: undefined})).toBe(
      'target="_blank", rel noopener, rel noreferrer',
    );
  });
});

describe('checkLinks', () => {
  const files = new Set(['index.html', 'docs/intro.html', 'docs/install.html', 'docs/index.html', 'img/logo.svg']);
  const parse = (route: string, body: string) => checks.parsePage(html({body: `<h1>T</h1>${body}`}), route);
  const pages = (introBody: string) => [
    parse('/docs/intro', introBody),
    parse('/docs/install', '<h2 id=requirements>Requirements</h2>'),
    parse('/', ''),
    checks.parsePage(redirect('/docs/install'), '/docs'),
  ];

  it('accepts links, anchors and assets that resolve, also through redirect pages', () => {
    const body =
      '<a href=/docs/install>a</a><a href=install#requirements>b</a><a href=/docs#requirements>c</a><a href=#setup>d</a>' +
      '<h2 id=setup>S</h2><img src=/img/logo.svg alt=""><a href=https://example.com/docs/intro>self</a><a href=#>toggle</a>';
    expect(checks.checkLinks(pages(body), files, ORIGIN)).toEqual([]);
  });

  it('reports missing pages, missing anchors and missing assets', () => {
    const body =
      '<a href=/docs/nope>gone</a><a href=/docs/install#nope>anchor</a><a href=#missing>local</a><img src=/img/x.png alt="">';
    expect(checks.checkLinks(pages(body), files, ORIGIN)).toEqual([
      '/docs/intro: broken link /docs/nope ("gone")',
      '/docs/intro: broken anchor /docs/install#nope ("anchor")',
      '/docs/intro: broken anchor #missing ("local")',
      '/docs/intro: broken link /img/x.png',
    ]);
  });

  it('reports a redirect page whose target does not exist', () => {
    expect(checks.checkLinks([checks.parsePage(redirect('/docs/gone'), '/docs')], files, ORIGIN)).toEqual([
      '/docs: broken link /docs/gone ("redirect")',
    ]);
  });

  it('reports external links without a new tab or rel, and external assets', () => {
    const body =
      '<a href=https://github.com/x target=_blank rel="noopener noreferrer">ok</a><a href=https://pypi.org/p>pypi</a>' +
      '<a href=https://x.org target=_blank rel=noopener>half</a><script src=https://cdn.example.org/x.js></script>';
    expect(checks.checkLinks(pages(body), files, ORIGIN)).toEqual([
      '/docs/intro: external link https://pypi.org/p ("pypi") lacks target="_blank", rel noopener, rel noreferrer',
      '/docs/intro: external link https://x.org/ ("half") lacks rel noreferrer',
      '/docs/intro: external asset https://cdn.example.org/x.js (the site must work with no third-party host)',
    ]);
  });

  it('lets absolute links reach paths another app serves on the same host, only when listed', () => {
    const body =
      '<a href=https://example.com/demo target=_blank rel="noopener noreferrer">demo</a><a href=/demo>relative</a>';
    const offSite = new Map([['/demo', 'served by the demo app']]);
    expect(checks.checkLinks(pages(body), files, ORIGIN, offSite)).toEqual([
      '/docs/intro: broken link /demo ("relative")',
    ]);
    expect(checks.checkLinks(pages(body), files, ORIGIN)).toHaveLength(2);
  });
});

describe('checkUnique', () => {
  const page = (route: string, title: string) => checks.parsePage(html({head: `<title>${title}</title>`}), route);

  it('reports pages sharing a title unless the title is allowed', () => {
    const pages = [page('/a', 'Tags'), page('/b', 'Tags'), page('/c', 'Other')];
    expect(checks.checkUnique(pages, 'title')).toEqual(['duplicate title "Tags" on /a, /b']);
    expect(checks.checkUnique(pages, 'title', new Map([['Tags', 'intended']]))).toEqual([]);
  });
});

describe('xmlRoot / checkXml', () => {
  it('returns the root element of well-formed XML', () => {
    expect(
      checks.xmlRoot('<?xml version="1.0"?><urlset xmlns="x"><url><loc>https://a/?a=1&amp;b=2</loc></url></urlset>'),
    ).toBe('urlset');
    expect(
      checks.xmlRoot(
        '<?xml version="1.0"?>\n<!-- c --><rss version="2.0"><channel><description><![CDATA[<p>&</p>]]></description><x/></channel></rss>\n',
      ),
    ).toBe('rss');
  });

  it.each([
    ['<a><b></a></b>', '</a> closes <b>'],
    ['<a>', 'unclosed <a>'],
    ['<a>x & y</a>', 'bare "&"'],
    ['<a>&nbsp;</a>', 'unknown entity &nbsp;'],
    ['<a></a><b></b>', 'second root element <b>'],
    ['<a x=1></a>', 'malformed start tag'],
    ['text', 'text outside the root element'],
    ['', 'no root element'],
  ])('rejects %j', (xml, reason) => {
    expect(() => checks.xmlRoot(xml)).toThrow(reason);
  });

  it('checks the expected root element', () => {
    expect(checks.checkXml('feed.xml', '<feed></feed>', 'feed')).toEqual([]);
    expect(checks.checkXml('feed.xml', '<rss></rss>', 'feed')).toEqual([
      'feed.xml: root element <rss>, expected <feed>',
    ]);
    expect(checks.checkXml('feed.xml', '<feed>', 'feed')).toEqual(['feed.xml: not well-formed XML: unclosed <feed>']);
  });

  it('reads the sitemap URLs', () => {
    expect(
      checks.sitemapUrls(
        '<urlset><url><loc>https://a/x</loc></url><url><loc> https://a/?q=1&amp;r=2 </loc></url></urlset>',
      ),
    ).toEqual(['https://a/x', 'https://a/?q=1&r=2']);
  });
});

describe('summarise', () => {
  it('folds the same problem on many pages into one line', () => {
    const problems = [
      '/a: broken link /x',
      '/b: broken link /x',
      '/c: missing <title>',
      'sitemap.xml: missing',
      '/d: broken link /x',
    ];
    expect(checks.summarise(problems, 2)).toEqual([
      'broken link /x (on 3 pages: /a, /b, …)',
      '/c: missing <title>',
      'sitemap.xml: missing',
    ]);
  });
});
