// The tab bar over the page's panels (ARIA tabs: arrows, Home and End move between tabs and open
// them). The open panel is the state's `panel`, so a link opens the same one.
import { element } from '../../util/dom.js';
import { t } from '../../text/en/page.js';

// panels: [{ name, label, short, node }] where node is the panel's element, already on the page;
// `short` (optional) is the label on a phone, where six tabs must fit one row.
export function createPanelTabs(root, { store, panels }) {
  const list = element('div', { className: 'tabs', attrs: { role: 'tablist', 'aria-label': t('page.views') } });
  const tabs = panels.map(({ name, label, short, node }) => {
    const text = short
      ? [element('span', { className: 'tab-long', text: label }), element('span', { className: 'tab-short', text: short })]
      : [];
    const tab = element('button', {
      className: 'tab', ...(short ? {} : { text: label }),
      attrs: { type: 'button', role: 'tab', id: `tab-${name}`, 'aria-controls': node.id, 'data-panel': name },
    }, text);
    node.setAttribute('role', 'tabpanel');
    node.setAttribute('aria-labelledby', tab.id);
    tab.addEventListener('click', () => store.set({ panel: name }, { remember: store.get().panel !== name }));
    return tab;
  });
  list.append(...tabs);
  root.append(list);

  list.addEventListener('keydown', (event) => {
    // Tabs an embedding page hid (embed-layout.js) are skipped.
    const shown = tabs.filter((tab) => !tab.classList.contains('part-hidden'));
    const at = shown.indexOf(event.target);
    if (at < 0) return;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: shown.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = shown[(next + shown.length) % shown.length];
    store.set({ panel: tab.dataset.panel }, { remember: store.get().panel !== tab.dataset.panel });
    tab.focus();
  });

  // Called on every state change, even when the analysis fails, so the tabs always follow the URL.
  function sync(state) {
    panels.forEach(({ name, node }, i) => {
      const open = name === state.panel;
      tabs[i].setAttribute('aria-selected', String(open));
      tabs[i].tabIndex = open ? 0 : -1;
      node.hidden = !open;
    });
  }
  return { sync, render() {} };
}
