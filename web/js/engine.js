// The only code that talks to the WebAssembly module. It turns the page's state into one analysis
// request and hands back the plain result object (typed arrays, row-major); views never see C++.
// The module lives in a Web Worker (engine-worker.js), so typing never waits for the core: every
// method returns a promise. Where no worker can start (the offline file opened from file://, a host
// that forbids workers) the module runs on the page's thread instead, with the same methods.

import { moduleCalls } from './engine-calls.js';
import { attentionFactory } from './module-script.js';
import { segmentWords } from './segment.js';
import { wellFormed } from './well-formed.js';
import { LESSON } from './content/lesson.js';
import { currentModel } from './train/models.js';

// State properties that are also fields of the core's request, passed through unchanged. The
// shuffle's `seed` is not one of them: reordering must never change the model itself.
const REQUEST_FIELDS = ['scheme', 'modelWidth', 'heads', 'causal', 'temperature', 'base', 'strength',
  't5Buckets', 't5MaxDistance', 't5Bidirectional', 'startPosition', 'shiftBy'];

// What analyze() resolves to when a newer request replaced it before it ran: draw nothing.
export const SUPERSEDED = null;

const WORKER_START_MS = 10000;  // a worker that has not answered by then is given up for the page's thread

// Calls into a worker by message: call(method, ...args) -> promise of the result.
function startWorker() {
  return new Promise((resolve, reject) => {
    if (typeof Worker !== 'function' || location.protocol === 'file:') { reject(new Error('no worker here')); return; }
    let worker;
    try {
      worker = new Worker(new URL('engine-worker.js', document.baseURI).href);
    } catch (error) { reject(error); return; }
    let nextId = 0;
    const waiting = new Map();
    const call = (method, ...args) => new Promise((res, rej) => {
      const id = ++nextId;
      waiting.set(id, { res, rej });
      worker.postMessage({ id, method, args });
    });
    const failAll = (message) => {
      for (const { rej } of waiting.values()) rej(new Error(message));
      waiting.clear();
    };
    worker.addEventListener('message', ({ data }) => {
      const job = waiting.get(data.id);
      if (!job) return;
      waiting.delete(data.id);
      if ('error' in data) job.rej(new Error(data.error)); else job.res(data.result);
    });
    worker.addEventListener('error', (event) => { event.preventDefault(); failAll('the worker stopped'); reject(new Error('worker error')); });
    const timer = setTimeout(() => { worker.terminate(); reject(new Error('the worker did not start')); }, WORKER_START_MS);
    call('limits').then((limits) => { clearTimeout(timer); resolve({ call, limits, where: 'worker' }); },
      (error) => { clearTimeout(timer); worker.terminate(); reject(error); });
  });
}

// The module on the page's thread, behind the same call(): for the offline file and any host
// where a worker cannot start. attention.js (or its inlined copy) defines the factory.
async function startInPage() {
  const factory = await attentionFactory();
  const module = await factory({ locateFile: (file) => new URL(file, document.baseURI).href });
  const calls = moduleCalls(module);
  const call = async (method, ...args) => calls[method](...args);
  return { call, limits: calls.limits(), where: 'page' };
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
// AnalysisParts): the explorer's score terms, shift test and position view cost a third run and
// several tables that no other panel shows; the per-head queries, keys, values and score matrices
// are read by the explorer and the walkthrough only (the other panels draw weights and outputs),
// and the reordered run's weights by the compare panel only. Every number the core sends costs the
// worker an allocation and the page a collection, so a panel asks for what it draws.
// A lesson step may need a part on any panel (its sentence reads the shift test, say): it names
// it in content/lesson.js.
const PARTS_BY_PANEL = {
  explorer: ['decomposition', 'shift', 'positions', 'intermediates'],
  walkthrough: ['intermediates'],
  compare: ['comparisonWeights'],
};
const PARTS = ['decomposition', 'shift', 'positions', 'intermediates', 'comparisonWeights'];
function partsFor(state) {
  const needed = new Set([...(PARTS_BY_PANEL[state.panel] ?? []),
    ...((state.lesson > 0 && LESSON[state.lesson - 1]?.parts) || [])]);
  return Object.fromEntries(PARTS.map((part) => [part, needed.has(part)]));
}

// The worker starts as this module is first evaluated, before the rest of the page's script runs
// (main.js imports this module early): fetching and compiling the module then overlaps the page's
// own start-up instead of following it.
const startingWorker = typeof document === 'undefined' ? null : startWorker().catch(() => null);

export async function loadEngine() {
  const { call, limits, where } = (await startingWorker) ?? await startInPage();
  // Where the core runs ('worker' or 'page'), for checks and benchmarks; the page shows nothing of it.
  document.documentElement.dataset.engine = where;

  // The worked cricket example, every phase fetched once, in the background: only the walkthrough
  // reads it, and main.js loads that panel once `cricketReady` has resolved.
  const walks = new Map();
  const cricketReady = call('cricket', 'powerplay').then(async (first) => {
    walks.set('powerplay', first);
    for (const phase of first.phaseIds ?? []) if (!walks.has(phase)) walks.set(phase, await call('cricket', phase));
  });

  // The order the state names, as indices into the original tokens (null if it no longer fits).
  const shuffles = new Map();
  async function resolveOrder(state, count) {
    if (state.order === 'original') return [...Array(count).keys()];
    if (state.order === 'reverse') return [...Array(count).keys()].reverse();
    if (state.order === 'shuffle') {  // the same count and seed always give the same order: ask once
      const key = `${count}:${state.seed}`;
      if (!shuffles.has(key)) shuffles.set(key, Array.from(await call('seededShuffle', count, state.seed)));
      return [...shuffles.get(key)];
    }
    const custom = state.order;
    const valid = custom.length === count && new Set(custom).size === count && custom.every((i) => i >= 0 && i < count);
    return valid ? custom : null;
  }

  // Changes that only affect a view (a panel, a step, a threshold) repeat the last request: answer
  // those from the last result instead of running the core again.
  let lastRequest = '', lastResult = null;
  const runAnalysis = latestOnly(async (request, key) => {
    if (key === lastRequest) return lastResult;
    const result = await call('analyze', request);
    lastRequest = key;
    lastResult = result;
    return result;
  });

  return {
    limits,
    cricketReady,
    resolveOrder,
    tokenize: (text) => call('tokenize', segmentWords(wellFormed(text))),
    // The module's memory in bytes, wherever it runs (for checks; the page shows nothing of it).
    memoryBytes: () => call('memoryBytes'),
    // The worked cricket example for one phase: its vectors and every step's numbers.
    cricket: (phase) => walks.get(phase) ?? { ok: false, error: `There is no phase "${phase}".` },
    // Resolves to the result, or to SUPERSEDED when a newer analysis replaced this one.
    analyze(state, order) {
      const request = { text: segmentWords(wellFormed(state.text)), order, parts: partsFor(state) };
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
      const key = `${JSON.stringify({ ...request, trainedModel: undefined })} model ${modelVersion}`;
      if (key === lastRequest) return Promise.resolve(lastResult);
      return runAnalysis(request, key);
    },
  };
}
