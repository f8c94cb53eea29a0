// The explanations shown beside each view, as data: a title and paragraphs. Views pick an entry
// (some by the current scheme) and render it as text; no view holds its own prose. A paragraph is a
// message id when it is true in every state, or a claim list (see claims.js) when it speaks of the
// current numbers or settings: the page then shows the alternative that is true. The title reads
// its message when read. The messages are in text/en/explanations.js.
// This file holds the first view's (the Compare panel and the settings menu); the other panels'
// are in panel-explanations.js (bundled into panels.js), a script of their own that loads when one of them first opens.
import { DIVERGING_HUES } from '../colour/scales.js';
import { t } from '../text/en/explanations.js';

export const EXPLANATIONS = {
  compare: {
    get title() { return t('explanations.compare.title'); },
    paragraphs: ['explanations.compare.start', 'explanations.compare.rows', 'explanations.compare.equivariant'],
  },
  aligned: {
    get title() { return t('explanations.aligned.title'); },
    paragraphs: [
      'explanations.aligned.grid',
      // The hues named as the grid paints them (colour/scales.js).
      [{ text: 'explanations.aligned.difference', args: () => DIVERGING_HUES }],
    ],
  },
  settings: {
    get title() { return t('explanations.settings.title'); },
    paragraphs: ['explanations.settings.controls', 'explanations.settings.refused'],
  },
  // The Position tab's texts: `paragraphs` are the plain words shown first (what the scheme does,
  // what to look at); `numbers` are the details, behind a closed "The numbers" disclosure
  // (views/shared/explanation-card.js). Each caveat is said once, in its scheme's numbers.
};


// A line in place of the grid for the schemes that add nothing to the vectors (a message id, or a
// claim list: claims.js). Shown by views/position/position-encoding.js.
export const ENCODING_NOTES = {
  // One caveat, once: RoPE's pairing, ALiBi's symmetric form and T5's scaling are each said in
  // their scheme's numbers (PANEL_EXPLANATIONS.schemes), not again here; the mask, in its explanation.
  none: 'explanations.note.none',
  alibi: 'explanations.note.alibi',
  t5: 'explanations.note.t5',
};
