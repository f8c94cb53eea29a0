// A tiny stand-in for the English models' three sources (docs/models.md), so a test can run the
// whole training path (lm_prepare, lm_count_baseline, lm_train) in seconds: a WordNet folder
// (data.* with a few hundred glosses and examples, index.* and *.exc for the inflection rule), a
// Brown corpus folder (cats.txt and tagged documents) and a GloVe JSON of seeded vectors in
// wink-embeddings' layout. Every text is made from a fixed grammar and a seeded generator, so the
// files are the same on every run.   Usage: node scripts/lm/tiny-corpus.mjs DIR
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/lm/tiny-corpus.mjs DIR');
let state = 26;
const random = () => { state = (state * 1103515245 + 12345) % 2147483648; return state / 2147483648; };
const pick = (list) => list[Math.floor(random() * list.length)];

const nouns = ['cat', 'dog', 'man', 'woman', 'child', 'teacher', 'bird', 'farmer', 'house', 'garden', 'river', 'tree', 'book', 'door', 'table', 'kitchen', 'morning', 'letter', 'ball', 'window'];
const verbs = ['chase', 'see', 'open', 'close', 'watch', 'find', 'carry', 'paint', 'visit', 'clean'];
const adjectives = ['small', 'old', 'red', 'quiet', 'happy', 'large', 'green', 'cold'];
const third = (v) => (/(ch|sh|s|x)$/.test(v) ? `${v}es` : v.endsWith('y') ? `${v.slice(0, -1)}ies` : `${v}s`);
const past = (v) => (v === 'see' ? 'saw' : v === 'find' ? 'found' : v.endsWith('e') ? `${v}d` : v.endsWith('y') ? `${v.slice(0, -1)}ied` : `${v}ed`);
const sentence = () => {
  const subject = `the ${pick(adjectives)} ${pick(nouns)}`, object = `the ${pick(nouns)}`;
  return random() < 0.5 ? `${subject} ${past(pick(verbs))} ${object} in the ${pick(nouns)}` : `a ${pick(nouns)} that ${third(pick(verbs))} ${object}`;
};

// WordNet: one synset a line, "offset ... | gloss; "example"".
const wordnet = path.join(dir, 'wordnet');
fs.mkdirSync(wordnet, { recursive: true });
for (const [part, count] of [['noun', 240], ['verb', 120], ['adj', 60], ['adv', 30]]) {
  const lines = ['  1 a made-up licence header line, skipped as WordNet\'s is'];
  for (let i = 0; i < count; i += 1) {
    const offset = String(10000000 + i * 37).padStart(8, '0');
    lines.push(`${offset} 03 ${part[0]} 01 word 0 000 | ${sentence()}; "${sentence()}"`);
  }
  fs.writeFileSync(path.join(wordnet, `data.${part}`), `${lines.join('\n')}\n`);
}
fs.writeFileSync(path.join(wordnet, 'index.noun'), nouns.map((n) => `${n} n 1 0 1 0 00000000`).join('\n') + '\n');
fs.writeFileSync(path.join(wordnet, 'index.verb'), verbs.map((v) => `${v} v 1 0 1 0 00000000`).join('\n') + '\n');
fs.writeFileSync(path.join(wordnet, 'verb.exc'), 'saw see\nfound find\n');
fs.writeFileSync(path.join(wordnet, 'noun.exc'), 'children child\n');

// Brown: 20 documents of tagged sentences (the tags are not read).
const brown = path.join(dir, 'brown');
fs.mkdirSync(brown, { recursive: true });
const cats = [];
for (let d = 1; d <= 20; d += 1) {
  const name = `cn${String(d).padStart(2, '0')}`;
  cats.push(`${name} fiction`);
  const lines = [];
  for (let s = 0; s < 15; s += 1) lines.push(`\t${`${sentence()} .`.split(' ').map((w) => `${w}/x`).join(' ')}`, '');
  fs.writeFileSync(path.join(brown, name), `\n\n${lines.join('\n')}\n`);
}
fs.writeFileSync(path.join(brown, 'cats.txt'), `${cats.join('\n')}\n`);
fs.writeFileSync(path.join(brown, 'README'), 'A made-up stand-in for the Brown corpus.\n');

// GloVe: seeded 100-d vectors for every word of the texts, then its norm and frequency rank.
const words = new Set(['the', 'a', 'that', 'in', '.', ';', 'saw', 'found', 'children']);
for (const list of [nouns, verbs, adjectives]) for (const w of list) words.add(w);
for (const v of verbs) for (const f of [past(v), third(v), `${v}ing`]) words.add(f);
for (const n of nouns) words.add(`${n}s`);
words.add('kettle');  // a word no text holds: lm_prepare's KEEP_WORDS keeps it (scripts/check-training.sh)
const entries = [...words].map((w, rank) => {
  const vector = Array.from({ length: 100 }, () => Number((2 * random() - 1).toFixed(4)));
  const norm = Math.sqrt(vector.reduce((s, x) => s + x * x, 0));
  return `${JSON.stringify(w)}:[${vector.join(',')},${norm.toFixed(4)},${rank}]`;
});
fs.writeFileSync(path.join(dir, 'glove.json'), `{"precision":4,"vectors":{${entries.join(',')}}}`);
console.log(`tiny corpus in ${dir}: ${words.size} words with vectors`);
