// Pure parts of scripts/check-build.mjs: parse one built HTML page, resolve links against the set of
// built files, and the per-page / cross-page / XML checks. No file system access here, so each
// check is unit-tested with fixture strings (buildChecks.test.ts).
import {load} from 'cheerio';

/**
 * The route a built file answers at (trailingSlash: false): `a/b.html` → `/a/b`, `a/index.html` →
 * `/a`, `index.html` → `/`.
 * @param {string} file path relative to build/, with forward slashes
 */
export function routeOfFile(file) {
  const path = file.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  return `/${path}`;
}

/**
 * The built file that serves `pathname`, or undefined: the same lookup `docusaurus serve` (and the
 * nginx config) does — the exact file, `<path>.html`, then `<path>/index.html`.
 * @param {string} pathname decoded URL path starting with `/`
 * @param {Set<string>} files every file under build/, relative, forward slashes
 */
export function fileForPath(pathname, files) {
  const bare = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  const candidates = bare === '' ? ['index.html'] : [bare, `${bare}.html`, `${bare}/index.html`];
  if (bare.endsWith('.html')) candidates.push(bare.replace(/\.html$/, '/index.html'));
  return candidates.find((c) => files.has(c));
}

/**
 * Splits an href into internal {path, hash} or external / ignored. Absolute URLs on the site's own
 * origin count as internal.
 * @param {string} href
 * @param {string} fromRoute route of the page the link is on
 * @param {string} siteOrigin e.g. https://djangocfg.com
 * @returns {{kind: 'internal', path: string, hash: string, absolute: boolean} | {kind: 'external', url: string} | {kind: 'ignored'}}
 */
