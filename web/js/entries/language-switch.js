// The page in a language other than English (app/main.js adds this script when the link or the
// browser asks for one, or at the first switch). chooseLanguage loads a catalogue; followLanguage
// switches once the page is drawn: the catalogue loads, then the page is built again from
// index.html as built, in the new language, with the same store and the same core (its module
// lives on in its worker: nothing of it reloads). The link's notes stay, the settings menu stays
// open if it was, and the control that had the focus (the language menu) has it again.
// The views and the lesson come from app.js in `page` (imported here, app.js would have to lend
// them, which costs a first visit bytes).
import { chooseLanguage, currentLanguage } from '../app/language.js';
import { fillPageText } from '../text/page-text.js';
import { MENU_LANGUAGES, languageOf } from '../text/languages.js';
import { t } from '../text/en/language.js';
import { element } from '../util/dom.js';

const byId = (id) => document.getElementById(id);

// page: {pristine (index.html's body as built), store, engine, notes, address, update,
// useViews(views), createLesson, createViews, rebuild() (ends the old build's listeners and gives the
// new build's signal)}. Follows the store's lang until it
// holds still; a catalogue that cannot load leaves the page in its language (with a note).
async function followLanguage(page) {
  const { store, notes, createLesson, createViews } = page;
  while (store.get().lang !== currentLanguage()) {
    if (!(await chooseLanguage(store.get().lang, notes, { whole: true }))) { store.set({ lang: currentLanguage() }); return; }
    const focused = document.activeElement?.id ?? '';
    const menuOpen = byId('settings-menu')?.open ?? false;
    const body = page.pristine.cloneNode(true);
    body.querySelector('#link-notes').replaceWith(byId('link-notes'));
    if (document.body.dataset.ready) body.dataset.ready = document.body.dataset.ready;
    const signal = page.rebuild();  // the old views and card stop listening before the new ones start
    document.body.replaceWith(body);
    fillPageText(body);
    page.engine.started.then(() => { byId('loading').hidden = true; }, () => {});
    byId('settings-menu').open = menuOpen;
    languageMenu(byId('display-panel'), store);
    const lesson = createLesson(byId('lesson-panel'), { store, start: page.address, opener: byId('lesson-start'), signal });
    page.useViews(createViews({ store, engine: page.engine, lesson, signal }));
    await page.update();
    if (focused) byId(focused)?.focus();
  }
}

// The language menu, first in Settings > Display (`root`, once): the page's language, kept in the
// link (lang=); choosing one rebuilds the page in it. A pseudo-locale a link named is listed while
// it is shown. app/main.js adds it the first time Settings opens, so a first visit carries none of it.
function languageMenu(root, store) {
  if (!root || root.querySelector('#language')) return;
  const select = element('select', { attrs: { id: 'language' } }, [...new Set([...MENU_LANGUAGES, currentLanguage()])]
    .map((lang) => element('option', { text: t('language.name', { name: languageOf(lang)?.name ?? lang }), attrs: { value: lang, lang } })));
  select.value = currentLanguage();
  select.addEventListener('change', () => store.set({ lang: select.value }, { remember: true }));
  root.prepend(element('div', { className: 'field' }, [element('label', { text: t('language.label'), attrs: { for: 'language' } }), select]));
}

globalThis.posattnLanguageSwitch = { chooseLanguage, followLanguage, languageMenu };
