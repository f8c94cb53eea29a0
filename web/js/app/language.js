// The page's language: loads its catalogue (text/messages.js; English needs nothing, every other
// language is a script of its own, added when chosen), sets <html lang> and dir, and refills
// index.html's texts. If a catalogue cannot load, the page stays in the language it had and says so.
// Bundled into entries/language-switch.js, which the page adds only for another language.
import { useLanguage, currentLanguage } from '../text/messages.js';
import { fillPageText } from '../text/page-text.js';
import '../text/en/app.js';
import { classicScript } from '../util/classic-script.js';

const RIGHT_TO_LEFT = new Set(['ar-XB']);
const loadCatalogue = (code) => classicScript(`locale-${code}.js`, `posattnLocale_${code.replace('-', '_')}`, 'language');

// Resolves true once the page is in `lang`, false when it stays in the language it had.
export async function chooseLanguage(lang, notes) {
  try {
    await useLanguage(lang, loadCatalogue);
  } catch (error) {
    notes.show([{ id: 'app.languageFailed', args: { lang, reason: error.message } }]);
    return false;
  }
  document.documentElement.lang = lang;
  document.documentElement.dir = RIGHT_TO_LEFT.has(lang) ? 'rtl' : 'ltr';
  fillPageText();
  notes.redraw();  // the link's notes, in the new language
  return true;
}

export { currentLanguage };
