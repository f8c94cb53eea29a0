// Times one keystroke's work as the page does it: Module.analyze() in WebAssembly, including the
// copy of every matrix into JavaScript. Run after a wasm build: node bench/wasm.bench.mjs
import { loadModule } from '../tests/wasm/module.mjs';

const M = await loadModule();
for (const tokens of [6, 16, 32, 64]) {
  for (const modelWidth of [64, 256]) {
    const text = Array.from({ length: tokens }, (_, i) => `w${i % 13}`).join(' ');
    const order = Array.from(M.seededShuffle(tokens, 3));
    for (const scheme of ['none', 'sinusoidal', 'rope']) {
      const request = { text, order, scheme, modelWidth, heads: 8 };
      M.analyze(request);  // warm-up
      const repeats = 10;
      const start = performance.now();
      for (let r = 0; r < repeats; ++r) M.analyze(request);
      const ms = (performance.now() - start) / repeats;
      console.log(`tokens=${String(tokens).padStart(2)} width=${String(modelWidth).padStart(3)} heads=8 scheme=${scheme.padEnd(10)} ${ms.toFixed(2).padStart(8)} ms/analysis`);
    }
  }
}
