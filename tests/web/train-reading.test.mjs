// The Train panel's reading against real runs: a grid of schemes x mask x seeds x tasks trained by
// the training module (the session the worker runs), then every sentence the reading picks is
// checked against the per-seed numbers it speaks of, and the published results it must find here
// are found. Also: a sentence whose condition fails is not shown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readingFor, READINGS, CEILING } from '../../web/js/train/reading.js';
import { summarise } from '../../web/js/train/session.js';
import { runSession as runModuleSession } from './run-session.mjs';
import { TRAIN_PRESETS } from '../../web/js/content/train-presets.js';
import { loadTrainModule, SCHEMES } from '../wasm/module.mjs';

const M = await loadTrainModule();
const SLOPES = (heads) => Array.from(M.alibiSlopes(heads));

// One session to the end (run-session.mjs).
const runSession = (message) => runModuleSession(M, message);

// Each run of a session is one trainer of its own, made from (task, scheme, mask, seed, heads,
// width) and trained for `steps` (session.js), so a preset whose runs a grid below already made
// reads them from it, in the session's order, instead of training them again: the same numbers
// (checked on one run by "a run is the same in any session"), at a quarter less time.
const grids = {};
const GRID = { seed: 1, seeds: 3, masks: [false, true], heads: 2, width: 16, steps: 200 };
function runsOf(message) {
  const grid = grids[message.task];
  const covered = grid && !message.ropeScaling && message.seed === GRID.seed && message.seeds <= GRID.seeds
    && ['heads', 'width', 'steps'].every((k) => message[k] === GRID[k]) && message.masks.every((m) => GRID.masks.includes(m));
  if (!covered) return runSession(message);
  return message.schemes.flatMap((scheme) => message.masks.flatMap((causal) => Array.from({ length: message.seeds },
    (_, k) => grid.find((r) => r.scheme === scheme && r.causal === causal && r.seed === message.seed + k))));
}
const sameRun = ({ model, ...run }) => run;  // which run keeps its model depends on the session's others

function factsOf(task, results, heads = 2) {
  return { task, heads, slopes: SLOPES(heads), chance: M.trainTasks().find((t) => t.name === task).chance, factors: results[0].factors, groups: summarise(results) };
}

// Every percentage a sentence quotes is a measured one (some seed's accuracy at some length, or
// the mean of a group's seeds) or the fixed 50% line.
function checkQuoted(text, results, facts) {
  const measured = new Set([...results.flatMap((r) => r.accuracy), ...facts.groups.flatMap((g) => g.mean), CEILING].map((x) => (100 * x).toFixed(1)));
  for (const [, number] of text.matchAll(/(\d+\.\d)%/g)) assert.ok(measured.has(number), `"${number}%" in "${text}" is not a measured number`);
}

