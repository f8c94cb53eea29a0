// The page's calls into the three WebAssembly modules match the modules' types
// (web/js/engine/modules.d.ts, from docs/api.md and wasm/*.cpp): `tsc` checks the files tsconfig.json
// lists, each marked // @ts-check, so a field renamed on either side fails here instead of in a panel.
// About 5 s of one core.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
const checked = config.files.filter((file) => file.endsWith('.js'));

test('every file tsconfig.json lists is checked (// @ts-check on its first line)', () => {
  assert.ok(checked.length >= 6);
  for (const file of checked)
    assert.match(fs.readFileSync(path.join(root, file), 'utf8').split('\n')[0], /^\/\/ @ts-check\b/, file);
});

test('the files that call a module factory are among them', () => {
  const callers = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.js') && /\bcreate(Attention|Train|English)Module\(/.test(fs.readFileSync(file, 'utf8')))
        callers.push(path.relative(root, file));
    }
  };
  walk(path.join(root, 'web/js'));
  assert.deepEqual(callers.filter((file) => !checked.includes(file)), []);
});

test('tsc finds no type error in the calls into the modules', () => {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  try {
    execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.json')], { cwd: root, encoding: 'utf8' });
  } catch (error) {
    assert.fail(`tsc:\n${error.stdout}${error.stderr}`);
  }
});
