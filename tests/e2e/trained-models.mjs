// Small trained models for the import and storage tests: each trained by the training module (5
// steps of who-did-it, width 16, 2 heads) and exported as a model file holds it (plain numbers).
import { loadTrainModule } from '../wasm/module.mjs';

const T = await loadTrainModule();
const toJson = (model) => JSON.parse(JSON.stringify(model, (key, value) => (ArrayBuffer.isView(value) ? Array.from(value) : value)));

export function trained(scheme) {
  const made = T.createTrainer({ task: 'who-did-it', scheme, width: 16, heads: 2 });
  T.trainSteps(made.id, 5);
  const model = toJson(T.exportModel(made.id).model);
  T.releaseTrainer(made.id);
  return model;
}

// The localStorage key the page keeps a trained model under (web/js/train/).
export const storageKey = (model) => `posattn.trained.${model.task}.${model.scheme}`;
