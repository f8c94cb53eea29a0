// The page's own HTML names its texts by id: <h2 data-msg="page.title"></h2> for an element's text,
// data-msg-aria-label="id" (or any data-msg-<attribute>) for an attribute. The build fills them in
// English (scripts/bundle.mjs, so a first paint needs no script); another language refills them here.
import { t } from './messages.js';

const ATTRIBUTE_PREFIX = 'data-msg-';

export function fillPageText(root = document) {
  for (const node of root.querySelectorAll('[data-msg]')) node.textContent = t(node.dataset.msg);
  for (const node of root.querySelectorAll('*')) {
    for (const { name, value } of [...node.attributes]) {
      if (name.startsWith(ATTRIBUTE_PREFIX)) node.setAttribute(name.slice(ATTRIBUTE_PREFIX.length), t(value));
    }
  }
}
