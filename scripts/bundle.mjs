// Assembles the static site from web/ and the built modules: index.html, app.js (one classic
// script bundled by esbuild, so no module loading is needed), engine-worker.js (the Web Worker
// that runs the analysis module), app.css, attention.js + attention.wasm (the analysis module, the
// seeded model only); the parts a first visit does not load: attention-trained.js + .wasm (the
// analysis module that also runs a trained model, loaded by the worker the first time one is
// shown), train-panel.js, walkthrough.js and panels.js (added when their panel first opens), export.js (added at the first export), train-worker.js and attention-train.js
// + attention-train.wasm (the training module); and offline.html, the same page as one file with
// every script and both modules inlined, which opens by double-click from file:// (a separate .wasm
// cannot be fetched there). Also: the Subresource Integrity hash of resize-frames.js (built into the
// Embed dialog and written beside the script as resize-frames.js.sri), and, with --site-url,
// oembed.json's iframe address made absolute. Usage:
//   node scripts/bundle.mjs --web web --module build/wasm/wasm --out build/wasm/site [--site-url URL]
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import * as esbuild from 'esbuild';
import { writeGuide } from './guide.mjs';

const { values: options } = parseArgs({ options: { web: { type: 'string' }, module: { type: 'string' },
  out: { type: 'string' }, 'site-url': { type: 'string', default: '' } } });
const option = (name) => {
  if (!options[name]) { console.error(`bundle: --${name} DIR is required`); process.exit(2); }
  return path.resolve(options[name]);
};
const webDir = option('web');
const moduleDir = option('module');
const outDir = option('out');
// Where the site will be hosted ('https://example.edu/word-order/'), or '' when not known.
const siteUrl = options['site-url'];
if (siteUrl && !/^https?:\/\/[^/\s]+\/[^\s"<>]*$/.test(siteUrl)) {
  console.error(`bundle: --site-url must be an http(s) address ending in the site's folder, not "${siteUrl}"`);
  process.exit(2);
}
const resizeIntegrity = `sha384-${crypto.createHash('sha384')
  .update(fs.readFileSync(path.join(webDir, 'public/resize-frames.js'))).digest('base64')}`;

// index.html names its texts by id (web/js/text/page-text.js); the built page carries them in English,
// from the same catalogue the scripts use, so the first paint needs no script.
async function withEnglishText(html) {
  const { t } = await import(pathToFileURL(path.join(webDir, 'js/text/messages.js')).href);
  for (const file of fs.readdirSync(path.join(webDir, 'js/text/en')).filter((f) => f.endsWith('.js')).sort())
    await import(pathToFileURL(path.join(webDir, 'js/text/en', file)).href);
  const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const missing = [];
  const text = (id) => { const value = t(id); if (value === id) missing.push(id); return escapeHtml(value); };
  let out = html.replace(/(<(\w+)\b[^>]*\sdata-msg="([^"]+)"[^>]*>)(<\/\2>)/g,
    (_, open, tag, id, close) => `${open}${text(id)}${close}`);
  out = out.replace(/\sdata-msg-([a-z-]+)="([^"]+)"/g, (whole, attribute, id) => `${whole} ${attribute}="${text(id)}"`);
  if (missing.length) throw new Error(`bundle: index.html names messages that do not exist: ${missing.join(', ')}`);
  return out;
}

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

