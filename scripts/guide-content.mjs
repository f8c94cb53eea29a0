// The teacher's guide's own prose (scripts/guide.mjs puts it on the page): the 50-minute class
// plan, the answer to each lesson step's prediction and to each discussion question with its
// reason, the Fill the blank activity and what each Train preset is expected to show. Written for
// teachers, in English; the facts about the page's numbers that can be checked are checked where the
// page states them (the lesson's claims, the Train panel's reading), and this text describes what to
// look for rather than quoting numbers that a retrained model would change.

// Each lesson step's prediction, by the message the step's `predict` reads (text/en/lesson.js).
export const STEP_ANSWERS = [
  {
    predict: 'lesson.attention.predict',
    answer: 'Every row adds up to 1. After a shuffle, a word’s row moves with the word, and with no positional encoding it holds the same weights, only in the new column order.',
    why: 'Each row is a softmax over the word’s scores against every word, so its weights are positive and sum to 1. Without position the scores depend only on which two words meet, not where they stand.',
  },
  {
    predict: 'lesson.shuffle.predict',
    answer: 'Each vector just moves with its word: no word comes out different.',
    why: 'With no positional encoding, self-attention is permutation-equivariant: shuffling the input shuffles the output rows the same way and changes nothing else. The model reads a set of words, not a sequence.',
  },
  {
    predict: 'lesson.encoding.predict',
    answer: 'No: with sinusoidal encoding the shuffled outputs are new vectors, not the old ones moved.',
    why: 'Each word’s input is its embedding plus a vector for its position; a word that moves gets a different position vector, so its scores, weights and output change.',
  },
  {
    predict: 'lesson.shift.predict',
    answer: 'RoPE: its weights are the same after the shift; sinusoidal’s change.',
    why: 'RoPE turns queries and keys by angles proportional to their positions, so a score depends only on how far apart two words are (i − j), which a shift keeps. Sinusoidal adds vectors for absolute positions, which a shift changes.',
  },
  {
    predict: 'lesson.mask.predict',
    answer: 'Yes: with the mask on, shuffling changes the outputs even with no encoding.',
    why: 'Each word sees only itself and the words before it, so which words a word sees (and how many) depends on the order. The mask alone carries order, which is why decoders can learn without any positional encoding (Haviv et al. 2022).',
  },
  {
    predict: 'lesson.cricket.predict',
    answer: 'In the powerplay the quick bowlers (Cummins, Starc); in the 35th over the leg-spinner (Zampa).',
    why: 'The batter’s intent (the query) is scored against what each bowler bowls (the keys) by a dot product: features that match (pace and bounce early, turn late) give high scores, and the softmax turns them into the weights of what he takes from each (the values).',
  },
];

// The seven discussion questions and their answers.
export const DISCUSSION = [
  {
    question: 'Shuffle a sentence with no encoding: every word keeps its output vector. Why is the mean of the outputs then the same for every order, and why would a sentiment classifier built on that mean rate “dog bites man” and “man bites dog” alike?',
    answer: 'The outputs are the same vectors in another order, and a mean does not depend on order. A classifier that reads only the mean receives the identical input for both sentences, so it must give them the same answer, whatever it learned.',
  },
  {
    question: 'The two copies of “the” in “The cat sat on the mat” get identical outputs without an encoding. What does a positional encoding have to add so that they differ?',
    answer: 'Without position they are the same input reading the same set of words, so they get the same weights and output. A positional encoding must add something that depends on where each copy stands: an added position vector (sinusoidal, learned) makes their inputs differ; a relative scheme (RoPE, ALiBi, T5) makes their scores differ, because their neighbours sit at different distances. (The page folds letters to lower case before it looks up a word, so “The” and “the” share one embedding.)',
  },
  {
    question: 'The causal mask alone changes the outputs after a shuffle. Where does its information about order come from? Why can a decoder such as GPT learn without any encoding at all?',
    answer: 'From which words each word may see: its own prefix. The first word sees one word, the tenth sees ten, so the set, and even the count, of visible words tells a word where it is. Stacked layers can turn that into position, which is what Haviv et al. (2022) found and what the Train panel’s first preset reproduces.',
  },
  {
    question: 'Sinusoidal encoding is absolute, RoPE is relative: what does the shift test measure, and why would a relative scheme help a model read a sentence that starts later in a long document?',
    answer: 'It moves the whole sentence a few positions later and compares the attention weights. A relative scheme scores only distances, so the same sentence gets the same weights wherever it starts: what the model learned at one place carries over to every place.',
  },
  {
    question: 'Without the mask, the page’s ALiBi leaves the outputs unchanged after an exact reversal. Which property of −slope × |i − j| causes that, and why does the paper’s causal form not have it?',
    answer: 'The absolute value: reversing a sentence keeps every distance |i − j|, so every bias, score and weight is the same, only mirrored. The paper’s causal form −slope × (i − j) applies only to earlier words, and reversal changes which words come earlier.',
  },
  {
    question: 'In the cricket walkthrough, what plays the query, the keys and the values? Where does the analogy stop working?',
    answer: 'The batter’s intent is the query, what each bowler has been bowling is a key, and what the batter takes from each bowler is a value. It stops where attention is symmetric and learned: in a sentence every word is at once batter and bowler, the query, key and value are learned projections of the same word vector, and the weights always sum to 1.',
  },
  {
    question: 'On the Train panel, which schemes learn “who did it” and which fail? Which still work on sentences four times as long as the training ones, and why?',
    answer: 'Without position and without the mask the model cannot beat the order-blind ceiling of 50%: a sentence and its swap are the same set of words. Any scheme with positions, and no position with the causal mask, learns it. On longer sentences the reading under the table says which held up in that run: the learned table’s rows past the longest training sentence were never trained, while relative schemes and the mask need nothing new. Tiny models and short sentences differ from the papers’ (see the presets below).',
  },
];

