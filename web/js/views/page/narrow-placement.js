// On one column (a phone, a narrow window) the sentence's token chips, the English model's card and
// Fill the blank would come after every panel (or before the grids), far from the grids they change.
// There they move to just under the open panel's first view (its grids, in that view's block), and
// back home when the page is wide again. Moved only when the panel or the width changes, never while
// the learner drags a chip.
const ONE_COLUMN = '(max-width: 63.99rem)';

export function createNarrowPlacement(nodes, { signal } = {}) {
  const parts = nodes.filter(Boolean).map((node) => {
    const home = document.createComment(`${node.id} home`);
    node.before(home);
    return { node, home };
  });
  const media = matchMedia(ONE_COLUMN);
  let panel = null;
  function place() {
    // An embed keeps its own compact order (app.css, .embedded).
    const embedded = document.documentElement.classList.contains('embedded');
    const target = media.matches && panel && !embedded ? document.querySelector(`#panel-${panel} > .block > .block-main`) : null;
    let after = target;
    for (const { node, home } of parts) {
      if (after) {
        if (after.nextSibling !== node) after.after(node);
        after = node;
      } else if (home.nextSibling !== node) home.after(node);
      node.classList.toggle('beside-grids', Boolean(target));
    }
  }
  media.addEventListener?.('change', place, { signal });  // signal: the page's build (main.js)
  return {
    sync(state) {
      if (state.panel === panel) return;
      panel = state.panel;
      place();
    },
    render() {},  // it draws nothing itself
  };
}
