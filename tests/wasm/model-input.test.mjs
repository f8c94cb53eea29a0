// Model files are untrusted input (issue 29): every crafted model of the issue, against both
// modules (the analysis module's `trainedModel` and the training module's importModel), is refused
// with a code naming the field (the same code from both), never a throw, an abort or an exception number; the training
// module's arguments are checked as the analysis module's are; one call's work is bounded; and
// 5,000 refusals in a row leave both modules answering with their WebAssembly memory unchanged.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadTrainedModule, loadTrainModule } from './module.mjs';
import { errorText } from '../../web/js/text/en/errors.js';
import '../../web/js/text/en/errors.train.js';

// An error value's words on the page: every refusal is a code ({code, ...}), never a sentence.
function words(error) {
  assert.equal(typeof error?.code, 'string', `a code, not ${JSON.stringify(error)}`);
  assert.ok(!/^errors\.unknown$/.test(error.code));
  const text = errorText(error);
  assert.doesNotMatch(text, /code the page does not know/, JSON.stringify(error));
  return text;
}

const T = await loadTrainModule();
const A = await loadTrainedModule();  // the analysis module that runs trained models

const toJson = (model) => JSON.parse(JSON.stringify(model, (key, value) =>
  (ArrayBuffer.isView(value) ? Array.from(value) : value)));

function trained(settings) {
  const made = T.createTrainer(settings);
  assert.equal(made.ok, true, made.error);
  T.trainSteps(made.id, 3);
  const model = toJson(T.exportModel(made.id).model);
  T.releaseTrainer(made.id);
  return model;
}
const GOOD = trained({ task: 'who-did-it', scheme: 'none', width: 16, heads: 2 });
const LEARNED = trained({ task: 'who-did-it', scheme: 'learned', width: 16, heads: 2 });
const copy = () => structuredClone(GOOD);
const withData = (name, data) => { const m = copy(); m.parameters[name].data = data; return m; };

const analyse = (model) => A.analyze({ text: 'the dog chased the cat', trainedModel: model });

// Both modules refuse the model with the same code (the analysis module's inside model-refused),
// whose words match `pattern`; nothing throws.
function refusedByBoth(model, pattern, label) {
  const reasons = [];
  for (const [name, answer] of [['analyze', () => analyse(model)], ['importModel', () => T.importModel(model)]]) {
    let out;
    assert.doesNotThrow(() => { out = answer(); }, `${label}: ${name} threw`);
    assert.equal(out.ok, false, `${label}: ${name} accepted it`);
    if (name === 'analyze') assert.equal(out.error.code, 'model-refused', `${label}: ${JSON.stringify(out.error)}`);
    const reason = name === 'analyze' ? out.error.reason : out.error;
    const text = words(reason);
    assert.match(text, pattern, `${label}: ${name} said "${text}"`);
    assert.doesNotMatch(text, /^\d+$|Something went wrong|undefined/, `${label}: ${name}`);
    reasons.push(reason);
  }
  assert.deepEqual(reasons[0], reasons[1], `${label}: the same code from both modules`);
}

test('the good model runs in both modules', () => {
  assert.equal(analyse(GOOD).ok, true, analyse(GOOD).error);
  const imported = T.importModel(GOOD);
  assert.equal(imported.ok, true, imported.error);
  T.releaseTrainer(imported.id);
});

test('the length bombs are refused before anything is allocated', () => {
  const before = A.HEAPU8.length, beforeTrain = T.HEAPU8.length;
  for (const length of [-1, 4294967299, 3e8, 1e8, 2 ** 31, NaN, '12'])
    refusedByBoth(withData('embedding', { length }), /parameters\.embedding\.data must be a list of numbers/, `length ${length}`);
  // An array that claims many elements but holds none: its length is compared before any copy.
  refusedByBoth(withData('embedding', new Array(1e8)), /parameters\.embedding\.data has 100000000 numbers; .* needs \d+/, 'sparse 1e8');
  assert.equal(A.HEAPU8.length, before, 'analysis module memory did not grow');
  assert.equal(T.HEAPU8.length, beforeTrain, 'training module memory did not grow');
});