// The other classic scripts, each from the same origin (a strict CSP's 'self' allows them): the
// Web Worker that holds the analysis module (engine-start.js starts it early, engine.js adopts it;
// the analysis module's script is prepended to it, below),
// the one that trains (entries/train-worker.js; it loads attention-train.js), and the scripts the page adds
// with a <script> element the first time it needs them (util/classic-script.js): the Train panel and the
// walkthrough's texts when their panel opens (lazy-view.js), the export code at the first export.
// The scripts of every language of text/languages.js: [entry, file]. A translated language's are
// made here (posattn:locale/<code>, posattn:locale-rest/<code>: localeModules below), so a new
// language needs no entry file; a pseudo-locale's is its own file, js/entries/locale-<code>.js.
const { LANGUAGE_LIST, localeGlobal, localeScripts } = await import(pathToFileURL(path.join(webDir, 'js/text/languages.js')).href);
function localeEntries() {
  return LANGUAGE_LIST.flatMap(({ code, catalogue, pseudo }) => {
    const [first, rest] = localeScripts(code);
    if (pseudo) return [[`js/entries/locale-${code}.js`, first]];
    if (!catalogue) return [];
    return catalogue === 'split' ? [[`posattn:locale/${code}`, first], [`posattn:locale-rest/${code}`, rest]] : [[`posattn:locale/${code}`, first]];
  });
}
const entryPoint = (entry) => (entry.startsWith('posattn:') ? entry : path.join(webDir, entry));
// A language's scripts: its catalogue's texts (the first part, or all of it when it is not split) with
// index.html's English (so a message the catalogue lacks reads in English, never as an id) and its
// example sentences (content/language-examples.js); the rest, the other texts.
const localeModules = { name: 'locale-modules', setup(build) {
  build.onResolve({ filter: /^posattn:locale(-rest)?\/[\w-]+$/ }, (args) => ({ path: args.path, namespace: 'locale' }));
  build.onLoad({ filter: /.*/, namespace: 'locale' }, (args) => {
    const [, part, code] = /^posattn:locale(-rest)?\/([\w-]+)$/.exec(args.path);
    const { catalogue } = LANGUAGE_LIST.find((l) => l.code === code);
    const json = JSON.stringify(`../text/catalogues/${code}.json${part ? '?rest' : catalogue === 'split' ? '' : '?whole'}`);
    const contents = part
      ? `import rest from ${json};\nimport { catalogueTexts } from '../text/catalogue.js';\n`
        + `globalThis[${JSON.stringify(localeGlobal(code, 'rest'))}] = { messages: catalogueTexts(rest) };\n`
      : `import catalogue from ${json};\nimport { catalogueTexts } from '../text/catalogue.js';\nimport '../text/en/html.js';\n`
        + `import { LANGUAGE_EXAMPLES } from '../content/language-examples.js';\n`
        + `globalThis[${JSON.stringify(localeGlobal(code))}] = { intl: ${JSON.stringify(code)}, messages: catalogueTexts(catalogue), examples: LANGUAGE_EXAMPLES[${JSON.stringify(code)}] ?? [] };\n`;
    return { contents, resolveDir: path.join(webDir, 'js/entries') };
  });
} };
const workers = [['js/entries/engine-worker.js', 'engine-worker.js'], ['js/entries/train-worker.js', 'train-worker.js']];
const startUp = [['js/entries/engine-start.js', 'engine-start.js']];  // index.html loads it before app.js
const onDemand = [['js/entries/train-panel.js', 'train-panel.js'],
  ['js/entries/walkthrough.js', 'walkthrough.js'], ['js/entries/export.js', 'export.js'],
  ['js/entries/panels.js', 'panels.js'],
  // The lesson's steps after the first, and its recap: added when the learner goes on.
  ['js/entries/lesson-steps.js', 'lesson-steps.js'],
  // The predict questions, below the fold: added once the page has drawn (app/lazy-view.js, laterView).
  ['js/entries/questions.js', 'questions.js'],
  ['js/entries/lms.js', 'lms.js'], ['js/entries/embed-dialog.js', 'embed-dialog.js'],
  // The English models' panel and, for the page's thread, their calls: added only with model=english.
  ['js/entries/english-panel.js', 'english-panel.js'],
  ['js/entries/language-switch.js', 'language-switch.js'],
  // Every language of text/languages.js: its catalogue's scripts (the first part, and the rest once
  // the page has drawn: app/language.js), or a pseudo-locale's own; each added only when the page is
  // in that language.
  ...localeEntries(),
  ['js/entries/english-engine.js', 'english-engine.js']];  // the SCORM adapter, added only in an LMS (js/lms/detect.js)
