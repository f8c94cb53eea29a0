// The page's own HTML names its texts by id: <h2 data-msg="page.title"></h2> for an element's text,
// data-msg-aria-label="id" (or any data-msg-<attribute>) for an attribute. The build fills them in
// English (scripts/bundle.mjs, so a first paint needs no script); another language refills them here.
// A link to a page the site also has in other languages names them, data-languages="hi es" (the
// teacher's guide: guide/index.html, index.hi.html, index.es.html, scripts/guide.mjs): it points to
// the one in the page's language, or to the English page.
import { t, currentLanguage } from './messages.js';

const ATTRIBUTE_PREFIX = 'data-msg-';

export function fillPageText(root = document) {
  for (const node of root.querySelectorAll('[data-msg]')) node.textContent = t(node.dataset.msg);
  for (const node of root.querySelectorAll('*')) {
    for (const { name, value } of [...node.attributes]) {
      if (name.startsWith(ATTRIBUTE_PREFIX)) node.setAttribute(name.slice(ATTRIBUTE_PREFIX.length), t(value));
    }
  }
  const lang = currentLanguage();
  for (const link of root.querySelectorAll('a[data-languages]')) {
    const english = link.dataset.english ??= link.getAttribute('href');
    link.setAttribute('href', link.dataset.languages.split(' ').includes(lang) ? english.replace(/\.html$/, `.${lang}.html`) : english);
  }
}
