// A language is described once (web/js/text/languages.js): the build writes its scripts from that
// line, and every message its catalogue translates ships in them, the first part and the rest
// together (issue 48: a language added by hand lacked its second script, so most of its translations
// never reached the page). Needs the built site (bash scripts/build.sh site).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGE_LIST, LANGUAGE_CODES, MENU_LANGUAGES, TRANSLATED, localeGlobal, localeScripts } from '../../web/js/text/languages.js';
import { readCatalogue, catalogueDir } from '../../scripts/messages.mjs';
import { LANGUAGES } from '../../web/js/text/messages.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const siteDir = process.env.SITE_DIR ?? path.join(root, 'build/wasm/site');

// Runs a built part of the page (scripts/bundle.mjs: a function in posattnParts that borrows
// app.js's modules) with those modules loaded here, and returns the globals it set.
async function runPart(file) {
  const code = fs.readFileSync(path.join(siteDir, file), 'utf8');
  const modules = {};
  for (const [, key] of code.matchAll(/posattnModules\["([^"]+)"\]/g))
    modules[key] ??= await import(pathToFileURL(path.join(root, 'web/js', key)).href);
  const context = vm.createContext({ posattnModules: modules });
  context.globalThis = context;
  vm.runInContext(code, context);
  context.posattnParts[file]();
  return context;
}

test('the one list: codes once each, a direction each and a name for the menu; the page, the menu and the translator read it', () => {
  assert.equal(new Set(LANGUAGE_CODES).size, LANGUAGE_CODES.length);
  for (const { code, name, dir, menu } of LANGUAGE_LIST) assert.ok((name || !menu) && ['ltr', 'rtl'].includes(dir), code);
  assert.deepEqual(LANGUAGES, LANGUAGE_CODES);
  assert.ok(MENU_LANGUAGES.includes('en'));
  for (const code of TRANSLATED) assert.ok(fs.existsSync(path.join(catalogueDir, `${code}.json`)), `${code}: its catalogue`);
  // No other file lists the languages by hand.
  const listed = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.m?js$/.test(entry.name) && !file.endsWith(path.join('text', 'languages.js'))
        && /\[\s*'en',\s*'hi',\s*'es'|\[\s*'hi',\s*'es'\s*\]|new Set\(\[\s*'hi'/.test(fs.readFileSync(file, 'utf8'))) listed.push(path.relative(root, file));
    }
  };
  for (const dir of ['web/js', 'scripts', 'bench']) walk(path.join(root, dir));
  assert.deepEqual(listed, []);
});

for (const { code, catalogue } of LANGUAGE_LIST.filter((l) => l.catalogue)) {
  test(`${code}: the build writes its scripts, and every message its catalogue translates ships`, async () => {
    const files = localeScripts(code);
    assert.equal(files.length, catalogue === 'split' ? 2 : 1);
    for (const file of files) assert.ok(fs.existsSync(path.join(siteDir, file)), `${file} is built (bash scripts/build.sh site)`);
    const first = (await runPart(files[0]))[localeGlobal(code)];
    assert.equal(first.intl, code);
    const rest = files[1] ? (await runPart(files[1]))[localeGlobal(code, 'rest')].messages : {};
    const shipped = [...Object.keys(first.messages), ...Object.keys(rest)];
    assert.equal(new Set(shipped).size, shipped.length, 'no message in both parts');
    assert.deepEqual(new Set(shipped), new Set(Object.keys(readCatalogue(code))));
  });
}
