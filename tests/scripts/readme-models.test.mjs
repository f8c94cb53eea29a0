// The README's English-models section states the shipped models' figures beside the count models'
// in the present tense. Each statement is chosen here from the shipped cards and count-baseline.json
// (web/public/models/english, or ENGLISH_MODEL_DIR: a generation before it ships) by a condition on
// their figures, beside its text, and the README must hold the text that is true of the files: its
// figures as written, and the comparison it makes (which side wins, or which models do). A new
// generation shipped fails this test until the README says what is true of it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { SCHEMES } from '../../web/js/schemes/schemes.js';

const root = new URL('../../', import.meta.url);
const readme = fs.readFileSync(new URL('README.md', root), 'utf8');
const start = readme.indexOf('## The English models');
const section = readme.slice(start, readme.indexOf('\n## ', start + 1)).replace(/\s+/g, ' ');
const dir = process.env.ENGLISH_MODEL_DIR ? new URL(`file://${fs.realpathSync(process.env.ENGLISH_MODEL_DIR)}/`) : new URL('web/public/models/english/', root);
const read = (name) => JSON.parse(fs.readFileSync(new URL(name, dir), 'utf8'));
// The schemes with a model shipped, as scripts/bundle.mjs finds them (a scheme added by the recipe has
// none until it is trained).
const trained = SCHEMES.filter((s) => fs.existsSync(new URL(`${s}.bin`, dir)));
const positional = trained.filter((s) => s !== 'none').map((scheme) => ({ scheme, ...read(`${scheme}.json`).test.original }));
const counts = read('count-baseline.json');
const neighbour = counts.test.original;
const window = counts.window.test.original;
const all = positional;

// Tenths, or hundredths where a model's figure and the count model's it is compared with would
// print the same tenth ("34.7% against 34.7%" says nothing of which is ahead).
const decimals = (values, against) => (values.some((v) => v.toFixed(1) === against.toFixed(1)) ? 2 : 1);
const fixed = (digits) => (x) => x.toFixed(digits);
const range = (models, figure, format) => {
  const values = models.map(figure);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? format(low) : `${format(low)}-${format(high)}`;
};
// A comparison's two sides, printed at one precision: the models' range and the count model's figure.
const compare = (figure, scale, bar) => (models) => {
  const format = fixed(decimals(all.map((m) => scale * figure(m)), scale * figure(bar)));
  return { models: range(models, (m) => scale * figure(m), format), bar: format(scale * figure(bar)) };
};
const top1 = (bar) => compare((m) => m.top1, 100, bar);
const content = (bar) => compare((m) => m.content.top1, 100, bar);
const pppl = (bar) => compare((m) => m.pseudoPerplexity, 1, bar);
const names = (models) => models.map((m) => m.scheme).join(' and ');
const ahead = (test) => positional.filter(test);
const behind = (test) => positional.filter((m) => !test(m));

// Each statement: its alternatives, the first whose condition holds is the one the README must say.
const STATEMENTS = [
  [{ when: () => behind((m) => m.pseudoPerplexity < neighbour.pseudoPerplexity).length === 0,
    text: `a lower pseudo-perplexity, ${pppl(neighbour)(all).models} against ${pppl(neighbour)(all).bar}` }],
  [{ when: () => behind((m) => m.top1 > neighbour.top1 && m.content.top1 > neighbour.content.top1).length === 0,
    text: `more words first, ${top1(neighbour)(all).models}% against ${top1(neighbour)(all).bar}%, content words included (${content(neighbour)(all).models}% against ${content(neighbour)(all).bar}%)` }],
  // The stronger count model on the words it gets first: all of them, none, or some.
  ((better, figures) => [
    { when: () => ahead(better).length === 0,
      text: `beats every model on the words it gets first, ${figures(all).bar}% top-1 against the models' ${figures(all).models}%` },
    { when: () => behind(better).length === 0,
      text: `every model with positions gets more words first than it, ${figures(all).models}% against ${figures(all).bar}% top-1` },
    { when: () => true,
      text: `${ahead(better).length} of the ${all.length} models with positions get more words first than it, ${figures(ahead(better)).models}% against ${figures(all).bar}% top-1; ${names(behind(better))} ${behind(better).length === 1 ? 'gets' : 'get'} fewer (${figures(behind(better)).models}%)` },
  ])((m) => m.top1 > window.top1, top1(window)),
  ((better, figures) => [
    { when: () => ahead(better).length === 0,
      text: `on content words it beats them all, ${figures(all).bar}% against ${figures(all).models}%` },
    { when: () => behind(better).length === 0,
      text: `on content words every model beats it too, ${figures(all).models}% against ${figures(all).bar}%` },
    { when: () => true,
      text: `on content words ${names(ahead(better))} beat${ahead(better).length === 1 ? 's' : ''} it (${figures(ahead(better)).models}% against ${figures(all).bar}%) and the rest do not (${figures(behind(better)).models}%)` },
  ])((m) => m.content.top1 > window.content.top1, content(window)),
  ((better, figures) => [
    { when: () => behind(better).length === 0,
      text: `the models' pseudo-perplexity is lower (${figures(all).models} against ${figures(all).bar})` },
    { when: () => true,
      text: `the pseudo-perplexity of ${names(ahead(better))} is lower (${figures(ahead(better)).models} against ${figures(all).bar}), of ${names(behind(better))} not (${figures(behind(better)).models})` },
  ])((m) => m.pseudoPerplexity < window.pseudoPerplexity, pppl(window)),
];

test('the README found its English-models section, and the models it speaks of', () => {
  assert.ok(start > 0 && section.length > 500);
  assert.ok(positional.length >= 5, `five positional models shipped, found ${positional.length}`);
});

for (const alternatives of STATEMENTS) {
  const chosen = alternatives.find(({ when }) => when());
  test(`README: "${chosen?.text}"`, () => {
    assert.ok(chosen, `no statement is true of the shipped files: add one (${alternatives.map((a) => a.text).join(' | ')})`);
    assert.ok(section.includes(chosen.text), `the README's English-models section should say "${chosen.text}" (what is true of the shipped files)`);
  });
}
