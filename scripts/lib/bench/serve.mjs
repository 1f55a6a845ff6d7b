// A minimal static server for a Docusaurus build, compressing text responses as a real host does
// (Lighthouse's simulated network timings depend on transferred bytes). Resolves /a/b to a/b.html,
// a/b/index.html or a/b, whichever exists (trailingSlash false or the default), and 404s to 404.html.
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import {extname, join, normalize} from 'node:path';
import {gzipSync} from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

function resolveFile(root, pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, clean);
  const candidates = clean.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find((p) => existsSync(p) && statSync(p).isFile());
}

/** The ports this bench may use; others may hold some of them, so the first free one is taken. */
export const BENCH_PORTS = [4195, 4196, 4197, 4198, 4199];

/** Serves `root` on the first free 127.0.0.1 port of `ports`; resolves to {url, close()}. */
export async function serveStatic(root, ports = BENCH_PORTS) {
  for (const port of ports) {
    try {
      return await listen(root, port);
    } catch (error) {
      if (error?.code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`no free port among ${ports.join(', ')}`);
}

function listen(root, port) {
  const gzipped = new Map();
  const server = createServer((req, res) => {
    const {pathname} = new URL(req.url ?? '/', 'http://localhost');
    let file = resolveFile(root, pathname);
    let status = 200;
    if (!file) {
      file = join(root, '404.html');
      status = 404;
      if (!existsSync(file)) {
        res.writeHead(404).end('not found');
        return;
      }
    }
    const ext = extname(file);
    let body = readFileSync(file);
    const headers = {'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': 'no-cache'};
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let zipped = gzipped.get(file);
      if (!zipped) gzipped.set(file, (zipped = gzipSync(body, {level: 6})));
      body = zipped;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    headers['content-length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done()))}),
    );
  });
}
