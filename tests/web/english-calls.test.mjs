// How the English models' calls (web/js/engine/english-calls.js) load their files: the vocabulary and
// a model's file are fetched while the module compiles, not after it (and after its own files are
// asked for); `prepare` (engine-start.js's hint
// from the address) begins the same loading before the page asks, and the page's first call then
// fetches nothing twice; a failure while preparing is left for that call to report.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { loadModule, modulePath } from '../wasm/module.mjs';
import { englishCalls } from '../../web/js/engine/english-calls.js';

const M = await loadModule();
const file = path.join(path.dirname(modulePath), 'attention-english.js');
const modelDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public/models/english');
const E = await createRequire(import.meta.url)(file)({ wasmBinary: fs.readFileSync(file.replace(/\.js$/, '.wasm')) });
const read = (name) => new Uint8Array(fs.readFileSync(path.join(modelDir, name)));

// A fetch that records each file asked for, and when (against the module's start); `missing` files
// answer 404.
function recordingFetch(missing = new Set()) {
  const asked = [];
  const fetch = async (address) => {
    const name = address.split('/').pop();
    asked.push(name);
    if (missing.has(name)) return { ok: false, status: 404 };
    return { ok: true, arrayBuffer: async () => read(name).slice().buffer };
  };
  return { asked, fetch };
}
// A factory whose module is only made when `release` is called: what was fetched before then was
// fetched while the module compiled.
function heldModule() {
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  return { release, loadFactory: async () => () => held.then(() => E) };
}
const request = { text: 'the dog chased the cat', scheme: 'rope', layer: 0 };

test('the vocabulary and the model file are fetched while the module compiles', async () => {
  const { asked, fetch } = recordingFetch();
  globalThis.fetch = fetch;
  const { release, loadFactory } = heldModule();
  const calls = englishCalls({ base: 'http://localhost/', analysisModule: M, loadFactory });
  const answer = calls.analyzeEnglishSentence({ request, order: 'original' });
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.ok(asked.includes('rope.bin') && asked.includes('vocabulary.bin'), `asked before the module was up: ${asked}`);
  release();
  const { result } = await answer;
  assert.equal(result.ok, true);
  assert.equal(result.englishModel.scheme, 'rope');
});

test('prepare begins the loading; the first call then fetches nothing again', async () => {
  const { asked, fetch } = recordingFetch();
  globalThis.fetch = fetch;
  // The analysis module may still be starting when prepare runs (the worker's first line).
  let startAnalysis;
  const analysisModule = new Promise((resolve) => { startAnalysis = resolve; });
  const calls = englishCalls({ base: 'http://localhost/', analysisModule, loadFactory: async () => async () => E });
  calls.prepare('t5');
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual([...asked].sort(), ['count-baseline.json', 't5.bin', 't5.json', 'vocabulary.bin']);
  startAnalysis(M);
  const { result } = await calls.analyzeEnglishSentence({ request: { ...request, scheme: 't5' }, order: 'reverse' });
  assert.equal(result.ok, true);
  assert.equal(asked.length, 4, `fetched again: ${asked}`);
});

test('prepare without a scheme with a model loads the module and the vocabulary only', async () => {
  const { asked, fetch } = recordingFetch();
  globalThis.fetch = fetch;
  const calls = englishCalls({ base: 'http://localhost/', analysisModule: M, loadFactory: async () => async () => E });
  for (const scheme of ['', null, 'nonsense', '<img src=x onerror=alert(1)>']) calls.prepare(scheme);
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(asked, ['vocabulary.bin']);
});

test('a file missing while preparing is reported by the first call, and is asked for again', async () => {
  const { asked, fetch } = recordingFetch(new Set(['rope.bin']));
  globalThis.fetch = fetch;
  const unhandled = [];
  const onUnhandled = (reason) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    const calls = englishCalls({ base: 'http://localhost/', analysisModule: M, loadFactory: async () => async () => E });
    calls.prepare('rope');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { result } = await calls.analyzeEnglishSentence({ request, order: 'original' });
    assert.equal(result.ok, false);
    assert.equal(result.englishUnavailable, true);
    assert.equal(result.problem.id, 'engine.httpFailed');
    assert.equal(asked.filter((name) => name === 'rope.bin').length, 2, 'the call asks for the file again');
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(unhandled, []);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});
