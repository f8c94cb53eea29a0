// The store and the address bar kept in step, in one place. The hash is the state: every change is
// written back (in the next task, so a copied link restores the view), and a hash the reader
// changes (by hand, or Back / Forward) is read again.
// History: keystrokes and drags of a value only replace the current entry; a discrete choice
// (an example, Shuffle, Reverse, Reset, a drop) passes {remember: true} and adds one, so Back undoes
// it. Inside an iframe (a course page) nothing is ever added: the host page's Back must stay its own.
import { parseHash, toHash, createStore, addressHash } from './state.js';

// This page's address with another hash ('' drops it). Resolved against the whole current address,
// never rebuilt from location.pathname: a path that begins with '//' would otherwise read as another
// host (an outside link, or a SecurityError from history.replaceState).
export function addressWithHash(hash) {
  return new URL(hash || '', location.href).href;
}

export function createLinkedStore({ onChange, onNotes }) {
  const parsed = parseHash(addressHash(location.search, location.hash));
  onNotes(parsed.notes);
  const embedded = window.self !== window.top;
  let written = toHash(parsed.state);
  if (written !== location.hash) history.replaceState(null, '', addressWithHash(written));

  // A change's new address is written in a task of its own, after the page has asked the core for
  // the new numbers: writing it costs the browser from under a millisecond to over 20 (it waits on
  // the browser's own process), which then overlaps the core's work instead of delaying it.
  // Changes in a burst write once. A keystroke in the sentence box ({typing: true}) waits further:
  // until the page has drawn it (store.drawn(), main.js) and is idle, at most TYPING_WRITE_MS, so
  // drawing a keystroke never waits on it. A remembered change is written at once, as Back must
  // find it.
  const TYPING_WRITE_MS = 300;
  let pending = null;  // {idle, whenDrawn(), cancel()}
  function writeAddress(state, remember) {
    pending?.cancel();
    pending = null;
    const hash = toHash(state);
    if (hash === written) return;
    const url = addressWithHash(hash);
    if (remember && !embedded) history.pushState(null, '', url);
    else history.replaceState(null, '', url);
    written = hash;
  }
  function writeLater(idle) {
    if (pending && (!pending.idle || idle)) return;  // one is due as soon or sooner
    pending?.cancel();
    const write = () => writeAddress(store.get(), false);
    if (idle && typeof requestIdleCallback === 'function') {
      let idleId = 0;
      const latest = setTimeout(write, TYPING_WRITE_MS);
      pending = {
        idle,
        whenDrawn: () => { idleId ||= requestIdleCallback(write); },
        cancel: () => { clearTimeout(latest); if (idleId) cancelIdleCallback(idleId); },
      };
    } else {
      const id = setTimeout(write, 0);
      pending = { idle: false, whenDrawn: () => {}, cancel: () => clearTimeout(id) };
    }
  }
  const store = createStore(parsed.state, (state, { remember = false, typing = false } = {}) => {
    if (remember) writeAddress(state, true);
    else writeLater(typing);
    onChange(state);
  });
  // The page has drawn the latest change (or kept its last view): a keystroke's address may go.
  store.drawn = () => pending?.whenDrawn();
  // A link copied or the page left before the task ran still gets the current address.
  const flush = () => { if (pending) writeAddress(store.get(), false); };
  window.addEventListener('pagehide', flush);

  function readAddress() {
    pending?.cancel();  // the reader's address wins
    pending = null;
    if (location.hash === written) return;  // our own write coming back
    const next = parseHash(addressHash(location.search, location.hash));
    onNotes(next.notes);
    store.set(next.state);
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
