// The same analysis four ways, in one run: the C++ core natively at -O2 and at -O3
// (bench/analysis.bench.cpp built both ways), the core as WebAssembly in Chromium (Module.analyze,
// the page's call, copies included), and plain JavaScript with typed arrays in Chromium
// (bench/plain-attention.js, bench only). 6/16/64 tokens, widths 64 and 256, 8 heads, sinusoidal.
// Prints JSON and a table of ms per analysis and the ratios. Build the native binaries first:
//   for o in O2 O3; do g++ -$o -DNDEBUG -std=c++17 -ffp-contract=off -I. -isystem /usr/include/eigen3 \
//     bench/analysis.bench.cpp core/*.cpp -o build/side/analysis_bench_$o; done
//   node bench/side-by-side.mjs
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIZES = [6, 16, 64].flatMap((tokens) => [64, 256].map((width) => ({ tokens, width })));
const REPEATS = 10;

// analysis_bench prints "tokens=64 width=256 heads=8 scheme=sinusoidal  29.300 ms/analysis".
function native(level) {
  const out = execFileSync(path.join(root, `build/side/analysis_bench_${level}`), { encoding: 'utf8' });
  const times = {};
  for (const m of out.matchAll(/tokens=\s*(\d+) width=\s*(\d+) heads=8 scheme=sinusoidal\s+([\d.]+) ms/g)) times[`${m[1]}x${m[2]}`] = Number(m[3]);
  return times;
}

const server = await startServer({ root: path.join(root, 'build/wasm/site') });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/attention.js`);  // same origin, no page scripts
await page.setContent('<!doctype html><title>bench</title>');
await page.addScriptTag({ url: `http://127.0.0.1:${server.address().port}/attention.js` });
await page.addScriptTag({ path: path.join(root, 'bench/plain-attention.js') });
const browserTimes = await page.evaluate(async ({ sizes, repeats, base }) => {
  const module = await globalThis.createAttentionModule({ locateFile: (f) => new URL(f, base).href });
  const time = (run) => {
    run(); run();  // warm-up
    const start = performance.now();
    for (let r = 0; r < repeats; ++r) run();
    return (performance.now() - start) / repeats;
  };
  const out = {};
  for (const { tokens, width } of sizes) {
    const text = Array.from({ length: tokens }, (_, i) => `w${i % 13}`).join(' ');
    const order = Array.from(module.seededShuffle(tokens, 3));
    out[`${tokens}x${width}`] = {
      wasm: time(() => module.analyze({ text, order, scheme: 'sinusoidal', modelWidth: width, heads: 8 })),
      // The same work as the plain version: three runs and the decomposition, no designed heads, no
      // view tables, and only weights, outputs and the decomposition sent back.
      wasmSameWork: time(() => module.analyze({ text, order, scheme: 'sinusoidal', modelWidth: width, heads: 8,
        designedHeads: false, parts: { decomposition: true, shift: true, positions: false, intermediates: false, comparisonWeights: false } })),
      js: time(() => globalThis.plainAnalysis({ tokens, width, heads: 8, order })),
    };
  }
  return out;
}, { sizes: SIZES, repeats: REPEATS, base: `http://127.0.0.1:${server.address().port}/` });
await browser.close();
server.close();

const o2 = native('O2'), o3 = native('O3');
const rows = SIZES.map(({ tokens, width }) => {
  const key = `${tokens}x${width}`;
  const r = { tokens, width, nativeO2: o2[key], nativeO3: o3[key], wasm: browserTimes[key].wasm,
    wasmSameWork: browserTimes[key].wasmSameWork, js: browserTimes[key].js };
  return { ...r, wasmOverO2: r.wasm / r.nativeO2, jsOverWasm: r.js / r.wasm, jsOverWasmSameWork: r.js / r.wasmSameWork };
});
console.log(JSON.stringify({ date: new Date().toISOString(), heads: 8, scheme: 'sinusoidal', rows }, null, 1));
const f = (v) => v.toFixed(2);
console.log('\n| tokens | width | native -O2 | native -O3 | wasm (Chromium) | wasm, same work as JS | plain JS (Chromium) | wasm / -O2 | JS / wasm | JS / wasm same work |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) console.log(`| ${r.tokens} | ${r.width} | ${f(r.nativeO2)} | ${f(r.nativeO3)} | ${f(r.wasm)} | ${f(r.wasmSameWork)} | ${f(r.js)} | ${f(r.wasmOverO2)}x | ${f(r.jsOverWasm)}x | ${f(r.jsOverWasmSameWork)}x |`);
