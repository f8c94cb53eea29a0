// @ts-check: checked against the modules' types (engine/modules.d.ts, tsconfig.json).
// One training session: several models trained side by side on one task, a slice at a time: each
// chosen scheme, without and/or with the causal mask, over several seeds (each seed fixes both the
// weights and the data). The same code runs inside the training worker (train-worker.js) and, when
// no worker can start (a page opened from file://), on the page's thread in setTimeout slices. It
// only talks through `emit(message)`, so neither side knows which one it is.
//
// Messages in:  {type: 'tasks'} | {type: 'start', task, schemes, seed, seeds, masks, heads, width,
//                steps, ropeScaling?: {factor, fineTuneSteps}, parameters?: {the scheme parameters
//                by name, as the settings hold them}} | {type: 'stop'} | {type: 'resume'}
//               | {type: 'predict', model, words: [[...], [...]], key}
//               | {type: 'check-import', id, file} (import-check.js; answers {type: 'import-checked', id, ...})
// Messages out: {type: 'tasks', tasks, slopes} | {type: 'progress', run, seed, step, done, total,
//               loss?, accuracy? (every EVALUATE_EVERY steps: the mean batch loss since the last)}
//               {type: 'stopped'} | {type: 'done', results: [{scheme, variant, causal, seed,
//               accuracy: [one per factor], factors, lengths, shortestSeen, shortestPossible, model?}]}
//               {type: 'predicted', key, answers: [{known, unknown, answers}, ...]} | {type: 'error', message}

import { checkModelFile } from './import-check.js';

// A slice of one model lasts about SLICE_MS (its step count follows the measured speed), so the
// page's thread, when training runs there, never has a task much over it; the held-out accuracy
// is a slice of its own every EVALUATE_EVERY steps.
const SLICE_MS = 30;
const EVALUATE_EVERY = 50;
const MAX_SLICE_STEPS = 50;

// Typed arrays become plain arrays, so a model is JSON as it stands (and survives postMessage).
export function plainModel(model) {
  return JSON.parse(JSON.stringify(model, (key, value) => (ArrayBuffer.isView(value) ? Array.from(/** @type {Float64Array} */ (value)) : value)));
}

// The run's name in progress messages and results: scheme, variant and mask (seeds share it).
export const runKey = ({ scheme, variant = '', causal }) => `${scheme}${variant ? `+${variant}` : ''}${causal ? ':mask' : ''}`;

// RoPE beyond its training length (the rope-scaling preset): each trained RoPE model is copied and
// run with each scaling, untouched and after a few fine-tuning steps on the longer sentences. The
// control is the same fine-tuning with no scaling ('tuned'): what the scaling adds beyond simply
// seeing longer sentences.
const ROPE_VARIANTS = [
  { variant: 'interpolation', scaling: 'interpolation', tune: false },
  { variant: 'ntk', scaling: 'ntk', tune: false },
  { variant: 'interpolation-tuned', scaling: 'interpolation', tune: true },
  { variant: 'ntk-tuned', scaling: 'ntk', tune: true },
  { variant: 'tuned', scaling: null, tune: true },
];

/**
 * @param {import('../engine/modules').TrainModule} module
 * @param {(message: object) => void} emit
 */
