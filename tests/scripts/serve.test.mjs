// The development server (scripts/serve.mjs) against hostile paths: it answers 400 or 404 and keeps
// serving; it never reads outside its root or mistakes a '//' path for another host.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { startServer } from '../../scripts/serve.mjs';

let parent, root, server, port;
before(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  root = path.join(parent, 'site');
  fs.mkdirSync(path.join(root, 'sub'), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>home</title>');
  fs.writeFileSync(path.join(root, 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(root, 'sub', 'index.html'), 'sub');
  // A sibling whose name starts with the root's: '/..%2fsite-x/' must not reach it.
  fs.mkdirSync(path.join(parent, 'site-x'));
  fs.writeFileSync(path.join(parent, 'site-x', 'secret.txt'), 'secret');
  fs.writeFileSync(path.join(parent, 'secret.txt'), 'secret');
  server = await startServer({ root });
  port = server.address().port;
});
after(() => { server?.close(); fs.rmSync(parent, { recursive: true, force: true }); });

// A raw request line, so paths reach the server exactly as written (fetch would normalise them).
function get(requestPath) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${requestPath} HTTP/1.0\r\nHost: localhost\r\n\r\n`);
    });
    let data = '';
    socket.on('data', (chunk) => { data += chunk; });
    socket.on('end', () => {
      const [head, ...body] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), type: /content-type: ([^\r\n]*)/i.exec(head)?.[1], body: body.join('\r\n\r\n') });
    });
    socket.on('error', reject);
  });
}

test('ordinary files are served with their type', async () => {
  assert.equal((await get('/')).body, '<!doctype html><title>home</title>');
  const script = await get('/app.js');
  assert.equal(script.status, 200);
  assert.match(script.type, /text\/javascript/);
  assert.equal((await get('/sub/')).body, 'sub');
});

test('a malformed escape is a 400, and the server keeps running', async () => {
  assert.equal((await get('/%E0%A4%A')).status, 400);
  assert.equal((await get('/%')).status, 400);
  assert.equal((await get('/a%00b')).status, 400);
  assert.equal((await get('/app.js')).status, 200);
});

test('nothing outside the root is read, not even a sibling sharing its name', async () => {
  for (const p of ['/..%2fsite-x/secret.txt', '/..%2Fsecret.txt', '/../secret.txt', '/%2e%2e/secret.txt',
    '/sub/..%2f..%2fsite-x%2fsecret.txt', '/..\\secret.txt']) {
    const reply = await get(p);
    assert.notEqual(reply.status, 200, p);
    assert.doesNotMatch(reply.body, /secret/, p);
  }
});

test("a path beginning with '//' is a path on this host, not another host's index", async () => {
  const script = await get('//app.js');
  assert.equal(script.status, 200);
  assert.equal(script.body, 'console.log(1)');
  assert.equal((await get('//evil.example/app.js')).status, 404);
  assert.equal((await get('//missing.js')).status, 404);
});

test('missing files are 404s; other methods are refused', async () => {
  assert.equal((await get('/nope.js')).status, 404);
  assert.equal((await get('/app.js/x')).status, 404);
  assert.equal((await get('http://other.example/app.js')).status, 400);
});
