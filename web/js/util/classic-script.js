// Classic scripts the page adds only when it needs them: the Emscripten factories for the fallbacks
// that cannot use a worker, and the parts of the page a first view does not show (the Train panel).
// The workers load their own copy of each module, so loading attention.js up front would only delay
// the first view. The offline file has every such script inlined, so the global is already there;
// elsewhere a same-origin <script> element adds it (a strict CSP's script-src 'self' allows it;
// module scripts and import() would not work from file://).
import { t } from '../text/en/app.js';

const loading = new Map();

// A part of the page bundled on its own (scripts/bundle.mjs) takes the modules app.js already has
// from app.js (one copy of each: one heatmap registry, one catalogue), so its script only defines a
// function that runs it, under its file name; it runs here, once app.js is there to lend them.
function defined(file, name) {
  const start = globalThis.posattnParts?.[file];
  if (globalThis[name] === undefined && typeof start === 'function') {
    delete globalThis.posattnParts[file];
    start();
  }
  return globalThis[name];
}

// The page's language may still be bringing the texts of the parts a first view does not show
// (app/language.js): a part's script then waits for them, so it draws in that language. loader:
// () => promise, or null (English: nothing to wait for). Returns what starts them (once).
let textsArriving = () => Promise.resolve();
export function useTextsLoader(loader) {
  let arriving = null;
  textsArriving = loader ? () => (arriving ??= loader().catch(() => {})) : () => Promise.resolve();
  return textsArriving;
}

// Resolves to globalThis[name] once `file` (beside the page) has defined it. part names it in the
// message when it cannot load (one of app.scriptFailed's choices, text/en/app.js). waitForTexts:
// false for the language's own catalogue scripts, which are what the others wait for.
export function classicScript(file, name, part = 'other', { waitForTexts = true } = {}) {
  return waitForTexts ? textsArriving().then(() => scriptGlobal(file, name, part)) : scriptGlobal(file, name, part);
}

function scriptGlobal(file, name, part) {
  if (defined(file, name) !== undefined) return Promise.resolve(globalThis[name]);
  if (!loading.has(file)) {
    loading.set(file, new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = new URL(file, document.baseURI).href;
      script.addEventListener('load', () => (defined(file, name) !== undefined
        ? resolve(globalThis[name]) : reject(new Error(t('app.scriptEmpty', { file, name })))));
      script.addEventListener('error', () => { loading.delete(file); reject(new Error(t('app.scriptFailed', { part, file }))); });
      document.head.append(script);
    }));
  }
  return loading.get(file);
}

export const attentionFactory = () => classicScript('attention.js', 'createAttentionModule', 'attentionModule');
// The analysis module that also runs a trained model (engine/calls.js), for the page's thread.
export const trainedAttentionFactory = () => classicScript('attention-trained.js', 'createTrainedAttentionModule', 'attentionModule');
export const trainFactory = () => classicScript('attention-train.js', 'createTrainModule', 'trainModule');