// The assertion of each claim, checked on the seeds themselves (not the summary the condition reads).
const seedsOf = (results, scheme, causal, variant = '') => results.filter((r) => r.scheme === scheme && r.causal === causal && r.variant === variant);
const ASSERTIONS = {
  'order-blind': (rs) => seedsOf(rs, 'none', false).every((r) => r.accuracy[0] <= CEILING),
  'below-ceiling': (rs) => seedsOf(rs, 'none', false).every((r) => r.accuracy[4] < CEILING),
  haviv: (rs) => seedsOf(rs, 'none', true).every((r) => r.accuracy[0] > 0.9),
  'learned-task': (rs) => rs.some((r) => r.accuracy[0] > 0.95),
  'none-passed': (rs) => rs.every((r) => r.accuracy[0] <= 0.95),
  'learned-drop': (rs) => rs.filter((r) => r.scheme === 'learned').some((r) => r.accuracy[2] < r.accuracy[0]),
  'holds-up': () => true,  // its condition compares every seed already
  'seeds-overlap': () => true,
  'alibi-left-right': (rs) => seedsOf(rs, 'alibi', false).every((r) => r.accuracy[0] < 0.7),
  'alibi-causal': (rs) => seedsOf(rs, 'alibi', true).every((r) => r.accuracy[0] > 0.9),
  'alibi-flat-causal': (rs) => seedsOf(rs, 'alibi', true).every((r) => r.accuracy[0] < 0.7),
  'alibi-flat': (rs) => seedsOf(rs, 'alibi', false).every((r) => r.accuracy[0] < 0.6),
  'pi-untuned': (rs) => rs.some((r) => r.variant === 'interpolation'),
  'ntk-beats-pi': (rs) => Math.min(...rs.filter((r) => r.variant === 'ntk').map((r) => r.accuracy[2])) > Math.max(...rs.filter((r) => r.variant === 'interpolation').map((r) => r.accuracy[2])),
  'pi-tuned': (rs) => rs.filter((r) => r.variant === 'interpolation-tuned').every((r) => r.accuracy[2] > 0.9),
  'ntk-below-plain': (rs) => [0, 2, 4].every((k) => mean(rs.filter((r) => r.scheme === 'rope' && r.variant === 'ntk'), k) < mean(rs.filter((r) => r.scheme === 'rope' && r.variant === ''), k)),
  'scaling-adds': (rs) => Math.min(...variantAt(rs, 'interpolation-tuned', 2)) > Math.max(...variantAt(rs, 'tuned', 2)),
  'tuning-alone': (rs) => Math.max(...variantAt(rs, 'tuned', 2)) >= Math.min(...variantAt(rs, 'interpolation-tuned', 2)),
  'paper-agrees': (rs) => paperFindings(rs).some(({ found, expects }) => found === expects),
  'paper-disagrees': (rs) => paperFindings(rs).some(({ found, expects }) => found && found !== expects),
};
function mean(rs, k) { return rs.reduce((sum, r) => sum + r.accuracy[k], 0) / rs.length; }
function variantAt(rs, variant, k) { return rs.filter((r) => r.scheme === 'rope' && r.variant === variant).map((r) => r.accuracy[k]); }
// Press et al. 2021 and Kazemnejad et al. 2023, seed by seed: with the mask, of the schemes every seed of which learned the
// task, which fell apart at 4x (every seed lost over 20 points) and which held up (none lost over 20).
function paperFindings(rs) {
  return Object.entries({ learned: 'falls', sinusoidal: 'falls', alibi: 'holds', none: 'holds' }).map(([scheme, expects]) => {
    const seeds = seedsOf(rs, scheme, true);
    if (seeds.length === 0 || !seeds.every((r) => r.accuracy[0] > 0.9)) return { found: null, expects };
    const found = seeds.every((r) => r.accuracy[4] < r.accuracy[0] - 0.2) ? 'falls' : seeds.every((r) => r.accuracy[4] >= r.accuracy[0] - 0.2) ? 'holds' : null;
    return { found, expects };
  });
}

test('every claim has an assertion the test checks', () => {
  for (const r of READINGS) assert.equal(typeof ASSERTIONS[r.id], 'function', r.id);
});

for (const task of ['who-did-it', 'previous-token']) {
  test(`${task}: every scheme x both masks x 3 seeds, 200 steps: each sentence shown holds for the seeds`, () => {
    const results = runSession({ task, schemes: SCHEMES, seed: 1, seeds: 3, masks: [false, true], heads: 2, width: 16, steps: 200 });
    grids[task] = results;
    assert.equal(results.length, SCHEMES.length * 2 * 3);  // schemes x masks x seeds
    const facts = factsOf(task, results);
    const lines = readingFor(facts);
    for (const { id, text } of lines) {
      assert.ok(ASSERTIONS[id](results), `claim ${id} is shown but does not hold: ${text}`);
      checkQuoted(text, results, facts);
    }
    const ids = lines.map((l) => l.id);
    console.log(task, ids.join(', '));
    for (const g of facts.groups) console.log(`  ${g.key.padEnd(16)} ${g.mean.map((x) => x.toFixed(3)).join(' ')}  min ${g.min.map((x) => x.toFixed(2)).join(' ')}`);
    if (task === 'who-did-it') {
      // The results the panel exists to show: order-blind without mask, Haviv et al. with it.
      assert.ok(ids.includes('order-blind'));
      assert.ok(ids.includes('haviv'));
      assert.ok(ids.includes('alibi-causal'));
    } else {
      assert.ok(ids.includes('alibi-left-right'));
    }
  });
}

