// Loads the language a link asks for (text/messages.js); English needs nothing. If its script cannot
// load, the page stays in English and says so.
import { useLanguage } from '../text/messages.js';
import { fillPageText } from '../text/page-text.js';
import '../text/en/app.js';
import { classicScript } from '../util/classic-script.js';

export async function chooseLanguage(lang, notes) {
  if (lang === 'en') return;
  try {
    await useLanguage(lang, (code) => classicScript(`locale-${code}.js`, `posattnLocale_${code.replace('-', '_')}`));
    document.documentElement.lang = lang;
    fillPageText();
    notes.redraw();  // the link's notes, in the new language
  } catch (error) {
    notes.show([{ id: 'app.languageFailed', args: { lang, reason: error.message } }]);
  }
}
