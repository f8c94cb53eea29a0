// The rooms of web/js point one way: a file imports only from its own room or from a room below it
// in CONTRIBUTING.md's table of rooms (so there is no loop between rooms either), every folder of
// web/js is a room of that table, and a view imports no other panel's views. It reads the import
// statements as text (static, re-exports and import('...') with a plain string).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jsDir = path.join(root, 'web/js');

// The table under "Where things go: the rooms of `web/js`", top row first.
export function roomOrder(contributing) {
  const section = contributing.split(/^## /m).find((part) => part.startsWith('Where things go: the rooms of `web/js`'));
  assert.ok(section, 'CONTRIBUTING.md has no section "Where things go: the rooms of `web/js`"');
  return [...section.matchAll(/^\| `([a-z-]+)\/` \|/gm)].map((match) => match[1]);
}

// Every module a file names in an import or export statement, or in import() with a plain string.
export function importsOf(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const statement = /(?:^|[\s;])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?['"]([^'"\n]+)['"]/g;
  const dynamic = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;
  return [...code.matchAll(statement), ...code.matchAll(dynamic)].map((match) => match[1]);
}

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file);
    return entry.name.endsWith('.js') ? [file] : [];
  });
}

const rooms = roomOrder(fs.readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8'));
const roomOf = (file) => path.relative(jsDir, file).split(path.sep)[0];
const arrows = filesUnder(jsDir).flatMap((file) => importsOf(fs.readFileSync(file, 'utf8'))
  .filter((name) => name.startsWith('.'))
  .map((name) => ({ from: file, to: path.resolve(path.dirname(file), name.replace(/\?.*$/, '')) })));  // (a ?part suffix: scripts/bundle.mjs)
const shown = ({ from, to }) => `${path.relative(jsDir, from)} -> ${path.relative(jsDir, to)}`;

test('the table of rooms names every folder of web/js once, and only those', () => {
  const folders = fs.readdirSync(jsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  assert.equal(new Set(rooms).size, rooms.length, `a room is named twice: ${rooms}`);
  assert.deepEqual([...rooms].sort(), folders.sort());
  assert.deepEqual(fs.readdirSync(jsDir).filter((name) => name.endsWith('.js')), [], 'a file at the root of web/js stands in no room');
});

test('the imports were read (every relative import names a file that exists)', () => {
  assert.ok(arrows.length > 200, `only ${arrows.length} imports read`);
  assert.deepEqual(arrows.filter(({ to }) => !fs.existsSync(to)).map(shown), []);
});

test('no import runs from a room to one above it (so no loop between rooms)', () => {
  const upward = arrows.filter((arrow) => {
    const [from, to] = [rooms.indexOf(roomOf(arrow.from)), rooms.indexOf(roomOf(arrow.to))];
    return to < 0 || from < 0 || to < from;
  });
  assert.deepEqual(upward.map(shown), [], `rooms from the top: ${rooms.join(', ')}`);
});

test('a view imports no other panel\'s views (what two share is in views/shared/ or below)', () => {
  const panelOf = (file) => { const [room, panel] = path.relative(jsDir, file).split(path.sep); return room === 'views' ? panel : null; };
  const across = arrows.filter(({ from, to }) => panelOf(from) && panelOf(to)
    && panelOf(to) !== panelOf(from) && panelOf(to) !== 'shared');
  assert.deepEqual(across.map(shown), []);
});

test('the reader sees every form of import', () => {
  assert.deepEqual(importsOf(`import a from './a.js';\nimport {\n  b,\n  c,\n} from "../b.js";\nimport './c.js';
export { d } from './d.js';\nexport * from './e.js';\nconst f = await import('./f.js');
// import g from './g.js';\n/* import h from './h.js'; */`).sort(), ['../b.js', './a.js', './c.js', './d.js', './e.js', './f.js']);
});
