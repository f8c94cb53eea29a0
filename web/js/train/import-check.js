// Checking a file of trained models before anything is stored (issue 29): runs where the training
// module runs (the training worker, so a large file is parsed off the page's thread; the page's
// thread only when no worker can start). Each model must pass the core's model reader and run once
// (the module's importModel does both), and name its task and scheme, the key it is stored under.
// The file is all or nothing: one bad model refuses the whole file, naming it and why.
export const MAX_MODELS_PER_FILE = 200;

export async function checkModelFile(module, file) {
  let parsed;
  try {
    parsed = JSON.parse(typeof file === 'string' ? file : await file.text());
  } catch (error) {
    return { error: `it is not JSON (${String(error?.message ?? error).slice(0, 120)})` };
  }
  const list = Array.isArray(parsed?.models) ? parsed.models : [parsed];
  if (list.length === 0) return { error: 'it holds no models' };
  if (list.length > MAX_MODELS_PER_FILE) return { error: `it holds ${list.length} models; one file may hold at most ${MAX_MODELS_PER_FILE}` };
  const accepted = [];
  for (let k = 0; k < list.length; ++k) {
    const model = list[k];
    const which = list.length === 1 ? 'its model' : `model ${k + 1} of ${list.length}`;
    const made = module.importModel(model);
    if (!made.ok) return { error: `${which} was refused: ${made.error}` };
    module.releaseTrainer(made.id);
    if (typeof model.task !== 'string' || typeof model.scheme !== 'string')
      return { error: `${which} does not name its task and scheme` };
    accepted.push(model);
  }
  return { models: accepted };
}
