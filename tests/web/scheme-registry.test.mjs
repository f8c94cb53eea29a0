// The page's scheme list is the core's: web/js/schemes/scheme-registry.js and the schemes table in
// docs/api.md are what scripts/scheme-registry.mjs writes from the built training module's
// schemeRegistry() (npm run schemes, after changing core/schemes.cpp or core/schemes.hpp). And the
// lists the page derives from it say what the core does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { trainModulePath, loadModule } from '../wasm/module.mjs';
import { readRegistry, registryModule, pageRegistry, docsWithTable, MODULE_FILE, DOCS_FILE } from '../../scripts/scheme-registry.mjs';
import { REGISTRY } from '../../web/js/schemes/scheme-registry.js';
import { SCHEMES, RELATIVE_SCHEMES, ADDED_SCHEMES, BIAS_SCHEMES, schemesWith } from '../../web/js/schemes/schemes.js';

const registry = await readRegistry(trainModulePath);  // the training module binds it
const M = await loadModule();

test('web/js/schemes/scheme-registry.js is the module\'s registry (else: node scripts/scheme-registry.mjs)', () => {
  assert.equal(fs.readFileSync(MODULE_FILE, 'utf8'), registryModule(registry));
  assert.deepEqual(REGISTRY, pageRegistry(registry));
  assert.deepEqual(registry.limits, M.limits());  // the training module's copy is the analysis module's
});

test('every word the registry names by id has its English (web/js/text/en/schemes.js)', async () => {
  const { hasMessage } = await import('../../web/js/text/messages.js');
  await import('../../web/js/text/en/schemes.js');
  const ids = [...REGISTRY.schemes.flatMap((s) => [s.label, s.phrase, s.description]), ...REGISTRY.parameters.map((p) => p.label)];
  assert.deepEqual(ids.filter((id) => !hasMessage(id)), []);
  assert.ok(!('label' in registry.schemes[0]), 'the core itself sends no words');
});

test('the limits the page keeps as constants are the core\'s', async () => {
  const limits = M.limits();
  const { PROPERTIES, MAX_TOKENS } = await import('../../web/js/state/state.js');
  const { SAME_TOLERANCE, DESIGNED_HEADS } = await import('../../web/js/util/heads.js');
  const property = (name) => PROPERTIES.find((p) => p.name === name);
  assert.equal(MAX_TOKENS, limits.maxTokens);
  assert.deepEqual([property('modelWidth').min, property('modelWidth').max], [limits.minModelWidth, limits.maxModelWidth]);
  assert.equal(property('heads').max, limits.maxHeads);
  assert.equal(SAME_TOLERANCE, limits.sameTolerance);
  assert.equal(DESIGNED_HEADS, limits.designedHeads);
});

test('docs/api.md\'s schemes table is the module\'s registry (else: node scripts/scheme-registry.mjs)', () => {
  const docs = fs.readFileSync(DOCS_FILE, 'utf8');
  assert.equal(docs, docsWithTable(docs, registry));
});

test('the module accepts every scheme and refuses other names', () => {
  for (const scheme of SCHEMES) assert.equal(M.analyze({ text: 'a b c', scheme }).ok, true, scheme);
  assert.equal(M.analyze({ text: 'a b c', scheme: 'RoPE' }).ok, false);
});

test('the families say what each scheme does to the numbers', () => {
  const text = 'the dog chased the cat';
  for (const scheme of SCHEMES) {
    const r = M.analyze({ text, scheme, shiftBy: 3 });
    const decomposition = r.original.heads[0].decomposition;  // none for RoPE
    const adds = decomposition != null && decomposition.positionPosition.data.some((v) => v !== 0);
    assert.equal(adds, ADDED_SCHEMES.includes(scheme), `${scheme} adds vectors`);
    const bias = r.original.heads.some((h) => h.bias.data.some((v) => v !== 0));
    assert.equal(bias, BIAS_SCHEMES.includes(scheme), `${scheme} adds a bias`);
    if (RELATIVE_SCHEMES.includes(scheme)) assert.ok(r.shift.maxWeightDifference < M.limits().sameTolerance, `${scheme} is relative`);
    assert.equal(registry.schemes.find((s) => s.name === scheme).relative, RELATIVE_SCHEMES.includes(scheme));
  }
});

test('every scheme parameter is read by some scheme and kept in the link with its range', async () => {
  const { PROPERTIES } = await import('../../web/js/state/state.js');
  for (const p of REGISTRY.parameters) {
    assert.ok(schemesWith(p.name).length > 0, p.name);
    const property = PROPERTIES.find((q) => q.name === p.name);
    assert.ok(property, p.name);
    if (p.kind !== 'boolean') assert.deepEqual([property.min, property.max, property.fallback], [p.min, p.max, p.fallback]);
    else assert.equal(property.fallback, Boolean(p.fallback));
  }
});

test('every scheme has its explanation on the Position panel', async () => {
  const { PANEL_EXPLANATIONS } = await import('../../web/js/content/panel-explanations.js');
  for (const scheme of SCHEMES) assert.ok(PANEL_EXPLANATIONS.schemes[scheme], `PANEL_EXPLANATIONS.schemes.${scheme} (web/js/content/panel-explanations.js)`);
});
