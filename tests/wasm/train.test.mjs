// Training through the training module's bound API: plain figures out, the same curve as the native
// build (the golden number of tests/core/train/trainer.test.cpp), models out and back in as JSON,
// and the analysis module running a model the training module exported.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadModule, loadTrainModule, SCHEMES } from './module.mjs';

const M = await loadTrainModule();
const analysis = await loadModule();
// Batch loss after 100 steps of the default who-did-it model with RoPE, seed 1 (native build).
const GOLDEN_LOSS_AFTER_100 = 0.12589872988079209;

const toJson = (model) => JSON.parse(JSON.stringify(model, (key, value) =>
  (ArrayBuffer.isView(value) ? Array.from(value) : value)));

test('tasks list their vocabulary and training lengths', () => {
  const tasks = M.trainTasks();
  assert.deepEqual(tasks.map((t) => t.name), ['who-did-it', 'previous-token']);
  assert.ok(tasks[0].words.includes('dog'));
  assert.deepEqual(tasks[0].trainLengths, [5, 8]);
});

test('the same seed gives the native curve: loss within 1e-6 after 100 steps', () => {
  const made = M.createTrainer({ task: 'who-did-it', scheme: 'rope', seed: 1 });
  assert.equal(made.ok, true, made.error);
  const first = M.trainSteps(made.id, 60);
  const second = M.trainSteps(made.id, 40);
  assert.ok(first.losses instanceof Float64Array);
  assert.equal(second.steps, 100);
  assert.ok(Math.abs(second.losses[39] - GOLDEN_LOSS_AFTER_100) < 1e-6, `${second.losses[39]}`);
  assert.ok(second.accuracy >= 0 && second.accuracy <= 1);
  assert.equal(M.releaseTrainer(made.id), true);
  assert.equal(M.trainSteps(made.id, 1).ok, false);
});

test('bad settings and unknown names are errors as values', () => {
  assert.match(M.createTrainer({ task: 'poetry' }).error, /Unknown task/);
  assert.match(M.createTrainer({ scheme: 'xpos' }).error, /Unknown positional encoding/);
  assert.match(M.createTrainer({ width: 10, heads: 4 }).error, /divide evenly/);
  assert.equal(M.lengthTable(987654).ok, false);
});

test('the length table has 1x, 2x and 4x accuracies', () => {
  const made = M.createTrainer({ task: 'previous-token', scheme: 't5' });
  M.trainSteps(made.id, 20);
  const table = M.lengthTable(made.id);
  assert.deepEqual(table.factors, [1, 2, 4]);
  assert.equal(table.accuracy.length, 3);
  M.releaseTrainer(made.id);
});

test('a model exported as JSON imports with identical predictions, and errors are values', () => {
  for (const scheme of SCHEMES) {
    const made = M.createTrainer({ task: 'who-did-it', scheme });
    M.trainSteps(made.id, 10);
    const exported = toJson(M.exportModel(made.id).model);
    const again = M.importModel(exported);
    assert.equal(again.ok, true, again.error);
    assert.deepEqual(M.lengthTable(again.id).accuracy, M.lengthTable(made.id).accuracy);
    const reexported = toJson(M.exportModel(again.id).model);
    assert.deepEqual(reexported.parameters, exported.parameters);
    M.releaseTrainer(made.id);
    M.releaseTrainer(again.id);
  }
  const made = M.createTrainer({ scheme: 'learned' });
  const model = toJson(M.exportModel(made.id).model);
  M.releaseTrainer(made.id);
  assert.match(M.importModel({}).error, /not a trained model/);
  assert.match(M.importModel({ ...model, parameters: {} }).error, /missing/);
  const short = structuredClone(model);
  short.parameters.embedding.data.pop();
  assert.match(M.importModel(short).error, /parameters\.embedding\.data has \d+ numbers; \d+ x 16 needs \d+\./);
  const bad = structuredClone(model);
  bad.parameters.readout.data[0] = 'x';
  assert.equal(M.importModel(bad).ok, false);
});

test('the analysis runs a trained model and marks words outside its vocabulary', () => {
  const made = M.createTrainer({ task: 'who-did-it', scheme: 'alibi', heads: 2, width: 16 });
  M.trainSteps(made.id, 5);
  const trainedModel = M.exportModel(made.id).model;
  M.releaseTrainer(made.id);
  const r = analysis.analyze({ text: 'the zebra chased the cat', heads: 4, modelWidth: 64, trainedModel });
  assert.equal(r.ok, true, r.error);
  assert.equal(r.original.heads.length, 2);  // the trained model's heads, not the page's
  assert.equal(r.original.output.cols, 16);
  assert.deepEqual(Array.from(r.unknownTokens), [1]);
  assert.equal(analysis.analyze({ text: 'the dog', trainedModel: { format: 'nope' } }).ok, false);
  // The JSON form (as the page keeps it in localStorage) runs the same as the typed arrays.
  const again = analysis.analyze({ text: 'the zebra chased the cat', trainedModel: toJson(trainedModel) });
  assert.deepEqual(Array.from(again.original.heads[0].weights.data), Array.from(r.original.heads[0].weights.data));
});

test('each module has only its own functions', () => {
  for (const name of ['trainTasks', 'createTrainer', 'trainSteps', 'lengthTable', 'exportModel', 'importModel', 'releaseTrainer']) {
    assert.equal(typeof M[name], 'function', name);
    assert.equal(analysis[name], undefined, `the analysis module has no ${name}`);
  }
  for (const name of ['analyze', 'tokenize', 'limits']) assert.equal(M[name], undefined, `the training module has no ${name}`);
});
