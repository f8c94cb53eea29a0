// @ts-check: checked against the modules' types (engine/modules.d.ts, tsconfig.json).
// The English models' calls, in whichever thread runs the analysis (the engine's worker, or the
// page's thread through english-engine.js): attention-english.js, the shared vocabulary and each
// scheme's model file are fetched the first time model=english asks for them (the browser caches
// the files) and kept after that. Nothing here runs until then. Numbers come from the core only.
import { tokenOrder } from './calls.js';
import { classicScript } from '../util/classic-script.js';
import { t } from '../text/en/engine.js';
import { REGISTRY } from '../schemes/scheme-registry.js';

// The schemes with an English model: the model files present when the site was built, in the
// registry's order (scripts/bundle.mjs defines ENGLISH_MODEL_SCHEMES); unbundled (the tests), every
// scheme in the registry. A scheme without a model is not offered (english-panel.js).
export const ENGLISH_SCHEMES = typeof ENGLISH_MODEL_SCHEMES === 'string'
  ? ENGLISH_MODEL_SCHEMES.split(',').filter(Boolean) : REGISTRY.schemes.map((s) => s.name);
const MODEL_DIR = 'models/english/';

// A reason a model cannot be used, as a message id and its arguments (text/en/engine.js): this may
// run in a worker, which does not know the page's language, so the page words it (engine.js). The
// error's own message is the English, for logs.
class Problem extends Error {
  constructor(id, args = {}) {
    super(t(id, args));
    this.problem = { id, args };
  }
}

// attention-english.js: added with importScripts in a worker, as a <script> on the page's thread.
const englishFactory = () => {
  if (typeof importScripts !== 'function') return classicScript('attention-english.js', 'createEnglishModule', 'englishModule');
  if (!globalThis.createEnglishModule) importScripts(new URL('attention-english.js', self.location.href).href);
  return globalThis.createEnglishModule;
};

// The figures of a model's card (<scheme>.json, docs/models.md) the page states, as plain numbers:
// its test scores in the original order, what each head reads, and the count baseline's scores on the
// same test sentences (the block of count-baseline.json with as many sentences; none matches: null),
// the mirrored count baseline's (count-baseline.json's "mirrored") and the stronger count model's
// (its "window": two words on each side) when they were measured on them.
// A card without readable test scores gives null; heads with unreadable figures are left out.
const finite = (...values) => values.every((v) => typeof v === 'number' && Number.isFinite(v));
/** @returns {import('./modules').EnglishScores | null} */
function scores(block) {
  if (!block || !finite(block.predictions, block.top1, block.top5, block.pseudoPerplexity)) return null;
  const { predictions, top1, top5, pseudoPerplexity } = block;
  const content = scores(block.content);
  return { predictions, top1, top5, pseudoPerplexity, ...(content && { content }) };
}
/** @returns {import('./modules').EnglishCard | null} */
export function cardFacts(card, countBaseline) {
  const sentences = card?.test?.sentences, original = scores(card?.test?.original);
  if (!finite(sentences) || !original) return null;
  const heads = (Array.isArray(card.heads) ? card.heads : [])
    .filter((h) => finite(h?.layer, h?.head, h?.previousTop, h?.nextTop, h?.selfTop))
    .map(({ layer, head, previousTop, nextTop, selfTop }) => ({ layer, head, previousTop, nextTop, selfTop }));
  const block = Object.entries(countBaseline ?? {}).find(([name, b]) => name.startsWith('test') && b?.sentences === sentences)?.[1];
  const count = scores(block?.original);
  const mirroredBlock = countBaseline?.mirrored?.test;
  const mirrored = mirroredBlock?.sentences === sentences ? scores(mirroredBlock.original) : null;
  const windowBlock = countBaseline?.window?.test;
  const window = windowBlock?.sentences === sentences ? scores(windowBlock.original) : null;
  // What the stronger count model keeps (its counts, packed), beside this model's file.
  const kept = countBaseline?.window;
  const memory = window && finite(kept.counts, kept.countsBytes, card.weightsBytes) && kept.counts > 0 && kept.countsBytes > 0 && card.weightsBytes > 0
    ? { counts: kept.counts, countsBytes: kept.countsBytes, modelBytes: card.weightsBytes } : null;
  // What it was trained on, as its card's data block says (docs/models.md): WordNet's texts, with
  // the Brown corpus's where training read any of its sentences; null when the card does not say.
  const data = card.data;
  const texts = !(finite(data?.glosses) && data.glosses > 0) ? null
    : finite(data.brownTrainValidationTest?.[0]) && data.brownTrainValidationTest[0] > 0 ? 'wordnetBrown' : 'wordnet';
  return { sentences, original, reversed: scores(card.test.reversed), shuffled: scores(card.test.shuffled), heads, texts,
    countBaseline: count && { sentences, original: count }, mirroredCount: mirrored && { sentences, original: mirrored },
    windowCount: window && { sentences, original: window, memory } };
}

