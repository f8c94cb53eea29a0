// Starts the analysis worker while the page is still arriving. index.html loads this small classic
// script ahead of app.js, so fetching the module and compiling it overlap app.js's own download and
// start-up (a worker created from app.js only began once app.js had run).
// engine.js adopts this worker (or starts one itself where this script did not run: the offline
// file). An error before engine.js listens is kept for it, so a host that refuses workers falls
// back to the page's thread at once.
(() => {
  if (typeof Worker !== 'function' || location.protocol === 'file:' || globalThis.posattnEngineStart) return;
  const start = { worker: null, failed: false };
  try {
    // An address that opens the English models names the worker "english <scheme>": it starts
    // loading their files at once, beside the analysis module, while app.js arrives and starts (a
    // hint only: the page's own reading of the address decides what is shown). Read as state.js
    // reads an address: the hash's properties, then the query string's it lacks.
    const hash = new URLSearchParams(location.hash.slice(1)), query = new URLSearchParams(location.search);
    const property = (name) => hash.get(name) ?? query.get(name) ?? '';
    const name = property('model') === 'english' ? `english ${property('scheme')}` : 'analysis';
    start.worker = new Worker(new URL('engine-worker.js', document.baseURI).href, { name });
    start.worker.addEventListener('error', (event) => { event.preventDefault(); start.failed = true; });
  } catch {
    start.failed = true;
  }
  globalThis.posattnEngineStart = start;
})();