test('a wrong shape names the group and the shape the settings need', () => {
  const m = copy();
  m.parameters.readout.rows = 3;
  refusedByBoth(m, /parameters\.readout is 3 x \d+; the model's settings need 16 x \d+/, 'rows');
  const short = copy();
  short.parameters['layer1.query'].data = short.parameters['layer1.query'].data.slice(1);
  refusedByBoth(short, /parameters\.layer1\.query\.data has 255 numbers; 16 x 16 needs 256/, 'short data');
  const wide = copy();
  wide.width = 32;
  refusedByBoth(wide, /parameters\.embedding is \d+ x 16; the model's settings need \d+ x 32/, 'width relabelled');
  const missing = copy();
  delete missing.parameters.readoutBias;
  refusedByBoth(missing, /missing its "readoutBias" weights/, 'missing group');
});

test('huge, non-finite and non-numeric weights are refused, naming the entry', () => {
  for (const value of [1e308, 1e160, -1e7])
    refusedByBoth(withData('embedding', [value, ...GOOD.parameters.embedding.data.slice(1)]),
      /parameters\.embedding\.data entry 0 is .*; weights must be finite and at most 1000000 in size/, `${value}`);
  refusedByBoth(withData('embedding', new Float64Array(GOOD.parameters.embedding.data.length).fill(Infinity)),
    /entry 0 is Infinity/, 'Infinity typed array');
  refusedByBoth(withData('embedding', [null, ...GOOD.parameters.embedding.data.slice(1)]), /entry 0 is not a number/, 'null (NaN in JSON)');
  refusedByBoth(withData('embedding', ['0.5', ...GOOD.parameters.embedding.data.slice(1)]), /entry 0 is not a number/, 'text weight');
  refusedByBoth(withData('embedding', new BigInt64Array(GOOD.parameters.embedding.data.length)), /must be a list of numbers/, 'BigInt64Array');
});

test('learned weights relabelled "none" are not the model they claim to be', () => {
  const m = structuredClone(LEARNED);
  m.scheme = 'none';
  refusedByBoth(m, /parameters holds "positions", which this model's settings do not use/, 'relabelled');
  const extra = copy();
  extra.parameters.surprise = extra.parameters.readout;
  refusedByBoth(extra, /parameters holds "surprise"/, 'extra group');
});

test('what is not a model, or a field of the wrong type, is named', () => {
  for (const value of [42, [], 'model', true, { format: 'posattn-trained-model' }])
    refusedByBoth(value, /not a trained model exported by this page|The model has no parameters/, JSON.stringify(value));
  refusedByBoth({ ...copy(), width: '16' }, /width must be a whole number, not a piece of text/, 'width text');
  refusedByBoth({ ...copy(), width: 16.5 }, /width must be a whole number; 16.5 is not one/, 'width fraction');
  refusedByBoth({ ...copy(), heads: 2 ** 32 + 2 }, /heads must be between 1 and 8; 4294967298 is not/, 'heads wrap');
  refusedByBoth({ ...copy(), version: 2 }, /version must be between 1 and 1/, 'version');
  refusedByBoth({ ...copy(), task: 'x'.repeat(1e6) }, /task has 1000000 characters; the limit is 64/, 'long task');
  refusedByBoth({ ...copy(), causal: 'yes' }, /causal must be true or false/, 'causal text');
  refusedByBoth({ ...copy(), learningRate: NaN }, /learningRate must be a finite number, not NaN/, 'NaN rate');
});

test('only own data keys are read: no getter runs, nothing inherited, a throwing Proxy is refused', () => {
  let ran = 0;
  const getter = copy();
  Object.defineProperty(getter, 'width', { get() { ran += 1; throw new Error('getter ran'); }, enumerable: true });
  refusedByBoth(getter, /width must be a whole number, not a value that is not plain data/, 'throwing getter');
  const dataGetter = copy();
  Object.defineProperty(dataGetter.parameters.embedding, 'data', { get() { ran += 1; return { length: 1e9 }; } });
  refusedByBoth(dataGetter, /parameters\.embedding\.data must be a list of numbers, not a value that is not plain data/, 'data getter');
  const elementGetter = copy();
  Object.defineProperty(elementGetter.parameters.embedding.data, 3, { get() { ran += 1; return 0; } });
  refusedByBoth(elementGetter, /entry 3 is not a number/, 'element getter');
  assert.equal(ran, 0, 'no getter ran');
  refusedByBoth(Object.create(copy()), /not a trained model exported by this page/, 'inherited everything');
  const trap = new Proxy(copy(), { getOwnPropertyDescriptor() { throw new Error('trap'); }, ownKeys() { throw new Error('trap'); } });
  refusedByBoth(trap, /not a trained model exported by this page/, 'throwing Proxy');
  const request = Object.create({ trainedModel: withData('embedding', { length: -1 }) });
  request.text = 'the dog chased the cat';
  assert.equal(A.analyze(request).ok, true, 'an inherited trainedModel is not read');
});

test('an analysis request is read the same way: own data keys only, no getter runs', () => {
  let ran = 0;
  const getter = { text: 'the cat sat' };
  Object.defineProperty(getter, 'heads', { get() { ran += 1; throw new Error('getter ran'); } });
  assert.match(words(A.analyze(getter).error), /The request's "heads" must be plain data, not a getter/);
  const order = [0, 1, 2];
  Object.defineProperty(order, 1, { get() { ran += 1; return 1; } });
  assert.match(words(A.analyze({ text: 'the cat sat', order }).error), /order must hold plain values, not getters/);
  const parts = {};
  Object.defineProperty(parts, 'shift', { get() { ran += 1; return false; }, enumerable: true });
  assert.match(words(A.analyze({ text: 'the cat sat', parts }).error), /parts must hold plain values, not getters/);
  assert.equal(ran, 0, 'no getter ran');
  assert.match(words(A.analyze(Object.create({ text: 'the cat sat' })).error), /Type a sentence/, 'an inherited text is not read');
  const trap = new Proxy({ text: 'the cat sat' }, { ownKeys() { throw new Error('trap'); } });
  assert.equal(A.analyze(trap).error.code, 'unreadable-properties');
});

// ---- The training module's arguments, checked as the analysis module's are ----

function refused(answer, pattern, label) {
  assert.equal(answer.ok, false, `${label}: accepted`);
  const text = words(answer.error);
  assert.match(text, pattern, `${label}: "${text}"`);
}

test('trainSteps: the count is a whole number 0-10000, never coerced', () => {
  const { id } = T.createTrainer({});
  refused(T.trainSteps(id, 2 ** 32 + 3), /steps must be between 0 and 10000; 4294967299 is not/, '2**32+3');
  refused(T.trainSteps(id, '16'), /steps must be a whole number, not a piece of text/, '"16"');
  refused(T.trainSteps(id, 1.5), /must be a whole number; 1.5 is not one/, '1.5');
  refused(T.trainSteps(id, NaN), /NaN is not one/, 'NaN');
  refused(T.trainSteps(id, Infinity), /Infinity is not one/, 'Infinity');
  refused(T.trainSteps(id, -1), /between 0 and 10000; -1 is not/, '-1');
  refused(T.trainSteps(id, 10001), /between 0 and 10000/, '10001');
  refused(T.trainSteps(id, 3n), /not a value that is not plain data/, 'BigInt');
  refused(T.trainSteps(id, Symbol('s')), /not a value that is not plain data/, 'Symbol');
  refused(T.trainSteps(id, null), /not null/, 'null');
  assert.equal(T.trainSteps(id, 0).steps, 0, 'nothing was trained by a refused call');
  T.releaseTrainer(id);
});

test('trainer ids are whole numbers: id + 2**32, true, "1" and 1.5 name no trainer', () => {
  const { id } = T.createTrainer({});
  for (const bad of [id + 2 ** 32, true, String(id), id + 0.5, -id, 0, null, undefined, 1n]) {
    refused(T.trainSteps(bad, 1), /^id must|no trainer with this id/, `trainSteps(${String(bad)})`);
    refused(T.lengthTable(bad), /^id must|no trainer/, `lengthTable(${String(bad)})`);
    refused(T.exportModel(bad), /^id must|no trainer/, `exportModel(${String(bad)})`);
    assert.equal(T.releaseTrainer(bad), false, `releaseTrainer(${String(bad)})`);
  }
  assert.equal(T.trainSteps(id, 1).ok, true, 'the real trainer is still there');
  assert.equal(T.releaseTrainer(id), true);
});

test('the Train panel\'s functions (issue 25) check their ids as the others do', () => {
  const { id } = T.createTrainer({ scheme: 'rope' });
  for (const bad of [id + 2 ** 32, true, String(id), id + 0.5, -id, 0, null, undefined, 1n]) {
    const label = String(bad);
    refused(T.trainSlice(bad, 1, false), /^id must|no trainer with this id/, `trainSlice(${label})`);
    refused(T.testLengths(bad), /^id must|no trainer/, `testLengths(${label})`);
    refused(T.heldOutAccuracy(bad, 1), /^id must|no trainer/, `heldOutAccuracy(${label})`);
    refused(T.copyTrainer(bad), /^id must|no trainer/, `copyTrainer(${label})`);
    refused(T.scaleRope(bad, 'ntk', 2), /^id must|no trainer/, `scaleRope(${label})`);
    refused(T.trainAt(bad, 2), /^id must|no trainer/, `trainAt(${label})`);
  }
  assert.equal(T.trainSlice(id, 1, false).steps, 1, 'the real trainer is still there');
  T.releaseTrainer(id);
});

test('the Train panel\'s functions: counts, flags, factors and names are checked, never coerced', () => {
  const { id } = T.createTrainer({ scheme: 'rope' });
  refused(T.trainSlice(id, '16', false), /steps must be a whole number, not a piece of text/, 'slice "16"');
  refused(T.trainSlice(id, 2 ** 32 + 3, false), /between 0 and 10000; 4294967299 is not/, 'slice 2**32+3');
  refused(T.trainSlice(id, 1.5, true), /1.5 is not one/, 'slice 1.5');
  refused(T.trainSlice(id, 1, 1), /evaluate must be true or false, not 1/, 'evaluate 1');
  refused(T.trainSlice(id, 1, 'yes'), /evaluate must be true or false/, 'evaluate "yes"');
  refused(T.heldOutAccuracy(id, '8'), /Test lengths are 1, 1.5, 2, 3, 4 or 8/, 'factor "8"');
  refused(T.heldOutAccuracy(id, 2.5), /Test lengths are/, 'factor 2.5');
  refused(T.heldOutAccuracy(id, NaN), /Test lengths are/, 'factor NaN');
  refused(T.trainAt(id, '2'), /Fine-tune at 1 to 8/, 'trainAt "2"');
  refused(T.trainAt(id, Infinity), /Fine-tune at 1 to 8/, 'trainAt Infinity');
  refused(T.trainAt(id, 3n), /Fine-tune at 1 to 8/, 'trainAt BigInt');
  refused(T.scaleRope(id, 2, 2), /ropeScaling must be a string, not 2/, 'scaling 2');
  refused(T.scaleRope(id, { toString: () => 'ntk' }, 2), /ropeScaling must be a string, not an object/, 'scaling object');
  const huge = 'x'.repeat(2 ** 24);
  const out = T.scaleRope(id, huge, 2);
  refused(out, /ropeScaling has 16777216 characters; the limit is 64/, 'huge scaling');
  assert.ok(JSON.stringify(out.error).length < 200, 'the string is not echoed');
  refused(T.scaleRope(id, 'ntk', '2'), /ropeFactor must be a number, not a piece of text/, 'factor "2"');
  refused(T.scaleRope(id, 'ntk', NaN), /must be a finite number, not NaN/, 'factor NaN');
  refused(T.scaleRope(id, 'ntk', 20), /between 1 and 16; 20 is not/, 'factor 20');
  assert.equal(T.scaleRope(id, 'ntk', 2).ok, true, 'a good scaling is applied');
  for (const bad of ['2', 2 ** 32 + 2, 2.5, 0, 9, null, 2n, Symbol('h')])
    assert.equal(T.alibiSlopes(bad).length, 0, `alibiSlopes(${String(bad)}) gives no slopes`);
  assert.equal(T.alibiSlopes(2).length, 2);
  T.releaseTrainer(id);
});

test('predictWords reads the words as the reader reads: own elements only, long words not copied', () => {
  let ran = false;
  const words = ['the', 'dog', 'chased', 'the', 'cat'];
  Object.defineProperty(words, 1, { get() { ran = true; return 'dog'; }, enumerable: true });
  const out = T.predictWords(GOOD, words);
  assert.equal(out.ok, true, out.error);
  assert.equal(ran, false, 'the getter did not run');
  assert.deepEqual(out.known, ['the', 'chased', 'the', 'cat']);
  const inherited = Object.assign(Object.create(['the', 'dog']), { length: 2 });
  refused(T.predictWords(GOOD, inherited), /^words must be a list, not an object/, 'an array-like object');
  const long = T.predictWords(GOOD, ['the', 'x'.repeat(2 ** 20), 'cat']);
  assert.equal(long.ok, true, long.error);
  assert.equal(long.unknown.length, 1, 'the long word is unknown');
  refused(T.predictWords(GOOD, new Array(65).fill('dog')), /At most 64 words/, '65 words');
  refused(T.predictWords(withData('embedding', { length: 1e8 }), ['dog']), /parameters\.embedding\.data must be a list/, 'a crafted model');
});

test('the work bound holds trainSlice, heldOutAccuracy, lengthTable, and steps after trainAt', () => {
  const largest = T.createTrainer({ width: 64, heads: 8, layers: 2, batchSize: 256, trainExamples: 10000 });
  const started = performance.now();
  const slice = T.trainSlice(largest.id, 10000, false);
  refused(slice, /10000 steps at these settings are more work than one call may do \(at most (\d+) steps here\)/, 'largest slice');
  const most = slice.error.most;
  assert.ok(most >= 1 && most < 100, `${most}`);
  refused(T.trainSlice(largest.id, most + 1, false), /more work than one call may do/, 'one past');
  refused(T.lengthTable(largest.id), /Testing every length at these settings is more work than one call may do/, 'lengthTable');
  assert.ok(performance.now() - started < 500, 'refused at once');
  T.releaseTrainer(largest.id);
  const many = T.createTrainer({ width: 64, heads: 8, layers: 2, testExamples: 2000 });
  refused(T.heldOutAccuracy(many.id, 8), /Testing 2000 sentences at this length and these settings is more work/, 'heldOutAccuracy 8x');
  T.releaseTrainer(many.id);
  const small = T.createTrainer({});
  const before = T.trainSlice(small.id, 10000, false).error.most;
  assert.equal(T.trainAt(small.id, 8).ok, true);
  const after = T.trainSlice(small.id, 10000, false).error.most;
  assert.ok(after < before / 4, `sentences 8 times as long allow fewer steps a call: ${before} -> ${after}`);
  assert.equal(T.trainSlice(small.id, 20, true).ok, true, 'the page\'s slices still run');
  assert.equal(T.heldOutAccuracy(small.id, 8).ok, true, 'and its measurements');
  T.releaseTrainer(small.id);
});

test('models exported with issue 25\'s settings read back; their bad values are refused by both modules', () => {
  const made = T.createTrainer({ task: 'previous-token', scheme: 'rope', causal: true, heads: 4, width: 32 });
  assert.equal(made.ok, true, made.error);
  T.trainSteps(made.id, 2);
  assert.equal(T.scaleRope(made.id, 'interpolation', 2).ok, true);
  const model = toJson(T.exportModel(made.id).model);
  T.releaseTrainer(made.id);
  assert.equal(model.ropeScaling, 'interpolation');
  assert.equal(model.ropeFactor, 2);
  assert.equal(analyse(model).ok, true, analyse(model).error);
  const back = T.importModel(model);
  assert.equal(back.ok, true, back.error);
  const again = toJson(T.exportModel(back.id).model);
  T.releaseTrainer(back.id);
  for (const key of ['causal', 'heads', 'width', 'ropeScaling', 'ropeFactor', 'scheme', 'task'])
    assert.deepEqual(again[key], model[key], key);
  const edited = (changes) => ({ ...structuredClone(model), ...changes });
  refusedByBoth(edited({ ropeFactor: 20 }), /ropeFactor must be between 1 and 16; 20 is not/, 'ropeFactor 20');
  refusedByBoth(edited({ ropeFactor: '2' }), /ropeFactor must be a number, not a piece of text/, 'ropeFactor "2"');
  refusedByBoth(edited({ ropeFactor: NaN }), /ropeFactor must be a finite number/, 'ropeFactor NaN');
  refusedByBoth(edited({ ropeScaling: 'yarn' }), /Unknown RoPE scaling "yarn"/, 'ropeScaling yarn');
  refusedByBoth(edited({ ropeScaling: 7 }), /ropeScaling must be a string, not 7/, 'ropeScaling 7');
  refusedByBoth(edited({ ropeScaling: 'x'.repeat(1000) }), /ropeScaling has 1000 characters; the limit is 64/, 'ropeScaling long');
  refusedByBoth(edited({ causal: 'yes' }), /causal must be true or false/, 'causal text');
  refusedByBoth(edited({ heads: 3 }), /heads|divide/, 'heads that do not divide the width');
  refusedByBoth({ ...structuredClone(GOOD), ropeScaling: 'ntk' }, /RoPE scaling applies to RoPE only/, 'ntk on none');
  const inherited = Object.assign(Object.create({ ropeFactor: 20, ropeScaling: 'yarn' }), structuredClone(model));
  delete inherited.ropeFactor; delete inherited.ropeScaling;
  const read = T.importModel(inherited);
  assert.equal(read.ok, true, `inherited RoPE fields are not read: ${read.error}`);
  assert.equal(T.exportModel(read.id).model.ropeScaling, 'none');
  T.releaseTrainer(read.id);
});

test('createTrainer: one object, own keys only, every field checked by name', () => {
  for (const bad of [null, 42, 'x', [], 1n, Symbol('s')])
    refused(T.createTrainer(bad), /createTrainer expects one object of settings/, String(typeof bad));
  refused(T.createTrainer({ width: 10n }), /width must be a whole number, not a value that is not plain data/, 'BigInt field');
  refused(T.createTrainer({ heads: Symbol('h') }), /heads must be a whole number/, 'Symbol field');
  refused(T.createTrainer({ batchSize: '16' }), /batchSize must be a whole number, not a piece of text/, 'text field');
  refused(T.createTrainer({ seed: -1 }), /seed must be between 0 and 9007199254740991/, 'seed');
  refused(T.createTrainer({ learningRate: 2 }), /learningRate must be between 0 and 1/, 'rate');
  const inherited = T.createTrainer(Object.create({ width: 7 }));
  assert.equal(inherited.ok, true, inherited.error);
  assert.equal(T.exportModel(inherited.id).model.width, 16, 'an inherited width is not read');
  T.releaseTrainer(inherited.id);
});

test('createTrainer: a huge string is measured before it is copied, and not echoed', () => {
  const huge = 'x'.repeat(2 ** 26);
  const started = performance.now();
  const out = T.createTrainer({ task: huge });
  const elapsed = performance.now() - started;
  refused(out, /task has 67108864 characters; the limit is 64/, 'huge task');
  assert.ok(JSON.stringify(out.error).length < 200, 'the string is not echoed');
  assert.ok(elapsed < 1000, `refused in ${elapsed.toFixed(0)} ms`);
});

test('one call\'s work is bounded: steps x cost past the limit is refused, with the most allowed', () => {
  const { id } = T.createTrainer({ width: 64, heads: 8, layers: 2, batchSize: 256, trainExamples: 10000 });
  const started = performance.now();
  const out = T.trainSteps(id, 10000);
  refused(out, /10000 steps at these settings are more work than one call may do \(at most (\d+) steps here\)/, 'largest');
  assert.ok(performance.now() - started < 500, 'refused at once');
  const most = out.error.most;
  assert.ok(most >= 1 && most < 100, `${most}`);
  refused(T.trainSteps(id, most + 1), /more work than one call may do/, 'one past');
  T.releaseTrainer(id);
  const small = T.createTrainer({});
  assert.equal(T.trainSteps(small.id, 20).ok, true, 'the page\'s 20-step slices still run');
  T.releaseTrainer(small.id);
});

test('5,000 refusals in a row: both modules still answer, and their memory is where it started', () => {
  const bad = [
    withData('embedding', { length: -1 }), withData('embedding', { length: 1e8 }),
    withData('embedding', [1e308, ...GOOD.parameters.embedding.data.slice(1)]), 42, [],
    { format: 'posattn-trained-model' }, Object.create(GOOD),
  ];
  const getter = copy();
  Object.defineProperty(getter, 'heads', { get() { throw new Error('x'); }, enumerable: true });
  bad.push(getter);
  // Warm up each path once (first calls may size the allocator's pools), then measure.
  for (const model of bad) { analyse(model); T.importModel(model); }
  const { id } = T.createTrainer({});
  T.trainSteps(id, '1'); T.createTrainer({ task: 'x'.repeat(1000) });
  const before = A.HEAPU8.length, beforeTrain = T.HEAPU8.length;
  let refusals = 0;
  for (let k = 0; k < 5000; ++k) {
    const model = bad[k % bad.length];
    if (!analyse(model).ok) refusals += 1;
    if (!T.importModel(model).ok) refusals += 1;
    if (!T.trainSteps(id, [2 ** 32 + 3, '16', 1.5, NaN][k % 4]).ok) refusals += 1;
    if (!T.createTrainer({ task: 7 }).ok) refusals += 1;
  }
  assert.equal(refusals, 20000);
  console.log(`20,000 refusals; memory ${before} -> ${A.HEAPU8.length} (analysis), ${beforeTrain} -> ${T.HEAPU8.length} (training) bytes`);
  assert.equal(A.HEAPU8.length, before, 'analysis module memory');
  assert.equal(T.HEAPU8.length, beforeTrain, 'training module memory');
  assert.equal(analyse(GOOD).ok, true, 'the analysis module still runs a good model');
  assert.equal(A.analyze({ text: 'the cat sat' }).ok, true, 'and the seeded model');
  assert.equal(T.trainSteps(id, 2).ok, true, 'the training module still trains');
  const again = T.importModel(GOOD);
  assert.equal(again.ok, true, again.error);
  T.releaseTrainer(again.id);
  T.releaseTrainer(id);
});
