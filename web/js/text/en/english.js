// The English messages of the trained English models' panel (views/english/) and of the page's
// sentences about them: see text/messages.js.
import { addMessages } from '../messages.js';

export const t = addMessages({
  'english.title': 'Trained English model',
  // Shown only when the page is in another language (English sentences to try follow it).
  'english.englishOnly': 'These trained models read English only: they learned from English text, and any word of another language is read as one unknown word. Try them on an English sentence:',
  'english.scheme': '{scheme, select, none {no position} sinusoidal {sinusoidal} learned {learned table} rope {RoPE} alibi {ALiBi} t5 {T5} other {{scheme}}}',
  'english.loading': 'Loading the {scheme} model (its file and the shared vocabulary, fetched once)…',
  'english.status': 'Positions: {scheme}{base, select, none {} other {, wavelength base {base, number, integer}}}{sides, select, split {, each head reading one side ({earlierCount, plural, one {head} other {heads}} {earlier} the words before, {laterCount, plural, one {head} other {heads}} {later} the words after)} other {}}; layer {layer} of {layers}: width {width}, {heads} heads (fixed by training).',
  'english.layer': 'Layer',
  'english.layerOption': '{last, select, yes {{n} (last)} other {{n}}}',
  'english.unknown': 'Not in its vocabulary (read as one unknown word): {words}.',
  'english.allKnown': 'Every word is in its vocabulary.',
  'english.listSeparator': ', ',
  'english.headNumbers': '{count, plural, one {{last}} other {{rest} and {last}}}',
  'english.blankTitle': 'Fill the blank: the model’s guesses for a hidden word',
  'english.blankIntro': 'Hide one word: the model guesses it from the others, once in the original order and once in the new order.',
  'english.blankWord': 'Word to hide',
  'english.blankModels': 'Models',
  'english.blankOne': 'The chosen scheme',
  'english.blankAll': 'All {count} side by side',
  'english.blankOption': '{n}. {word}',
  'english.asking': 'Asking the model…',
  'english.hidden': '[?]',
  'english.blankCaption': 'Five best guesses for “{word}” (probability)',
  'english.blankModel': 'Model',
  'english.guess': '{word} {probability}',
  // Under Fill the blank's table (content/blank.js): why two columns are identical, how far to trust a guess.
  'english.blankNoneSame': 'No position: its two columns are identical. That model reads which words there are, never where they stand, so a new order gives it the same input and the same guesses.',
  'english.blankAlibiReversed': 'ALiBi: its two columns are identical under reversal. Its penalty depends only on how far apart two words are, the same either way round, and reversing a sentence keeps every distance.',
  'english.blankAllUnsure': 'Every top guess here has less than {threshold} of its model’s belief: guesses, not knowledge.',
  'english.blankSomeUnsure': 'Top guesses with less than {threshold} of the model’s belief are guesses, not knowledge: here those of {models}.',
  'english.blankUnsureInOrder': 'In the sentence’s order every top guess here has less than {threshold} of its model’s belief: guesses, not knowledge. In the new order {models} {count, plural, one {puts} other {put}} at least {threshold} on {count, plural, one {its} other {theirs}}.',
  'english.blankConfident': 'Every model here puts at least {threshold} of its belief on its top guess in the sentence’s order: fairly sure, though a sure guess can still be wrong.',
  // The answer of the lesson's step 3 (content/blank.js, BLANK_STORY).
  'english.blankStory': 'No position guesses the same in both orders (first “{noneTop}”, {noneP}): it never sees where words stand. The models with positions lose to the shuffle: {right} of {of} guess “{word}” first in the sentence’s order, {kept} after the shuffle. {scheme}, for one, guesses “{word}” ({inOrder}) in order but “{newTop}” ({newP}) shuffled: the order carried what the guess needed.',
  'english.blankStoryCount': 'No position guesses the same in both orders (first “{noneTop}”, {noneP}): it never sees where words stand. The models with positions lose to the shuffle: {right} of {of} guess “{word}” first in the sentence’s order, {kept} after the shuffle.',
  'english.blankStoryNone': 'No position guesses the same in both orders: it never sees where words stand. On this shuffle the models with positions guess “{word}” first as often as in the sentence’s order: press Shuffle again.',
  'english.settingsNote': 'The trained English models have fixed settings: width {width}, {heads} heads, {layers} layers, no causal mask{sides, select, split { (yet each head reads one side: {earlierCount, plural, one {head} other {heads}} {earlier} the words before, {laterCount, plural, one {head} other {heads}} {later} the words after)} none { (every head reads both ways)} other {}}, and their scheme’s trained position parameters. Choose the seeded model to adjust settings.',
  'english.settingsNoteLoading': 'The trained English models have fixed settings, read from their model files: no causal mask, and their scheme’s trained position parameters. Choose the seeded model to adjust settings.',
  'english.learnedOption': 'Learned table (trained on English)',
  'english.alibiOption': 'ALiBi (Press et al. 2021; trained on English)',
  // The Position tab with the English models: what it shows of the trained scheme.
  'english.positionNote': '{scheme, select, none {The model trained without position: nothing is added to the words and nothing changes the scores.} sinusoidal {The model’s sinusoidal table (fixed, not trained) for the sentence’s {count} positions, as it is added to the words, and how alike it makes two positions.} learned {The position table the model learned from English: the first {count} of its {positions} rows, as they are added to the words, and how alike training made two positions.} rope {RoPE’s rotation in the model’s heads of {headWidth} numbers ({pairs} pairs), for the sentence’s {count} positions.} alibi {ALiBi’s fixed penalties in each of the model’s heads (slopes {slopes}), not trained.{sides, select, split { {earlierCount, plural, one {Head} other {Heads}} {earlier} read only their own word and the words before it, as in the paper’s causal models; {laterCount, plural, one {head} other {heads}} {later} only their own word and the words after it{pairing, select, mirrored {, each with the same slope as the head before it, on the other side} other {, mirror images of the causal form with slopes of their own}}. The penalty, −slope × distance, does not say on which side a word stands, so these sides are how this model tells left from right.} other {}}} t5 {T5’s bias per offset bucket, as the model learned it from English: one set per head, shared by both layers; the grids show it on this sentence.} other {}} The score’s four terms and the shift test are drawn for the seeded model only (choose it under Model): these models read positions from the sentence’s start, and normalise word and place together before the scores.',
  'english.t5Title': 'The trained bucket table',
  'english.t5Caption': 'T5’s trained bias for each offset bucket and head (an offset is the key’s position minus the query’s)',
  'english.t5Offsets': 'Offsets',
  'english.t5Offset': '{one, select, yes {{low}} other {{low} to {high}}}',
  'english.t5Head': 'Head {n}',
});
