// The English messages of what a first visit may show of trained models: the note above the
// panels (views/train/trained-model-note.js) and the stored models (train/models.js). The Train
// panel's own texts are text/en/train.js, in its lazily loaded script. See text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'trained.asking': 'Asking the trained model…',
  'trained.answersFailed': "The trained model's answers could not be computed: {reason}",
  'trained.seeded': '{problem} The panels show the seeded model.',
  'trained.taskName': '{task, select, who-did-it {“who did it”} other {“previous token”}}',
  'trained.none': 'No trained {task} model with {scheme} for positions is kept in this browser yet: train one in the Train panel. The panels show the seeded model.',
  // The no-position case has messages of its own: its phrase ('no encoding') does not fit a 'with {scheme}' frame in every language.
  'trained.noneNoPosition': 'No trained {task} model without a positional encoding is kept in this browser yet: train one in the Train panel. The panels show the seeded model.',
  'trained.shown': 'The panels show a trained model: the {task} task, {scheme} for positions, {steps} steps, width {width}, {heads} heads, {causal, select, true {with} other {without}} the causal mask, first layer.',
  'trained.shownNoPosition': 'The panels show a trained model: the {task} task, no positional encoding, {steps} steps, width {width}, {heads} heads, {causal, select, true {with} other {without}} the causal mask, first layer.',
  'trained.unknown': 'Words it has never seen (no embedding): {words}.',
  'trained.allKnown': 'Every word is in its vocabulary.',
  'trained.setAside': 'The stored entry "{name}" was not a trained model ({text}); it was set aside.',
  'trained.noRoom': "The trained {count, plural, one {model} other {models}} would need {needed} thousand characters of this browser's storage, and only {free} thousand are free; nothing was stored.",
  'trained.refused': 'The browser refused to keep the trained {count, plural, one {model} other {models}} ({reason}); nothing was stored.',
  'trained.notKept': 'The trained model could not be kept in this browser ({reason}).',
});
