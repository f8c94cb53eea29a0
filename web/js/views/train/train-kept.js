// The Train panel's kept models: the switch that shows the trained model in the other panels, the
// note on which model is kept for the scheme picked above the tabs, and export and import (JSON).
import { element } from '../../util/dom.js';
import { SCHEME_PHRASES } from '../../schemes/schemes.js';
import { saveModel, storedModels, loadModel } from '../../train/models.js';
import { createModelImport } from '../../train/import.js';
import { t } from '../../text/en/train.js';
import { t as trained } from '../../text/en/trained.js';

const taskName = (task) => trained('trained.taskName', { task });  // in a sentence, never the link's id

export function createKeptModels({ store, trainingClient }) {
  const useBox = element('input', { attrs: { type: 'checkbox', id: 'train-use' } });
  const useNote = element('p', { className: 'train-use-note', attrs: { id: 'train-use-note' } });
  const exportButton = element('button', { text: t('train.export'), attrs: { type: 'button', id: 'train-export' } });
  const importInput = element('input', { attrs: { type: 'file', id: 'train-import', accept: 'application/json,.json', multiple: '' } });
  const importNote = element('p', { attrs: { id: 'train-import-note', role: 'status' } });
  const nodes = [
    element('h3', { text: t('train.useTitle') }),
    element('p', {}, [element('label', { attrs: { for: 'train-use' } }, [useBox, document.createTextNode(` ${t('train.use')}`)])]),
    useNote,
    element('div', { className: 'buttons' }, [exportButton, element('label', { text: t('train.import'), attrs: { for: 'train-import' } }), importInput]),
    importNote,
  ];
  const modelImport = createModelImport(trainingClient);

  function sync(state) {
    useBox.checked = state.useTrained;
    const model = loadModel(state.task, state.scheme);
    useNote.textContent = model
      ? t(state.scheme === 'none' ? 'train.kept1NoPosition' : 'train.kept1', { task: taskName(state.task), scheme: SCHEME_PHRASES[state.scheme], steps: model.steps, heads: model.heads, width: model.width,
        causal: Boolean(model.causal), seed: model.seed })
      : t(state.scheme === 'none' ? 'train.notTrainedNoPosition' : 'train.notTrained', { task: taskName(state.task), scheme: SCHEME_PHRASES[state.scheme] });
  }

  useBox.addEventListener('change', () => store.set({ useTrained: useBox.checked }));
  exportButton.addEventListener('click', () => {
    const { models, problems } = storedModels();
    if (models.length === 0) { importNote.textContent = [...problems, t('train.nothingToExport')].join(' '); return; }
    importNote.textContent = problems.join(' ');
    const blob = new Blob([JSON.stringify({ models }, null, 1)], { type: 'application/json' });
    const link = element('a', { attrs: { href: URL.createObjectURL(blob), download: 'trained-models.json' } });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  });
  importInput.addEventListener('change', async () => {
    const files = [...(importInput.files ?? [])];
    if (files.length === 0) return;
    importNote.textContent = t('train.checking');
    const outcome = await modelImport.importFiles(files);
    importNote.textContent = outcome.note;
    importInput.value = '';
    sync(store.get());
    if (outcome.count > 0 && store.get().useTrained) store.set({});
  });

  return {
    nodes,
    sync,
    handle: (message) => modelImport.handle(message),
    // Keeps the first model of each scheme a run made; returns what could not be kept.
    keep: (results) => results.filter((r) => r.model).map((r) => saveModel(r.model)).filter(Boolean),
  };
}
