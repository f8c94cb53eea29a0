// How the table of views (views.js) keeps hidden panels cheap.

// A view that draws only while its panel is open (a switch of panel redraws it), so typing
// does not redraw every hidden heatmap.
export function onPanel(panel, view) {
  return { ...view, render: (result, state) => (state.panel === panel ? view.render(result, state) : undefined) };
}

// A panel's views, made the first time the panel opens: a first visit builds only the open panel's
// figures (each heatmap's canvas, table and export menu), not every panel's. They draw only while
// their panel is open; drawing them is a step each (draw.js). With load (() => promise of the
// factories make needs: a script of its own, panels.js), the views are made once it is there; if it
// cannot load, the panel's explanation says so (panel-texts.js) and the next opening tries again.
export function panelViews(panel, make, load = null) {
  let made = null;
  let loaded = load ? null : {};
  const views = () => (made ??= make(loaded));
  return {
    ready: (state) => {
      if (state.panel !== panel || made) return undefined;
      if (loaded) { views(); return undefined; }
      return load().then((factories) => { loaded = factories; views(); }, () => {});
    },
    sync: (state) => made?.forEach((view) => view.sync?.(state)),
    render: (result, state) => (state.panel === panel && loaded ? views().map((view) => () => view.render(result, state)) : undefined),
  };
}

// A view of what only the seeded model computes (the score's terms, the shift test): with the
// English models it draws nothing, and its block is hidden (english-panel.js).
export const seededOnly = (view) => ({ ...view, render: (result, state) => (state.model === 'english' ? undefined : view.render(result, state)) });
