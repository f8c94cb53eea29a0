// Trained models kept in localStorage, one per task and scheme, as the JSON the module exports.
// Storage can be missing or full (private windows, embedded pages): every call fails softly.
const PREFIX = 'posattn.trained.';
const key = (task, scheme) => `${PREFIX}${task}.${scheme}`;

export function saveModel(model) {
  try {
    localStorage.setItem(key(model.task, model.scheme), JSON.stringify(model));
    return '';
  } catch (error) {
    return `The trained model could not be kept in this browser (${error.message}).`;
  }
}

export function loadModel(task, scheme) {
  try {
    const text = localStorage.getItem(key(task, scheme));
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

// The kept model of a task and scheme, read again only when what is stored changed: the analysis
// asks on every keystroke. Returns {model, version}: the version changes whenever the model does.
let remembered = { name: '', text: null, model: null, version: 0 };
export function currentModel(task, scheme) {
  let text = null;
  try { text = localStorage.getItem(key(task, scheme)); } catch { /* storage unavailable */ }
  if (key(task, scheme) !== remembered.name || text !== remembered.text) {
    let model = null;
    try { model = text ? JSON.parse(text) : null; } catch { /* not a model: none */ }
    remembered = { name: key(task, scheme), text, model, version: remembered.version + 1 };
  }
  return { model: remembered.model, version: remembered.version };
}

export function savedModels() {
  const models = [];
  try {
    for (let i = 0; i < localStorage.length; ++i) {
      const name = localStorage.key(i);
      if (name?.startsWith(PREFIX)) models.push(JSON.parse(localStorage.getItem(name)));
    }
  } catch { /* storage unavailable: nothing saved */ }
  return models;
}

// A file of models ({models: [...]}, or one model) back into storage; returns how many, or an error.
export function importModels(text) {
  let parsed;
  try { parsed = JSON.parse(text); } catch { return { error: 'The file is not JSON.' }; }
  const list = Array.isArray(parsed?.models) ? parsed.models : [parsed];
  const valid = list.filter((m) => m && m.format === 'posattn-trained-model' && typeof m.task === 'string' && typeof m.scheme === 'string');
  if (valid.length === 0) return { error: 'The file holds no trained model exported by this page.' };
  for (const model of valid) {
    const problem = saveModel(model);
    if (problem) return { error: problem };
  }
  return { count: valid.length };
}
