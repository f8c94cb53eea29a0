// What the teacher's guide's statements about models read (guide-claims.mjs), measured on the core
// and on the shipped English models (web/public/models/english): the seeded model's result in each
// state a statement speaks of, and the English models' answers where the guide sends a class: lesson
// step 3's sentence and the Fill the blank example, which is picked here by its condition
// (guide-claims.mjs, EXAMPLE_FITS) from the lesson's candidate sentences. guide.mjs measures them
// when it writes the guide, so the guide follows the model files; tests/scripts/guide-claims.test.mjs
// measures them again and checks every statement shown against the raw numbers.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { analyzeSentence } from '../web/js/engine/calls.js';
import { englishCalls } from '../web/js/engine/english-calls.js';
import { defaults } from '../web/js/state/state.js';
import { blankFacts } from '../web/js/content/blank.js';
import { LESSON, STORY, STORY_SENTENCES } from '../web/js/content/lesson.js';
import { SCHEMES } from '../web/js/schemes/schemes.js';
import { t as lessonText } from '../web/js/text/en/lesson.js';
import '../web/js/text/en/lesson.steps.js';  // steps 2 to 6 (the page loads them when a later step opens)
import { EXAMPLE_FITS } from './guide-claims.mjs';

// The seeded model's states the guide speaks of (on the page's default sentence, whose two copies
// of "the" the copies question asks about), as the page's link properties.
export const SEEDED_STATES = {
  noneShuffled: { scheme: 'none', causal: false, order: 'shuffle' },
  sinusoidalShuffled: { scheme: 'sinusoidal', causal: false, order: 'shuffle' },
  maskShuffled: { scheme: 'none', causal: true, order: 'shuffle' },
  alibiReversed: { scheme: 'alibi', causal: false, order: 'reverse' },
  ...Object.fromEntries(SCHEMES.map((scheme) => [`${scheme}InOrder`, { scheme, causal: false, order: 'original' }])),
  ...Object.fromEntries(SCHEMES.map((scheme) => [`${scheme}Shifted`, { scheme, causal: false, order: 'original', shiftBy: 5 }])),
};
const REQUEST_FIELDS = ['scheme', 'modelWidth', 'heads', 'causal', 'temperature', 'base', 'strength',
  't5Buckets', 't5MaxDistance', 't5Bidirectional', 'startPosition', 'shiftBy'];

// The seeded model's result in a state (defaults, then the state's properties).
export function seededRun(M, properties) {
  const state = { ...defaults(), ...properties };
  const request = { text: state.text, seed: state.modelSeed };
  for (const name of REQUEST_FIELDS) if (state[name] !== undefined) request[name] = state[name];
  const { tokenized, result } = analyzeSentence(M, { request, order: state.order, seed: state.seed });
  if (!tokenized.ok || !result?.ok) throw new Error(`guide: the seeded model did not run in ${JSON.stringify(properties)}`);
  return { state, result };
}

// The English models' calls in Node: the built module, the files read from the model folder.
export async function englishModels(moduleDir, modelDir, analysisModule) {
  const file = path.join(moduleDir, 'attention-english.js');
  const module = await createRequire(import.meta.url)(file)({ wasmBinary: fs.readFileSync(file.replace(/\.js$/, '.wasm')) });
  const fetchFile = async (address) => {
    const bytes = fs.readFileSync(path.join(modelDir, new URL(address).pathname.split('/').pop()));
    return { ok: true, arrayBuffer: async () => new Uint8Array(bytes).buffer };
  };
  const previous = globalThis.fetch;
  globalThis.fetch = fetchFile;  // english-calls.js fetches its files; here they are read from disk
  const calls = englishCalls({ base: 'http://guide/', analysisModule, loadFactory: async () => async () => module });
  const schemes = SCHEMES.filter((scheme) => fs.existsSync(path.join(modelDir, `${scheme}.bin`)));
  return { calls, schemes, restore: () => { globalThis.fetch = previous; } };
}

// The lesson's step on the English models (step 3 today), found by its prediction, as the guide
// finds each step's answer (guide.mjs).
function englishStep() {
  const step = LESSON.find((s) => s.predict === lessonText('lesson.encoding.predict'));
  if (!step?.state.text) throw new Error('guide: no lesson step asks lesson.encoding.predict on a sentence of its own');
  return step;
}

// Lesson step 3 sets seed 1 and the original order; the learner's first Shuffle moves the seed on by
// one (views/input/order-controls.js). The guide's example link does the same.
export const EXAMPLE_SEED = 1;
export const FIRST_SHUFFLE = EXAMPLE_SEED + 1;
// The Fill the blank example's candidates: the lesson's everyday sentences, step 3's own last (the
// activity follows that step, so another sentence is better when one fits).
export const EXAMPLE_CANDIDATES = [...STORY_SENTENCES.filter((s) => s !== STORY), STORY];

// The English models' answers on one sentence in the orders the guide speaks of.
async function blankRuns(calls, schemes, { text, blank }) {
  const ask = (order, seed = EXAMPLE_SEED) => calls.fillBlank({ text, schemes, order, seed, token: blank });
  return { text, blank, inOrder: await ask('original'), shuffled: await ask('shuffle', FIRST_SHUFFLE), reversed: await ask('reverse') };
}

// Everything the guide's statements read. english: {calls, schemes} (englishModels).
export async function measureGuideFacts(M, { calls, schemes }) {
  const seeded = Object.fromEntries(Object.entries(SEEDED_STATES).map(([name, properties]) => [name, seededRun(M, properties)]));
  // Each English model's analysis of the English step's sentence after the first Shuffle (the grids
  // of that step), and its shape (how ALiBi's heads read) and card.
  const step = englishStep().state;
  const grids = {};
  for (const scheme of schemes) {
    const { result } = await calls.analyzeEnglishSentence({ request: { text: step.text, scheme, layer: 0 }, order: 'shuffle', seed: step.seed + 1 });
    if (!result?.ok) throw new Error(`guide: the English ${scheme} model did not run: ${result?.error}`);
    grids[scheme] = result;
  }
  const story = await blankRuns(calls, schemes, STORY);
  let example = null;
  for (const candidate of EXAMPLE_CANDIDATES) {
    const runs = await blankRuns(calls, schemes, candidate);
    if (runs.shuffled.ok && EXAMPLE_FITS(blankFacts(runs.shuffled, candidate.blank))) { example = runs; break; }
  }
  return { seeded, english: { schemes, grids, story, example } };
}

// The named facts the claims' conditions read (guide-claims.mjs), from the measurements.
export function guideFacts(measured) {
  const { english } = measured;
  const { example } = english;
  const alibi = english.grids.alibi?.englishModel;
  return {
    measured,
    example: example && { ...example, word: String(example.inOrder.tokens[example.blank]).toLowerCase(),
      shuffledFacts: blankFacts(example.shuffled, example.blank), reversedFacts: blankFacts(example.reversed, example.blank) },
    alibiSides: alibi?.headSides ?? null,
  };
}
