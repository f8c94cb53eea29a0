// The README's English-models section states the shipped models' figures beside the count models'
// in the present tense. Each statement is checked here against the shipped cards and
// count-baseline.json (web/public/models/english): its figures as the README writes them, and the
// comparison it makes. A new generation shipped fails this test until the README says what is true
// of it (the figures, and which side wins).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { SCHEMES } from '../../web/js/schemes/schemes.js';

const root = new URL('../../', import.meta.url);
const readme = fs.readFileSync(new URL('README.md', root), 'utf8');
const start = readme.indexOf('## The English models');
const section = readme.slice(start, readme.indexOf('\n## ', start + 1)).replace(/\s+/g, ' ');
const dir = new URL('web/public/models/english/', root);
const read = (name) => JSON.parse(fs.readFileSync(new URL(name, dir), 'utf8'));
// The schemes with a model shipped, as scripts/bundle.mjs finds them (a scheme added by the recipe has
// none until it is trained).
const trained = SCHEMES.filter((s) => fs.existsSync(new URL(`${s}.bin`, dir)));
const positional = trained.filter((s) => s !== 'none').map((s) => read(`${s}.json`).test.original);
const counts = read('count-baseline.json');
const neighbour = counts.test.original;
const window = counts.window.test.original;

const tenth = (x) => x.toFixed(1);
const percent = (share) => tenth(100 * share);
const range = (values, format) => `${format(Math.min(...values))}-${format(Math.max(...values))}`;
const pppl = range(positional.map((m) => m.pseudoPerplexity), tenth);
const top1 = range(positional.map((m) => m.top1), percent);
const content = range(positional.map((m) => m.content.top1), percent);
const every = (test) => positional.every(test);

// Each statement: the words the README must hold, and whether what it says is true of the files.
const STATEMENTS = [
  { text: `a lower pseudo-perplexity, ${pppl} against ${tenth(neighbour.pseudoPerplexity)}`,
    holds: every((m) => m.pseudoPerplexity < neighbour.pseudoPerplexity) },
  { text: `more words first, ${top1}% against ${percent(neighbour.top1)}%, content words included`,
    holds: every((m) => m.top1 > neighbour.top1 && m.content.top1 > neighbour.content.top1) },
  { text: `beats every model on the words it gets first, ${percent(window.top1)}% top-1 and ${percent(window.content.top1)}% on content words against the models' ${top1}% and ${content}%`,
    holds: every((m) => window.top1 > m.top1 && window.content.top1 > m.content.top1) },
  { text: `the models' pseudo-perplexity stays lower (${pppl} against ${tenth(window.pseudoPerplexity)})`,
    holds: every((m) => m.pseudoPerplexity < window.pseudoPerplexity) },
];

test('the README found its English-models section, and the models it speaks of', () => {
  assert.ok(start > 0 && section.length > 500);
  assert.ok(positional.length >= 5, `five positional models shipped, found ${positional.length}`);
});

for (const { text, holds } of STATEMENTS) {
  test(`README: "${text}"`, () => {
    assert.ok(section.includes(text), `the README's English-models section should say "${text}" (the shipped files' figures)`);
    assert.ok(holds, `"${text}" is not true of the shipped files: say what is`);
  });
}
