// The stored trained models (web/js/train/models.js) under a storage that fills up, refuses, or
// holds corrupt entries: saving is all or nothing with the space checked first, a corrupt entry
// is set aside and reported once, and no entry hides another (issue 29).
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { loadEnglishMessages } from './english-messages.mjs';

const { t } = await loadEnglishMessages();

// A localStorage with a quota in UTF-16 units, like a browser's; `failAfter` refuses the n-th write.
class FakeStorage {
  constructor(quota = Infinity) { this.map = new Map(); this.quota = quota; this.writes = 0; this.failAfter = Infinity; }
  get length() { return this.map.size; }
  key(i) { return [...this.map.keys()][i] ?? null; }
  getItem(k) { return this.map.has(k) ? this.map.get(k) : null; }
  removeItem(k) { this.map.delete(k); }
  setItem(k, v) {
    this.writes += 1;
    const used = [...this.map].reduce((sum, [name, text]) => sum + (name === k ? 0 : name.length + text.length), 0);
    if (this.writes > this.failAfter || used + k.length + String(v).length > this.quota) {
      const error = new Error('The quota has been exceeded.'); error.name = 'QuotaExceededError'; throw error;
    }
    this.map.set(k, String(v));
  }
}

const { saveModel, saveModels, storedModels, currentModel, loadModel, STORAGE_UNITS } = await import('../../web/js/train/models.js');
const model = (scheme, size = 10) => ({ format: 'posattn-trained-model', task: 'who-did-it', scheme, steps: 1, parameters: { filler: 'x'.repeat(size) } });

beforeEach(() => { globalThis.localStorage = new FakeStorage(); });

test('saving checks the space before writing, and writes nothing when it would not fit', () => {
  localStorage.setItem('other', 'y'.repeat(STORAGE_UNITS - 1000));
  const before = new Map(localStorage.map);
  const problem = saveModels([model('none', 600), model('rope', 600)]);
  assert.equal(problem, t('trained.noRoom', { count: 2, needed: 2, free: 0 }));
  assert.deepEqual(localStorage.map, before);
  assert.equal(localStorage.writes, 1, 'no write was tried');
});

test('a write the browser still refuses is undone: nothing half-written is left', () => {
  saveModel(model('none'));
  const before = new Map(localStorage.map);
  localStorage.failAfter = localStorage.writes + 2;  // the third of four writes fails
  const problem = saveModels([model('rope'), model('alibi'), model('t5'), model('none', 20)]);
  assert.equal(problem, t('trained.refused', { count: 4, reason: 'The quota has been exceeded.' }));
  assert.deepEqual(localStorage.map, before, 'the earlier model and nothing else');
});

test('a full storage answers with a sentence, never a QuotaExceededError', () => {
  globalThis.localStorage = new FakeStorage(100);
  assert.doesNotThrow(() => saveModel(model('none', 500)));
  assert.equal(saveModel(model('none', 500)), t('trained.refused', { count: 1, reason: 'The quota has been exceeded.' }));
});

test('a corrupt entry is set aside, reported once, and hides no other model', () => {
  saveModels([model('none'), model('rope')]);
  for (const [name, text] of [['t5', '{broken'], ['alibi', '42'], ['learned', '[]'], ['sinusoidal', '{"format":"posattn-trained-model"}']])
    localStorage.setItem(`posattn.trained.who-did-it.${name}`, text);
  const first = storedModels();
  assert.deepEqual(first.models.map((m) => m.scheme).sort(), ['none', 'rope']);
  assert.equal(first.problems.length, 4);
  assert.ok(first.problems.includes(t('trained.setAside', { name: 'posattn.trained.who-did-it.t5', text: '{broken' })));
  assert.equal(localStorage.getItem('posattn.set-aside.who-did-it.t5'), '{broken');
  const second = storedModels();
  assert.equal(second.models.length, 2);
  assert.deepEqual(second.problems, [], 'reported once');
});

test('the current model: a corrupt entry reads as none with its problem; loadModel only skips it', () => {
  localStorage.setItem('posattn.trained.who-did-it.none', '{broken');
  assert.equal(loadModel('who-did-it', 'none'), null);
  assert.equal(localStorage.getItem('posattn.trained.who-did-it.none'), '{broken', 'loadModel does not move it unreported');
  const { model: found, problem } = currentModel('who-did-it', 'none');
  assert.equal(found, null);
  assert.equal(problem, t('trained.setAside', { name: 'posattn.trained.who-did-it.none', text: '{broken' }));
  saveModel(model('none'));
  assert.equal(currentModel('who-did-it', 'none').model.scheme, 'none');
  assert.equal(currentModel('who-did-it', 'none').problem, '');
});