// panels.js (js/entries/panels.js) imports 'posattn:panel-views': every module of the folders of
// the panels it holds (PANELS_ON_DEMAND, js/app/panel-texts.js), so a new view there needs no list.
const { PANELS_ON_DEMAND } = await import(pathToFileURL(path.join(webDir, 'js/app/panel-texts.js')).href);
const viewsDir = path.join(webDir, 'js/views');
const panelViewFiles = () => PANELS_ON_DEMAND.flatMap((panel) => fs.readdirSync(path.join(viewsDir, panel))
  .filter((file) => file.endsWith('.js')).sort().map((file) => `./${panel}/${file}`));
const panelViews = { name: 'panel-views', setup(build) {
  build.onResolve({ filter: /^posattn:panel-views$/ }, () => ({ path: 'panel-views', namespace: 'panel-views' }));
  build.onLoad({ filter: /.*/, namespace: 'panel-views' }, () => ({ resolveDir: viewsDir,
    contents: panelViewFiles().map((file) => `export * from ${JSON.stringify(file)};`).join('\n') }));
} };
// The schemes that have an English model: the files present in public/models/english, in the
// registry's order (english-calls.js offers only these).
const { REGISTRY } = await import(pathToFileURL(path.join(webDir, 'js/schemes/scheme-registry.js')).href);
const englishModelFiles = new Set(fs.readdirSync(path.join(webDir, 'public/models/english')));
const englishSchemes = REGISTRY.schemes.map((s) => s.name).filter((name) => englishModelFiles.has(`${name}.bin`));
// A language's catalogue (web/js/text/catalogues/<lang>.json) ships with its texts only: the hash
// of the English each was translated from is for the translator's report (scripts/messages.mjs).
// A catalogue comes in two parts: `hi.json` holds the messages of what a first view shows (the text
// rooms app.js carries but LATER_ROOMS, index.html's and the examples'), `hi.json?rest` every other message, added
// once the page has drawn or a part needs it (app/language.js): a first visit in Hindi fetches only
// the first. firstVisitIds is filled once app.js's modules are known (buildPageParts).
let firstVisitIds = null;
// Rooms app.js carries that a plain first visit (no link, or lang= alone) never shows: the errors,
// a kept trained model's note, the link's notes and the walkthrough's analogies. A link naming more
// waits for the whole catalogue (app/main.js); a text read in English meanwhile is drawn again in
// the language once the rest has come (app/language.js). tests/e2e/languages.test.mjs holds a plain
// visit to the first part alone.
const LATER_ROOMS = new Set(['errors.js', 'trained.js', 'state.js', 'analogies.js']);
const catalogueEntries = (file, keep) => JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')))
  .filter(([id]) => keep(id)).map(([id, entry]) => [id, { text: entry.text }])));
const catalogueTexts = { name: 'catalogue-texts', setup(build) {
  build.onResolve({ filter: /[\\/]catalogues[\\/][\w-]+\.json\?rest$/ }, (args) => ({
    path: path.resolve(args.resolveDir, args.path.replace(/\?rest$/, '')), namespace: 'catalogue-rest' }));
  build.onLoad({ filter: /.*/, namespace: 'catalogue-rest' }, (args) => ({ loader: 'json',
    contents: catalogueEntries(args.path, (id) => !firstVisitIds.has(id)) }));
  // A catalogue that is not split (text/languages.js, catalogue: 'whole'): every message in one script.
  build.onResolve({ filter: /[\\/]catalogues[\\/][\w-]+\.json\?whole$/ }, (args) => ({
    path: path.resolve(args.resolveDir, args.path.replace(/\?whole$/, '')), namespace: 'catalogue-whole' }));
  build.onLoad({ filter: /.*/, namespace: 'catalogue-whole' }, (args) => ({ loader: 'json', contents: catalogueEntries(args.path, () => true) }));
  build.onLoad({ filter: /[\\/]text[\\/]catalogues[\\/][\w-]+\.json$/ }, (args) => ({ loader: 'json',
    contents: catalogueEntries(args.path, (id) => !firstVisitIds || firstVisitIds.has(id)) }));
} };
const common = {
  bundle: true, format: 'iife', target: 'es2020', minify: true, sourcemap: false, logLevel: 'warning',
  define: { RESIZE_FRAMES_INTEGRITY: JSON.stringify(resizeIntegrity),  // for the Embed dialog
    // Lists as one comma-separated string (esbuild defines a plain value, not an array).
    ENGLISH_MODEL_SCHEMES: JSON.stringify(englishSchemes.join(',')) },
  plugins: [panelViews, catalogueTexts, localeModules],
};
for (const [entry, out] of [...workers, ...startUp]) {
  await esbuild.build({ ...common, entryPoints: [path.join(webDir, entry)], outfile: path.join(outDir, out) });
}
// The analysis worker also loads english-engine.js (importScripts), so it stays a whole script.
const ALSO_IN_A_WORKER = new Set(['english-engine.js']);
// Chromium's explicit compile hint: a first view runs most of app.js at once (and an English open
// most of english-panel.js), so V8 compiles all their functions on the thread that streams the
// script in, not one at a time on the page's thread at each first call (a cold open 15-30 ms
// quicker: bench/README.md). Other browsers read a comment.
const COMPILE_ALL = '//# allFunctionsCalledOnLoad\n';
const COMPILED_AT_ONCE = new Set(['english-panel.js']);
await buildPageParts();

