// The page's languages, each described once, here: the page (text/messages.js, app/language.js, the
// language menu), the build (scripts/bundle.mjs writes each one's scripts), the translator's script
// (scripts/messages.mjs), the teacher's guide (scripts/guide.mjs) and the tests read this list.
// A new language is its catalogue (text/catalogues/<code>.json) and one line here (CONTRIBUTING.md,
// "Translating the page"). No DOM.
//   code: the link's lang= and the catalogue's file name; also the locale numbers are written in.
//   name: in the language itself, as the menu offers it (a pseudo-locale shows its code).
//   dir: 'ltr' or 'rtl'.
//   catalogue: how its catalogue ships. 'split': locale-<code>.js holds the messages a first view
//     shows and locale-<code>-rest.js every other one, fetched once the page has drawn
//     (scripts/bundle.mjs, LATER_ROOMS); 'whole': locale-<code>.js holds them all. English has none
//     (its messages are the page's own); a pseudo-locale has a script of its own
//     (web/js/entries/locale-<code>.js).
//   menu: offered by the language menu (a pseudo-locale only by a link).
// (app.js carries this list, for the link's lang=: keep a line short.)
export const LANGUAGE_LIST = [
  { code: 'en', name: 'English', dir: 'ltr', menu: true },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr', menu: true, catalogue: 'split' },
  { code: 'es', name: 'Español', dir: 'ltr', menu: true, catalogue: 'split' },
  // Every message accented and about 30% longer, inside ⟦ ⟧, so a scan finds any text that bypasses
  // the catalogue (tests/e2e/truth-locale.test.mjs); and the same right to left, for the mirrored layout.
  { code: 'en-XA', dir: 'ltr', pseudo: true },
  { code: 'ar-XB', dir: 'rtl', pseudo: true },
];

export const LANGUAGE_CODES = LANGUAGE_LIST.map((l) => l.code);
export const MENU_LANGUAGES = LANGUAGE_LIST.filter((l) => l.menu).map((l) => l.code);
// The languages with a catalogue of their own (the translator's).
export const TRANSLATED = LANGUAGE_LIST.filter((l) => l.catalogue).map((l) => l.code);
export const languageOf = (code) => LANGUAGE_LIST.find((l) => l.code === code);
// The global a language's script sets (a classic script: util/classic-script.js waits for it).
export const localeGlobal = (code, part = '') => `posattnLocale${part === 'rest' ? 'Rest' : ''}_${code.replace(/-/g, '_')}`;
// The scripts the build writes for a language, the first part first.
export const localeScripts = (code) => {
  const language = languageOf(code);
  if (!language || (!language.catalogue && !language.pseudo)) return [];
  return language.catalogue === 'split' ? [`locale-${code}.js`, `locale-${code}-rest.js`] : [`locale-${code}.js`];
};
