// The page's states the layout and the names tests visit: every panel with both models, Fill the
// blank with all six models, the lesson's steps. Each is {name, hash, wait?, act?}: `hash` opens it
// (a fresh load), `wait` a selector to wait for, `act(page)` what to do once it is drawn. A helper
// adding a view (the Train panel's tables, say) adds its state here, and both tests visit it.
export const PANELS = ['compare', 'heads', 'position', 'outputs', 'walkthrough', 'train'];

export const PAGE_STATES = [
  ...PANELS.map((panel) => ({ name: `${panel}, seeded`, hash: `#panel=${panel}` })),
  ...PANELS.map((panel) => ({ name: `${panel}, English (T5)`, hash: `#panel=${panel}&model=english&scheme=t5`, wait: '#english-status:not(:empty)' })),
  { name: 'own-sentence walkthrough with the mask', hash: '#panel=walkthrough&walkMode=sentence&causal=1' },
  { name: 'Fill the blank, all six, shuffled', hash: '#model=english&blankOpen=1&blankSchemes=all&text=she+drank+a+cup+of+hot+tea&blank=4', wait: '#blank-guesses table[data-schemes="6"]' },
  { name: 'Fill the blank, all six, reversed, ALiBi', hash: '#model=english&scheme=alibi&order=reverse&blankOpen=1&blankSchemes=all', wait: '#blank-guesses table[data-schemes="6"]' },
  ...[1, 2, 3, 4, 5, 6, 7].map((lesson) => ({ name: `lesson step ${lesson}`, hash: `#lesson=${lesson}`,
    wait: lesson === 3 ? '#blank-guesses table' : undefined })),
];

// The whole page's visible text: every text node with a box on screen or below it (not in a
// closed disclosure, a hidden panel or a menu's options), with what it stands in.
export function visibleTexts() {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent.trim();
    if (!text || !parent || parent.closest('script, style, option, select, textarea, code')) continue;
    if (parent.getClientRects().length === 0) continue;
    out.push({ text, where: parent.closest('[id]')?.id ?? parent.tagName });
  }
  return out;
}