// app.js and the parts the page adds on demand share one copy of each module: app.js lends every
// module a part also imports (globalThis.posattnModules, filled before app/main.js runs), and the
// part borrows it instead of bundling its own. One copy matters beyond bytes: the figure registry
// (views/shared/figure-registry.js), the catalogue and the tables' id counter each hold state. A part's
// script then only defines a function that runs it (globalThis.posattnParts[file]), which
// util/classic-script.js calls once app.js is there, so the offline file can inline every part
// before app.js.
async function buildPageParts() {
  const inputsOf = async (entryPoints) => Object.keys((await esbuild.build({
    ...common, entryPoints, write: false, metafile: true })).metafile.inputs);
  const appEntry = path.join(webDir, 'js/app/main.js');
  const appInputs = new Set(await inputsOf([appEntry]));
  // The first part of each catalogue: the messages of app.js's text rooms but LATER_ROOMS,
  // index.html's and the language examples' (what a plain first view shows).
  // (In a process of its own: this one has loaded rooms already, for the guide.)
  const byRoom = new Map(Object.entries(JSON.parse(execFileSync(process.execPath,
    [path.join(path.dirname(fileURLToPath(import.meta.url)), 'messages.mjs'), 'rooms'], { encoding: 'utf8' }))));
  const firstRooms = [...appInputs].filter((input) => /text[\\/]en[\\/][^\\/]+\.js$/.test(input)).map((input) => path.basename(input));
  firstVisitIds = new Set([...firstRooms.filter((room) => !LATER_ROOMS.has(room)), 'html.js', 'language-examples.js']
    .flatMap((room) => byRoom.get(room) ?? []));
  const lent = new Set();
  for (const [entry, out] of onDemand) {
    if (ALSO_IN_A_WORKER.has(out)) continue;
    for (const input of await inputsOf([entryPoint(entry)])) if (appInputs.has(input)) lent.add(input);
  }
  const keyOf = (input) => path.relative(path.join(webDir, 'js'), path.resolve(input)).split(path.sep).join('/');
  const exportsOf = async (input) => Object.values((await esbuild.build({
    entryPoints: [input], bundle: false, write: false, metafile: true, format: 'esm', logLevel: 'warning',
    outdir: outDir })).metafile.outputs)[0].exports;
  const names = new Map();
  for (const input of lent) names.set(keyOf(input), await exportsOf(input));
  const keys = [...names.keys()].sort();
  const lend = `${keys.map((key, i) => `import * as m${i} from ${JSON.stringify(`./${key}`)};`).join('\n')}
globalThis.posattnModules = {${keys.map((key, i) => `${JSON.stringify(key)}: m${i}`).join(', ')}};`;
  await esbuild.build({
    ...common, outfile: path.join(outDir, 'app.js'), banner: { js: COMPILE_ALL.trim() },
    stdin: { contents: "import 'posattn:lend';\nimport './app/main.js';", resolveDir: path.join(webDir, 'js'), sourcefile: 'app-entry.js' },
    plugins: [{ name: 'lend', setup(build) {
      build.onResolve({ filter: /^posattn:lend$/ }, () => ({ path: 'lend', namespace: 'lend' }));
      build.onLoad({ filter: /.*/, namespace: 'lend' }, () => ({ contents: lend, resolveDir: path.join(webDir, 'js') }));
    } }],
  });
  const borrow = { name: 'borrow', setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const key = keyOf(path.resolve(args.resolveDir, args.path));
      return names.has(key) ? { path: key, namespace: 'borrow' } : undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'borrow' }, (args) => {
      const exported = names.get(args.path);
      const plain = exported.filter((name) => name !== 'default');
      return { contents: `const m = globalThis.posattnModules[${JSON.stringify(args.path)}];\n`
        + (plain.length ? `export const { ${plain.join(', ')} } = m;\n` : '')
        + (exported.includes('default') ? 'export default m.default;\n' : '') };
    });
  } };
  for (const [entry, out] of onDemand) {
    if (ALSO_IN_A_WORKER.has(out)) {  // a worker has no app.js to borrow from: a whole script
      await esbuild.build({ ...common, entryPoints: [entryPoint(entry)], outfile: path.join(outDir, out) });
      continue;
    }
    // A catalogue's letters as they are: Devanagari escaped as \uXXXX gzips 10% larger (app.js,
    // mostly ASCII, gzips smaller escaped).
    const charset = out.startsWith('locale-') ? { charset: 'utf8' } : {};
    const built = await esbuild.build({ ...common, ...charset, entryPoints: [entryPoint(entry)], write: false, plugins: [borrow, panelViews, catalogueTexts, localeModules] });
    const code = built.outputFiles[0].text;
    fs.writeFileSync(path.join(outDir, out), (COMPILED_AT_ONCE.has(out) ? COMPILE_ALL : '') +
      `(globalThis.posattnParts = globalThis.posattnParts || {})[${JSON.stringify(out)}] = function () {${code}};\n`);
  }
}
// The analysis worker begins with the Emscripten script itself instead of fetching it with
// importScripts(): one round trip fewer before the module starts compiling on a first visit.
// (attention.js is still copied beside it, for the page-thread fallback.)
// The pair is minified as one script (Emscripten's own output keeps its outer layer readable).
const analysisWorker = path.join(outDir, 'engine-worker.js');
const workerScript = `${fs.readFileSync(path.join(moduleDir, 'attention.js'), 'utf8')}\n${fs.readFileSync(analysisWorker, 'utf8')}`;
fs.writeFileSync(analysisWorker, (await esbuild.transform(workerScript, { minify: true, target: 'es2020' })).code);
await esbuild.build({
  entryPoints: [path.join(webDir, 'styles/app.css')],
  bundle: true, minify: true, outfile: path.join(outDir, 'app.css'), logLevel: 'warning',
});
for (const file of ['attention.js', 'attention.wasm', 'attention-trained.js', 'attention-trained.wasm', 'attention-train.js', 'attention-train.wasm',
  'attention-english.js', 'attention-english.wasm']) fs.copyFileSync(path.join(moduleDir, file), path.join(outDir, file));
