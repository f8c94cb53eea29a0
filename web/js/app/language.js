// The page's language: loads its catalogue (text/messages.js; English needs nothing, every other
// language is a script of its own, added when chosen), sets <html lang> and dir, and refills
// index.html's texts. If a catalogue cannot load, the page stays in the language it had and says so.
// Bundled into entries/language-switch.js, which the page adds only for another language.
import { useLanguage, currentLanguage, fellBackSinceLastAsked } from '../text/messages.js';
import { fillPageText } from '../text/page-text.js';
import '../text/en/app.js';
import { classicScript, useTextsLoader } from '../util/classic-script.js';
import { firstViewReady } from './draw.js';
import { languageOf, localeGlobal, localeScripts } from '../text/languages.js';

// (The catalogue's scripts are what the page's other parts wait for: they do not wait themselves.)
const loadCatalogue = (code) => classicScript(localeScripts(code)[0], localeGlobal(code), 'language', { waitForTexts: false });
// A split catalogue's second part (text/languages.js, scripts/bundle.mjs): the messages of the parts
// a first view does not show, merged into the first part's messages when it comes. It comes once the
// page has drawn, or sooner when a part asks for its script first (util/classic-script.js waits for it).
const loadRest = (code) => loadCatalogue(code).then((first) =>
  classicScript(localeScripts(code)[1], localeGlobal(code, 'rest'), 'language', { waitForTexts: false }).then(({ messages }) => {
    Object.assign(first.messages, messages);
  }));

// Resolves true once the page is in `lang`, false when it stays in the language it had. whole: the
// rest of the catalogue too before it resolves (a link to more than the plain page, a language
// chosen on a drawn page), else it comes once the page has drawn; redraw(): draws the page again,
// called when the rest came after something was read in English for want of it.
export async function chooseLanguage(lang, notes, { whole = false, redraw = () => {} } = {}) {
  try {
    await useLanguage(lang, loadCatalogue);
  } catch (error) {
    notes.show([{ id: 'app.languageFailed', args: { lang, reason: error.message } }]);
    return false;
  }
  fellBackSinceLastAsked();
  const texts = useTextsLoader(localeScripts(lang).length > 1 ? () => loadRest(lang).then(() => { if (fellBackSinceLastAsked()) redraw(); }) : null);
  if (whole) await texts();
  else firstViewReady.then(texts);  // once the page has drawn, the rest comes anyway
  document.documentElement.lang = lang;
  document.documentElement.dir = languageOf(lang)?.dir ?? 'ltr';
  fillPageText();
  notes.redraw();  // the link's notes, in the new language
  return true;
}

export { currentLanguage };
