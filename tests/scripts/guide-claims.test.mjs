// The teacher's guide's statements about what a model does (scripts/guide-claims.mjs), against the
// core and the shipped English models (web/public/models/english), as the page's claims are tested:
// every statement the guide shows is checked here from the raw numbers (not from the facts that
// picked it), so a retrained model that makes a guide sentence false fails this test; the Fill the
// blank example is one the models fit; each statement's alternatives exist in English, Hindi and
// Spanish; every text of the parts that speak of models is a claim or says why it is not; and the
// guide built into the site (SITE_DIR, or build/wasm/site) is the one these models give. Cost: the
// six English models on a few sentences, and the guide written three times: a few seconds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModule, modulePath, SCHEMES } from '../wasm/module.mjs';
import { GUIDES, guideHtml } from '../../scripts/guide.mjs';
import { GUIDE_CLAIMS, TRAIN_CLAIMS, NOT_CLAIMS, chosenAlternatives } from '../../scripts/guide-claims.mjs';
import { englishModels, measureGuideFacts, guideFacts, seededRun, SEEDED_STATES, EXAMPLE_CANDIDATES } from '../../scripts/guide-facts.mjs';
import { choose } from '../../web/js/content/claims.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const modelDir = process.env.ENGLISH_MODEL_DIR ?? path.join(root, 'web/public/models/english');  // or a generation before it ships
const siteDir = process.env.SITE_DIR ?? path.join(root, 'build/wasm/site');
const M = await loadModule();
const english = await englishModels(path.dirname(modulePath), modelDir, M);
const measured = await measureGuideFacts(M, english);
const facts = guideFacts(measured);
const SAME = 1e-9;

// ---- independent readings of the raw numbers ----
const row = (m, r) => Array.from(m.data.subarray(r * m.cols, (r + 1) * m.cols));
const maxDiff = (a, b) => a.reduce((worst, v, i) => Math.max(worst, Math.abs(v - b[i])), 0);
const at = (m, r, c) => m.data[r * m.cols + c];
// Each token's output after the reordering against its output before, followed to its place.
const movedOutputError = (r) => Math.max(0, ...Array.from(r.order, (o, k) => maxDiff(row(r.reordered.output, k), row(r.original.output, o))));
const mean = (m) => Array.from({ length: m.cols }, (_, c) => Array.from({ length: m.rows }, (_, r) => at(m, r, c)).reduce((a, b) => a + b) / m.rows);
const copiesError = (r) => {
  const keys = r.tokens.map((t) => t.key);
  let worst = -1;  // no copies: neither identical nor different
  keys.forEach((key, i) => keys.forEach((other, j) => {
    if (j > i && key === other) worst = Math.max(worst, maxDiff(row(r.original.output, i), row(r.original.output, j)));
  }));
  return worst;
};
// The largest weight difference between the run and the same sentence started shiftBy places later.
function shiftDifference({ state, result }) {
  const later = seededRun(M, { ...state, startPosition: state.shiftBy, shiftBy: undefined }).result;
  return Math.max(...result.original.heads.map((h, k) => maxDiff(Array.from(h.weights.data), Array.from(later.original.heads[k].weights.data))));
}
// A head reads one side when every weight on the other side of the diagonal is exactly 0.
const readsOneSide = (w, above) => Array.from({ length: w.rows }, (_, r) => Array.from({ length: w.cols }, (_, c) => c)
  .filter((c) => (above ? c > r : c < r)).every((c) => at(w, r, c) === 0)).every(Boolean);
const sides = (result) => result.original.heads.map(({ weights: w }) => (readsOneSide(w, true) ? 'before' : readsOneSide(w, false) ? 'after' : 'both'));

// Fill the blank's answers: the hidden word, and who guesses it first in which column.
const wordOf = ({ answer, blank }) => String(answer.tokens[blank]).toLowerCase();
const sameColumns = (a) => a.ok && a.original.join() === a.reordered.join() &&
  a.originalProbability.every((p, i) => Math.abs(p - a.reorderedProbability[i]) < SAME);
