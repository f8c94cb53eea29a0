// Draw scheduling: views draw in order; when one task has drawn for TASK_BUDGET_MS the rest wait for
// the next task, so opening a panel of large grids never blocks typing for long. A view of several
// grids hands back the rest of its drawing as steps, one grid each, so it can be split too. A newer
// update that began meanwhile stops this one (it draws everything again).
import { setSequentialMap } from '../colour/scales.js';

const TASK_BUDGET_MS = 40;  // drawing yields to the browser after this long in one task
// ...except the first view, which nobody can interact with before it is there: each yield lets the
// browser style, lay out and paint a half-drawn page, which delayed the default first view. A
// 64-token link still yields, after this long.
const FIRST_VIEW_BUDGET_MS = 250;

// Resolves once the first view is drawn (body[data-ready] set): what comes after it waits for this.
let firstViewDrawn;
export const firstViewReady = new Promise((resolve) => { firstViewDrawn = resolve; });

// Draws every view for one answer. stale() is true once a newer update began; firstView: nothing is
// drawn yet. Resolves true when all drew (then body[data-ready] is set).
export async function drawViews(views, result, state, stale, { firstView }) {
  let began = performance.now();
  // False when a newer update began while this one let the browser in.
  const letBrowserInIfLong = async () => {
    if (performance.now() - began <= (firstView ? FIRST_VIEW_BUDGET_MS : TASK_BUDGET_MS)) return true;
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (stale()) return false;
    began = performance.now();
    setSequentialMap(state.colours);  // the theme may have changed meanwhile
    return true;
  };
  setSequentialMap(state.colours);
  // A step may hand back more steps (a view its grids, a panel its views), each a step of its own.
  async function run(steps) {
    for (const step of steps) {
      if (!(await letBrowserInIfLong())) return false;
      const more = step();
      if (Array.isArray(more) && !(await run(more))) return false;
    }
    return true;
  }
  if (!(await run(views.map((view) => () => view.render(result, state))))) return false;
  document.body.dataset.ready = 'true';
  firstViewDrawn();
  return true;
}
