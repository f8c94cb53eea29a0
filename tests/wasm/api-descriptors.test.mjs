// The built modules against wasm/api.json, the one description of their requests and results (from
// which scripts/api-types.mjs writes modules.d.ts's types and docs/api.md's tables): each reader asks
// for exactly the fields a request type lists, and each result holds exactly the fields its type
// lists, object by object. A field renamed in C++ and not in wasm/api.json, or the other way round,
// fails here.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { loadModule, loadTrainedModule, modulePath, trainModulePath } from './module.mjs';
import { readDescriptors } from '../../scripts/api-types.mjs';

const { types } = await readDescriptors();
const byName = new Map(types.map((type) => [type.name, type]));
// A type's fields, its base type's first.
const fieldsOf = (name) => {
  const type = byName.get(name);
  assert.ok(type, `wasm/api.json describes ${name}`);
  return [...(type.extends ? fieldsOf(type.extends) : []), ...type.fields];
};
const namesOf = (name) => fieldsOf(name).map((field) => field.name).sort();

// The fields a reader asks for: every own property it looks up on `request` (the readers read own
// data properties only, through Object.getOwnPropertyDescriptor), whether present or not.
function fieldsAsked(call, request) {
  const asked = new Set();
  call(new Proxy(request, {
    getOwnPropertyDescriptor(target, key) { asked.add(key); return Reflect.getOwnPropertyDescriptor(target, key); },
  }));
  return [...asked].sort();
}

// `value` holds exactly the fields type `name` lists (an optional one may be absent; one the page
// sets is never the module's), and so does every object inside it whose type is described too.
function assertShape(value, name, where = name) {
  const fields = fieldsOf(name).filter((field) => !field.setByPage);
  const listed = (key) => fields.some((field) => field.name === key);
  // {ok, error} around a shape (Answer<T>) are every answer's, listed once in AnalysisSuccess.
  const unlisted = Object.keys(value).filter((key) => !listed(key) && key !== 'ok' && key !== 'error');
  const required = fields.filter((field) => !field.optional).map((field) => field.name);
  assert.deepEqual(unlisted, [], `${where}: fields wasm/api.json does not list`);
  assert.deepEqual(required.filter((key) => !(key in value)), [], `${where}: fields wasm/api.json lists that the result lacks`);
  for (const field of fields) {
    const inner = field.ts.match(/\b[A-Z]\w+/g)?.find((word) => byName.has(word));
    const item = value[field.name];
    if (!inner || item === null || item === undefined) continue;
    if (Array.isArray(item)) item.forEach((each, k) => assertShape(each, inner, `${where}.${field.name}[${k}]`));
    else assertShape(item, inner, `${where}.${field.name}`);
  }
}

const M = await loadModule();
const TM = await loadTrainedModule();

test('analyze and nearestRunnableSettings ask for exactly the fields AnalysisRequest and AnalysisParts list', () => {
  // Both analysis modules: the first visit's (the seeded model only) and the one that runs trained models.
  assert.deepEqual(fieldsAsked((r) => M.analyze(r), { text: 'the cat sat' }), namesOf('AnalysisRequest'));
  assert.deepEqual(fieldsAsked((r) => TM.analyze(r), { text: 'the cat sat' }), namesOf('AnalysisRequest'));
  // A trained model fixes its own settings, so there is nothing nearer to offer for one (docs/api.md).
  assert.deepEqual(fieldsAsked((r) => M.nearestRunnableSettings(r), { text: 'the cat sat' }),
    namesOf('AnalysisRequest').filter((name) => name !== 'trainedModel'));
  assert.deepEqual(fieldsAsked((parts) => M.analyze({ text: 'the cat sat', parts }), {}), namesOf('AnalysisParts'));
});

test('analyze\'s result holds exactly the fields AnalysisSuccess lists, object by object', () => {
  assertShape(M.analyze({ text: 'The cat sat on the mat', scheme: 'alibi', order: [5, 4, 3, 2, 1, 0] }), 'AnalysisSuccess');
  assertShape(M.analyze({ text: 'The cat sat', scheme: 'rope', causal: true, parts: { intermediates: false, comparisonWeights: false } }), 'AnalysisSuccess');
});

// The English module with the shipped vocabulary and two models.
const modelDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public/models/english');
const englishFile = path.join(path.dirname(modulePath), 'attention-english.js');
const bytes = (name) => new Uint8Array(fs.readFileSync(path.join(modelDir, name)));

test('the English module: its readers ask for the fields EnglishRequest lists, its results hold what their types list', async () => {
  const create = createRequire(import.meta.url)(englishFile);
  const E = await create({ wasmBinary: fs.readFileSync(englishFile.replace(/\.js$/, '.wasm')) });
  E.loadVocabulary(bytes('vocabulary.bin'));
  const loaded = E.loadModel(bytes('t5.bin'));
  assert.equal(loaded.ok, true);
  assertShape(loaded, 'EnglishModelShape');
  const request = { text: 'the cat sat', scheme: 't5' };
  assert.deepEqual(fieldsAsked((r) => E.analyze(r), request), namesOf('EnglishRequest'));
  assert.deepEqual(fieldsAsked((r) => E.fillBlank(r), { ...request, token: 1 }), namesOf('EnglishBlankRequest'));
  assert.deepEqual(fieldsAsked((parts) => E.analyze({ ...request, parts }), {}), namesOf('AnalysisParts'));
  const analysis = E.analyze({ ...request, order: [2, 1, 0] });
  assert.ok(analysis.t5Buckets, 'T5 with the positions part has its bucket table');
  assertShape(analysis, 'EnglishAnalysis');
  assertShape(E.fillBlank({ ...request, token: 1 }), 'BlankGuesses');
});

test('createTrainer asks for exactly the fields TrainerSettings lists, and an exported model carries each of them', async () => {
  const create = createRequire(import.meta.url)(trainModulePath);
  const T = await create({ wasmBinary: fs.readFileSync(trainModulePath.replace(/\.js$/, '.wasm')) });
  assert.deepEqual(fieldsAsked((s) => T.createTrainer(s), {}), namesOf('TrainerSettings'));
  // Every field, a scheme parameter off its default among them, comes back in the exported model.
  const made = T.createTrainer({ scheme: 't5', t5Buckets: 8, t5MaxDistance: 20, base: 500, strength: 2 });
  assert.equal(made.ok, true, JSON.stringify(made.error));
  const { model } = T.exportModel(made.id);
  assert.deepEqual(namesOf('TrainerSettings').filter((name) => !(name in model)), []);
  assert.deepEqual([model.t5Buckets, model.t5MaxDistance, model.base, model.strength], [8, 20, 500, 2]);
  const again = T.importModel(model);
  assert.equal(again.ok, true, JSON.stringify(again.error));
  assert.deepEqual(T.exportModel(again.id).model.t5MaxDistance, 20);
  T.releaseTrainer(made.id);
  T.releaseTrainer(again.id);
});
