// The only code that talks to the WebAssembly module. It turns the page's state into one analysis
// request and hands back the plain result object (typed arrays, row-major); views never see C++.
// The module lives in a Web Worker (engine-worker.js), so typing never waits for the core: every
// method returns a promise. Where no worker can start (the offline file opened from file://, a host
// that forbids workers) the module runs on the page's thread instead, with the same methods.

import { loadedOnce, moduleCalls } from './calls.js';
import { attentionFactory, classicScript, trainedAttentionFactory } from '../util/classic-script.js';
import { segmentWords } from '../util/segment.js';
import { wellFormed } from '../util/well-formed.js';
import { LESSON } from '../content/lesson.js';
import { currentModel } from '../train/models.js';
import { comparedHeadIndex, decomposedHeadIndex, walkHeadIndex } from '../util/heads.js';
import { t } from '../text/en/engine.js';
import { errorArguments } from '../text/en/errors.js';
import { SCHEME_PARAMETERS } from '../schemes/schemes.js';

// State properties that are also fields of the core's request, passed through unchanged: the
// scheme parameters are every one the core's registry lists. The shuffle's `seed` is not one of
// them: reordering must never change the model itself.
const REQUEST_FIELDS = ['scheme', 'modelWidth', 'heads', 'causal', 'temperature', ...Object.keys(SCHEME_PARAMETERS),
  'startPosition', 'shiftBy'];

// What analyze() resolves to when a newer request replaced it before it ran: draw nothing.
export const SUPERSEDED = null;

const WORKER_START_MS = 10000;  // a worker that has not answered by then is given up for the page's thread

// What a call into a worker rejects with when the worker cannot start or has stopped: the call is
// then run again on the page's thread.
const WORKER_FAILED = new Error('the worker failed');

// Calls into a worker by message: call(method, ...args) -> promise of the result; null where no
// worker can start. Calls made before the worker is up wait in its queue, so the page asks for its
// first analysis at once instead of first waiting for a sign of life. `onAnswer` runs at the
// worker's first answer.
function startWorker(onAnswer) {
  if (typeof Worker !== 'function' || location.protocol === 'file:') return null;
  let worker;
  try {
    // The worker engine-start.js began early (see there), or a new one.
    const early = globalThis.posattnEngineStart;
    if (early?.failed) return null;
    worker = early?.worker ?? new Worker(new URL('engine-worker.js', document.baseURI).href);
  } catch {
    return null;
  }
  let nextId = 0, failed = false, answered = false;
  const waiting = new Map();
  const fail = () => {
    if (failed) return;
    failed = true;
    worker.terminate();
    for (const { rej } of waiting.values()) rej(WORKER_FAILED);
    waiting.clear();
  };
  const timer = setTimeout(fail, WORKER_START_MS);
  worker.addEventListener('message', ({ data }) => {
    if ('startFailed' in data) { fail(); return; }
    if (!answered) { answered = true; clearTimeout(timer); onAnswer(); }
    const job = waiting.get(data.id);
    if (!job) return;
    waiting.delete(data.id);
    if ('error' in data) job.rej(new Error(data.error)); else job.res(data.result);
  });
  worker.addEventListener('error', (event) => { event.preventDefault(); fail(); });
  return (method, ...args) => (failed ? Promise.reject(WORKER_FAILED) : new Promise((res, rej) => {
    const id = ++nextId;
    waiting.set(id, { res, rej });
    worker.postMessage({ id, method, args });
  }));
}

// The module on the page's thread, behind the same call(): for the offline file and any host
// where a worker cannot start. attention.js (or its inlined copy) defines the factory.
async function startInPage() {
  const factory = await attentionFactory();
  const locateFile = (file) => new URL(file, document.baseURI).href;
  const module = await factory({ locateFile });
  const calls = moduleCalls(module, loadedOnce(() => trainedAttentionFactory().then((create) => create({ locateFile }))));
  // The English models' calls (english-engine.js), added the first time model=english needs them.
  let english = null;
  const englishCall = async (method, args) => (await (english ??= classicScript('english-engine.js', 'posattnEnglishEngine')
    .then(({ englishCalls }) => englishCalls({ base: document.baseURI, analysisModule: module }))))[method](...args);
  return async (method, ...args) => (method in calls ? calls[method](...args) : englishCall(method, args));
}