const positional = (answer) => Object.keys(answer.answers).filter((s) => s !== 'none');
const right = (run, column) => positional(run.answer).filter((s) => run.answer.answers[s][column][0] === wordOf(run));
// The schemes with an English model (a scheme added later may have none: the English panel greys it).
const ENGLISH = SCHEMES.filter((s) => fs.existsSync(path.join(modelDir, `${s}.bin`)));
const card = (scheme) => JSON.parse(fs.readFileSync(path.join(modelDir, `${scheme}.json`), 'utf8'));

const CHECKS = {
  // The seeded model: { state, result }.
  rowsSumToOne: ({ result }) => [result.original, result.reordered].every((run) => run.heads.every(({ weights: w }) =>
    Array.from({ length: w.rows }, (_, r) => row(w, r).reduce((a, b) => a + b)).every((sum) => Math.abs(sum - 1) < 1e-9))),
  // Each word's row of weights moves with the word, its columns too: the same weights, reordered.
  weightsMove: ({ result }) => result.reordered.heads.every(({ weights: w }, h) => Array.from(result.order).every((o, k) =>
    Array.from(result.order).every((p, l) => Math.abs(at(w, k, l) - at(result.original.heads[h].weights, o, p)) < SAME))),
  equivariant: ({ result }) => movedOutputError(result) < SAME,
  changed: ({ result }) => movedOutputError(result) >= SAME,
  meanInvariant: ({ result }) => maxDiff(mean(result.reordered.output), mean(result.original.output)) < SAME,
  copiesIdentical: ({ result }) => copiesError(result) >= 0 && copiesError(result) < SAME,
  copiesDiffer: ({ result }) => copiesError(result) >= SAME,
  shiftInvariant: (run) => run.state.shiftBy > 0 && shiftDifference(run) < SAME,
  shiftChanged: (run) => run.state.shiftBy > 0 && shiftDifference(run) >= SAME,
  // The English models' Fill the blank: { answer, blank }.
  noneSame: ({ answer }) => sameColumns(answer.answers.none),
  alibiSame: ({ answer }) => sameColumns(answer.answers.alibi),
  alibiChanges: ({ answer }) => answer.answers.alibi.ok && !sameColumns(answer.answers.alibi),
  fewerRight: (run) => right(run, 'original').length > right(run, 'reordered').length,
  mostRightInOrder: (run) => 2 * right(run, 'original').length > positional(run.answer).length &&
    run.answer.answers.none.original[0] !== wordOf(run),
  // An English model's analysis: { result }.
  alibiOneSided: ({ result }) => sides(result).every((s) => s !== 'both') && new Set(sides(result)).size === 2,
  alibiBothSides: ({ result }) => sides(result).every((s) => s === 'both'),
  // The model folder; the walkthrough.
  sixModels: () => ENGLISH.length === 6,
  noneLowestOnCards: () => ENGLISH.filter((s) => s !== 'none').every((s) => card('none').test.original.top1 < card(s).test.original.top1),
  paceLeadsPowerplay: () => {
    const w = M.cricketWalkthrough('powerplay');
    const ranked = Array.from(w.bowlerIds).sort((a, b) => w.weights[w.bowlerIds.indexOf(b)] - w.weights[w.bowlerIds.indexOf(a)]);
    return ranked.slice(0, 2).sort().join() === 'cummins,starc';
  },
  spinLeadsOver35: () => {
    const w = M.cricketWalkthrough('over35');
    return w.bowlerIds[Array.from(w.weights).indexOf(Math.max(...w.weights))] === 'zampa';
  },
};

// What an assertion's "@where" names (guide-claims.mjs).
function target(where) {
  const { english: e } = measured;
  if (where in SEEDED_STATES) return measured.seeded[where];
  if (where.startsWith('grid:')) return { result: e.grids[where.slice(5)] };
  const runs = { story: e.story, example: e.example };
  const [, name, order] = where.match(/^(story|example)(InOrder|Shuffled|Reversed)$/) ?? [];
  if (name) {
    assert.ok(runs[name], `no ${name} on these models`);
    return { answer: runs[name][order[0].toLowerCase() + order.slice(1)], blank: runs[name].blank };
  }
  assert.ok(['files', 'cricket'].includes(where), `no measurement "${where}"`);
  return {};
}
function check(assertion, at) {
  const [name, where] = assertion.split('@');
  assert.ok(CHECKS[name], `${at}: no check for ${name}`);
  assert.ok(CHECKS[name](target(where)), `${at} asserts ${assertion}, false on the shipped models`);
}

