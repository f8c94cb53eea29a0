// The parts the page asks the core for (web/js/engine/engine.js, partsFor) hold what each panel's views
// draw: run through the real core for every panel, number of heads and selected head, the head the
// Position panel's score terms and the walkthrough's vectors come from has them, and no other seeded head
// carries them (AnalysisParts.detailHead); and the compare panel's head has its comparison weights,
// and no other head (AnalysisParts.comparisonHead).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadModule, loadTrainedModule, loadTrainModule } from '../wasm/module.mjs';
import { saveModel } from '../../web/js/train/models.js';
import { partsFor } from '../../web/js/engine/engine.js';
import { allHeads, decomposedHeadIndex, selectedHeadIndex, walkHeadIndex } from '../../web/js/util/heads.js';

const M = await loadModule();
const PANELS = ['compare', 'heads', 'position', 'outputs', 'walkthrough', 'train'];

test('each panel gets the one head it draws in detail, and only that one', () => {
  for (const panel of PANELS) for (const heads of [1, 2, 4, 8]) for (const head of [0, 1, heads - 1, heads, 9]) {
    const state = { panel, heads, head, walkHead: Math.min(head, 7), lesson: 0 };
    const parts = partsFor(state);
    const result = M.analyze({ text: 'the cat sat on the mat', scheme: 'sinusoidal', modelWidth: 32, heads, parts });
    const where = JSON.stringify(state);
    assert.equal(result.ok, true, `${where}: ${result.error}`);
    const detailed = result.original.heads.map((h, i) => (h.query ? i : -1)).filter((i) => i >= 0);
    if (panel === 'position') {
      const shown = decomposedHeadIndex(state);
      assert.deepEqual(detailed, [shown], where);
      assert.notEqual(result.original.heads[shown].decomposition, null, where);
      result.original.heads.forEach((h) => assert.notEqual(h.bias, null, `${where}: every head's bias (the bias view)`));
    } else if (panel === 'walkthrough') {
      assert.deepEqual(detailed, [walkHeadIndex(state)], where);
    } else {
      assert.deepEqual(detailed, [], `${where}: no panel but these two draws queries or keys`);
    }
    const compared = allHeads(result.reordered).map((h, i) => (h.weights ? i : -1)).filter((i) => i >= 0);
    const aligned = result.comparison.alignedWeights.map((m, i) => (m ? i : -1)).filter((i) => i >= 0);
    if (panel === 'compare') {
      const shown = selectedHeadIndex(result, state);  // as the compare views pick it
      assert.deepEqual(compared, [shown], where);
      assert.deepEqual(aligned, [shown], where);
      assert.notEqual(result.comparison.weightDifferences[shown], null, where);
    } else {
      assert.deepEqual(compared, [], `${where}: only the compare panel draws the reordered run's weights`);
    }
  }
});

// A trained model brings its own number of heads (here 2, while the page's state says 4): with it
// switched on, the page asks for heads of that model, and the views pick the same ones. The model
// is kept where the page keeps it (train/models.js, in localStorage, here a stand-in).
test('with a trained model switched on, each panel asks for a head the model has, the one it draws', async () => {
  const kept = new Map();
  globalThis.localStorage = { getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => kept.set(k, String(v)),
    key: (i) => [...kept.keys()][i] ?? null, get length() { return kept.size; } };
  try {
    const T = await loadTrainModule();
    const trained = await loadTrainedModule();  // the analysis module that runs trained models
    const made = T.createTrainer({ task: 'who-did-it', scheme: 'alibi', heads: 2, width: 16 });
    T.trainSteps(made.id, 2);
    const model = T.exportModel(made.id).model;
    T.releaseTrainer(made.id);
    assert.equal(saveModel(model), '');
    for (const panel of ['compare', 'position', 'walkthrough']) for (const head of [0, 1, 2, 3, 5]) {
      const state = { panel, heads: 4, head, walkHead: head, lesson: 0, useTrained: true, task: 'who-did-it', scheme: 'alibi' };
      const result = trained.analyze({ text: 'the dog chased the cat', heads: 4, modelWidth: 64, trainedModel: model, parts: partsFor(state) });
      const where = JSON.stringify(state);
      assert.equal(result.ok, true, `${where}: ${result.error}`);
      assert.equal(result.original.heads.length, 2, where);
      const detailed = result.original.heads.map((h, i) => (h.query ? i : -1)).filter((i) => i >= 0);
      if (panel === 'position') assert.deepEqual(detailed, [decomposedHeadIndex(state, 2)], where);
      if (panel === 'walkthrough') assert.deepEqual(detailed, [walkHeadIndex(state, 2)], where);
      if (panel === 'compare') {
        const compared = allHeads(result.reordered).map((h, i) => (h.weights ? i : -1)).filter((i) => i >= 0);
        assert.deepEqual(compared, [selectedHeadIndex(result, state)], where);
      }
    }
  } finally {
    delete globalThis.localStorage;
  }
});
