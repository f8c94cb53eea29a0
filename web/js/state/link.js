// The store and the address bar kept in step, in one place. The hash is the state: every change is
// written back (in the next task, so a copied link restores the view), and a hash the reader
// changes (by hand, or Back / Forward) is read again.
// History: one Back undoes one learner action. A discrete choice (an example, Shuffle, Reverse,
// Reset, a drop, a tab, a scheme) passes {remember: true} and adds an entry; typing adds one entry
// per burst of keystrokes (the first write after a pause of a second adds it, later writes of the
// same burst replace it); drags of a value and the page's own corrections only replace the current entry.
// Inside an iframe (a course page) nothing is ever added: the host page's Back must stay its own.
import { parseHash, toHash, createStore, addressHash } from './state.js';

// This page's address with another hash ('' drops it). Resolved against the whole current address,
// never rebuilt from location.pathname: a path that begins with '//' would otherwise read as another
// host (an outside link, or a SecurityError from history.replaceState).
export function addressWithHash(hash) {
  return new URL(hash || '', location.href).href;
}

// Views and the page's updates subscribe to the store it returns (store.subscribe, state.js).
export function createLinkedStore({ onNotes }) {
  const parsed = parseHash(addressHash(location.search, location.hash));
  onNotes(parsed.notes);
  const embedded = window.self !== window.top;
  let written = toHash(parsed.state);
  if (written !== location.hash) history.replaceState(null, '', addressWithHash(written));

  // A change's new address is written in a task of its own, after the page has asked the core for
  // the new numbers: writing it costs the browser from under a millisecond to over 20 (it waits on
  // the browser's own process). Changes in a burst write once. Keystrokes in the sentence box
  // ({typing: true}) write once the learner pauses, TYPING_PAUSE_MS after the last one (and at
  // most TYPING_WRITE_MAX_MS after the first unwritten one): written between keystrokes, even in
  // idle time, it took CPU time that the core and the next frame needed on two cores (a 64-token
  // keystroke painted markedly later, bench/README.md). A remembered
  // change is written at once, as Back must find it; leaving the page or its losing focus writes
  // what is pending.
  const TYPING_PAUSE_MS = 300, TYPING_WRITE_MAX_MS = 1000;
  // A new history entry for typing needs a real pause, longer than the page's own busy moments
  // between keystrokes (a 64-token analysis on a slow machine).
  const TYPING_ENTRY_PAUSE_MS = 1000;
  let pending = null;  // {typing, firstAt, timer}
  // Typing's entry: 'none' (the current entry is not typing's), 'due' (the next typed write adds
  // one), 'open' (the current entry is this burst's: typed writes replace it).
  let typingEntry = 'none', lastKeyAt = -Infinity;
  let typedUnwritten = false;  // a keystroke's change not yet in the address (a correction may follow it)
  let before = parsed.state;  // the state before the latest change (a pending burst's last text)
  function cancelPending() {
    if (pending) clearTimeout(pending.timer);
    pending = null;
  }
  function writeAddress(state, remember) {
    const typed = typedUnwritten;
    typedUnwritten = false;
    cancelPending();
    const hash = toHash(state);
    if (hash === written) return;
    const url = addressWithHash(hash);
    const add = !embedded && (remember || (typed && typingEntry === 'due'));
    if (add) history.pushState(null, '', url);
    else history.replaceState(null, '', url);
    written = hash;
    if (typed && typingEntry === 'due') typingEntry = 'open';
    else if (remember) typingEntry = 'none';
  }
  function writeLater(typing) {
    const now = performance.now();
    if (typing && (typingEntry === 'none' || now - lastKeyAt > TYPING_ENTRY_PAUSE_MS)) typingEntry = 'due';  // a new burst
    if (typing) { lastKeyAt = now; typedUnwritten = true; }
    if (pending && !pending.typing) return;  // one is due in the next task
    const firstAt = pending?.firstAt ?? now;
    const delay = typing ? Math.max(0, Math.min(TYPING_PAUSE_MS, firstAt + TYPING_WRITE_MAX_MS - now)) : 0;
    cancelPending();
    pending = { typing, firstAt, timer: setTimeout(() => writeAddress(store.get(), false), delay) };
  }
  const store = createStore(parsed.state, (state, { remember = false, typing = false } = {}) => {
    // A burst still unwritten is its own entry: Back after it and a choice undoes the choice first.
    if (remember && typedUnwritten) writeAddress(before, false);
    if (remember) writeAddress(state, true);
    else writeLater(typing);
    before = state;
  });
  // The address is current whenever the learner could reach it: leaving the page, or the page
  // losing focus (to the address bar, to copy the link, or to another tab).
  const flush = () => { if (pending) writeAddress(store.get(), false); };
  for (const event of ['pagehide', 'blur']) window.addEventListener(event, flush);

  // Read as a fresh load reads it: the state, the link's notes, the link's rules, then written back
  // as the state it gave (a value it could not follow, or one at its default, leaves the address).
  // Every history step is read (popstate), also Back to an entry whose address is the one written
  // now (its notes are a fresh load's); an address typed or linked fires popstate and then
  // hashchange, and is read once.
  function readAddress(event) {
    if (event.type === 'hashchange' && location.hash === written) return;  // read already
    written = location.hash;
    cancelPending();  // the reader's address wins
    typingEntry = 'none';
    typedUnwritten = false;
    const next = parseHash(addressHash(location.search, location.hash));
    onNotes(next.notes);
    // The address read is passed on: a view may follow it as a fresh load does (the lesson sets up
    // a step the address names, views/lesson/lesson.js).
    store.set(next.state, { address: addressHash(location.search, location.hash) });
  }
  window.addEventListener('hashchange', readAddress);
  window.addEventListener('popstate', readAddress);

  // In-page links ("Skip to the lab") must not replace the view's hash: move focus instead.
  document.addEventListener('click', (event) => {
    const link = event.target.closest?.('a[href^="#"]');
    const target = link && document.getElementById(decodeURIComponent(link.getAttribute('href').slice(1)));
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView({ block: 'start' });
  });

  return store;
}