export function classifyHref(href, fromRoute, siteOrigin) {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed === '#' || /^(mailto|tel|javascript|data):/i.test(trimmed)) return {kind: 'ignored'};
  const base = new URL(fromRoute, siteOrigin);
  let url;
  try {
    url = new URL(trimmed, base);
  } catch {
    return {kind: 'internal', path: trimmed, hash: '', absolute: false};
  }
  if (!/^https?:$/.test(url.protocol)) return {kind: 'ignored'};
  if (url.origin !== new URL(siteOrigin).origin) return {kind: 'external', url: url.href};
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep the raw path; it will be reported as unresolved
  }
  let hash = url.hash.replace(/^#/, '');
  try {
    hash = decodeURIComponent(hash);
  } catch {
    // keep the raw fragment
  }
  return {kind: 'internal', path, hash, absolute: /^([a-z][a-z\d+.-]*:)?\/\//i.test(trimmed)};
}

/**
 * Everything the checks need from one built HTML page.
 * @param {string} html
 * @param {string} route
 */
export function parsePage(html, route) {
  const $ = load(html);
  const refresh = $('meta[http-equiv="refresh" i]').attr('content');
  const redirectTo = refresh
    ? /url=(.*)$/i
        .exec(refresh)?.[1]
        ?.trim()
        .replace(/^['"]|['"]$/g, '')
    : undefined;
  /** @type {string[]} */
  const ids = [];
  $('[id]').each((_, el) => {
    const id = $(el).attr('id');
    if (id !== undefined) ids.push(id);
  });
  // <a name> targets are valid fragment targets too.
  /** @type {string[]} */
  const names = [];
  $('a[name]').each((_, el) => {
    const name = $(el).attr('name');
    if (name !== undefined) names.push(name);
  });
  /** @type {{href: string, target: string | undefined, rel: string | undefined, text: string}[]} */
  const links = [];
  $('a[href]').each((_, el) => {
    const a = $(el);
    links.push({
      href: a.attr('href') ?? '',
      target: a.attr('target'),
      rel: a.attr('rel'),
      text: a.text().trim().slice(0, 60),
    });
  });
  /** @type {string[]} */
  const assets = [];
  $('img[src], script[src], source[src], link[href]:not([rel~="canonical"]):not([rel~="alternate"])').each((_, el) => {
    const value = $(el).attr('src') ?? $(el).attr('href');
    if (value) assets.push(value);
  });
  return {
    route,
    redirectTo,
    title: $('head > title').first().text().trim(),
    titleCount: $('title').length,
    description: $('meta[name="description"]').attr('content')?.trim(),
    descriptionCount: $('meta[name="description"]').length,
    canonical: $('link[rel="canonical"]').attr('href'),
    canonicalCount: $('link[rel="canonical"]').length,
    h1Count: $('h1').length,
    ids,
    anchors: new Set([...ids, ...names]),
    links,
    assets,
  };
}

/** @typedef {ReturnType<typeof parsePage>} Page */

/** Values that occur more than once. @param {string[]} values */
export function duplicates(values) {
  const seen = new Set();
  const dup = new Set();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}

/**
 * Checks one page on its own: ids, headings and head metadata.
 * @param {Page} page
 * @returns {string[]} problems, each prefixed with the route
 */
export function checkPage(page) {
  const problems = [];
  const at = page.route;
  for (const id of duplicates(page.ids)) problems.push(`${at}: duplicate id "${id}"`);
  if (!page.canonical) problems.push(`${at}: missing <link rel="canonical">`);
  else if (page.canonicalCount > 1) problems.push(`${at}: ${page.canonicalCount} canonical links`);
  if (page.redirectTo !== undefined) return problems; // redirect pages carry no content
  if (page.h1Count !== 1) problems.push(`${at}: ${page.h1Count} <h1> elements (expected exactly 1)`);
  if (!page.title) problems.push(`${at}: missing <title>`);
  else if (page.titleCount > 1) problems.push(`${at}: ${page.titleCount} <title> elements`);
  if (!page.description) problems.push(`${at}: missing meta description`);
  else if (page.descriptionCount > 1) problems.push(`${at}: ${page.descriptionCount} meta descriptions`);
  return problems;
}

/**
 * An external link must open in a new tab without opener access or referrer (SPEC §2).
 * @param {{href: string, target: string | undefined, rel: string | undefined, text: string}} link
 * @returns {string | undefined} what is missing
 */
export function externalLinkProblem(link) {
  const rel = (link.rel ?? '').toLowerCase().split(/\s+/);
  const missing = [];
  if (link.target !== '_blank') missing.push('target="_blank"');
  for (const token of ['noopener', 'noreferrer']) if (!rel.includes(token)) missing.push(`rel ${token}`);
  return missing.length ? missing.join(', ') : undefined;
}

/**
 * Resolves every link and asset of every page against the build.
 * @param {Page[]} pages
 * @param {Set<string>} files every file under build/, relative, forward slashes
 * @param {string} siteOrigin
 * @param {Map<string, string>} [offSitePaths] paths on the site's origin that another application
 *   on the same host serves (not this build), each with its reason; only absolute links may use them
 * @returns {string[]} problems
 */
export function checkLinks(pages, files, siteOrigin, offSitePaths = new Map()) {
  /** @type {Map<string, Page>} */
  const byFile = new Map();
  for (const page of pages) {
    const file = fileForPath(page.route, files);
    if (file) byFile.set(file, page);
  }
  /** The content page a path ends on, following static redirect pages. @param {string} path */
  const pageFor = (path) => {
    let file = fileForPath(path, files);
    for (let hops = 0; file && hops < 5; hops++) {
      const page = byFile.get(file);
      if (!page?.redirectTo) return {file, page};
      const next = classifyHref(page.redirectTo, page.route, siteOrigin);
      if (next.kind !== 'internal') return {file, page};
      file = fileForPath(next.path, files);
    }
    return {file, page: undefined};
  };
  const problems = [];
  for (const page of pages) {
    /** @type {Set<string>} */
    const reported = new Set();
    const report = (/** @type {string} */ message) => {
      if (!reported.has(message)) problems.push(`${page.route}: ${message}`);
      reported.add(message);
    };
    const hrefs = [
      ...page.links.map((l) => ({...l, asset: false})),
      ...page.assets.map((href) => ({href, target: undefined, rel: undefined, text: '', asset: true})),
    ];
    if (page.redirectTo !== undefined)
      hrefs.push({href: page.redirectTo, target: undefined, rel: undefined, text: 'redirect', asset: false});
    for (const link of hrefs) {
      const c = classifyHref(link.href, page.route, siteOrigin);
      if (c.kind === 'ignored') continue;
      if (c.kind === 'external') {
        if (link.asset) report(`external asset ${c.url} (the site must work with no third-party host)`);
        else {
          const missing = externalLinkProblem(link);
          if (missing) report(`external link ${c.url} ("${link.text}") lacks ${missing}`);
        }
        continue;
      }
      if (c.absolute && offSitePaths.has(c.path)) continue;
      const target = pageFor(c.path);
      if (!target.file) {
        report(`broken link ${link.href}${link.text ? ` ("${link.text}")` : ''}`);
        continue;
      }
      if (c.hash && !link.asset) {
        const anchorPage = c.path === page.route ? page : target.page;
        if (anchorPage && !anchorPage.anchors.has(c.hash))
          report(`broken anchor ${link.href}${link.text ? ` ("${link.text}")` : ''}`);
      }
    }
  }
  return problems;
}

/**
 * Pages sharing a title or a description. `allowed` maps a shared value to the reason it may be
 * shared.
 * @param {Page[]} pages content pages (no redirects)
 * @param {'title' | 'description'} field
 * @param {Map<string, string>} [allowed]
 */
export function checkUnique(pages, field, allowed = new Map()) {
  /** @type {Map<string, string[]>} */
  const routesByValue = new Map();
  for (const page of pages) {
    const value = page[field];
    if (!value || page.redirectTo !== undefined) continue;
    routesByValue.set(value, [...(routesByValue.get(value) ?? []), page.route]);
  }
  const problems = [];
  for (const [value, routes] of routesByValue) {
    if (routes.length > 1 && !allowed.has(value))
      problems.push(`duplicate ${field} "${value.slice(0, 80)}" on ${routes.join(', ')}`);
  }
  return problems;
}

/**
 * A small XML well-formedness check (no DTDs): balanced, properly nested tags, quoted attributes,
 * known entities, one root element. Returns the root element's name, or throws with the reason.
 * @param {string} xml
 * @returns {string} root element name
 */
export function xmlRoot(xml) {
  const name = '[A-Za-z_][\\w.:-]*';
  const attr = `\\s+${name}\\s*=\\s*(?:"[^"<]*"|'[^'<]*')`;
  const startTag = new RegExp(`^<(${name})((?:${attr})*)\\s*(/?)>`);
  const endTag = new RegExp(`^</(${name})\\s*>`);
  const entity = /&(?:[a-zA-Z]+|#\d+|#x[\da-fA-F]+);/y;
  const known = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);
  /** @type {string[]} */
  const stack = [];
  let root;
  let i = xml.charCodeAt(0) === 0xfeff ? 1 : 0;
  const where = () => `at offset ${i}`;
  const checkText = (/** @type {string} */ text) => {
    for (let j = text.indexOf('&'); j !== -1; j = text.indexOf('&', j + 1)) {
      entity.lastIndex = j;
      const m = entity.exec(text);
      if (!m) throw new Error(`bare "&" ${where()}`);
      const ref = m[0].slice(1, -1);
      if (!ref.startsWith('#') && !known.has(ref)) throw new Error(`unknown entity &${ref}; ${where()}`);
    }
  };
  while (i < xml.length) {
    const rest = xml.slice(i, i + 5000);
    if (xml.startsWith('<?', i)) {
      const end = xml.indexOf('?>', i);
      if (end === -1) throw new Error(`unterminated processing instruction ${where()}`);
      i = end + 2;
    } else if (xml.startsWith('<!--', i)) {
      const end = xml.indexOf('-->', i);
      if (end === -1) throw new Error(`unterminated comment ${where()}`);
      i = end + 3;
    } else if (xml.startsWith('<![CDATA[', i)) {
      if (!stack.length) throw new Error(`CDATA outside the root element ${where()}`);
      const end = xml.indexOf(']]>', i);
      if (end === -1) throw new Error(`unterminated CDATA ${where()}`);
      i = end + 3;
    } else if (xml.startsWith('<!', i)) {
      throw new Error(`unsupported declaration ${where()}`);
    } else if (xml.startsWith('</', i)) {
      const m = endTag.exec(rest);
      if (!m) throw new Error(`malformed end tag ${where()}`);
      const open = stack.pop();
      if (open !== m[1]) throw new Error(`</${m[1]}> closes <${open ?? 'nothing'}> ${where()}`);
      i += m[0].length;
    } else if (xml[i] === '<') {
      const m = startTag.exec(rest);
      if (!m) throw new Error(`malformed start tag ${where()}`);
      const tag = m[1] ?? '';
      if (!stack.length) {
        if (root !== undefined) throw new Error(`second root element <${tag}> ${where()}`);
        root = tag;
      }
      checkText(m[2] ?? '');
      if (m[3] !== '/') stack.push(tag);
      i += m[0].length;
    } else {
      const next = xml.indexOf('<', i);
      const text = xml.slice(i, next === -1 ? xml.length : next);
      if (!stack.length && text.trim()) throw new Error(`text outside the root element ${where()}`);
      checkText(text);
      i = next === -1 ? xml.length : next;
    }
  }
  if (stack.length) throw new Error(`unclosed <${stack.join('> <')}>`);
  if (root === undefined) throw new Error('no root element');
  return root;
}

/**
 * Checks an XML file parses and has the expected root element.
 * @param {string} label
 * @param {string} xml
 * @param {string} expectedRoot
 * @returns {string[]} problems
 */
export function checkXml(label, xml, expectedRoot) {
  try {
    const root = xmlRoot(xml);
    return root === expectedRoot ? [] : [`${label}: root element <${root}>, expected <${expectedRoot}>`];
  } catch (error) {
    return [`${label}: not well-formed XML: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/**
 * The <loc> URLs of a sitemap.
 * @param {string} xml
 */
export function sitemapUrls(xml) {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}

/**
 * Folds the same problem on many pages into one line: `route: message` lines whose message repeats
 * become `message (on N pages: a, b, c, …)`. Order follows first occurrence.
 * @param {string[]} problems
 * @param {number} [examples] how many routes to name
 */
export function summarise(problems, examples = 5) {
  /** @type {Map<string, string[]>} */
  const routesByMessage = new Map();
  /** @type {string[]} */
  const order = [];
  for (const problem of problems) {
    const m = /^(\/[^:\s]*): (.*)$/.exec(problem);
    const key = m ? (m[2] ?? '') : problem;
    if (!routesByMessage.has(key)) {
      routesByMessage.set(key, []);
      order.push(key);
    }
    if (m) routesByMessage.get(key)?.push(m[1] ?? '');
  }
  return order.map((message) => {
    const routes = routesByMessage.get(message) ?? [];
    if (routes.length === 0) return message;
    if (routes.length === 1) return `${routes[0] ?? ''}: ${message}`;
    const named = routes.slice(0, examples).join(', ');
    return `${message} (on ${routes.length} pages: ${named}${routes.length > examples ? ', …' : ''})`;
  });
}
