// Assembles the static site from web/ and the built module: index.html, app.js (one classic
// script bundled by esbuild, so no module loading is needed), engine-worker.js (the Web Worker
// that runs the module), app.css, attention.js +
// attention.wasm; and offline.html, the same page as one file with the wasm inlined, which opens
// by double-click from file:// (a separate .wasm cannot be fetched there). Usage:
//   node scripts/bundle.mjs --web web --module build/wasm/wasm --out build/wasm/site
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  if (at < 0 || !args[at + 1]) { console.error(`bundle: ${name} DIR is required`); process.exit(2); }
  return path.resolve(args[at + 1]);
};
const webDir = option('--web');
const moduleDir = option('--module');
const outDir = option('--out');

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

await esbuild.build({
  entryPoints: [path.join(webDir, 'js/main.js')],
  bundle: true, format: 'iife', target: 'es2020', minify: true, sourcemap: false,
  outfile: path.join(outDir, 'app.js'), logLevel: 'warning',
});
// The Web Workers, each its own classic script from the same origin (a strict CSP's 'self' allows
// them): the one that holds the analysis module (engine.js starts it; it loads attention.js beside
// it) and the one that trains (train/worker.js).
for (const [entry, out] of [['js/engine-worker.js', 'engine-worker.js'], ['js/train/worker.js', 'train-worker.js']]) {
  await esbuild.build({
    entryPoints: [path.join(webDir, entry)],
    bundle: true, format: 'iife', target: 'es2020', minify: true, sourcemap: false,
    outfile: path.join(outDir, out), logLevel: 'warning',
  });
}
await esbuild.build({
  entryPoints: [path.join(webDir, 'styles/app.css')],
  bundle: true, minify: true, outfile: path.join(outDir, 'app.css'), logLevel: 'warning',
});
for (const file of ['attention.js', 'attention.wasm']) fs.copyFileSync(path.join(moduleDir, file), path.join(outDir, file));
fs.copyFileSync(path.join(webDir, 'index.html'), path.join(outDir, 'index.html'));
// web/public/ is copied as it is: the icon, the embed snippet, the oEmbed description, examples.
fs.cpSync(path.join(webDir, 'public'), outDir, { recursive: true });
writeOfflinePage();
console.log(`bundle: site written to ${path.relative(process.cwd(), outDir) || outDir}`);

// One self-contained HTML file: styles and scripts inlined, scripts moved to the end of <body> so
// they run after the page exists (inline scripts cannot be deferred).
function writeOfflinePage() {
  const read = (file) => fs.readFileSync(path.join(outDir, file), 'utf8');
  const inlineScript = (code) => `<script>${code.replace(/<\/script/gi, '<\\/script')}</script>`;
  const replaceOnce = (html, marker, replacement) => {
    if (!html.includes(marker)) throw new Error(`bundle: index.html no longer contains ${marker}`);
    return html.replace(marker, () => replacement);
  };
  const single = fs.readFileSync(path.join(moduleDir, 'attention-single.js'), 'utf8');
  const favicon = fs.readFileSync(path.join(webDir, 'public/favicon.svg')).toString('base64');
  let html = read('index.html');
  html = replaceOnce(html, '<link rel="stylesheet" href="app.css">', `<style>${read('app.css')}</style>`);
  html = replaceOnce(html, 'href="favicon.svg"', `href="data:image/svg+xml;base64,${favicon}"`);
  html = replaceOnce(html, '<script src="attention.js" defer></script>', '');
  html = replaceOnce(html, '<script src="app.js" defer></script>', '');
  html = replaceOnce(html, '</body>', `${inlineScript(single)}\n${inlineScript(read('app.js'))}\n</body>`);
  fs.writeFileSync(path.join(outDir, 'offline.html'), html);
}
