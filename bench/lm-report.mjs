// The English models' benchmark (docs/models.md): reads the model cards that scripts/train-models.sh
// wrote and prints the tables of docs/models.md (masked-word accuracy and pseudo-perplexity in three
// orders; attention patterns per head), and writes the plot docs/models-orders.svg.
//   node bench/lm-report.mjs [--svg docs/models-orders.svg]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REGISTRY } from '../web/js/schemes/scheme-registry.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'web/public/models/english');
const registryOrder = REGISTRY.schemes.map((s) => s.name);
const orders = ['original', 'shuffled', 'reversed'];
// Every model card present (a scheme without a trained model is left out), and the count baseline.
const schemes = registryOrder.filter((s) => fs.existsSync(path.join(dir, `${s}.json`)));
const cards = schemes.map((s) => JSON.parse(fs.readFileSync(path.join(dir, `${s}.json`), 'utf8')));
const baselineFile = path.join(dir, 'count-baseline.json');
const baseline = fs.existsSync(baselineFile) ? JSON.parse(fs.readFileSync(baselineFile, 'utf8')) : null;
const svgArg = process.argv.indexOf('--svg');
const svgPath = svgArg > 0 ? process.argv[svgArg + 1] : path.join(root, 'docs/models-orders.svg');

const pct = (x) => (100 * x).toFixed(1);
const lines = [];
lines.push('Test: held-out sentences (each card says how many), every known word masked in turn, each order. Content words: outside the 100 commonest.', '');
lines.push('| model | test sentences | masked words | top-1 original | top-1 shuffled | top-1 reversed | top-5 original | top-5 shuffled | top-5 reversed | PPPL original | PPPL shuffled | PPPL reversed | content top-1 | content top-5 | content PPPL | validation PPPL | steps | train s |');
lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const row = (name, c, steps, seconds) => {
  const t = c.test, content = t.original.content;
  return `| ${name} | ${t.sentences} | ${t.original.predictions} | ${orders.map((o) => pct(t[o].top1)).join(' | ')} | ${orders.map((o) => pct(t[o].top5)).join(' | ')} | ${orders.map((o) => t[o].pseudoPerplexity.toFixed(1)).join(' | ')} | ${content ? pct(content.top1) : '-'} | ${content ? pct(content.top5) : '-'} | ${content ? content.pseudoPerplexity.toFixed(0) : '-'} | ${c.validation.original.pseudoPerplexity.toFixed(1)} | ${steps} | ${seconds} |`;
};
if (baseline) lines.push(row('count baseline: neighbours', baseline, '-', Math.round(baseline.seconds)));
// The stronger count model, two words on each side (its seconds are part of the file's).
if (baseline?.window) lines.push(row('count baseline: window', baseline.window, '-', '-'));
// A card of a stage that continued an earlier run's files keeps that run's training block
// (training.startedFrom): the steps and seconds are the whole history's, the stages joined by "+".
const history = (training) => (training.startedFrom ? [...history(training.startedFrom), training] : [training]);
for (const c of cards) {
  const stages = history(c.training);
  lines.push(row(c.scheme, c, stages.map((t) => t.steps).join(' + '), Math.round(stages.reduce((sum, t) => sum + t.seconds, 0))));
}
lines.push('', 'Attention per head on the test sentences (original order): mean weight on the previous word / the next word / itself; in brackets the share of words whose largest weight falls there.', '');
lines.push('| scheme | layer.head | previous | next | self |', '| --- | --- | --- | --- | --- |');
for (const c of cards)
  for (const h of c.heads)
    lines.push(`| ${c.scheme} | ${h.layer}.${h.head} | ${h.previous.toFixed(2)} (${pct(h.previousTop)}%) | ${h.next.toFixed(2)} (${pct(h.nextTop)}%) | ${h.self.toFixed(2)} (${pct(h.selfTop)}%) |`);
lines.push('', 'Heads whose largest weight falls on the previous word (or the next) for more than half the words:', '');
lines.push('| scheme | previous-word heads | next-word heads | of |', '| --- | --- | --- | --- |');
for (const c of cards)
  lines.push(`| ${c.scheme} | ${c.heads.filter((h) => h.previousTop > 0.5).length} | ${c.heads.filter((h) => h.nextTop > 0.5).length} | ${c.heads.length} |`);
console.log(lines.join('\n'));

// The plot: pseudo-perplexity per scheme, three bars (original, shuffled, reversed), log scale.
const width = 640, height = 300, left = 60, bottom = 40, top = 30;
const values = cards.flatMap((c) => orders.map((o) => c.test[o].pseudoPerplexity));
const lo = Math.log10(Math.min(...values) / 1.5), hi = Math.log10(Math.max(...values) * 1.2);
const y = (v) => top + (height - top - bottom) * (1 - (Math.log10(v) - lo) / (hi - lo));
const colours = ['#1b5e9e', '#d95f02', '#7570b3'];
const group = (width - left - 10) / cards.length;
let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">\n`;
svg += `<title>Pseudo-perplexity of the six English models on held-out WordNet sentences, in the original, a shuffled and the reversed order (lower is better)</title>\n`;
svg += `<text x="${left}" y="18">Pseudo-perplexity on held-out sentences (log scale; lower is better)</text>\n`;
for (let e = Math.floor(lo); e <= Math.floor(hi); e++) {
  for (const m of [1, 2, 5]) {
    const v = m * 10 ** e;
    if (Math.log10(v) < lo || Math.log10(v) > hi) continue;
    svg += `<line x1="${left}" x2="${width - 10}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" stroke="#ddd"/><text x="${left - 6}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end">${v}</text>\n`;
  }
}
cards.forEach((c, i) => {
  const x0 = left + i * group + group * 0.15, bar = (group * 0.7) / 3;
  orders.forEach((o, k) => {
    const v = c.test[o].pseudoPerplexity;
    svg += `<rect x="${(x0 + k * bar).toFixed(1)}" y="${y(v).toFixed(1)}" width="${(bar - 2).toFixed(1)}" height="${(height - bottom - y(v)).toFixed(1)}" fill="${colours[k]}"><title>${c.scheme}, ${o}: ${v.toFixed(1)}</title></rect>\n`;
  });
  svg += `<text x="${(left + i * group + group / 2).toFixed(1)}" y="${height - bottom + 16}" text-anchor="middle">${c.scheme}</text>\n`;
});
orders.forEach((o, k) => {
  svg += `<rect x="${left + 280 + k * 95}" y="${height - 14}" width="10" height="10" fill="${colours[k]}"/><text x="${left + 294 + k * 95}" y="${height - 5}">${o}</text>\n`;
});
svg += '</svg>\n';
fs.writeFileSync(svgPath, svg);
console.error(`wrote ${path.relative(root, svgPath)}`);
