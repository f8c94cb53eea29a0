// One training session: several schemes trained side by side on one task, a slice at a time.
// The same code runs inside the training worker (train-worker.js) and, when no worker can start
// (a page opened from file://), on the page's thread in setTimeout slices. It only talks through
// `emit(message)`, so neither side knows which one it is.
//
// Messages in:  {type: 'tasks'} | {type: 'start', task, schemes, seed, steps} | {type: 'stop'} | {type: 'resume'}
//               {type: 'check-import', id, file} (import-check.js; answers {type: 'import-checked', id, ...})
// Messages out: {type: 'tasks', tasks} | {type: 'progress', scheme, step, loss, accuracy, done, total}
//               {type: 'stopped'} | {type: 'done', results: [{scheme, accuracy: [1x, 2x, 4x], model}]}
//               {type: 'error', message}

import { checkModelFile } from './import-check.js';

const STEPS_PER_SLICE = 20;  // one slice of one scheme: a few tens of milliseconds in wasm

// Typed arrays become plain arrays, so a model is JSON as it stands (and survives postMessage).
export function plainModel(model) {
  return JSON.parse(JSON.stringify(model, (key, value) => (ArrayBuffer.isView(value) ? Array.from(value) : value)));
}

export function createTrainingSession(module, emit, { schedule = (fn) => setTimeout(fn, 0) } = {}) {
  // Each start, stop and resume begins a new generation: a slice scheduled by an earlier one
  // finds it has ended and does nothing, so a quick stop-and-resume never runs two chains.
  let runs = [], target = 0, next = 0, running = false, generation = 0;

  function release() {
    for (const run of runs) module.releaseTrainer(run.id);
    runs = [];
  }

  function start({ task, schemes, seed, steps }) {
    release();
    generation += 1;
    target = steps;
    next = 0;
    for (const scheme of schemes) {
      const made = module.createTrainer({ task, scheme, seed });
      if (!made.ok) { release(); emit({ type: 'error', message: made.error }); return; }
      runs.push({ scheme, id: made.id, step: 0 });
    }
    running = true;
    pump(generation);
  }

  function finish() {
    running = false;
    const results = runs.map((run) => {
      const table = module.lengthTable(run.id);
      return { scheme: run.scheme, accuracy: Array.from(table.accuracy), model: plainModel(module.exportModel(run.id).model) };
    });
    emit({ type: 'done', results });
  }

  // One slice for the scheme whose turn it is, then yield so 'stop' can arrive between slices.
  function pump(mine) {
    if (!running || mine !== generation) return;
    const pending = runs.filter((run) => run.step < target);
    if (pending.length === 0) { finish(); return; }
    const run = pending[next % pending.length];
    next += 1;
    const out = module.trainSteps(run.id, Math.min(STEPS_PER_SLICE, target - run.step));
    if (!out.ok) { running = false; emit({ type: 'error', message: out.error }); return; }
    run.step = out.steps;
    const loss = out.losses.reduce((a, b) => a + b, 0) / Math.max(1, out.losses.length);
    const done = runs.reduce((sum, r) => sum + r.step, 0);
    emit({ type: 'progress', scheme: run.scheme, step: run.step, loss, accuracy: out.accuracy, done, total: target * runs.length });
    schedule(() => pump(mine));
  }

  return {
    handle(message) {
      if (message.type === 'tasks') emit({ type: 'tasks', tasks: module.trainTasks() });
      else if (message.type === 'start') start(message);
      else if (message.type === 'stop') { running = false; generation += 1; emit({ type: 'stopped' }); }
      else if (message.type === 'resume' && !running && runs.length > 0) { running = true; generation += 1; pump(generation); }
      else if (message.type === 'check-import') checkModelFile(module, message.file).then((answer) => emit({ type: 'import-checked', id: message.id, ...answer }));
    },
  };
}
