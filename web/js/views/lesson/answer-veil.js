// Hides, anywhere on the page, the texts that state the open lesson step's answer (content/lesson.js,
// `answers`) until the learner has done the step or asked for the answer. A text is found by the
// message it shows: `data-msg` (index.html's own texts) or `data-says` (a view's paragraph,
// explanation-card.js; the model note). Views redraw their paragraphs at any time, so the veil
// watches the page while it is on and marks each new one as it appears; app.css hides what is marked.
const MARK = 'data-answer-veiled';

export function createAnswerVeil(page = document.body) {
  let selector = '';
  // Also unmarks: a view's paragraph that now says another message (the model note, once the
  // English models are chosen) shows again, as it would on a page that never showed the veiled one.
  const mark = () => {
    for (const node of page.querySelectorAll(`[${MARK}]`)) if (!node.matches(selector)) node.removeAttribute(MARK);
    for (const node of page.querySelectorAll(selector)) if (!node.hasAttribute(MARK)) node.setAttribute(MARK, '');
  };
  const watcher = new MutationObserver(mark);
  const unmark = () => { for (const node of page.querySelectorAll(`[${MARK}]`)) node.removeAttribute(MARK); };
  return {
    // The message ids to hide now; an empty list shows them all again.
    set(ids) {
      const next = ids.map((id) => `[data-msg="${CSS.escape(id)}"], [data-says="${CSS.escape(id)}"]`).join(', ');
      if (next === selector) return;
      selector = next;
      watcher.disconnect();
      unmark();
      if (!selector) return;
      mark();
      watcher.observe(page, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-says'] });
    },
  };
}
