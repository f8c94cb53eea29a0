// The notes about a link that could not be followed exactly (#link-notes): they stay until the next
// link is read.
export function createLinkNotes(box) {
  let notes = [];
  return {
    list: () => notes,
    show(list) {
      notes = list;
      box.replaceChildren(...notes.map((note) => Object.assign(document.createElement('li'), { textContent: note })));
      box.hidden = notes.length === 0;
    },
  };
}
