// Trained models kept in localStorage, one per task and scheme, as the JSON the module exports.
// Storage can be missing or full (private windows, embedded pages): every call fails softly.
// What is stored is untrusted too (another tab, an extension, a hand edit): an entry that is not
// JSON of a model is set aside under SET_ASIDE (reported once, by the call that moved it) and
// hides nothing else. Whether a stored model's weights are sound is the core's model reader's to
// say when the model is used (docs/api.md, "Model files").
import { t } from '../text/en/trained.js';

const PREFIX = 'posattn.trained.';
const SET_ASIDE = 'posattn.set-aside.';
const key = (task, scheme) => `${PREFIX}${task}.${scheme}`;
// The smallest localStorage quota of the common browsers, in UTF-16 units of keys and values:
// a write that would pass it is refused before anything is written.
export const STORAGE_UNITS = 5_000_000;

function isModelShaped(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value) &&
    value.format === 'posattn-trained-model' && typeof value.task === 'string' && typeof value.scheme === 'string';
}

// Moves an unreadable entry out of the way (or drops it when even that does not fit), so it is
// reported once and never read again as a model.
function setAside(name, text) {
  try { localStorage.setItem(`${SET_ASIDE}${name.slice(PREFIX.length)}`, text ?? ''); } catch { /* full: drop it */ }
  try { localStorage.removeItem(name); } catch { /* storage unavailable */ }
}

// The stored text as a model, or null; an entry that cannot be one is set aside and described in
// `problems` (unless `problems` is null: then it is only skipped, to be reported by a call that
// says so).
function readEntry(name, problems) {
  let text = null;
  try { text = localStorage.getItem(name); } catch { return null; }
  if (text === null) return null;
  let value;
  try { value = JSON.parse(text); } catch { value = undefined; }
  if (isModelShaped(value)) return value;
  if (!problems) return null;
  setAside(name, text);
  problems.push(t('trained.setAside', { name, text: text.length > 40 ? `${text.slice(0, 40)}…` : text }));
  return null;
}

export function saveModel(model) {
  return saveModels([model]);
}

// Stores the models all together or not at all: the space is checked before writing, and a write
// the browser still refuses is undone, so nothing half-written is left. Returns '' or the reason.
export function saveModels(models) {
  try {
    const entries = models.map((model) => [key(model.task, model.scheme), JSON.stringify(model)]);
    let used = 0;
    for (let i = 0; i < localStorage.length; ++i) {
      const name = localStorage.key(i);
      used += name.length + (localStorage.getItem(name)?.length ?? 0);
    }
    const replaced = new Map(entries.map(([name]) => [name, localStorage.getItem(name)]));
    for (const [name, old] of replaced) if (old !== null) used -= name.length + old.length;
    const needed = entries.reduce((sum, [name, text]) => sum + name.length + text.length, 0);
    if (used + needed > STORAGE_UNITS)
      return t('trained.noRoom', { count: models.length, needed: Math.ceil(needed / 1000), free: Math.max(0, Math.floor((STORAGE_UNITS - used) / 1000)) });
    const written = [];
    try {
      for (const [name, text] of entries) { localStorage.setItem(name, text); written.push(name); }
    } catch (error) {
      for (const name of written) {
        const old = replaced.get(name);
        if (old === null) localStorage.removeItem(name); else localStorage.setItem(name, old);
      }
      return t('trained.refused', { count: models.length, reason: error.message });
    }
    return '';
  } catch (error) {
    return t('trained.notKept', { reason: error.message });
  }
}

export function loadModel(task, scheme) {
  return readEntry(key(task, scheme), null);
}

// The kept model of a task and scheme, read again only when what is stored changed: the analysis
// asks on every keystroke. Returns {model, version, problem}: the version changes whenever the
// model does; `problem` says once that an unreadable entry was set aside.
let remembered = { name: '', text: null, model: null, version: 0, problem: '' };
export function currentModel(task, scheme) {
  let text = null;
  try { text = localStorage.getItem(key(task, scheme)); } catch { /* storage unavailable */ }
  if (key(task, scheme) !== remembered.name || text !== remembered.text) {
    const problems = [];
    const model = text === null ? null : readEntry(key(task, scheme), problems);
    let now = null;
    try { now = localStorage.getItem(key(task, scheme)); } catch { /* storage unavailable */ }
    remembered = { name: key(task, scheme), text: now, model, version: remembered.version + 1, problem: problems[0] ?? '' };
  }
  return { model: remembered.model, version: remembered.version, problem: remembered.problem };
}

// Every stored model, and what was set aside on the way (each entry reported once).
export function storedModels() {
  const names = [];
  try {
    for (let i = 0; i < localStorage.length; ++i) {
      const name = localStorage.key(i);
      if (name?.startsWith(PREFIX)) names.push(name);
    }
  } catch { /* storage unavailable: nothing saved */ }
  const problems = [];
  const models = names.map((name) => readEntry(name, problems)).filter(Boolean);
  return { models, problems };
}

export function savedModels() {
  return storedModels().models;
}
