// Loads the built embind modules in Node: the analysis module (attention.js: the seeded model only),
// the same that also runs a trained model (attention-trained.js) and the training module
// (attention-train.js). Node 20 cannot fetch a file:// URL, so the wasm bytes are handed over directly.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const modulePath = process.env.ATTENTION_MODULE ?? path.resolve(here, '../../build/wasm/wasm/attention.js');
export const trainModulePath = process.env.TRAIN_MODULE ?? path.join(path.dirname(modulePath), 'attention-train.js');
export const trainedModulePath = path.join(path.dirname(modulePath), 'attention-trained.js');

function load(file) {
  const create = createRequire(import.meta.url)(file);
  return create({ wasmBinary: fs.readFileSync(file.replace(/\.js$/, '.wasm')) });
}

export const loadModule = () => load(modulePath);
export const loadTrainModule = () => load(trainModulePath);
export const loadTrainedModule = () => load(trainedModulePath);

// Every scheme, from the core's registry (web/js/schemes/scheme-registry.js, checked against the module by
// tests/web/scheme-registry.test.mjs).
export { SCHEMES, SCHEME_INFO } from '../../web/js/schemes/schemes.js';

export function at(matrix, row, col) {
  return matrix.data[row * matrix.cols + col];
}

export function rowSums(matrix) {
  return Array.from({ length: matrix.rows }, (_, r) =>
    matrix.data.subarray(r * matrix.cols, (r + 1) * matrix.cols).reduce((a, b) => a + b, 0));
}

export function maxAbsDifference(a, b) {
  let worst = 0;
  for (let i = 0; i < a.data.length; ++i) worst = Math.max(worst, Math.abs(a.data[i] - b.data[i]));
  return worst;
}
