// The panels that load on demand (PANELS_ON_DEMAND) get their views by discovery: panels.js is every
// module of their folders (scripts/bundle.mjs). Each factory the table of views calls there
// (`v.createX` in app/views.js) must be exported by a module of those folders, and each such panel's
// views must be made from that script, not imported into app.js.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PANELS_ON_DEMAND } from '../../web/js/app/panel-texts.js';

const jsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/js');
const table = fs.readFileSync(path.join(jsDir, 'app/views.js'), 'utf8');
const exported = new Set(PANELS_ON_DEMAND.flatMap((panel) => fs.readdirSync(path.join(jsDir, 'views', panel))
  .filter((file) => file.endsWith('.js'))
  .flatMap((file) => [...fs.readFileSync(path.join(jsDir, 'views', panel, file), 'utf8')
    .matchAll(/^export (?:async )?function (create\w+)/gm)].map((match) => match[1]))));

test('every factory app/views.js calls from panels.js is a view of a panel loaded on demand', () => {
  const called = [...table.matchAll(/\bv\.(create\w+)\(/g)].map((match) => match[1]);
  assert.ok(called.length > 0, 'app/views.js calls no v.createX');
  assert.deepEqual(called.filter((name) => !exported.has(name)), []);
});

test('app/views.js imports no view of a panel loaded on demand (they come with panels.js)', () => {
  const imported = [...table.matchAll(/from '\.\.\/views\/([\w-]+)\//g)].map((match) => match[1]);
  assert.deepEqual(imported.filter((panel) => PANELS_ON_DEMAND.includes(panel)), []);
});
