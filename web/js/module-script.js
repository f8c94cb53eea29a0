// The Emscripten factory on the page's thread, for the fallbacks that cannot use a worker. The page
// does not load attention.js up front (the workers load their own copy, so a second download would
// only delay the first view); the offline file has it inlined, and elsewhere it is added on demand.
let loading = null;

export function attentionFactory() {
  if (typeof globalThis.createAttentionModule === 'function') return Promise.resolve(globalThis.createAttentionModule);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL('attention.js', document.baseURI).href;
    script.addEventListener('load', () => (typeof globalThis.createAttentionModule === 'function'
      ? resolve(globalThis.createAttentionModule) : reject(new Error('attention.js defined no module'))));
    script.addEventListener('error', () => { loading = null; reject(new Error('The attention module (attention.js) did not load.')); });
    document.head.append(script);
  });
  return loading;
}
