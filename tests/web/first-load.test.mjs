// The first visit's budget: what the default page fetches before it can draw (bench/first-load.mjs
// names the files; tests/e2e/hosting.test.mjs checks a real visit fetches exactly those) is at most
// 150 KB gzip, in every language of web/js/text/languages.js. (It stood at 156 KB for a day, when
// attention.wasm held the trained-model reader: wasm/seeded_model_only.cpp took 12 KB out of it.)
// A new scheme, view or language pays for its own bytes (CONTRIBUTING.md): scripts/recipe-check.sh's
// trial has no allowance.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadGzip, FIRST_LOAD_FILES } from '../../bench/first-load.mjs';
import { LANGUAGE_CODES } from '../../web/js/text/languages.js';

const BUDGET_KB = 150;
const siteDir = process.env.SITE_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build/wasm/site');

// In any other language a first visit also fetches the language switch and the first part of its
// catalogue (bench/first-load.mjs): the same budget, for every language of web/js/text/languages.js.
for (const lang of LANGUAGE_CODES) {
  test(`a first visit in ${lang} downloads at most ${BUDGET_KB} KB gzip`, () => {
    const missing = FIRST_LOAD_FILES.filter((f) => !fs.existsSync(path.join(siteDir, f)));
    assert.deepEqual(missing, [], `the site in ${siteDir} is built (bash scripts/build.sh site)`);
    const { files } = firstLoadGzip(siteDir, lang);
    const bytes = Object.values(files).reduce((a, b) => a + b, 0);
    assert.ok(bytes <= BUDGET_KB * 1024, `first load in ${lang}: ${bytes} bytes gzip > ${BUDGET_KB * 1024}: ${JSON.stringify(files)}`);
  });
}
