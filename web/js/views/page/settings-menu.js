// The settings menu: the secondary controls (the model's parameters, colour map, theme, Embed) in
// one <details> beside the title, so the first screen is the sentence and the picture. A native
// <details> opens by keyboard (Enter, Space); Escape closes it and returns focus to its summary,
// and a click elsewhere on the page closes it too. signal: the page's build (main.js); once it aborts
// (another language builds the page again) the menu stops listening to the document.
export function createSettingsMenu(menu, { signal } = {}) {
  const summary = menu.querySelector('summary');
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    summary.focus();
  });
  const closeElsewhere = (event) => {
    // A dialog opened from the menu (Embed) is not "elsewhere".
    if (menu.open && !menu.contains(event.target) && !event.target.closest?.('dialog')) menu.open = false;
  };
  document.addEventListener('click', closeElsewhere, { signal });
  let moved = false;
  return {
    // Dialogs opened from the menu live outside it: a closed <details> would hide them.
    sync() {
      if (moved) return;
      moved = true;
      for (const dialog of menu.querySelectorAll('dialog')) document.body.append(dialog);
    },
    render() {},
  };
}
