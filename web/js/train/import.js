// Importing files of trained models (the Train panel's "Import models"): each file is read and
// checked where the training module runs (import-check.js, in the training worker: a large file
// never holds the page's thread), then stored all together or not at all (models.js, saveModels:
// the space checked first, nothing half-written). A refused file leaves every stored model as it
// was, and the note names the file and why.
import { saveModels, STORAGE_UNITS } from './models.js';
import { t } from '../text/en/train.js';
import { formatShort } from '../util/format.js';
import { errorArguments } from '../text/en/errors.js';
import '../text/en/errors.train.js';

const CHECK_TIMEOUT_MS = 60000;
const shownName = (file) => (file.name.length > 80 ? `${file.name.slice(0, 80)}…` : file.name);

// The check's refusal ({id, args}: a message of the train room, import-check.js) as a sentence; the
// core's reason inside it may lack its full stop.
function checkProblem({ id, args }) {
  const text = t(id, errorArguments(args));
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

// `client()` gives the training client (it starts the worker on first use).
export function createModelImport(client) {
  let next = 0;
  const waiting = new Map();

  function check(file) {
    return new Promise((resolve) => {
      const id = ++next;
      const timer = setTimeout(() => { waiting.delete(id); resolve({ error: { id: 'train.checkTimeout' } }); }, CHECK_TIMEOUT_MS);
      waiting.set(id, (answer) => { clearTimeout(timer); resolve(answer); });
      client().post({ type: 'check-import', id, file });
    });
  }

  return {
    // True when the message was the answer to a check (the panel's onMessage hands it here first).
    handle(message) {
      if (message?.type !== 'import-checked') return false;
      const done = waiting.get(message.id);
      waiting.delete(message.id);
      done?.(message);
      return true;
    },
    // Resolves to {note, count}: one sentence per file, and how many models were stored.
    async importFiles(files) {
      const notes = [];
      let count = 0;
      for (const file of files) {
        const name = shownName(file);
        // Two bytes a character at most is what storage could hold: a larger file is refused unread.
        if (file.size > 2 * STORAGE_UNITS) {
          notes.push(t('train.tooLarge', { name, size: formatShort(file.size / 1e6, 1), limit: formatShort(STORAGE_UNITS / 1e6, 1) }));
          continue;
        }
        const answer = await check(file);
        const problem = answer.error ? checkProblem(answer.error) : saveModels(answer.models);
        if (problem) {
          notes.push(t('train.notImported', { name, problem }));
          continue;
        }
        count += answer.models.length;
        notes.push(t('train.imported', { count: answer.models.length, name }));
      }
      return { note: notes.join(' '), count };
    },
  };
}
