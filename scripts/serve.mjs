// A small static file server for the built site: the README's serve command and the browser tests
// use it. Options: --root DIR (required), --port N (0 picks a free one), --base /sub/path/ (serve the
// site under a sub-path, as a course host might), --csp (send the strict headers from docs/hosting.md).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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

export function startServer({ root, port = 0, base = '/', csp = false, host = '127.0.0.1' }) {
  const rootDir = path.resolve(root);
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let pathname = decodeURIComponent(url.pathname);
    if (!pathname.startsWith(prefix)) { res.writeHead(404).end('not found'); return; }
    pathname = pathname.slice(prefix.length);
    let file = path.join(rootDir, pathname);
    if (!file.startsWith(rootDir)) { res.writeHead(403).end('forbidden'); return; }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, body) => {
      if (err) { res.writeHead(404).end('not found'); return; }
      const headers = { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache', ...(csp ? STRICT_HEADERS : {}) };
      res.writeHead(200, headers).end(body);
    });
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : fallback;
  };
  const root = option('--root');
  if (!root || !fs.existsSync(root)) {
    console.error(`serve: no site at ${root}; build it first (bash scripts/build.sh).`);
    process.exit(1);
  }
  const base = option('--base', '/');
  const server = await startServer({ root, port: Number(option('--port', 8000)), base,
    csp: args.includes('--csp') });
  console.log(`Serving ${root} at http://localhost:${server.address().port}${base}  (Ctrl+C stops)`);
}
