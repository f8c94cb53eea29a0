// What a first visit to the default page downloads, and its size gzip-compressed (level 9): the page,
// its script and styles, the icon, the analysis worker (which carries the analysis module's script;
// a small script starts it early) and the module's wasm. The Train panel, the walkthrough's texts
// and the training module come only when their panel opens.
// tests/e2e/hosting.test.mjs records the requests of a real first visit (Chromium, the strict CSP)
// and checks they are exactly these files, so the list stays true.
//   node bench/first-load.mjs [--site build/wasm/site]   prints each file's size and the total
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES, localeScripts } from '../web/js/text/languages.js';

export const FIRST_LOAD_FILES = ['index.html', 'engine-start.js', 'app.js', 'app.css', 'engine-worker.js', 'attention.wasm', 'favicon.png'];
// Fetched once the page has drawn, for what stands below the fold (app/lazy-view.js, laterView): not
// in the budget, which is what a visit waits for before it can draw.
export const AFTER_FIRST_DRAW = ['questions.js'];

// A first visit in another language also fetches the script that switches languages and the first
// part of its catalogue (the messages a first view shows; the rest comes after: scripts/bundle.mjs),
// or the whole catalogue when it is not split (web/js/text/languages.js).
export const firstLoadFilesIn = (lang) => (lang === 'en' ? FIRST_LOAD_FILES
  : [...FIRST_LOAD_FILES, 'language-switch.js', localeScripts(lang)[0]]);

// {files: {name: bytes}, totalKB}, for the files present in siteDir.
export function firstLoadGzip(siteDir, lang = 'en') {
  const sizes = Object.fromEntries(firstLoadFilesIn(lang).filter((f) => fs.existsSync(path.join(siteDir, f)))
    .map((f) => [f, zlib.gzipSync(fs.readFileSync(path.join(siteDir, f)), { level: 9 }).length]));
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  return { files: sizes, totalKB: Math.round((total / 1024) * 10) / 10 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--site');
  const siteDir = path.resolve(at >= 0 ? process.argv[at + 1] : path.join(path.dirname(fileURLToPath(import.meta.url)), '../build/wasm/site'));
  const { files, totalKB } = firstLoadGzip(siteDir);
  for (const [file, bytes] of Object.entries(files)) console.log(`${file.padEnd(18)} ${(bytes / 1024).toFixed(1).padStart(6)} KB`);
  console.log(`${'first load'.padEnd(18)} ${totalKB.toFixed(1).padStart(6)} KB gzip`);
  for (const lang of LANGUAGE_CODES.filter((code) => code !== 'en')) {
    const other = firstLoadGzip(siteDir, lang);
    const extra = Object.entries(other.files).filter(([file]) => !(file in files)).map(([file, bytes]) => `${file} ${(bytes / 1024).toFixed(1)} KB`);
    console.log(`${`first load, ${lang}`.padEnd(18)} ${other.totalKB.toFixed(1).padStart(6)} KB gzip (+ ${extra.join(', ')})`);
  }
}