// The page's HTML comments are notes for its developers: every first visit would download them.
const pageHtml = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8').replace(/[ \t]*<!--[\s\S]*?-->\n?/g, '');
if (pageHtml.includes('<!--') || pageHtml.includes('-->')) throw new Error('bundle: index.html has a comment that was not removed');
fs.writeFileSync(path.join(outDir, 'index.html'), await withEnglishText(pageHtml));
// web/public/ is copied as it is: the icon, the embed snippet, the oEmbed description, examples.
fs.cpSync(path.join(webDir, 'public'), outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'resize-frames.js.sri'), `${resizeIntegrity}\n`);
writeOembed();
writeOfflinePage();
await writeGuide({ moduleDir, outDir, webDir });  // guide/: the teacher's guide, from the lesson's content
console.log(`bundle: site written to ${path.relative(process.cwd(), outDir) || outDir}`);

// oEmbed consumers need an absolute iframe address; it is only known when the build is told where
// the site will live (POSATTN_SITE_URL in CMake, SITE_URL for scripts/build.sh, docs/hosting.md).
function writeOembed() {
  if (!siteUrl) return;
  const file = path.join(outDir, 'oembed.json');
  const oembed = JSON.parse(fs.readFileSync(file, 'utf8'));
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  const src = new URL('index.html#embed=1', base).href;
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  oembed.html = oembed.html.replace('src="index.html#embed=1"', `src="${escape(src)}"`);
  if (!oembed.html.includes(escape(src))) throw new Error('bundle: oembed.json no longer has src="index.html#embed=1"');
  oembed.provider_url = base;
  fs.writeFileSync(file, `${JSON.stringify(oembed, null, 2)}\n`);
}

