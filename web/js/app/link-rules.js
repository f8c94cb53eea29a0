// What the page does with a link it cannot follow exactly: each rule adds a note (link-notes.js)
// and returns the change to the state that it follows instead (update.js sets it, and the new state
// is analysed in turn). A link's rules apply from the moment it is read (read) until its view is
// first drawn (shown).
import { defaults } from '../state/state.js';
import '../text/en/app.js';  // the notes' messages

export function createLinkRules(notes) {
  let linkUnchecked = true;  // a link was just read and has not yet been shown
  let followedNearest = false;  // this link's settings were refused and the nearest ones followed
  const note = (id, args) => notes.show([...notes.list(), { id, args }]);
  return {
    read(list) { notes.show(list); linkUnchecked = true; followedNearest = false; },
    shown() { linkUnchecked = false; },
    // A link is arriving: read (on load, or typed over the address of an open page) and not yet
    // drawn. It is followed the same way whenever it arrives, so the page shows what a fresh load
    // of it shows.
    arriving: () => linkUnchecked,

    // On arrival, a link whose sentence the core cannot read falls back to the default sentence, with
    // a note, instead of leaving an empty page. Later, a refused sentence (typed in the box) shows its
    // message beside the box and the last good view stays.
    defaultSentence(message) {
      note('app.sentenceRefused', { reason: message });
      return { text: defaults().text };
    },

    // A hand-made order that no longer fits the sentence: start from the original one (a link's
    // says so).
    originalOrder(state, tokenized) {
      if (linkUnchecked) note('app.orderMismatch', { positions: state.order.length, tokens: tokenized.tokens.length });
      return { order: 'original' };
    },

    // Settings the reader set in the controls that the core cannot run together stay there, with
    // the core's message: the reader fixes them there (views.test.mjs). A link's are followed:
    followsNearest: (result) => linkUnchecked && Boolean(result.nearest) && !followedNearest,
    // a link whose settings the core refuses is drawn with the nearest settings the core runs (the
    // core chooses them: result.nearest, docs/api.md), with a note of what changed and why: on
    // arrival, and for an address the reader edits later (else the panel it opens stays empty).
    nearestSettings(nearest) {
      followedNearest = true;
      notes.show([...notes.list(), ...nearest.notes.map((reason) => ({ id: 'app.nearestSettings', args: { reason } }))]);
      return nearest.settings;
    },

    // A stored trained model the core's reader refuses (docs/api.md, "Model files") still gives a
    // first view: the seeded model, with a note of what was refused and why.
    seededModel(message) {
      note('app.trainedRefused', { reason: message });
      return { useTrained: false };
    },

    // A model file missing or refused: the seeded view, with a note.
    englishUnavailable(message) {
      note('app.englishUnavailable', { reason: message });
      return { model: 'seeded' };
    },
  };
}