// What each Train preset is expected to show, and the caveats (the reading under the table says
// what a run found; these are what the readings said over three seeds when this guide was written).
export const PRESET_NOTES = [
  {
    name: 'haviv',
    question: 'Haviv et al. 2022: no positional encoding, but the causal mask. Can the model still learn word order?',
    expect: 'Without position and without the mask the model stays at or below the 50% order-blind line; with the mask and still no position it learns “who did it” (above 90% on every seed). The learned table learns it either way.',
    caveat: 'One layer and sentences of a few words: the mask’s signal is easy to use here. The paper’s claim is about large language models; this run shows the mechanism, not the size of the effect.',
  },
  {
    name: 'length',
    question: 'Train short, test long (Press et al. 2021; Kazemnejad et al. 2023): which encodings hold up on longer sentences than they were trained on?',
    expect: 'With the mask, ALiBi holds up on sentences four times as long, as in Press et al., and so does no position at all, as in Kazemnejad et al.; the learned table drops once sentences pass its trained rows. The sinusoidal table, which the paper saw fall apart, keeps most of its accuracy here: the reading says where the run agrees with the paper and where it does not.',
    caveat: 'The paper tested language models on thousands of tokens; these sentences have a few. Which scheme is best at 4× may change from seed to seed (the reading then says the seeds overlap).',
  },
  {
    name: 'rope-scaling',
    question: 'RoPE beyond its training length: position interpolation (Chen et al. 2023) and NTK-aware base scaling.',
    expect: 'Interpolation without fine-tuning hurts even at the training lengths; a few fine-tuning steps mend it. Untuned, NTK-aware scaling beats interpolation at twice the length but is no better than plain RoPE left as it was. The control, plain RoPE fine-tuned the same way with no scaling, shows how much of the mending is simply seeing longer sentences: on the seeds we tried it did at least as well as interpolation, and the reading says so.',
    caveat: 'The papers stretch models trained on thousands of tokens, where plain RoPE meets rotation angles it never saw; at these lengths a few fine-tuning steps on longer sentences teach plain RoPE outright, so the scaling has little left to add.',
  },
];

// The 50-minute plan: [minutes, what happens].
export const CLASS_PLAN = [
  ['0–5', 'Hook: write “dog bites man” and “man bites dog” on the board. Ask: if a model only knew which words a sentence holds, could it tell them apart? Learners open the lab (the link below) on a laptop or phone.'],
  ['5–20', 'The lesson, steps 1–3, in pairs: each pair writes down its prediction before pressing anything, then does the step’s task and reads the sentence under it. Stop after step 3 and collect the predictions by show of hands: most expect the shuffle to change something.'],
  ['20–28', 'Fill the blank on the English models (the activity below): the same shuffle, now on models trained on real English.'],
  ['28–36', 'Steps 4 and 5: the shift test (absolute against relative) and the causal mask. Ask the pairs to explain step 5’s answer in one sentence before moving on.'],
  ['36–44', 'The Train panel: each group runs one preset (seconds each) and reports what the reading under the table says, and one place where the run differs from the paper.'],
  ['44–48', 'Step 6 (the cricket walkthrough), or, short of time, the recap card.'],
  ['48–50', 'Exit ticket: one discussion question (below), answered in two sentences.'],
];
