// The page's figure registry: every canvas figure (the heatmaps, the head grid), and the arcs:
// figure -> {paint, near, stale}.
// All are redrawn when the theme changes (canvas colours do not follow CSS variables) and before
// printing. Figures far out of sight wait to be painted until they come near the screen (a
// 64-token Position panel has seven 64 x 64 grids, most of them below the fold): a keystroke
// paints what the reader can see.
// The theme's colours are read once per theme, not once per paint: reading computed style after
// the page changed would make the browser lay it out again in the middle of a keystroke.
const grids = new Map();
const NEAR = '200px';  // painted this far ahead of scrolling into view
let themePalette = null;
let watching = false;
let sight = null;  // the IntersectionObserver, where the browser has one
let opening = false;  // a panel is opening: gridsMoved() until gridsSettled()
// The grids still on the page: a view that rebuilds its figures (the walkthrough's steps, the
// bias grids when the heads change) leaves the old ones behind.
function onPage() {
  for (const figure of grids.keys()) {
    if (figure.isConnected) continue;
    sight?.unobserve(figure);
    grids.delete(figure);
  }
  return grids;
}
function redrawAll() {
  themePalette = null;
  onPage().forEach((grid) => grid.paint());
}
function watchPage() {
  if (watching) return;
  watching = true;
  new MutationObserver(redrawAll).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', redrawAll);
  addEventListener('beforeprint', () => onPage().forEach((grid) => grid.paint()));
  if (typeof IntersectionObserver !== 'function') return;
  sight = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const grid = grids.get(entry.target);
      if (!grid) continue;
      // While a panel opens, every grid counts as near until its first draw is over (gridsSettled):
      // the draw yields to the browser, and a report in between must not skip a grid still to paint.
      if (opening) continue;
      grid.near = entry.isIntersecting;
      if (grid.near && grid.stale) grid.paint();
    }
  }, { rootMargin: NEAR });
}

// A figure drawn on canvas with themeColours() (a heatmap, the head grid's tiles), or the arcs,
// repainted with the theme and before printing. It is near until the observer first says otherwise
// (and always, without one); a figure skips painting while it is not, and marks itself stale.
export function register(figure, paint) {
  watchPage();
  const grid = { paint, near: true, stale: false };
  grids.set(figure, grid);
  sight?.observe(figure);
  return grid;
}

// A panel opened (main.js): its grids may stand anywhere now, and the observer reports only
// changes, so each counts as near (the panel's first draw paints them all, never a frame late)
// until the observer, watching afresh, says where it is.
export function gridsMoved() {
  opening = true;
  for (const grid of onPage().values()) grid.near = true;
}
// The opened panel is drawn (or a newer update took over): the observer, watching afresh, says
// again where each grid is.
export function gridsSettled() {
  if (!opening) return;
  opening = false;
  for (const figure of onPage().keys()) {
    sight?.unobserve(figure);
    sight?.observe(figure);
  }
}

// The theme's text, muted, line and card colours (for drawing on canvases), read once per theme
// (from the root, where app.css sets them).
export function themeColours() {
  watchPage();
  if (!themePalette) {
    const style = getComputedStyle(document.documentElement);
    const read = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
    themePalette = { text: read('--text', '#1c1c1c'), muted: read('--muted', '#555'), line: read('--line', '#d6d6cf'),
      background: read('--card', '#ffffff') };
  }
  return themePalette;
}
