// One update: the state -> one analysis from the core (in its worker) -> every view. Each update asks
// the core and draws when the answer comes, unless a newer update began meanwhile: a stale answer is
// never drawn. body[data-busy] is set while an answer is due. A link the core cannot follow exactly
// is followed as the link's rules say (link-rules.js).
import { SUPERSEDED } from '../engine/engine.js';
import { firstTokensOffer } from '../engine/first-tokens.js';
import { gridsMoved, gridsSettled } from '../views/shared/figure-registry.js';
import { shownPanel } from '../views/page/embed-layout.js';
import { drawViews } from './draw.js';
import { t } from '../text/en/app.js';
import { errorText } from '../text/en/errors.js';
import { headName } from '../text/en/core.js';

// The core names each head by code ({code: 'head', n: 1}, docs/api.md); the views read its name in
// the page's language, given at each draw (an answer is kept and redrawn after a language loads).
function nameHeads(result) {
  for (const trace of [result.original, result.reordered])
    for (const head of [...(trace?.heads ?? []), ...(trace?.designed ?? [])]) {
      head.code ??= head.label;
      head.label = headName(head.code);
    }
}

// viewsReady(): a promise of the table of views ({views, sentence, problem}, views.js), which may be
// built after the first update asked the core (and is built again in another language). engineFailed(): the core could not start (the
// loading line says so). showViews(): puts the views in the layout.
export function createUpdate({ store, engine, rules, viewsReady, engineFailed, showViews }) {
  let shownOnce = false;
  let latestUpdate = 0;  // the newest update's number: an older one still running stops
  let drawnPanel = null;  // the panel the latest draw was for

  return async function update() {
    const state = store.get();
    if (shownPanel(state) !== state.panel) {  // the embedding page hid this panel: open one it shows
      store.set({ panel: shownPanel(state) });
      return;
    }
    const mine = ++latestUpdate;
    const stale = () => mine !== latestUpdate;
    document.body.dataset.busy = 'true';
    // Which model the state asks for marks the body (body[data-model]: the English models hide the
    // seeded model's own views, app.css), set here from the state alone, so a page built again (in
    // another language) or a view that never loads cannot leave the mark of an earlier state.
    document.body.dataset.model = state.model === 'english' ? 'english' : 'seeded';
    // The core starts at once, while views are still being built or their scripts load. (Not
    // awaited when this update turns stale: a rejection must not go unhandled then.)
    const asked = engine.analyze(state);
    asked.catch(() => {});
    let sentence = null;
    try {
      const built = await viewsReady();
      const { views, problem } = built;
      sentence = built.sentence;
      // A view whose script loads on demand (lazy-view.js) is there before this state is drawn.
      await Promise.all(views.map((view) => view.ready?.(state)));
      if (stale()) return;
      // Controls follow the state even when the core refuses it, so the page always shows the URL.
      for (const view of views) view.sync?.(state);
      const answer = await asked;
      if (answer === SUPERSEDED || stale()) return;
      showViews();
      const { tokenized, order, result } = answer;
      if (!tokenized.ok) {
        if (rules.arriving()) { store.set(rules.defaultSentence(tokenized.error)); return; }
        const offer = await firstTokensOffer(engine, state.text);
        if (!stale()) sentence.showProblem(errorText(tokenized.error), offer);
        return;
      }
      sentence.showProblem('');
      if (!order) { store.set(rules.originalOrder(state, tokenized)); return; }
      if (!result.ok && rules.followsNearest(result)) { store.set(rules.nearestSettings(result.nearest)); return; }
      if (!result.ok && result.refusedModel && rules.arriving()) { store.set(rules.seededModel(result.error)); return; }
      if (!result.ok && result.englishUnavailable) { store.set(rules.englishUnavailable(result.error)); return; }
      if (!result.ok) { problem.show(errorText(result.error)); return; }
      problem.show('');
      if (state.panel !== drawnPanel) gridsMoved();
      drawnPanel = state.panel;
      nameHeads(result);
      const drawn = !stale() && (await drawViews(views, result, state, stale, { firstView: !shownOnce }));
      gridsSettled();
      if (!drawn) return;
      if (!shownOnce) setTimeout(() => engine.loadCricket(), 0);  // ready before the walkthrough opens
      shownOnce = true;
      rules.shown();
    } catch (error) {
      // Never a frozen or blank page: keep the last good view and say what happened (an engine that
      // cannot start at all is reported by the loading line).
      if (!stale() && !engineFailed()) sentence?.showProblem(t('app.somethingWrong', { reason: error.message }), null, shownOnce);
    } finally {
      if (!stale()) {
        showViews();
        delete document.body.dataset.busy;
      }
    }
  };
}
