// The notes about a link that could not be followed exactly (#link-notes): they stay until the next
// link is read. Each note is a message ({id, args}: text/en/state.js, text/en/app.js), written in the
// page's language, and again once another language has loaded (redraw, language.js).
import { t } from '../text/messages.js';
// A note's argument may be the core's message ({code, ...}, a refusal's reason): worded too.
import { errorArguments } from '../text/en/errors.js';

export function createLinkNotes(box) {
  let notes = [];
  function draw() {
    box.replaceChildren(...notes.map((note) => {
      const item = Object.assign(document.createElement('li'), { textContent: t(note.id, errorArguments(note.args)) });
      item.dataset.note = note.id;  // which message, for checks that do not read English
      return item;
    }));
    box.hidden = notes.length === 0;
  }
  return {
    list: () => notes,
    show(list) { notes = list; draw(); },
    redraw: draw,
  };
}