test('every statement the guide shows about a model is true of the core and the shipped English models', () => {
  let checked = 0;
  for (const [at, claim] of Object.entries(GUIDE_CLAIMS)) {
    const shown = claim.choose ? choose(claim.choose, facts) : claim;
    for (const assertion of shown.asserts ?? []) { check(assertion, at); checked += 1; }
  }
  assert.ok(checked >= 40, `${checked} assertions checked`);
});

test('the Fill the blank example is one the shipped models fit, and the guide names it', () => {
  assert.ok(facts.example, `no candidate fits guide-claims.mjs EXAMPLE_FITS on these models: reorder or add to ${JSON.stringify(EXAMPLE_CANDIDATES.map((c) => c.text))}`);
  const chosen = chosenAlternatives(facts);
  assert.equal(chosen['PAGE.blank.steps.0'], 'example');
});

test('issue 47: the guide no longer says that ALiBi guesses the same reversed, nor hides a noun no model guesses', () => {
  // The English ALiBi's heads read one side each: its guesses change under Reverse, and the guide says so.
  assert.ok(CHECKS.alibiChanges(target('exampleReversed')));
  assert.equal(chosenAlternatives(facts)['PAGE.blank.look.2'], 'changes');
  for (const lang of Object.keys(GUIDES)) {
    const look = GUIDES[lang].content.PAGE.blank.look[2];
    assert.equal(typeof look, 'object', `${lang}: the Reverse sentence has alternatives`);
  }
  // The example's hidden word is guessed first, in order, by most models with positions.
  assert.ok(CHECKS.mostRightInOrder(target('exampleInOrder')));
});

test('each statement\'s alternatives are written in English, Hindi and Spanish, and every one is named by its claims', () => {
  for (const [at, claim] of Object.entries(GUIDE_CLAIMS)) {
    const names = claim.choose ? claim.choose.map((c) => c.text).sort() : null;
    for (const lang of Object.keys(GUIDES)) {
      const value = at.split('.').reduce((v, key) => v?.[key], GUIDES[lang].content);
      if (!names) { assert.equal(typeof value, 'string', `${lang} ${at}`); continue; }
      assert.deepEqual(Object.keys(value ?? {}).sort(), names, `${lang} ${at}`);
      for (const name of names) assert.ok(typeof value[name] === 'string' && value[name].length > 0, `${lang} ${at}.${name}`);
    }
    if (claim.choose) assert.ok(!claim.choose.at(-1).when, `${at}: its last alternative has no condition`);
  }
});

// Every text of the parts of the guide that speak of models, by its path ("DISCUSSION.3.answer").
function paths(value, at, out = []) {
  if (typeof value === 'string') out.push(at);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) paths(item, `${at}.${key}`, out);
  return out;
}
test('every text of the guide is a claim, or says why it is not one', () => {
  const { content } = GUIDES.en;
  const texts = Object.entries(content).flatMap(([name, value]) => paths(value, name));
  assert.ok(texts.length > 100, `${texts.length} texts`);
  assert.match(content.CLASS_PLAN[4][1], /Train/, 'CLASS_PLAN.4 is the Train panel\'s row');
  const pattern = (p) => new RegExp(`^${p.split('.').map((part) => ({ '**': '.+', '*': '[^.]+' })[part] ?? part).join('\\.')}$`);
  const listed = (at) => at in GUIDE_CLAIMS || at in TRAIN_CLAIMS || Object.keys(NOT_CLAIMS).some((p) => pattern(p).test(at));
  for (const at of texts) {
    const statement = Object.keys(GUIDE_CLAIMS).find((claim) => at.startsWith(`${claim}.`)) ?? at;  // an alternative's text
    assert.ok(listed(statement), `${at}: neither in GUIDE_CLAIMS nor in NOT_CLAIMS (scripts/guide-claims.mjs)`);
  }
});

test('the guide built into the site is the one the shipped models give', async () => {
  for (const [lang, { file }] of Object.entries(GUIDES)) {
    const built = fs.readFileSync(path.join(siteDir, 'guide', file), 'utf8');
    assert.ok(built === await guideHtml(M, lang, facts), `${lang}: ${file} differs from the guide written now: rebuild the site`);
  }
});

test.after(() => english.restore());
