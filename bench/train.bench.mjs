// Training speed in WebAssembly (Node 20, the training module the Train panel loads,
// attention-train.js): Adam steps per second for each scheme and task with the page's defaults.
// Run after a wasm build: node bench/train.bench.mjs (compare with build/native/bench/train_bench).
import { loadTrainModule, SCHEMES } from '../tests/wasm/module.mjs';

const M = await loadTrainModule();
const STEPS = 200;
for (const task of ['who-did-it', 'previous-token']) {
  for (const scheme of SCHEMES) {
    const { id } = M.createTrainer({ task, scheme, seed: 1 });
    // The fastest of five calls of 40 steps (each ends with one held-out accuracy, as the worker's
    // slices do): the least disturbed by other work on the machine.
    let best = Infinity;
    for (let block = 0; block < STEPS / 40; ++block) {
      const start = performance.now();
      M.trainSteps(id, 40);
      best = Math.min(best, (performance.now() - start) / 1000);
    }
    const seconds = best * (STEPS / 40);
    const table = Array.from(M.lengthTable(id).accuracy, (a) => a.toFixed(3)).join(' ');
    console.log(`${task.padEnd(15)} ${scheme.padEnd(11)} ${(STEPS / seconds).toFixed(0).padStart(7)} steps/s  accuracy 1x/2x/4x ${table}`);
    M.releaseTrainer(id);
  }
}

// The panel's default run through the session the worker runs (train/session.js): six schemes x
// both mask settings x 3 seeds, 200 steps each, who-did-it, with its held-out evaluations and the
// final length curves; the wall time and the longest slice (a task on the page's thread when no
// worker can start).
const { createTrainingSession } = await import('../web/js/train/session.js');
for (const task of ['who-did-it', 'previous-token']) {
  const queue = [];
  let longest = 0, slices = 0, finished = null;
  const session = createTrainingSession(M, (m) => { if (m.type === 'done') finished = m.results; },
    { schedule: (fn) => queue.push(fn) });
  const started = performance.now();
  session.handle({ type: 'start', task, schemes: ['none', 'sinusoidal', 'learned', 'rope', 'alibi', 't5'], seed: 1, seeds: 3,
    masks: [false, true], heads: 2, width: 16, steps: 200 });
  while (queue.length) {
    const t = performance.now();
    queue.shift()();
    longest = Math.max(longest, performance.now() - t);
    slices += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`default run, ${task}: ${finished.length} models x 200 steps in ${seconds.toFixed(1)} s `
    + `(${(finished.length * 200 / seconds).toFixed(0)} steps/s overall), ${slices} slices, longest ${longest.toFixed(0)} ms`);
}
