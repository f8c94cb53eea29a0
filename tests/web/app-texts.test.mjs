// The texts of the page's wiring (web/js/app/) and of the link's reading (web/js/state/) are messages:
// every message id those rooms name, also those kept as a note's {id, args} until shown, exists; and
// every script the page adds by name (classicScript's part) is named in app.scriptFailed, not "A part
// of the page".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { loadEnglishMessages, WEB_JS } from './english-messages.mjs';

const sources = (room) => fs.readdirSync(path.join(WEB_JS, room)).filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(WEB_JS, room, f), 'utf8'));

test('every message id the app and state rooms name exists', async () => {
  const { all } = await loadEnglishMessages();
  const named = new Set(['app', 'state'].flatMap(sources).flatMap((text) => [...text.matchAll(/'((?:app|state)\.[A-Za-z]+)'/g)].map((m) => m[1])));
  assert.ok(named.size >= 20, `${named.size} ids`);
  for (const id of named) assert.ok(all.has(id), id);
});

test('each script the page names when it adds it has its own words when it cannot load', async () => {
  const { t } = await loadEnglishMessages();
  const files = execFileSync('git', ['ls-files', 'web/js'], { cwd: path.join(WEB_JS, '../..'), encoding: 'utf8' }).split('\n').filter((f) => f.endsWith('.js'));
  const parts = files.flatMap((f) => [...fs.readFileSync(path.join(WEB_JS, '../..', f), 'utf8').matchAll(/classicScript\([^,()]+, [^,()]+, '([A-Za-z]+)'\)/g)].map((m) => m[1]));
  assert.ok(parts.length >= 8, parts.join(' '));
  const other = t('app.scriptFailed', { part: 'other', file: 'x.js' });
  for (const part of parts) assert.notEqual(t('app.scriptFailed', { part, file: 'x.js' }), other, part);
});
