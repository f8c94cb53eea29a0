// A view whose code or texts are a classic script of their own, loaded the first time a state needs
// them (the Train panel and the walkthrough's texts: the first time their panel opens), so a first
// visit does not download them. main.js awaits ready(state) before it syncs and draws the views;
// until the script is there the view draws nothing.
//   load: () => promise of the script's exports; create: (exports) => view; needed: (state) => bool
import { t } from '../text/en/app.js';

export function lazyView(root, { load, create, needed }) {
  let view = null, loading = null;

  // Resolves once the view can draw `state` (at once when the state does not need it). A script
  // that fails to load leaves a sentence in the view's place instead of stopping the page; the
  // next state that needs it tries again.
  function ready(state) {
    if (view || !needed(state)) return Promise.resolve();
    loading ??= load().then((exports) => {
      root.textContent = '';  // a sentence from an earlier failure
      view = create(exports);
    }, (error) => {
      loading = null;
      root.textContent = t('app.partFailed', { reason: error.message });
    });
    return loading;
  }

  return {
    ready,
    sync: (state) => view?.sync?.(state),
    render: (result, state) => view?.render(result, state),
  };
}

// A view below the fold whose script comes once the page has drawn (the predict questions): the first
// state that needs it draws the page without it, then asks for the script; when it is there the view
// is made and draws the latest state. A script that fails leaves a sentence in the view's place.
//   load: () => promise of the script's exports; create: (exports) => view
export function laterView(root, { load, create }) {
  let view = null, loading = false, latest = null, failure = null;
  return {
    sync: (state) => view?.sync?.(state),
    render(result, state) {
      latest = { result, state };
      if (view) return view.render(result, state);
      if (!loading) {
        loading = true;
        setTimeout(() => load().then((exports) => {
          failure?.remove();  // (views may share a root: remove only this one's sentence)
          view = create(exports);
          view.sync?.(latest.state);
          view.render(latest.result, latest.state);
        }, (error) => {
          loading = false;
          failure?.remove();
          failure = root.appendChild(document.createElement('p'));
          failure.textContent = t('app.partFailed', { reason: error.message });
        }), 0);
      }
      return undefined;
    },
  };
}
