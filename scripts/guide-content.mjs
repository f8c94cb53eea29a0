// The teacher's guide's own prose, in English (scripts/guide.mjs puts it on the page): the page's
// headings and paragraphs (PAGE), the 50-minute class plan, the answer to each lesson step's
// prediction and to each discussion question with its reason, the Fill the blank activity, what each
// Train preset is expected to show and how to add the lab to Moodle, Canvas and Blackboard. The
// Hindi and Spanish guides have the same exports in guide-content.hi.mjs and guide-content.es.mjs
// (same order, same lengths: tests/scripts/guide.test.mjs compares them); a translator changes only
// the text. Each statement here about what a model does is a claim (guide-claims.mjs, by its path:
// "PAGE.blank.look.2"), tested against the core and the shipped English models
// (tests/scripts/guide-claims.test.mjs); one whose truth depends on the English models holds its
// texts under names ({changes, same, none}), and the guide shows the one their answers make true.
// The text describes what to look for rather than quoting numbers a retrained model would change.

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
    answer: 'The models with a positional encoding: after the shuffle they lose guesses that were right, while the model with no position guesses exactly as before. The grids’ outputs (no position) are the old vectors, just moved; with sinusoidal encoding switched on they become new vectors.',
    why: 'Each word’s input is its embedding plus a vector for its position; a word that moves gets a different position vector, so its scores, weights and output change. The models with positions learned English with those vectors, so a new order gives them a different input; the model with no position sees the same set of words either way.',
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
    question: 'Without the mask, the seeded model’s ALiBi leaves the outputs unchanged after an exact reversal. Which property of −slope × |i − j| causes that, and why does the paper’s causal form not have it?',
    answer: 'The absolute value: reversing a sentence keeps every distance |i − j|, so every bias, score and weight is the same, only mirrored. The paper’s causal form −slope × (i − j) applies only to earlier words, and reversal changes which words come earlier.',
  },
  {
    question: 'In the cricket walkthrough, what plays the query, the keys and the values? Where does the analogy stop working?',
    answer: 'The batter’s intent is the query, what each bowler has been bowling is a key, and what the batter takes from each bowler is a value. It stops where attention is symmetric and learned: in a sentence every word is at once batter and bowler, the query, key and value are learned projections of the same word vector, and the weights always sum to 1.',
  },
  {
    question: 'On the Train panel, which schemes learn “who did it” and which fail? Which still work on sentences four times as long as the training ones, and why?',
    answer: 'Without position and without the mask the model cannot beat the order-blind ceiling of 50%: a sentence and its swap are the same set of words. With the mask every scheme learns it, no position included; without the mask so does every scheme with positions except the panel’s ALiBi, which without the mask is the symmetric −slope × |i − j| and cannot tell left from right. On longer sentences the reading under the table says which held up in that run: the learned table’s rows past the longest training sentence were never trained, while relative schemes and the mask need nothing new. Tiny models and short sentences differ from the papers’ (see the presets below).',
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
  // Not every reading names a difference from the paper (the Haviv preset's usually names none):
  // the question depends on the reading (guide-claims.mjs, TRAIN_CLAIMS).
  ['36–44', 'The Train panel: each group runs one preset (seconds each) and reports what the reading under the table says, beside what the paper found (the panel states it with the preset). Where the reading says the run differs from the paper, the group names one such place; where it says nothing of the kind, one reason a one-layer model on sentences of a few words might still behave unlike the paper’s models.'],
  ['44–48', 'Step 6 (the cricket walkthrough), or, short of time, the recap card.'],
  ['48–50', 'Exit ticket: one discussion question (below), answered in two sentences.'],
];

