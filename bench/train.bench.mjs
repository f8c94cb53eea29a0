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