// The English models' calls answer a reason they cannot run as {id, args} (`problem`: they may run
// in a worker, which does not know the page's language): it is worded here, in the page's. An
// argument that is the core's message (a file's refusal) is worded too, when read: the words of the
// file format's codes (errors.model-file.js) come with the English panel, which may still be loading
// when the answer arrives.
function worded(answer) {
  for (const part of [answer, answer?.result, ...Object.values(answer?.answers ?? {})])
    if (part?.problem) {
      const { id, args } = part.problem;
      Object.defineProperty(part, 'error', { get: () => t(id, errorArguments(args)), enumerable: true, configurable: true });
    }
  return answer;
}

// Runs one job at a time; a job asked for while another runs waits, and a newer one replaces it
// (the replaced one resolves to SUPERSEDED), so fast typing never queues up stale analyses.
function latestOnly(run) {
  let running = false, queued = null;
  const pump = () => {
    if (running || !queued) return;
    const job = queued;
    queued = null;
    running = true;
    run(...job.args).then(job.resolve, job.reject).finally(() => { running = false; pump(); });
  };
  return (...args) => new Promise((resolve, reject) => {
    if (queued) queued.resolve(SUPERSEDED);
    queued = { args, resolve, reject };
    pump();
  });
}

// The core computes only the optional parts the open panel draws (core/analysis.hpp,
// AnalysisParts): the Position panel's score terms, shift test and position view cost a third run and
// several tables that no other panel shows; the per-head queries, keys, values and score matrices
// are read by the Position panel and the walkthrough only (the other panels draw weights and outputs),
// and the reordered run's weights by the compare panel only. Every number the core sends costs the
// worker an allocation and the page a collection, so a panel asks for what it draws.
// A lesson step may need a part on any panel (its sentence reads the shift test, say): it names
// it in content/lesson.js.
const PARTS_BY_PANEL = {
  position: ['decomposition', 'shift', 'positions', 'intermediates'],
  walkthrough: ['intermediates'],
  compare: ['comparisonWeights'],
};
const PARTS = ['decomposition', 'shift', 'positions', 'intermediates', 'comparisonWeights'];
// The one head whose queries, keys, values and score terms a panel draws (the core keeps only that
// head's: AnalysisParts.detailHead), as the panel's views pick it (heads.js). -1: every head.
const DETAIL_HEAD_BY_PANEL = { position: decomposedHeadIndex, walkthrough: walkHeadIndex };
// The seeded heads the core will run: a trained model, when one is switched on, brings its own.
const headsInPlay = (state) =>
  (state.useTrained && currentModel(state.task, state.scheme).model?.heads) || state.heads;
export function partsFor(state, heads = headsInPlay(state)) {
  const needed = new Set([...(PARTS_BY_PANEL[state.panel] ?? []),
    ...((state.lesson > 0 && LESSON[state.lesson - 1]?.parts) || [])]);
  const detailHead = DETAIL_HEAD_BY_PANEL[state.panel]?.(state, heads) ?? -1;
  // The one head whose comparison weights the compare panel draws (AnalysisParts.comparisonHead).
  const comparisonHead = state.panel === 'compare' ? comparedHeadIndex(state, heads) : -1;
  return { ...Object.fromEntries(PARTS.map((part) => [part, needed.has(part)])), detailHead, comparisonHead };
}

