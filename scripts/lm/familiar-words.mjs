// The familiar words the English vocabulary keeps whatever their training count (lm_prepare's
// KEEP_WORDS; docs/models.md, "Familiar words the vocabulary lacks"): the new Dale-Chall list (words
// a fourth-grader knows) and the revised Spache list (the first grades), as npm's dale-chall@2.0.1
// and spache@2.0.1 (MIT) ship them, lower-cased, the single words of letters only, one a line.
//   node scripts/lm/familiar-words.mjs PACKAGES_DIR OUT_FILE   (PACKAGES_DIR: their node_modules' parent)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [packages, out] = process.argv.slice(2);
if (!packages || !out) {
  console.error('usage: node scripts/lm/familiar-words.mjs PACKAGES_DIR OUT_FILE');
  process.exit(2);
}
const list = async (name, field) =>
  (await import(pathToFileURL(path.join(packages, 'node_modules', name, 'index.js')).href))[field];
const all = [...(await list('dale-chall', 'daleChall')), ...(await list('spache', 'spache'))];
const words = [...new Set(all.map((w) => w.toLowerCase()).filter((w) => /^[a-z]+$/.test(w)))].sort();
fs.writeFileSync(out, `${words.join('\n')}\n`);
console.log(`${words.length} familiar words from ${all.length} listed`);
