// One build, one result (issue 37). Every command the wasm build runs is owned by one target: CMake's
// Makefiles copy a custom command into each target of its directory that lists its output, and a
// parallel build then ran the bundler twice at once into the same folder (engine-worker.js came out
// with Emscripten's loader in it twice). And the bundler gives the same bytes every time, so a
// parallel and a serial build, each running it once, write the same site. Cost: reading the
// generated Makefiles (milliseconds) and two runs of the bundler into temporary folders (a few
// seconds), instead of two whole builds of the site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = process.env.WASM_BUILD_DIR ?? path.join(root, 'build/wasm');

// Every file under `dir`, as paths relative to it, sorted.
function filesUnder(dir) {
  const found = [];
  const walk = (at) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const next = path.join(at, entry.name);
      if (entry.isDirectory()) walk(next);
      else found.push(path.relative(dir, next));
    }
  };
  walk(dir);
  return found.sort();
}

test('every command of the wasm build that runs a project script belongs to one target', () => {
  const owners = new Map();  // command line -> the targets whose build.make runs it
  for (const makefile of filesUnder(buildDir).filter((file) => path.basename(file) === 'build.make')) {
    const target = path.dirname(makefile);
    for (const line of fs.readFileSync(path.join(buildDir, makefile), 'utf8').split('\n')) {
      if (!/^\t.*\bnode\b.*\/scripts\/[\w-]+\.mjs/.test(line)) continue;
      owners.set(line, [...(owners.get(line) ?? []), target]);
    }
  }
  const scripts = [...owners.keys()].map((line) => line.match(/scripts\/([\w-]+\.mjs)/)[1]);
  assert.ok(scripts.includes('bundle.mjs') && scripts.includes('scorm-package.mjs'), scripts.join());
  for (const [line, targets] of owners) assert.equal(targets.length, 1, `${line.trim()}\nis run by ${targets.join(' and ')}`);
});

test('the bundler writes the same bytes every time', () => {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'one-build-'));
  try {
    const sites = ['first', 'second'].map((name) => {
      const out = path.join(temp, name);
      execFileSync('node', [path.join(root, 'scripts/bundle.mjs'), '--web', path.join(root, 'web'),
        '--module', path.join(buildDir, 'wasm'), '--out', out, '--site-url', ''], { stdio: 'pipe' });
      return out;
    });
    const [a, b] = sites.map(filesUnder);
    assert.ok(a.includes('index.html') && a.includes('engine-worker.js'), a.join());
    assert.deepEqual(b, a);
    for (const file of a)
      assert.ok(fs.readFileSync(path.join(sites[0], file)).equals(fs.readFileSync(path.join(sites[1], file))), file);
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
});