// The engine: call it once, as the page starts. It asks nothing before the first call, so the page's
// first analysis is the worker's first message. `started` resolves once the core has answered
// (where it runs is then in html[data-engine], 'worker' or 'page', for checks and benchmarks) and
// rejects when it cannot run anywhere.
export function loadEngine() {
  let resolveStarted, rejectStarted;
  const started = new Promise((resolve, reject) => { resolveStarted = resolve; rejectStarted = reject; });
  const running = (where) => { document.documentElement.dataset.engine = where; resolveStarted(); };
  // The worker that engine-start.js began. Should it fail, at its start or later, every call
  // (those in flight too) runs on the page's thread from then on.
  const workerCall = startWorker(() => running('worker'));
  let pageCall = null;
  async function call(method, ...args) {
    if (workerCall && !pageCall) {
      try {
        return await workerCall(method, ...args);
      } catch (error) {
        if (error !== WORKER_FAILED) throw error;
      }
    }
    if (!pageCall) {
      pageCall = startInPage();
      pageCall.then(() => running('page'), rejectStarted);
    }
    return (await pageCall)(method, ...args);
  }

  // The worked cricket example, every phase fetched once, in the background, from the first time
  // it is asked for (main.js asks once the first view is drawn, and when the walkthrough opens):
  // asked for earlier, it would hold up the first analysis in the worker's queue.
  const walks = new Map();
  let cricketLoading = null;
  const loadCricket = () => (cricketLoading ??= call('cricket', 'powerplay').then(async (first) => {
    walks.set('powerplay', first);
    for (const phase of first.phaseIds ?? []) if (!walks.has(phase)) walks.set(phase, await call('cricket', phase));
  }));

  // Changes that only affect a view (a panel, a step, a threshold) repeat the last request: answer
  // those from the last answer instead of asking the core again.
  let lastKey = '', lastAnswer = null;
  const runAnalysis = latestOnly(async (job, key, method = 'analyzeSentence') => {
    if (key === lastKey) return lastAnswer;
    const answer = await call(method, job);
    lastKey = key;
    lastAnswer = answer;
    return answer;
  });

  // The English models' analysis of the state (english-calls.js): no seeded settings, a layer, and
  // the parts the open panel draws, as for the seeded model. Their heads are the model's, known from
  // its last answer; until then none is known, so the state's head is asked for as it stands and
  // english-calls.js asks for every head when it is out of the model's range. (Kept in range by the
  // seeded model's heads instead, head=9&heads=1 asked for the third of four heads while the view
  // drew the fourth, and the page stopped with an error.)
  const englishHeads = new Map();  // scheme -> heads
  function englishAnalysis(state) {
    const request = { text: segmentWords(wellFormed(state.text)), scheme: state.scheme, layer: state.layer - 1,
      parts: partsFor(state, englishHeads.get(state.scheme) ?? Infinity) };
    const job = { request, order: state.order, seed: state.order === 'shuffle' ? state.seed : undefined };
    const key = `english ${JSON.stringify(job)}`;
    if (key === lastKey) return Promise.resolve(lastAnswer);
    return runAnalysis(job, key, 'analyzeEnglishSentence').then((answer) => {
      const shape = answer?.result?.englishModel;
      if (shape) englishHeads.set(shape.scheme, shape.heads);
      return worded(answer);
    });
  }

  return {
    started,
    loadCricket,
    // Any call by name, wherever the core runs (the English panel's fillBlank, english-calls.js).
    call: (method, ...args) => call(method, ...args).then(worded),
    // The text the core reads for the state's sentence.
    coreText: (text) => segmentWords(wellFormed(text)),
    tokenize: (text) => call('tokenize', segmentWords(wellFormed(text))),
    // The module's memory in bytes, wherever it runs (for checks; the page shows nothing of it).
    memoryBytes: () => call('memoryBytes'),
    // The worked cricket example for one phase: its vectors and every step's numbers.
    cricket: (phase) => walks.get(phase) ?? { ok: false, error: { code: 'unknown-phase', phase } },
    // The state's sentence, read, ordered and analyzed in one trip to the core (analyzeSentence in
    // calls.js): resolves to {tokenized, order, result}, stopping early as that says, or to
    // SUPERSEDED when a newer analysis replaced this one.
    analyze(state) {
      if (state.model === 'english') return englishAnalysis(state);
      const request = { text: segmentWords(wellFormed(state.text)), parts: partsFor(state) };
      for (const name of REQUEST_FIELDS) if (name in state) request[name] = state[name];
      if ('modelSeed' in state) request.seed = state.modelSeed;
      // The trained model of this task and scheme (web/js/train/models.js), when the switch is on.
      // The request's key names the model by its version, not by its thousands of weights.
      let modelVersion = 0;
      if (state.useTrained) {
        const { model, version } = currentModel(state.task, state.scheme);
        request.trainedModel = model ?? undefined;
        modelVersion = model ? version : 0;
      }
      // The shuffle's seed picks the order only: it never changes the model (REQUEST_FIELDS).
      const job = { request, order: state.order, seed: state.order === 'shuffle' ? state.seed : undefined };
      const key = `${JSON.stringify({ ...job, request: { ...request, trainedModel: undefined } })} model ${modelVersion}`;
      if (key === lastKey) return Promise.resolve(lastAnswer);
      return runAnalysis(job, key);
    },
  };
}
