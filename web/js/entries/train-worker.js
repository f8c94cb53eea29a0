// @ts-check: checked against the modules' types (engine/modules.d.ts, tsconfig.json).
// The training worker (bundled to train-worker.js, a classic worker script from the site's own
// origin, so a strict CSP's 'self' allows it). It owns its own instance of the training module
// (attention-train.js), which only the Train panel ever loads.
import { createTrainingSession } from '../train/session.js';

const queue = [];
let session = null;

self.onmessage = (event) => { if (session) session.handle(event.data); else queue.push(event.data); };

try {
  self.importScripts('attention-train.js');
  self.createTrainModule({ locateFile: (file) => new URL(file, self.location.href).href }).then((module) => {
    session = createTrainingSession(module, (message) => self.postMessage(message));
    self.postMessage({ type: 'ready' });
    for (const message of queue.splice(0)) session.handle(message);
  }, (error) => self.postMessage({ type: 'error', message: `The training module could not start: ${error.message}` }));
} catch (error) {
  self.postMessage({ type: 'error', message: `The training module could not load: ${error.message}` });
}