// The page around those lists. Strings may hold our own inline HTML (<strong>, <em>, <code>, <a>) and
// placeholders that guide.mjs fills: {lab:#hash} is a link into the lab (in the guide's language:
// it adds lang=), {ui:id} the name of a control as the page's catalogue calls it in that language, so
// guide and page agree, and {name} a value (a number, the default sentence, a tab's name).
export const PAGE = {
  title: 'Teacher’s guide: Word order in attention',
  description: 'How to teach with the Word order in attention page: the lesson, the answers, discussion questions, and how to add it to Moodle, Canvas and Blackboard.',
  skip: 'Skip to the guide',
  languages: 'This guide in other languages',
  back: '← Back to the lab',
  lede: 'The lab shows learners why self-attention cannot see word order by itself, and what positional encodings and the causal mask change. This guide goes with its six-step lesson. It prints as a handout (the browser’s Print command).',
  contents: 'Contents',
  // Each section: its entry in the contents and its heading (numbered by guide.mjs).
  sections: {
    plan: { contents: 'A 50-minute class', heading: 'A 50-minute class' },
    lesson: { contents: 'The lesson, step by step, with the answers', heading: 'The lesson, step by step, with the answers' },
    answers: { contents: 'The predict questions and their answers', heading: 'The predict questions and their answers' },
    blank: { contents: 'Fill the blank: a sentence and its shuffle on the English models', heading: 'Fill the blank: a sentence and its shuffle on the English models' },
    discussion: { contents: 'Questions for discussion, with answers', heading: 'Questions for discussion, with answers' },
    train: { contents: 'The Train panel’s presets: what to expect', heading: 'The Train panel’s presets: what to expect' },
    lms: { contents: 'Adding the lab to a course: Moodle, Canvas, Blackboard', heading: 'Adding the lab to a course' },
  },
  plan: {
    intro: 'For a class with a laptop or phone per pair, the lab open at <a href="{lab:}">the lab’s address</a>. Nothing to install; the page works offline once loaded. The timings are a guide: steps 1–3 are the core, the rest can be cut.',
    minutes: 'Minutes',
    what: 'What happens',
  },
  lesson: {
    intro: 'Learners press <strong>{ui:html.lesson}</strong> at the top of the lab (it also opens by itself on a first visit). Each step sets the page up, asks for a prediction, then gives one thing to do; a sentence under it reads the current numbers. About 15 minutes in all. Each step has a link of its own, to assign it or embed it.',
    shows: 'What it shows:',
    predict: 'Learners predict:',
    then: 'Then they:',
    answer: 'Answer:',
    why: 'Why:',
    open: 'Open step {n}',
    embed: 'embed it:',
  },
  answers: {
    intro: 'Under the {compare} and {position} tabs, learners pick an answer, then press <strong>{ui:shared.reveal}</strong>: the page sets up the case and measures it. The answers below are the page’s own for its default sentence, “{sentence}”; on other sentences the page may answer otherwise (a sentence of one repeated word, for example), and says why. In a learning platform these four questions are the score (the first answer to each counts).',
    where: 'On the {panel} tab, under “Predict”. The choices:',
    answer: 'Answer:',
    why: 'Why:',
    open: 'Open this case in the lab',
  },
  blank: {
    intro: 'The lab carries six small models trained on English sentences, each with a different positional encoding (one with none). <strong>Fill the blank</strong> hides one word and shows each model’s five best guesses for it, once in the sentence’s order and once in a new order. About eight minutes, in pairs.',
    steps: [
      // Which of the two the guide shows is picked from the shipped models' answers (guide-claims.mjs):
      // `example` names the example guide-facts.mjs found ({exampleLab} opens it, in its own order).
      {
        example: 'Open <a href="{exampleLab}">the English models with Fill the blank open, all six side by side</a>, on “{exampleSentence}” with “{exampleWord}” hidden: in the sentence’s order most of the models with positions guess it first, and the model with no position does not. (Or type a short, ordinary sentence of your own and hide a word its grammar makes easy to guess.)',
        own: 'Open <a href="{lab:#model=english&blankOpen=1&blankSchemes=all}">the English models with Fill the blank open, all six side by side</a>. Type a short, ordinary sentence and hide a word its grammar makes easy to guess.',
      },
      'Before looking, ask: which models will guess the same words in both orders?',
      'Press <strong>{ui:input.shuffle}</strong>. Look for three things:',
      'Ask: the no-position model is not broken, so why are its guesses, in the right order, often poorer than the others’? (It cannot use word order, which English grammar depends on.)',
    ],
    // The three things to look for (under the third step).
    look: [
      'The model with no position gives <em>identical</em> guesses in both orders: it sees the same set of words either way (the lesson’s step 2, now on a trained model).',
      'The models with positions guess well in the sentence’s order and worse in the shuffled one: what they learned about English depends on where the words stand.',
      // Picked from ALiBi's answers on the example, reversed (guide-claims.mjs).
      {
        changes: 'With <strong>{ui:input.reverse}</strong> instead of {ui:input.shuffle}, the model with no position still guesses the same, but ALiBi’s guesses change: each of its heads reads one side only (its own word and the words before it, or its own word and the words after it), and a reversal swaps the two sides.',
        same: 'With <strong>{ui:input.reverse}</strong> instead of {ui:input.shuffle}, ALiBi’s guesses stay the same too: its bias depends only on the distance |i − j|, which reversal keeps.',
        none: 'With <strong>{ui:input.reverse}</strong> instead of {ui:input.shuffle}, the model with no position still guesses exactly the same: a reversal, too, only moves the words.',
      },
    ],
    after: 'The models are small: on a sentence of your own some guesses will be odd even in the right order. Sentences like the page’s examples work best; the point is the comparison between orders, not the quality of a single guess. The models read English only: with the page in Hindi or Spanish they say so and offer English sentences to try.',
  },
  train: {
    intro: 'The Train panel trains tiny transformers for the chosen encodings in the learner’s own browser, a few seconds (measured in a busy two-core machine’s browser: 4–10 s for a preset, 10–15 s for all six encodings with and without the mask; a slow phone takes longer, and the page stays usable meanwhile). Under the results a reading says what the run found, sentence by sentence, each shown only when the numbers support it. Each preset sets the panel up for one published result:',
    expect: 'Expect:',
    caveat: 'Caveat:',
  },
  lms: {
    intro: [
      'Two ways. <strong>As a SCORM 1.2 package</strong> (<code>word-order-scorm12.zip</code>, made by the build): the platform hosts the lab and records each learner’s progress (the step reached), completion (every step seen) and score (the four predict questions, 0–100); a learner who leaves comes back where they stopped. <strong>As an iframe</strong> (the lab’s <strong>{ui:page.embed}</strong> button, under {ui:html.menu}): the lab stays on its own web host and nothing is recorded. Use the Embed dialog to choose the parts, a lesson step and the theme; it measures the height for you.',
      'To count the lesson as passed only from a score, set a passing grade in the platform, or build the package with a mastery score (<code>cmake --preset wasm -DPOSATTN_SCORM_MASTERY=75</code>): with one, a finished lesson is “passed” or “failed” instead of “completed”.',
      'The lab opens in the language of the learner’s browser when it has it (English, Hindi or Spanish); a link can name one (<code>lang=hi</code>, <code>lang=es</code>), and the menu under {ui:html.menu} changes it. The menu names below are those of each platform’s English interface.',
    ],
    platforms: [
      {
        name: 'Moodle (4.x)',
        steps: [
          '<strong>SCORM:</strong> turn editing on in the course, choose <em>Add an activity or resource</em>, then <em>SCORM package</em>.',
          'Give it a name, and drop <code>word-order-scorm12.zip</code> into <em>Package file</em>.',
          'Under <em>Appearance</em>, <em>Display package</em>: <em>Current window</em> or <em>New window</em> (both work); a width of 100% and a height of 900 px suit it.',
          'Under <em>Grade</em>: <em>Grading method</em> <em>Highest grade</em>, <em>Maximum grade</em> 100. Under <em>Activity completion</em>: <em>Require status</em> <em>Completed</em> (or <em>Passed</em> with a mastery score).',
          'Save, then <em>Preview</em> it as a learner would.',
          '<strong>Iframe:</strong> add a <em>Page</em> (or edit any text), switch the editor to HTML (the <em>&lt;/&gt;</em> button, or <em>Tools → Source code</em>) and paste the Embed dialog’s code. Moodle strips script tags unless the site allows them: the frame then keeps the height in its code.',
        ],
      },
      {
        name: 'Canvas',
        steps: [
          '<strong>SCORM:</strong> in the course, <em>Settings → Import Course Content</em>, content type <em>SCORM package</em> (where the SCORM app is enabled; or <em>Assignments → + Assignment</em> with the submission type <em>External Tool</em> and the SCORM tool), then choose the zip.',
          'Tick <em>Import as a graded assignment</em> and give the points (Canvas scales the 0–100 score).',
          'Publish the assignment, and open it with <em>Student View</em> to check it.',
          '<strong>Iframe:</strong> edit a page, open <em>HTML Editor</em>, paste the iframe line of the Embed dialog’s code. Canvas removes the script line, but it needs none: the lab sends Canvas’s own <code>lti.frameResize</code> message, and Canvas resizes the frame itself.',
        ],
      },
      {
        name: 'Blackboard Learn',
        steps: [
          '<strong>SCORM (Ultra):</strong> in the course content, <em>+ → Create → SCORM package</em> (in Original: <em>Build Content → Content Package (SCORM)</em>), and upload the zip.',
          'Set <em>Grading</em> to <em>Score</em>, 100 points, and the number of attempts.',
          'Make it visible to students, and open it with <em>Student preview</em>.',
          '<strong>Iframe:</strong> create a <em>Document</em> (Ultra) or an <em>Item</em> (Original), open the editor’s HTML view (<em>&lt;&gt;</em>) and paste the Embed dialog’s code. Blackboard may strip the script line; the frame then keeps the height in its code.',
        ],
      },
    ],
    hosting: 'Hosting the lab yourself',
    hostingBefore: 'The lab is a folder of static files (the build’s <code>site/</code> folder, or the folder this guide sits in, one level up): copy it to any web host, under any path. Serve <code>.wasm</code> files as <code>application/wasm</code> (most hosts already do). The page works under these headers, which we recommend:',
    hostingAfter: 'Without a web host, <code>offline.html</code> in the same folder is the whole lab in one file: it opens from a USB stick or a shared drive. To embed the lab, use its <strong>{ui:page.embed}</strong> button (under {ui:html.menu}): the dialog writes the iframe code with the parts, lesson step and theme you choose.',
  },
};
