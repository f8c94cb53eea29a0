// Training through the training module's bound API: plain figures out, the same curve as the native
// build (the golden number of tests/core/train/trainer.test.cpp), models out and back in as JSON,
// and the analysis module running a model the training module exported.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadModule, loadTrainedModule, loadTrainModule, SCHEMES } from './module.mjs';

const M = await loadTrainModule();
const analysis = await loadTrainedModule();  // the analysis module that runs trained models
const firstVisit = await loadModule();  // the one that runs the seeded model only
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
  assert.deepEqual(M.createTrainer({ task: 'poetry' }).error, { code: 'unknown-task', task: 'poetry' });
  assert.deepEqual(M.createTrainer({ scheme: 'xpos' }).error, { code: 'unknown-scheme', scheme: 'xpos' });
  assert.deepEqual(M.createTrainer({ width: 10, heads: 4 }).error, { code: 'width-not-divisible', width: 10, heads: 4 });
  assert.equal(M.lengthTable(987654).ok, false);
});

test('the length table has accuracies from 1x to 8x, the lengths, and the training sentences counted', () => {
  const made = M.createTrainer({ task: 'previous-token', scheme: 't5' });
  M.trainSteps(made.id, 20);
  const table = M.lengthTable(made.id);
  assert.deepEqual(table.factors, [1, 1.5, 2, 3, 4, 8]);
  assert.equal(table.accuracy.length, 6);
  assert.deepEqual(table.lengths[0], [4, 8]);
  assert.deepEqual(table.lengths[5], [32, 64]);
  assert.ok(table.testSizes.every((n) => n >= 100));
  assert.equal(table.shortestPossible, 4096);
  assert.ok(table.shortestSeen > 0 && table.shortestSeen < 4096);
  M.releaseTrainer(made.id);
  const who = M.trainTasks()[0];
  assert.equal(who.chance, 1 / 6);
  assert.equal(who.distinct[0], 120);
});

test('the causal mask, heads and width reach the model; ALiBi\'s slopes follow the paper', () => {
  const made = M.createTrainer({ task: 'who-did-it', scheme: 'alibi', causal: true, heads: 4, width: 32 });
  assert.equal(made.ok, true, made.error);
  const model = M.exportModel(made.id).model;
  assert.equal(model.causal, true);
  assert.equal(model.heads, 4);
  assert.equal(model.width, 32);
  M.releaseTrainer(made.id);
  assert.deepEqual(Array.from(M.alibiSlopes(2)), [1 / 16, 1 / 256]);
  assert.deepEqual(Array.from(M.alibiSlopes(8)), [1, 2, 3, 4, 5, 6, 7, 8].map((k) => 2 ** -k));
  assert.equal(M.alibiSlopes(0).length, 0);
});

test('RoPE scaling on a copy: the copy continues, interpolation changes the answers, bad scalings are errors', () => {
  const made = M.createTrainer({ task: 'previous-token', scheme: 'rope' });
  M.trainSteps(made.id, 30);
  const copy = M.copyTrainer(made.id);
  assert.equal(copy.ok, true, copy.error);
  assert.deepEqual(M.lengthTable(copy.id).accuracy, M.lengthTable(made.id).accuracy);
  assert.equal(M.scaleRope(copy.id, 'interpolation', 2).ok, true);
  assert.equal(M.exportModel(copy.id).model.ropeScaling, 'interpolation');
  assert.notDeepEqual(M.lengthTable(copy.id).accuracy, M.lengthTable(made.id).accuracy);
  assert.deepEqual(M.scaleRope(copy.id, 'yarn', 2).error, { code: 'unknown-rope-scaling', scaling: 'yarn' });
  assert.deepEqual(M.scaleRope(copy.id, 'ntk', 100).error,
    { code: 'out-of-range', field: 'ropeFactor', min: 1, max: 16, value: { code: 'value', type: 'number', text: '100' } });
  assert.equal(M.trainAt(copy.id, 2).ok, true);
  assert.equal(M.trainSteps(copy.id, 5).steps, 35);
  assert.equal(M.trainAt(copy.id, 20).ok, false);
  const alibi = M.createTrainer({ scheme: 'alibi' });
  assert.deepEqual(M.scaleRope(alibi.id, 'ntk', 2).error, { code: 'rope-scaling-not-rope' });
  for (const id of [made.id, copy.id, alibi.id]) M.releaseTrainer(id);
});

test('a trained model answers on words, naming the ones it does not know', () => {
  const made = M.createTrainer({ task: 'who-did-it', scheme: 'rope' });
  M.trainSteps(made.id, 100);
  const model = toJson(M.exportModel(made.id).model);
  M.releaseTrainer(made.id);
  const out = M.predictWords(model, ['the', 'dog', 'chased', 'the', 'zebra', 'cat']);
  assert.equal(out.ok, true, out.error);
  assert.deepEqual(out.unknown, ['zebra']);
  assert.deepEqual(out.known, ['the', 'dog', 'chased', 'the', 'cat']);
  assert.equal(out.answers.length, 1);
  assert.equal(out.answers[0], 'dog');
  assert.equal(M.predictWords(model, ['the', 'cat', 'chased', 'the', 'dog']).answers[0], 'cat');
  assert.equal(M.predictWords({ format: 'nope' }, ['dog']).ok, false);
  assert.equal(M.predictWords(model, 'dog').ok, false);
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
  assert.deepEqual(M.importModel({}).error, { code: 'not-trained-model' });
  assert.equal(M.importModel({ ...model, parameters: {} }).error.code, 'missing-weights');
  const short = structuredClone(model);
  short.parameters.embedding.data.pop();
  const short_ = M.importModel(short).error;
  assert.equal(short_.code, 'tensor-length');
  assert.equal(short_.field, 'parameters.embedding.data');
  assert.equal(short_.cols, 16);
  assert.equal(short_.length, short_.count - 1);
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
  // The first visit's module refuses it by code (wasm/seeded_model_only.cpp): the page never sends
  // it one (engine/calls.js), and runs the seeded model there as the other does.
  const refused = firstVisit.analyze({ text: 'the zebra chased the cat', trainedModel });
  assert.deepEqual([refused.ok, refused.refusedModel, refused.error.code, refused.error.reason.code], [false, true, 'model-refused', 'trained-model-in-other-module']);
  for (const request of [{ text: 'the zebra chased the cat' }, { text: 'the zebra chased the cat', trainedModel: null }])
    assert.deepEqual(Array.from(firstVisit.analyze(request).original.output.data), Array.from(analysis.analyze(request).original.output.data));
  // The JSON form (as the page keeps it in localStorage) runs the same as the typed arrays.
  const again = analysis.analyze({ text: 'the zebra chased the cat', trainedModel: toJson(trainedModel) });
  assert.deepEqual(Array.from(again.original.heads[0].weights.data), Array.from(r.original.heads[0].weights.data));
});

test('each module has only its own functions', () => {
  for (const name of ['trainTasks', 'createTrainer', 'trainSteps', 'lengthTable', 'exportModel', 'importModel', 'copyTrainer', 'scaleRope', 'trainAt', 'trainSlice', 'testLengths', 'heldOutAccuracy', 'predictWords', 'releaseTrainer']) {
    assert.equal(typeof M[name], 'function', name);
    assert.equal(analysis[name], undefined, `the analysis module has no ${name}`);
  }
  for (const name of ['analyze', 'tokenize', 'limits']) assert.equal(M[name], undefined, `the training module has no ${name}`);
});
