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

const tenth = (x) => x.toFixed(1);
const percent = (share) => tenth(100 * share);
const range = (models, figure, format) => {
  const values = models.map(figure);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? format(low) : `${format(low)}-${format(high)}`;
};
const top1 = (models) => `${range(models, (m) => m.top1, percent)}%`;
const content = (models) => `${range(models, (m) => m.content.top1, percent)}%`;
const pppl = (models) => range(models, (m) => m.pseudoPerplexity, tenth);
const names = (models) => models.map((m) => m.scheme).join(' and ');
const ahead = (test) => positional.filter(test);
const behind = (test) => positional.filter((m) => !test(m));
const all = positional;

// Each statement: its alternatives, the first whose condition holds is the one the README must say.
const STATEMENTS = [
  [{ when: () => behind((m) => m.pseudoPerplexity < neighbour.pseudoPerplexity).length === 0,
    text: `a lower pseudo-perplexity, ${pppl(all)} against ${tenth(neighbour.pseudoPerplexity)}` }],
  [{ when: () => behind((m) => m.top1 > neighbour.top1 && m.content.top1 > neighbour.content.top1).length === 0,
    text: `more words first, ${top1(all)} against ${percent(neighbour.top1)}%, content words included (${content(all)} against ${percent(neighbour.content.top1)}%)` }],
  // The stronger count model on the words it gets first: all of them, none, or some.
  ((better) => [
    { when: () => ahead(better).length === 0,
      text: `beats every model on the words it gets first, ${percent(window.top1)}% top-1 against the models' ${top1(all)}` },
    { when: () => behind(better).length === 0,
      text: `every model with positions gets more words first than it, ${top1(all)} against ${percent(window.top1)}% top-1` },
    { when: () => true,
      text: `${ahead(better).length} of the ${all.length} models with positions get more words first than it, ${top1(ahead(better))} against ${percent(window.top1)}% top-1; ${names(behind(better))} ${behind(better).length === 1 ? 'gets' : 'get'} fewer (${top1(behind(better))})` },
  ])((m) => m.top1 > window.top1),
  ((better) => [
    { when: () => ahead(better).length === 0,
      text: `on content words it beats them all, ${percent(window.content.top1)}% against ${content(all)}` },
    { when: () => behind(better).length === 0,
      text: `on content words every model beats it too, ${content(all)} against ${percent(window.content.top1)}%` },
    { when: () => true,
      text: `on content words ${names(ahead(better))} beat${ahead(better).length === 1 ? 's' : ''} it (${content(ahead(better))} against ${percent(window.content.top1)}%) and the rest do not (${content(behind(better))})` },
  ])((m) => m.content.top1 > window.content.top1),
  ((better) => [
    { when: () => behind(better).length === 0,
      text: `the models' pseudo-perplexity is lower (${pppl(all)} against ${tenth(window.pseudoPerplexity)})` },
    { when: () => true,
      text: `the pseudo-perplexity of ${names(ahead(better))} is lower (${pppl(ahead(better))} against ${tenth(window.pseudoPerplexity)}), of ${names(behind(better))} not (${pppl(behind(better))})` },
  ])((m) => m.pseudoPerplexity < window.pseudoPerplexity),
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
