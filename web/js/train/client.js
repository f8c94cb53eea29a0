// Starts training in a Web Worker when the page can have one, else on the page's own thread in
// short setTimeout slices (a page opened from file:// cannot start a worker), so the page stays
// responsive either way. The caller sees the same messages from both (session.js).
import { createTrainingSession } from './session.js';
import { trainFactory } from '../util/classic-script.js';
import { t } from '../text/en/train.js';

const WORKER_SCRIPT = 'train-worker.js';
const WORKER_START_MS = 8000;  // a worker that has not said "ready" by then counts as failed

function mainThreadSession(onMessage) {
  let session = null;
  const queue = [];
  const ready = trainFactory().then((factory) => factory({ locateFile: (file) => new URL(file, document.baseURI).href }));
  ready.then((module) => {
    session = createTrainingSession(module, onMessage);
    for (const message of queue.splice(0)) session.handle(message);
  }, (error) => onMessage({ type: 'error', message: t('train.couldNotStart', { reason: error.message }) }));
  return {
    mode: 'page',
    post: (message) => (session ? session.handle(message) : queue.push(message)),
    stop() {},
  };
}

// onMessage receives every session message; returns {mode: 'worker' | 'page', post}.
export function createTrainingClient(onMessage) {
  let fallback = null, worker = null, ready = false;
  const pending = [];
  const client = { mode: 'worker', post: (message) => { if (fallback) fallback.post(message); else if (ready) worker.postMessage(message); else pending.push(message); } };

  function fallBack() {
    if (fallback) return;
    if (worker) worker.terminate();
    fallback = mainThreadSession(onMessage);
    client.mode = fallback.mode;
    for (const message of pending.splice(0)) fallback.post(message);
  }

  try {
    worker = new Worker(new URL(WORKER_SCRIPT, document.baseURI).href);
  } catch {
    fallBack();
    return client;
  }
  const timer = setTimeout(() => { if (!ready) fallBack(); }, WORKER_START_MS);
  worker.addEventListener('error', (event) => { event.preventDefault?.(); if (!ready) { clearTimeout(timer); fallBack(); } });
  worker.addEventListener('message', (event) => {
    const message = event.data;
    if (message.type === 'ready') {
      ready = true;
      clearTimeout(timer);
      for (const queued of pending.splice(0)) worker.postMessage(queued);
      return;
    }
    if (message.type === 'error' && !ready) { clearTimeout(timer); fallBack(); return; }
    onMessage(message);
  });
  return client;
}
