// The layout for iframes (state.embed) and the parts a course page chose to show (state.show):
// hides the page's header and footer, the sentence card when 'input' is not shown, the tabs of
// panels that are not shown (and the tab bar when one panel is left), and offers a link to the
// full lab in a new tab.
import { element } from '../../util/dom.js';
import { PANELS, toHash, hostQuery } from '../../state/state.js';
import { t } from '../../text/en/page.js';

// The panel to open: the state's, unless the embedding page hid it.
export function shownPanel(state) {
  if (state.show.includes(state.panel)) return state.panel;
  return PANELS.find((panel) => state.show.includes(panel)) ?? state.panel;
}

export function createEmbedLayout(root) {
  const fullLab = element('a', {
    className: 'full-lab', text: t('page.fullLab'), attrs: { target: '_blank', rel: 'noopener' },
  });
  root.append(fullLab);
  const html = document.documentElement;

  function sync(state) {
    html.classList.toggle('embedded', state.embed);
    root.hidden = !state.embed;
    const { embed, show, ...rest } = state;  // the full lab: same view, every part, normal layout
    // Resolved against the whole address (a path may begin with '//'), without our own query properties.
    const full = new URL(location.href);
    full.search = hostQuery(location.search);
    full.hash = toHash(rest);
    fullLab.href = full.href;
    for (const node of document.querySelectorAll('[data-part]'))
      node.classList.toggle('part-hidden', !show.includes(node.dataset.part));
    const panelsShown = PANELS.filter((panel) => show.includes(panel));
    for (const panel of PANELS) {
      document.getElementById(`tab-${panel}`)?.classList.toggle('part-hidden', !panelsShown.includes(panel));
    }
    document.getElementById('tab-bar').classList.toggle('part-hidden', panelsShown.length < 2);
  }
  return { sync, render() {} };
}
