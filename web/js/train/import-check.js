// @ts-check: checked against the modules' types (engine/modules.d.ts, tsconfig.json).
// Checking a file of trained models before anything is stored (issue 29): runs where the training
// module runs (the training worker, so a large file is parsed off the page's thread; the page's
// thread only when no worker can start). Each model must pass the core's model reader and run once
// (the module's importModel does both), and name its task and scheme, the key it is stored under.
// The file is all or nothing: one bad model refuses the whole file, naming it and why: the refusal is
// {id, args}, a message of text/en/train.js the page formats (this runs where no catalogue is).
export const MAX_MODELS_PER_FILE = 200;

/** @param {import('../engine/modules').TrainModule} module @param {string | Blob} file */
export async function checkModelFile(module, file) {
  let parsed;
  try {
    parsed = JSON.parse(typeof file === 'string' ? file : await file.text());
  } catch (error) {
    return { error: { id: 'train.notJson', args: { reason: String(error?.message ?? error).slice(0, 120) } } };
  }
  const list = Array.isArray(parsed?.models) ? parsed.models : [parsed];
  if (list.length === 0) return { error: { id: 'train.noModels' } };
  if (list.length > MAX_MODELS_PER_FILE) return { error: { id: 'train.tooMany', args: { count: list.length, max: MAX_MODELS_PER_FILE } } };
  const accepted = [];
  for (let k = 0; k < list.length; ++k) {
    const model = list[k];
    const which = { count: list.length, k: k + 1 };
    const made = module.importModel(model);
    if (!made.ok) return { error: { id: 'train.refused', args: { ...which, reason: made.error } } };
    module.releaseTrainer(made.id);
    if (typeof model.task !== 'string' || typeof model.scheme !== 'string')
      return { error: { id: 'train.unnamed', args: which } };
    accepted.push(model);
  }
  return { models: accepted };
}
