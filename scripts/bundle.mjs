// Assembles the static site from web/ and the built module: index.html, app.js (one classic
// script bundled by esbuild, so no module loading is needed and file:// works), app.css,
// attention.js + attention.wasm. Usage:
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
await esbuild.build({
  entryPoints: [path.join(webDir, 'styles/app.css')],
  bundle: true, minify: true, outfile: path.join(outDir, 'app.css'), logLevel: 'warning',
});
for (const file of ['attention.js', 'attention.wasm']) fs.copyFileSync(path.join(moduleDir, file), path.join(outDir, file));
for (const entry of fs.readdirSync(webDir, { withFileTypes: true })) {
  if (entry.isFile() && /\.(html|json|svg|ico|txt|png)$/.test(entry.name))
    fs.copyFileSync(path.join(webDir, entry.name), path.join(outDir, entry.name));
}
console.log(`bundle: site written to ${path.relative(process.cwd(), outDir) || outDir}`);
