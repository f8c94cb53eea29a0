// The English module's analysis time in WebAssembly under Node (the page's path, without the
// worker's message): median ms per analyze() of 6, 16, 32 and 64 tokens, per scheme, layer 2,
// reversed order. After a wasm build: node bench/lm-wasm.bench.mjs
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { REGISTRY } from '../web/js/schemes/scheme-registry.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, 'build/wasm/wasm/attention-english.js');
const models = path.join(root, 'web/public/models/english');
const create = createRequire(import.meta.url)(file);
const m = await create({ wasmBinary: fs.readFileSync(file.replace(/\.js$/, '.wasm')) });
m.loadVocabulary(new Uint8Array(fs.readFileSync(path.join(models, 'vocabulary.bin'))));
// Every scheme of the registry with a model file present.
const schemes = REGISTRY.schemes.map((s) => s.name).filter((s) => fs.existsSync(path.join(models, `${s}.bin`)));
for (const s of schemes) m.loadModel(new Uint8Array(fs.readFileSync(path.join(models, `${s}.bin`))));
const words = 'the cat sat on the mat and a dog ran in the park with the ball of a boy'.split(' ');
console.log('| tokens | ' + schemes.join(' | ') + ' |');
console.log('| --- |' + ' --- |'.repeat(schemes.length));
for (const n of [6, 16, 32, 64]) {
  const text = Array.from({ length: n }, (_, i) => words[i % words.length]).join(' ');
  const order = Array.from({ length: n }, (_, i) => n - 1 - i);
  const cells = schemes.map((scheme) => {
    const times = [];
    for (let k = 0; k < 15; ++k) {
      const t0 = performance.now();
      const r = m.analyze({ text, scheme, order, layer: 1 });
      times.push(performance.now() - t0);
      if (!r.ok) throw new Error(r.error);
    }
    times.sort((a, b) => a - b);
    return times[7].toFixed(1);
  });
  console.log(`| ${n} | ${cells.join(' | ')} |`);
}
