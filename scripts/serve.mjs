// A small static file server for the built site: the README's serve command and the browser tests
// use it. Options: --root DIR (required), --port N (0 picks a free one), --base /sub/path/ (serve the
// site under a sub-path, as a course host might), --csp (send the strict headers from docs/hosting.md).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm', '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8',
};

export const STRICT_HEADERS = {
  'Content-Security-Policy': "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; " +
    "style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; " +
    "base-uri 'self'; form-action 'none'; frame-ancestors *",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

// The file a request names under rootDir, or an HTTP status when there is none to serve. The path
// is taken from the request line as sent (a path that begins with '//' is a path, not a host),
// decoded once (a malformed escape is a 400), and must resolve to rootDir or below it: the
// comparison includes the separator, so '/..%2fsite-x/' cannot reach a sibling named 'site-x'.
export function resolveRequest(requestUrl, rootDir, prefix = '/') {
  const raw = String(requestUrl).split(/[?#]/, 1)[0];
  if (!raw.startsWith('/')) return { status: 400 };
  let pathname;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return { status: 400 };
  }
  if (pathname.includes('\0')) return { status: 400 };
  if (!pathname.startsWith(prefix)) return { status: 404 };
  const file = path.resolve(rootDir, `.${path.sep}${pathname.slice(prefix.length)}`);
  if (file !== rootDir && !file.startsWith(rootDir + path.sep)) return { status: 404 };
  return { file };
}

export function startServer({ root, port = 0, base = '/', csp = false, host = '127.0.0.1' }) {
  const rootDir = path.resolve(root);
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const server = http.createServer((req, res) => {
    const fail = (status) => res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end(http.STATUS_CODES[status].toLowerCase());
    if (req.method !== 'GET' && req.method !== 'HEAD') { fail(405); return; }
    const resolved = resolveRequest(req.url, rootDir, prefix);
    if (resolved.status) { fail(resolved.status); return; }
    let { file } = resolved;
    fs.stat(file, (statError, stats) => {
      if (!statError && stats.isDirectory()) file = path.join(file, 'index.html');
      fs.readFile(file, (err, body) => {
        if (err) { fail(err.code === 'ENOENT' || err.code === 'ENOTDIR' || err.code === 'EISDIR' ? 404 : 500); return; }
        const headers = { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'Cache-Control': 'no-cache', ...(csp ? STRICT_HEADERS : {}) };
        res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
      });
    });
  });
  // A client that sends garbage gets its socket closed; the server never goes down for it.
  server.on('clientError', (error, socket) => { if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'); });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values: options } = parseArgs({ options: { root: { type: 'string' }, base: { type: 'string', default: '/' },
    port: { type: 'string', default: '8000' }, csp: { type: 'boolean', default: false } } });
  const { root } = options;
  if (!root || !fs.existsSync(root)) {
    console.error(`serve: no site at ${root}; build it first (bash scripts/build.sh).`);
    process.exit(1);
  }
  const { base } = options;
  const server = await startServer({ root, port: Number(options.port), base, csp: options.csp });
  console.log(`Serving ${root} at http://localhost:${server.address().port}${base}  (Ctrl+C stops)`);
}