// base: the site's address; loadFactory: () => promise of createEnglishModule (by default as the thread
// allows); analysisModule: the analysis module, or a promise of it (its tokenizer and seeded shuffle
// give the same tokens and orders as today; only the calls need it, so `prepare` can begin before it
// is up).
/**
 * @param {{base: string | URL, loadFactory?: () => import('./modules').Factory<import('./modules').EnglishModule>
 *   | Promise<import('./modules').Factory<import('./modules').EnglishModule>>,
 *   analysisModule: import('./modules').AttentionModule | Promise<import('./modules').AttentionModule>}} options
 */
export function englishCalls({ base, loadFactory = englishFactory, analysisModule }) {
  /** @type {Promise<import('./modules').EnglishModule> | null} */
  let starting = null;
  const models = new Map();  // scheme -> promise of the loaded model's shape
  // The offline file with the models (offline-english.html) carries the files inlined, as base64.
  const inlined = globalThis.posattnEnglishInline;
  const decoded = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  // A separate .wasm cannot load from file://, nor can the files be fetched there: the offline
  // file with the models (offline-english.html) inlines them. Without them nothing is fetched from
  // disk (each fetch would only fail, with a console error): the module's refusal says why.
  const fromFile = !inlined && String(base).startsWith('file:');
  async function fileBytes(name) {
    if (inlined?.files[name]) return decoded(inlined.files[name]);
    if (fromFile) throw new Problem('engine.fromFile');
    let response;
    try {
      response = await fetch(new URL(MODEL_DIR + name, base).href);
    } catch (error) {
      throw new Problem('engine.fetchFailed', { file: MODEL_DIR + name, reason: error.message });
    }
    if (!response.ok) throw new Problem('engine.httpFailed', { file: MODEL_DIR + name, status: response.status });
    return new Uint8Array(await response.arrayBuffer());
  }
  // The module's own files are asked for before the data files (1.7 MB): its script, read
  // synchronously in a worker, took 187 ms behind them on a 2-core machine, and its .wasm must
  // arrive to compile while they come. `moduleAsked` resolves once both are asked for (or failed).
  let moduleAsked = Promise.resolve();
  const askForModule = async () => {
    if (fromFile) throw new Problem('engine.fromFile');
    const create = await loadFactory();
    // Wrapped, so the module being made is not awaited here: its .wasm is asked for, not yet compiled.
    return { made: create(inlined ? { wasmBinary: decoded(inlined.wasm) } : { locateFile: (file) => new URL(file, base).href }) };
  };
  const module = () => (starting ??= (async () => {
    const asking = askForModule();
    moduleAsked = asking.then(() => {}, () => {});
    const { made } = await asking;
    // The vocabulary is fetched while the module compiles (its failure is met where it is awaited).
    const vocabulary = fileBytes('vocabulary.bin');
    vocabulary.catch(() => {});
    /** @type {import('./modules').EnglishModule} */
    const m = await made;
    const read = m.loadVocabulary(await vocabulary);
    if (!read.ok) throw new Problem('engine.vocabularyRefused', { reason: read.error });
    return m;
  })().catch((error) => { starting = null; throw error; }));
  // A JSON file beside the models (a card, the count baseline), or null when it is missing or
  // unreadable: the page then leaves out what it would have said from it, and the model still runs.
  const jsonFile = (name) => fileBytes(name).then((bytes) => JSON.parse(new TextDecoder().decode(bytes))).catch(() => null);
  /** @type {Promise<any> | null} */
  let countBaseline = null;  // count-baseline.json, fetched once
  async function model(scheme) {
    // A scheme without a model file (one added since the models were trained) is never fetched.
    if (!ENGLISH_SCHEMES.includes(scheme)) throw new Problem('engine.noModel', { scheme });
    if (!models.has(scheme)) {
      // The model's file and card are fetched while the module and the vocabulary load, not after
      // (once the module's own files are asked for, see moduleAsked).
      const moduleLoading = module();  // first: it sets moduleAsked
      const bytes = moduleAsked.then(() => fileBytes(`${scheme}.bin`));
      countBaseline ??= jsonFile('count-baseline.json');
      const card = Promise.all([jsonFile(`${scheme}.json`), countBaseline]).then(([c, count]) => cardFacts(c, count));
      models.set(scheme, Promise.all([moduleLoading, bytes]).then(async ([m, bytes]) => {
        const read = m.loadModel(bytes);
        if (!read.ok) throw new Problem('engine.modelRefused', { scheme, reason: read.error });
        return { scheme: read.scheme, layers: read.layers, heads: read.heads, width: read.width, positions: read.positions, headSides: read.headSides, base: read.base, card: await card };
      }).catch((error) => { models.delete(scheme); throw error; }));
    }
    const shape = await models.get(scheme);
    return { m: await module(), shape };  // (up by now: the model was read with it)
  }
  // What model=english will ask for first, begun before it is asked (engine-start.js reads the
  // address as the page arrives): the module, the vocabulary and, for a scheme with a model, its
  // file. A failure here is dropped: the first real call meets it again and reports it.
  function prepare(scheme) {
    (ENGLISH_SCHEMES.includes(scheme) ? model(scheme) : module()).catch(() => {});
  }
  // A file that cannot load or is refused is an answer, not a throw: the page then shows the
  // seeded model with a note (main.js).
  const unavailable = (error) => ({ ok: false, englishUnavailable: true, error: String(error?.message ?? error), problem: error?.problem });

  // The sentence read, ordered and analyzed, as analyzeSentence (calls.js) answers.
  async function analyzeEnglishSentence({ request, order, seed }) {
    const analysis = await analysisModule;
    const tokenized = analysis.tokenize(request.text);
    if (!tokenized.ok) return { tokenized };
    const indices = tokenOrder(analysis, order, seed, tokenized.tokens.length);
    if (!indices) return { tokenized, order: null };
    /** @type {{m: import('./modules').EnglishModule, shape: import('./modules').EnglishModelShape}} */
    let loaded;
    try { loaded = await model(request.scheme); } catch (error) { return { tokenized, order: indices, result: unavailable(error) }; }
    // The page picks the parts' heads before it knows the model's: one out of its range asks for
    // every head (the views keep theirs in range of the result, util/heads.js).
    const parts = request.parts && { ...request.parts };
    for (const field of ['detailHead', 'comparisonHead'])
      if (parts && parts[field] >= loaded.shape.heads) parts[field] = -1;
    const result = loaded.m.analyze({ text: request.text, scheme: request.scheme, layer: request.layer, order: indices, ...(parts && { parts }) });
    if (result.ok) result.englishModel = loaded.shape;
    return { tokenized, order: indices, result };
  }

  // Five guesses for one hidden token in both orders, for each scheme asked: {scheme: answer}.
  async function fillBlank({ text, schemes, order, seed, token }) {
    const analysis = await analysisModule;
    const tokenized = analysis.tokenize(text);
    if (!tokenized.ok) return { ok: false, error: tokenized.error };
    const indices = tokenOrder(analysis, order, seed, tokenized.tokens.length);
    if (!indices) return { ok: false, error: t('engine.orderUnfit'), problem: { id: 'engine.orderUnfit', args: {} } };
    const answers = {}, cards = {};  // cards: each model's card figures (cardFacts), for what the page states beside its guesses
    for (const scheme of schemes) {
      try {
        const { m, shape } = await model(scheme);
        answers[scheme] = m.fillBlank({ text, scheme, order: indices, token });
        cards[scheme] = shape.card ?? null;
      } catch (error) {
        answers[scheme] = unavailable(error);
      }
    }
    return { ok: true, order: indices, tokens: Array.from(tokenized.tokens, (t) => t.text ?? t), answers, cards };
  }

  return { analyzeEnglishSentence, fillBlank, prepare };
}
