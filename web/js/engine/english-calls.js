// The English models' calls, in whichever thread runs the analysis (the engine's worker, or the
// page's thread through english-engine.js): attention-english.js, the shared vocabulary and each
// scheme's model file are fetched the first time model=english asks for them (the browser caches
// the files) and kept after that. Nothing here runs until then. Numbers come from the core only.
import { tokenOrder } from './calls.js';
import { classicScript } from '../app/classic-script.js';

export const ENGLISH_SCHEMES = ['none', 'sinusoidal', 'learned', 'rope', 'alibi', 't5'];
const MODEL_DIR = 'models/english/';

// attention-english.js: added with importScripts in a worker, as a <script> on the page's thread.
const englishFactory = () => {
  if (typeof importScripts !== 'function') return classicScript('attention-english.js', 'createEnglishModule', 'The English models\' module');
  if (!globalThis.createEnglishModule) importScripts(new URL('attention-english.js', self.location.href).href);
  return globalThis.createEnglishModule;
};

// base: the site's address; loadFactory: () => promise of createEnglishModule (by default as the thread
// allows); analysisModule: the analysis module (its tokenizer and seeded shuffle give the same
// tokens and orders as today).
export function englishCalls({ base, loadFactory = englishFactory, analysisModule }) {
  let starting = null;
  const models = new Map();  // scheme -> promise of the loaded model's shape
  // The offline file with the models (offline-english.html) carries the files inlined, as base64.
  const inlined = globalThis.posattnEnglishInline;
  const decoded = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  async function fileBytes(name) {
    if (inlined?.files[name]) return decoded(inlined.files[name]);
    let response;
    try {
      response = await fetch(new URL(MODEL_DIR + name, base).href);
    } catch (error) {
      throw new Error(`${MODEL_DIR}${name} could not be fetched (${error.message}).`);
    }
    if (!response.ok) throw new Error(`${MODEL_DIR}${name} did not load (HTTP ${response.status}).`);
    return new Uint8Array(await response.arrayBuffer());
  }
  const refused = (file, reason) => Object.assign(new Error(`${file} refused`), { refusal: { code: 'english-file-refused', file, reason } });
  const module = () => (starting ??= (async () => {
    // A separate .wasm cannot load from file://: the offline file with the models inlines it.
    if (!inlined && String(base).startsWith('file:')) throw new Error('from a file on this computer they need offline-english.html, the offline file that carries them.');
    const create = await loadFactory();
    const m = await create(inlined ? { wasmBinary: decoded(inlined.wasm) } : { locateFile: (file) => new URL(file, base).href });
    const read = m.loadVocabulary(await fileBytes('vocabulary.bin'));
    if (!read.ok) throw refused('vocabulary', read.error);
    return m;
  })().catch((error) => { starting = null; throw error; }));
  async function model(scheme) {
    const m = await module();
    if (!models.has(scheme)) {
      models.set(scheme, fileBytes(`${scheme}.bin`).then((bytes) => {
        const read = m.loadModel(bytes);
        if (!read.ok) throw refused(scheme, read.error);
        return { scheme: read.scheme, layers: read.layers, heads: read.heads, width: read.width };
      }).catch((error) => { models.delete(scheme); throw error; }));
    }
    return { m, shape: await models.get(scheme) };
  }
  // A file that cannot load or is refused is an answer, not a throw: the page then shows the
  // seeded model with a note (main.js).
  // (A refused file's error is a value, {code: 'english-file-refused', file, reason}, that the page
  // turns into words: errorText in text/en/errors.js.)
  const unavailable = (error) => ({ ok: false, englishUnavailable: true, error: error?.refusal ?? String(error?.message ?? error) });

  // The sentence read, ordered and analyzed, as analyzeSentence (engine-calls.js) answers.
  async function analyzeEnglishSentence({ request, order, seed }) {
    const tokenized = analysisModule.tokenize(request.text);
    if (!tokenized.ok) return { tokenized };
    const indices = tokenOrder(analysisModule, order, seed, tokenized.tokens.length);
    if (!indices) return { tokenized, order: null };
    let loaded;
    try { loaded = await model(request.scheme); } catch (error) { return { tokenized, order: indices, result: unavailable(error) }; }
    const result = loaded.m.analyze({ text: request.text, scheme: request.scheme, layer: request.layer, order: indices });
    if (result.ok) result.englishModel = loaded.shape;
    return { tokenized, order: indices, result };
  }

  // Five guesses for one hidden token in both orders, for each scheme asked: {scheme: answer}.
  async function fillBlank({ text, schemes, order, seed, token }) {
    const tokenized = analysisModule.tokenize(text);
    if (!tokenized.ok) return { ok: false, error: tokenized.error };
    const indices = tokenOrder(analysisModule, order, seed, tokenized.tokens.length);
    if (!indices) return { ok: false, error: 'The order no longer fits the sentence.' };
    const answers = {};
    for (const scheme of schemes) {
      try {
        const { m } = await model(scheme);
        answers[scheme] = m.fillBlank({ text, scheme, order: indices, token });
      } catch (error) {
        answers[scheme] = unavailable(error);
      }
    }
    return { ok: true, order: indices, tokens: Array.from(tokenized.tokens, (t) => t.text ?? t), answers };
  }

  return { analyzeEnglishSentence, fillBlank };
}
