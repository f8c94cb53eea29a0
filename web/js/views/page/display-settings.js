// How the page looks: the colour map of the heatmaps (part of the view, so it is in the link) and
// the theme: light, dark, or the system's setting (the default).
// The theme is the reader's own preference, not part of what a link shows: a teacher who works in
// dark mode should not switch a student's page to dark by sharing a link. So it is remembered in
// localStorage, for every link to the page, and never written to the URL. Storage can be refused
// (private windows, sandboxed iframes); the choice then lasts for this visit only.
// A link may still name a theme (the state's `theme`, for an embed that must match its course
// page); it wins over the stored choice while it is in the link and is never stored.
import { element } from '../../util/dom.js';
import { COLOUR_MAPS } from '../../state/state.js';
import { t } from '../../text/en/page.js';

const THEMES = [['system', 'page.themeSystem'], ['light', 'page.themeLight'], ['dark', 'page.themeDark']];
const STORAGE_KEY = 'positional-attention-theme';

function storedTheme() {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return THEMES.some(([name]) => name === value) ? value : 'system';
  } catch {
    return 'system';
  }
}

// Called before the engine loads, so a stored dark theme does not flash light while it does.
// A theme the address names comes first, so an embed does not flash the wrong one either.
export function applyStoredTheme() {
  const linked = new URLSearchParams(location.hash.slice(1)).get('theme') ?? new URLSearchParams(location.search).get('theme');
  showTheme(linked === 'light' || linked === 'dark' ? linked : storedTheme());
}

// Only a change touches the attribute: every write of it redraws the canvases (figure-registry.js).
function showTheme(theme) {
  const root = document.documentElement;
  if (theme === 'system') {
    if ('theme' in root.dataset) delete root.dataset.theme;
  } else if (root.dataset.theme !== theme) {
    root.dataset.theme = theme;
  }
}

function applyTheme(theme) {
  showTheme(theme);
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // storage refused: the choice lasts for this visit
  }
}

const COLOUR_MAP_LABELS = { viridis: 'page.viridis', cividis: 'page.cividis' };

export function createDisplaySettings(root, { store }) {
  const mapSelect = element('select', { attrs: { id: 'colour-map' } },
    COLOUR_MAPS.map((name) => element('option', { text: t(COLOUR_MAP_LABELS[name]), attrs: { value: name } })));
  mapSelect.addEventListener('change', () => store.set({ colours: mapSelect.value }, { remember: true }));

  const initial = storedTheme();
  const themeGroup = element('fieldset', { className: 'segmented', attrs: { id: 'theme' } }, [
    element('legend', { text: t('page.theme') }),
    ...THEMES.map(([value, label]) => {
      const radio = element('input', { attrs: { type: 'radio', name: 'theme', value, id: `theme-${value}` } });
      radio.checked = value === initial;
      radio.addEventListener('change', () => {
        if (!radio.checked) return;
        applyTheme(value);
        // The reader's choice wins over a link's; either way the views redraw in the new theme.
        store.set(store.get().theme !== 'system' ? { theme: 'system' } : {});
      });
      return element('label', { attrs: { for: `theme-${value}` } }, [radio, document.createTextNode(t(label))]);
    }),
  ]);

  root.append(
    element('div', { className: 'field' }, [element('label', { text: t('page.colourMap'), attrs: { for: 'colour-map' } }), mapSelect]),
    themeGroup);

  // The link's theme last shown; unknown at first, so the first state shown sets it: a page built
  // again in another language (Back from a link that named a theme, say) does not keep the old one.
  let linkTheme = null;
  return {
    sync(state) {
      if (state.theme === linkTheme) return;
      linkTheme = state.theme;
      showTheme(linkTheme === 'system' ? storedTheme() : linkTheme);
    },
    render(result, state) { mapSelect.value = state.colours; },
  };
}