const MASKS = { off: [false], on: [true], both: [false, true] };
for (const preset of TRAIN_PRESETS) {
  test(`the ${preset.id} preset: each shown sentence holds for the seeds`, () => {
    const s = preset.settings;
    const results = runsOf({ task: s.task, schemes: s.trainSchemes, seed: 1, seeds: s.trainSeeds, masks: MASKS[s.trainMask], heads: s.trainHeads, width: s.trainWidth, steps: s.trainSteps, ropeScaling: preset.ropeScaling ?? null });
    const facts = factsOf(s.task, results, s.trainHeads);
    const lines = readingFor(facts);
    for (const { id, text } of lines) {
      assert.ok(ASSERTIONS[id](results), `claim ${id} is shown but does not hold: ${text}`);
      checkQuoted(text, results, facts);
    }
    const ids = lines.map((l) => l.id);
    console.log(preset.id, ids.join(', '));
    for (const g of facts.groups) console.log(`  ${g.key.padEnd(28)} ${g.mean.map((x) => x.toFixed(3)).join(' ')}`);
    // What each preset is for: the reading must find the paper's result here.
    if (preset.id === 'haviv') assert.ok(ids.includes('haviv') && ids.includes('order-blind'));
    if (preset.id === 'rope-scaling') {
      assert.equal(results.length, 3 * 6, 'RoPE, its four scaled copies and the control (fine-tuned, unscaled), three seeds each');
      assert.ok(ids.includes('pi-untuned') && ids.includes('pi-tuned'));
      // The control is read: the fine-tuned interpolation against the same fine-tuning unscaled.
      assert.ok(ids.includes('scaling-adds') || ids.includes('tuning-alone'));
      // Untuned NTK against plain RoPE is said where the means show it (they do on these seeds).
      assert.ok(ids.includes('ntk-below-plain'));
    }
    if (preset.id === 'length') {
      assert.ok(ids.includes('alibi-causal') && (ids.includes('holds-up') || ids.includes('seeds-overlap')));
      // The reading says where the run agrees with the paper (the learned table falls apart, ALiBi
      // holds up) and where not (the sinusoidal table keeps most of its accuracy on these seeds).
      assert.ok(ids.includes('paper-agrees') && ids.includes('paper-disagrees'));
      assert.match(lines.find((l) => l.id === 'paper-disagrees').text, /sinusoidal/);
    }
  });
}

test('a run is the same in any session: alone, it gives the numbers it gave in the grid', () => {
  const [alone] = runSession({ task: 'who-did-it', schemes: ['alibi'], seed: 2, seeds: 1, masks: [true], heads: 2, width: 16, steps: 200 });
  assert.ok(grids['who-did-it'], 'the who-did-it grid ran');
  assert.deepEqual(sameRun(alone), sameRun(grids['who-did-it'].find((r) => r.scheme === 'alibi' && r.causal && r.seed === 2)));
});

test('a sentence whose condition fails is not shown', () => {
  const group = (scheme, causal, value) => ({ key: scheme, scheme, variant: '', causal, seeds: [1, 2, 3], mean: Array(6).fill(value), min: Array(6).fill(value), max: Array(6).fill(value) });
  const facts = (groups, task = 'who-did-it') => ({ task, heads: 2, slopes: SLOPES(2), chance: 1 / 6, factors: [1, 1.5, 2, 3, 4, 8], groups });
  const untrained = readingFor(facts([group('none', false, 0.45), group('learned', false, 0.6)])).map((l) => l.id);
  assert.ok(untrained.includes('none-passed'));
  assert.ok(!untrained.includes('learned-task'));
  assert.ok(!untrained.includes('learned-drop'));
  assert.ok(!untrained.includes('haviv'));
  // The order-blind sentence is about who-did-it without position or mask only.
  assert.ok(!readingFor(facts([group('none', false, 0.45)], 'previous-token')).some((l) => l.id === 'order-blind'));
  assert.ok(!readingFor(facts([group('learned', false, 1)])).some((l) => l.id === 'order-blind'));
  // Haviv needs every seed of the masked model above 90%: one seed below keeps it back.
  const masked = group('none', true, 0.97);
  masked.min = [0.6, 0.6, 0.6, 0.6, 0.6, 0.6];
  assert.ok(!readingFor(facts([group('none', false, 0.5), masked])).some((l) => l.id === 'haviv'));
});
