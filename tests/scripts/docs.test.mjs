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

// The docs describe today (issue 28): the history stays in git, so these stay short.
test('docs/architecture.md is at most 1,500 words and bench/README.md at most 250 lines', () => {
  const read = (file) => fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
  assert.ok(read('docs/architecture.md').split(/\s+/).filter(Boolean).length <= 1500);
  assert.ok(read('bench/README.md').split('\n').length <= 250);
});