// One self-contained HTML file: styles and scripts inlined, scripts moved to the end of <body> so
// they run after the page exists (inline scripts cannot be deferred). The scripts the hosted page
// adds on demand are inlined too, before app.js, so their globals are already defined
// (util/classic-script.js): both modules with their wasm inlined (the SINGLE_FILE builds) and the
// on-demand scripts. The analysis and training then run on the page's thread, since a worker cannot
// start from file://.
function writeOfflinePage() {
  const read = (file) => fs.readFileSync(path.join(outDir, file), 'utf8');
  const inlineScript = (code) => `<script>${code.replace(/<\/script/gi, '<\\/script')}</script>`;
  const replaceOnce = (html, marker, replacement) => {
    if (!html.includes(marker)) throw new Error(`bundle: index.html no longer contains ${marker}`);
    return html.replace(marker, () => replacement);
  };
  const singleFile = (file) => fs.readFileSync(path.join(moduleDir, file), 'utf8');
  const favicon = fs.readFileSync(path.join(webDir, 'public/favicon.png')).toString('base64');
  // attention-single.js is the analysis module that runs trained models too (wasm/CMakeLists.txt): it
  // serves as both (engine/calls.js).
  const scripts = [singleFile('attention-single.js'), 'globalThis.createTrainedAttentionModule = globalThis.createAttentionModule;',
    singleFile('attention-train-single.js'),
    ...onDemand.map(([, file]) => read(file)), read('app.js')];
  let html = read('index.html');
  html = replaceOnce(html, '<link rel="stylesheet" href="app.css">', `<style>${read('app.css')}</style>`);
  html = replaceOnce(html, 'href="favicon.png"', `href="data:image/png;base64,${favicon}"`);
  html = replaceOnce(html, '<script src="app.js" defer></script>', '');
  html = replaceOnce(html, '<script src="engine-start.js"></script>', '');  // no worker from file://
  const offline = replaceOnce(html, '</body>', `${scripts.map(inlineScript).join('\n')}\n</body>`);
  fs.writeFileSync(path.join(outDir, 'offline.html'), offline);
  // offline-english.html: the same page with the English models' module (its wasm) and every model
  // file inlined as base64 (english-calls.js reads posattnEnglishInline), for model=english from file://:
  // the weights (.bin) and the cards and count baseline (.json) the page's accuracy and head sentences read.
  const modelDir = path.join(webDir, 'public/models/english');
  const base64 = (file) => fs.readFileSync(file).toString('base64');
  const inline = { wasm: base64(path.join(moduleDir, 'attention-english.wasm')),
    files: Object.fromEntries(fs.readdirSync(modelDir).filter((f) => /\.(bin|json)$/.test(f)).map((f) => [f, base64(path.join(modelDir, f))])) };
  const englishScripts = [`globalThis.posattnEnglishInline = ${JSON.stringify(inline)};`, read('attention-english.js')];
  fs.writeFileSync(path.join(outDir, 'offline-english.html'),
    replaceOnce(html, '</body>', `${[...englishScripts, ...scripts].map(inlineScript).join('\n')}\n</body>`));
}
