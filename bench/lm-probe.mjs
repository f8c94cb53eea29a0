// Everyday English (issues 35, 46): each sentence of bench/everyday-probe.json and
// bench/everyday-probe-2.json, written before any model was run on them, with its blank hidden,
// through the English module's fillBlank (the page's path: guesses are words, never punctuation);
// per set and scheme, the share of sentences whose first guess, or one of the first five, is an
// acceptable answer; and, for the second set's pairs (the same words, the blank elsewhere, answers
// that order decides), the share of pair sentences with an acceptable word in the first five.
// After a wasm build: node bench/lm-probe.mjs [--json FILE] [--models DIR] [--probe FILE ...]
// (--models: another folder of model files with their vocabulary.bin, a trial's or a control's)
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, 'build/wasm/wasm/attention-english.js');
const modelsFlag = process.argv.indexOf('--models');
const models = modelsFlag > 0 ? path.resolve(process.argv[modelsFlag + 1]) : path.join(root, 'web/public/models/english');
const probeFiles = process.argv.flatMap((a, i) => (process.argv[i - 1] === '--probe' ? [path.resolve(a)] : []));
const probes = (probeFiles.length ? probeFiles : ['bench/everyday-probe.json', 'bench/everyday-probe-2.json'].map((f) => path.join(root, f)))
  .map((file) => ({ file: path.relative(root, file), ...JSON.parse(fs.readFileSync(file, 'utf8')) }));
const create = createRequire(import.meta.url)(file);
const m = await create({ wasmBinary: fs.readFileSync(file.replace(/\.js$/, '.wasm')) });
m.loadVocabulary(new Uint8Array(fs.readFileSync(path.join(models, 'vocabulary.bin'))));
// Every scheme whose model file is present, in the registry's order of the cards found.
const schemes = fs.readdirSync(models).filter((f) => f.endsWith('.bin') && f !== 'vocabulary.bin')
  .map((f) => f.slice(0, -4));
for (const s of schemes) m.loadModel(new Uint8Array(fs.readFileSync(path.join(models, `${s}.bin`))));

const results = [];
for (const probe of probes) {
  const rows = [];
  // top5Stop: the sentences ending with a full stop that have an acceptable word in the first five;
  // pairTop5: the pair sentences (order decides their answers) with one in the first five.
  const tally = Object.fromEntries(schemes.map((s) => [s, { top1: 0, top5: 0, top5Stop: 0, pairTop5: 0 }]));
  for (const { text, answers, pair } of probe.sentences) {
    // The blank is a word of its own: replace it by a placeholder the tokenizer keeps as one token.
    const words = text.replace('[?]', 'BLANKWORD');
    const analysis = m.analyze({ text: words, scheme: schemes[0], layer: 0, parts: {} });
    if (!analysis.ok) throw new Error(`${text}: ${analysis.error}`);
    const token = Array.from(analysis.tokens, (t) => t.text ?? t).findIndex((t) => String(t).includes('BLANKWORD'));
    const row = { text, guesses: {} };
    for (const scheme of schemes) {
      const g = m.fillBlank({ text: words, scheme, token });
      if (!g.ok) throw new Error(`${text} (${scheme}): ${g.error}`);
      const first5 = Array.from(g.original);
      row.guesses[scheme] = first5;
      if (answers.includes(first5[0])) tally[scheme].top1 += 1;
      if (first5.some((w) => answers.includes(w))) {
        tally[scheme].top5 += 1;
        if (text.trim().endsWith('.')) tally[scheme].top5Stop += 1;
        if (pair) tally[scheme].pairTop5 += 1;
      }
    }
    rows.push(row);
  }
  const n = probe.sentences.length;
  const stops = probe.sentences.filter(({ text }) => text.trim().endsWith('.')).length;
  const pairs = probe.sentences.filter(({ pair }) => pair).length;
  const pct = (k, of = n) => `${(100 * k / of).toFixed(0)}%`;
  console.log(`Everyday probe: ${n} sentences (${probe.file}), ${stops} ending with a full stop${pairs ? `, ${pairs} in pairs that order decides` : ''}.\n`);
  console.log(`| scheme | first guess acceptable | an acceptable word in the first five | of those, with a final full stop | without |${pairs ? ' pair sentences, in the first five |' : ''}`);
  console.log(`| --- | --- | --- | --- | --- |${pairs ? ' --- |' : ''}`);
  for (const s of schemes) {
    const { top1, top5, top5Stop, pairTop5 } = tally[s];
    console.log(`| ${s} | ${top1} (${pct(top1)}) | ${top5} (${pct(top5)}) | ${top5Stop} of ${stops} (${pct(top5Stop, stops)}) | ${top5 - top5Stop} of ${n - stops} (${pct(top5 - top5Stop, n - stops)}) |${pairs ? ` ${pairTop5} of ${pairs} (${pct(pairTop5, pairs)}) |` : ''}`);
  }
  console.log('');
  results.push({ file: probe.file, sentences: n, tally, rows });
}
const out = process.argv.indexOf('--json');
if (out > 0) fs.writeFileSync(process.argv[out + 1], JSON.stringify(results, null, 1));