export function createTrainingSession(module, emit, { schedule = (fn) => setTimeout(fn, 0) } = {}) {
  // Each start, stop and resume begins a new generation: a slice scheduled by an earlier one
  // finds it has ended and does nothing, so a quick stop-and-resume never runs two chains.
  let runs = [], next = 0, running = false, generation = 0, plan = null, measured = [];

  function release() {
    for (const run of runs) module.releaseTrainer(run.id);
    runs = [];
  }

  function fail(message) { running = false; release(); emit({ type: 'error', message }); }

  function start(message) {
    const { task, schemes, seed = 1, seeds = 1, masks = [false], heads = 2, width = 16, steps, parameters = {} } = message;
    release();
    generation += 1;
    next = 0;
    measured = [];
    plan = message;
    for (const scheme of schemes)
      for (const causal of masks)
        for (let k = 0; k < seeds; ++k) {
          const made = module.createTrainer({ ...parameters, task, scheme, seed: seed + k, causal, heads, width });
          if (!made.ok) { fail(made.error); return; }
          runs.push({ scheme, variant: '', causal, seed: seed + k, id: made.id, step: 0, evaluated: 0, target: steps, base: true, losses: [] });
        }
    running = true;
    pump(generation);
  }

  // The scaled copies of every trained RoPE model, made once the base runs have finished.
  function addRopeVariants() {
    const { factor = 2, fineTuneSteps = 100 } = plan.ropeScaling;
    plan.ropeScaling = null;
    for (const base of runs.filter((r) => r.base && r.scheme === 'rope')) {
      for (const { variant, scaling, tune } of ROPE_VARIANTS) {
        const copy = module.copyTrainer(base.id);
        if (!copy.ok) return copy.error;
        if (scaling) {  // the control ('tuned') keeps RoPE as trained
          const scaled = module.scaleRope(copy.id, scaling, factor);
          if (!scaled.ok) { module.releaseTrainer(copy.id); return scaled.error; }
        }
        if (tune) module.trainAt(copy.id, factor);
        runs.push({ ...base, variant, id: copy.id, base: false, losses: [], target: base.step + (tune ? fineTuneSteps : 0) });
      }
    }
    return '';
  }

  // Measuring is slices too: one model at one test length each (the longest take the most).
  function measureOne() {
    const run = runs[measured.length];
    if (!run.table) run.table = { lengths: null, accuracy: [] };
    if (!run.table.lengths) {
      const info = module.testLengths(run.id);
      Object.assign(run.table, { factors: Array.from(info.factors), lengths: info.lengths, testSizes: info.testSizes,
        shortestSeen: info.shortestSeen, shortestPossible: info.shortestPossible });
      run.table.accuracy = [];
    }
    const k = run.table.accuracy.length;
    const out = module.heldOutAccuracy(run.id, run.table.factors[k]);
    if (!out.ok) return out.error;
    run.table.accuracy.push(out.accuracy);
    if (run.table.accuracy.length === run.table.factors.length) measured.push(run);
    return '';
  }

  function finish() {
    running = false;
    const saved = new Set();
    const results = runs.map((run) => {
      const t = run.table;
      const result = { scheme: run.scheme, variant: run.variant, causal: run.causal, seed: run.seed, steps: run.step,
        accuracy: t.accuracy, factors: t.factors, lengths: t.lengths, testSizes: t.testSizes,
        shortestSeen: t.shortestSeen, shortestPossible: t.shortestPossible };
      // One model a scheme is kept for the other panels: the first seed, without the mask if trained.
      if (run.base && !saved.has(run.scheme)) {
        saved.add(run.scheme);
        result.model = plainModel(module.exportModel(run.id).model);
      }
      return result;
    });
    emit({ type: 'done', results });
  }

  // One slice for the model whose turn it is, then yield so 'stop' can arrive between slices.
  let msPerStep = 2;
  function pump(mine) {
    if (!running || mine !== generation) return;
    let pending = runs.filter((run) => run.step < run.target || run.evaluated < run.step);
    if (pending.length === 0 && plan?.ropeScaling) {
      const problem = addRopeVariants();
      if (problem) { fail(problem); return; }
      pending = runs.filter((run) => run.step < run.target);
    }
    if (pending.length === 0) {
      if (measured.length === runs.length) { finish(); return; }
      const problem = measureOne();
      if (problem) { fail(problem); return; }
      emit({ type: 'progress', measuring: measured.length, of: runs.length });
      schedule(() => pump(mine));
      return;
    }
    const run = pending[next % pending.length];
    next += 1;
    const due = run.step >= run.target || run.step - run.evaluated >= EVALUATE_EVERY;
    const count = due ? 0 : Math.max(1, Math.min(MAX_SLICE_STEPS, run.target - run.step, Math.round(SLICE_MS / msPerStep)));
    const began = performance.now();
    const out = module.trainSlice(run.id, count, due);
    if (!out.ok) { fail(out.error); return; }
    if (count > 0) msPerStep = 0.7 * msPerStep + 0.3 * Math.max(0.05, (performance.now() - began) / count);
    run.step = out.steps;
    run.losses.push(...out.losses);
    const done = runs.reduce((sum, r) => sum + r.step, 0);
    const total = runs.reduce((sum, r) => sum + r.target, 0);
    if (due) {
      run.evaluated = run.step;
      const loss = run.losses.reduce((a, b) => a + b, 0) / Math.max(1, run.losses.length);
      run.losses = [];
      emit({ type: 'progress', run: runKey(run), seed: run.seed, step: run.step, loss, accuracy: out.accuracy, done, total });
    } else {
      emit({ type: 'progress', run: runKey(run), seed: run.seed, step: run.step, done, total });
    }
    schedule(() => pump(mine));
  }

  function predict({ model, words, key }) {
    const answers = words.map((list) => {
      const out = module.predictWords(model, list);
      return out.ok ? { known: out.known, unknown: out.unknown, answers: out.answers } : { error: out.error };
    });
    emit({ type: 'predicted', key, answers });
  }

  return {
    handle(message) {
      if (message.type === 'tasks') emit({ type: 'tasks', tasks: module.trainTasks(), slopes: [1, 2, 3, 4, 5, 6, 7, 8].map((h) => Array.from(module.alibiSlopes(h))) });
      else if (message.type === 'start') start(message);
      else if (message.type === 'predict') predict(message);
      else if (message.type === 'stop') { running = false; generation += 1; emit({ type: 'stopped' }); }
      else if (message.type === 'resume' && !running && runs.length > 0) { running = true; generation += 1; pump(generation); }
      else if (message.type === 'check-import') checkModelFile(module, message.file).then((answer) => emit({ type: 'import-checked', id: message.id, ...answer }));
    },
  };
}

// Mean, lowest and highest over the seeds of each scheme, variant and mask: one row per group, in
// the order the runs were made. Each is an array with one number per length factor.
export function summarise(results) {
  const groups = new Map();
  for (const r of results) {
    const key = runKey(r);
    if (!groups.has(key)) groups.set(key, { key, scheme: r.scheme, variant: r.variant, causal: r.causal, runs: [] });
    groups.get(key).runs.push(r);
  }
  return [...groups.values()].map((g) => {
    const columns = g.runs[0].accuracy.map((_, k) => g.runs.map((r) => r.accuracy[k]));
    return { key: g.key, scheme: g.scheme, variant: g.variant, causal: g.causal, seeds: g.runs.map((r) => r.seed),
      mean: columns.map((c) => c.reduce((a, b) => a + b, 0) / c.length),
      min: columns.map((c) => Math.min(...c)), max: columns.map((c) => Math.max(...c)) };
  });
}
