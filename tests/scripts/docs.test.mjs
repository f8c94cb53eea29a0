// The hosting guide's examples must work as written: its nginx block keeps nginx's MIME map and sends
// every header the guide recommends (the ones scripts/serve.mjs --csp sends); its resize snippet
// names the lab's origin and no integrity hash (the guide states the trade-off).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { STRICT_HEADERS } from '../../scripts/serve.mjs';

const guide = fs.readFileSync(new URL('../../docs/hosting.md', import.meta.url), 'utf8');
const nginx = guide.match(/```nginx\n([\s\S]*?)```/)[1];

test('a types block in the nginx example sits beside include mime.types', () => {
  if (/\btypes\s*\{/.test(nginx)) assert.match(nginx, /include\s+mime\.types;/);
});

test('the nginx example sends every recommended header', () => {
  for (const [name, value] of Object.entries(STRICT_HEADERS)) {
    const line = nginx.split('\n').find((l) => l.trim().startsWith(`add_header ${name} `));
    assert.ok(line, `add_header ${name}`);
    assert.ok(line.includes(value), `${name}: ${value}`);
  }
});

test('the resize snippet names the lab origin, carries no integrity hash, and the guide says how to pin one', () => {
  const snippet = guide.match(/<script src="[^"]*resize-frames\.js"[^>]*>/)[0];
  assert.match(snippet, /data-origin="https:\/\//);
  assert.doesNotMatch(snippet, /integrity=|crossorigin=/, 'SRI needs CORS: a host without it would block the script');
  assert.match(guide, /integrity="sha384-HASH-FROM-THE-BUILD" crossorigin="anonymous"/);
});
