// The walkthrough's texts as data: concepts x analogies (analogies.js), and the text per step and
// per analogy. A text an analogy lacks is simply absent; the page then says so and shows the plain
// one (see analogy-text.js). Numbers never appear in these texts: every number on the page comes from
// the core. The page loads them as a script of their own (walkthrough-texts.js, built from
// walkthrough-texts-script.js) the first time the walkthrough opens: a first visit does not need them.

// Shown on top of the walkthrough.
export const WALK_INTRO = {
  plain: 'One attention computation, one step at a time. The worked example is tiny on purpose: one ' +
    'query, four keys and four values, each with five features, so every number can be read. ' +
    'Then the same six steps run on your own sentence, with the numbers the model really uses.',
  cricket: 'Virat Kohli is batting for India against Australia in a one-day international. Before each ' +
    'ball he decides which bowler\'s threat to read, and what to do about it. Follow that decision ' +
    'through the six steps of attention, with real numbers; then run the same six steps on your own ' +
    'sentence.',
};

// The heading over each step's reading, beside "The numbers".
export const READING_TITLE = { plain: 'What it means', cricket: 'In cricket terms' };

export const WALK_MODES = {
  match: { plain: 'Worked example', cricket: 'Kohli against Australia' },
  sentence: { plain: 'Your sentence', cricket: 'Your sentence' },
};

// The six steps. `match` is the worked example, `sentence` the learner's own sentence.
export const WALK_STEPS = [
  {
    id: 'query',
    title: 'The query',
    match: {
      plain: 'The query is the vector one token uses to ask what it is looking for. Here it has five ' +
        'numbers, one per named feature: the bigger the number, the more that feature matters to the ' +
        'asker. Switch to the other query to see a different one; the keys and values will be compared ' +
        'against whichever query is current.',
      cricket: 'Kohli\'s intent for the next ball is the query: what he most needs to read off the ' +
        'bowling. In the powerplay the new ball flies, so pace and bounce are his top priority and he ' +
        'keeps an eye on how many catchers wait for the edge. By the 35th over the threat has moved: ' +
        'turn comes first, and he watches both the close catchers and the gaps in the deep.',
    },
    sentence: {
      plain: 'Pick a token: its query in this head is what it is looking for. It is the token\'s input ' +
        'vector (its embedding, plus the position vector when the encoding adds one) multiplied by the ' +
        'head\'s matrix W_Q, which training sets (the note above the steps says which model this is). ' +
        'None of its numbers has a name: nobody chose what each one means.',
      cricket: 'Your chosen token is now the batter and its query is its intent. Unlike Kohli\'s, this ' +
        'intent has no named features: it is the token\'s input vector multiplied by a matrix (W_Q, ' +
        'which training sets), and no single number means "pace" or "turn".',
    },
  },
  {
    id: 'keys',
    title: 'The keys',
    match: {
      plain: 'Every token offers a key: a vector in the same features as the query, describing what ' +
        'it has to offer. Because queries and keys share one space, they can be compared number by ' +
        'number in the next step.',
      cricket: 'Each bowler\'s key is what Kohli can read from his recent overs and his field: how ' +
        'fast, how short, how much turn, how many close catchers, how many men in the deep. The key ' +
        'only describes the bowler; what to do about him is his value, in step 6.',
    },
    sentence: {
      plain: 'Every token of the sentence, the chosen one included, offers a key, made from its input ' +
        'vector by another matrix, W_K (again one that training sets).',
      cricket: 'Every token is a bowler here, the batter included: the same token that asks with its ' +
        'query also answers with its key. Real attention has no separate batter and bowlers.',
    },
  },
  {
    id: 'dot',
    title: 'Each dot product',
    match: {
      plain: 'Multiply the query and one key feature by feature and add the products: that is their ' +
        'dot product. It is large when both vectors are large in the same features, and a feature the ' +
        'query does not care about (a 0 in the query) adds nothing, however large it is in the key.',
      cricket: 'The match-up score: for each bowler, multiply how much Kohli cares about each feature ' +
        'by how strongly that bowler shows it, and add up. In the powerplay Cummins scores highest, ' +
        'because he is strong in exactly what Kohli is watching for; in the 35th over Zampa does, ' +
        'because he brings the turn.',
    },
    sentence: {
      plain: 'The dot product of the query with each key: as many products as the head has dimensions, ' +
        'added up. These are the core\'s own unscaled dot products q·k; the division by the square ' +
        'root of the head width comes in the next step.',
      cricket: 'The match-up of your batter with every bowler, itself included, computed exactly as ' +
        'Kohli\'s was, only over more (unnamed) features.',
    },
  },
  {
    id: 'scale',
    title: 'Scaling by √d',
    match: {
      plain: 'Divide every dot product by the square root of d, the number of features in a query or ' +
        'key. The more features there are, the larger dot products tend to get, and very large scores ' +
        'would make the next step give nearly all the weight to one key. Dividing keeps the scores in ' +
        'a moderate range whatever d is; every score is divided by the same number, so their order ' +
        'does not change.',
      cricket: 'Nothing cricket-specific happens here: it is bookkeeping. The more things Kohli could ' +
        'look at, the bigger the match-up totals get just from adding more terms. Dividing by √d puts ' +
        'them back on a common scale, so no bowler takes all his attention merely because there are ' +
        'many features. The ranking of the bowlers stays the same.',
    },
    sentence: {
      plain: 'The core divides each dot product by √(head width): these scaled scores are the numbers ' +
        'it returns. Some encodings then add a bias that depends only on where the two tokens stand ' +
        '(ALiBi on their distance, T5 on their signed offset); the lines below say when that happens.',
      cricket: 'The same bookkeeping as in the match: divide by the square root of the number of ' +
        'features, so wide heads do not give all the attention to a single token.',
    },
  },
  {
    id: 'softmax',
    title: 'Softmax into weights',
    match: {
      plain: 'Softmax turns the scores into attention weights: raise e to each score and divide by the ' +
        'total, so every weight is positive and together they add up to 1. A score higher by 1 gets ' +
        'about 2.7 times the weight. Adding the same number to every score changes nothing, because it ' +
        'multiplies every term and the total by the same factor.',
      cricket: 'Kohli\'s attention is a fixed budget: softmax shares it out in proportion to e to the ' +
        'power of each match-up score, so the best match-up gets far more than its plain share. The ' +
        'deep-field reading is the same for every bowler within a phase (every captain has the same ' +
        'number of men back), so it adds the same amount to every score, and softmax ignores a shift ' +
        'all scores share: the men in the deep never decide whom he watches. Switch the phase and ' +
        'watch the budget move from the quicks to the spinners.',
    },
    sentence: {
      plain: 'Softmax turns the chosen token\'s scores into weights that are positive and add up to 1: ' +
        'how much of its attention each token of the sentence receives.',
      cricket: 'Your batter\'s attention budget, shared among all the tokens. Where the scores are close ' +
        'together, the budget is spread thinly: no token stands out as Cummins did.',
    },
  },
  {
    id: 'output',
    title: 'The weighted sum of values',
    match: {
      plain: 'Each token also carries a value: what it passes on when attended to. The output is the ' +
        'sum of the values, each multiplied by its weight, so a token with weight 0.9 contributes nine ' +
        'tenths of its value. The keys decide who is listened to; the values decide what is heard.',
      cricket: 'Each bowler\'s value is the lesson his kind of bowling teaches: against Cummins, watch ' +
        'for the bouncer; against Starc, play late; against Zampa, read the googly from the hand. ' +
        'Kohli\'s plan for the next ball is the blend of these lessons, each weighted by his attention: ' +
        'in the powerplay mostly "watch for the bouncer"; in the 35th over mostly "read the googly", ' +
        'then using his feet and rotating the strike.',
    },
    sentence: {
      plain: 'The head\'s output for the chosen token is the weighted sum of every token\'s value vector ' +
        '(made with a third matrix, W_V, set like the others). The model then joins the outputs of all heads and ' +
        'mixes them with one more matrix, W_O, into the token\'s output vector (section 3).',
      cricket: 'Your batter\'s plan: every token\'s value, blended by the attention weights. Here the ' +
        'lessons have no names either, and the model combines the plans of all its heads before the ' +
        'next ball.',
    },
  },
];

// Sentences the own-sentence walkthrough adds when the settings make them true.
export const SENTENCE_NOTES = {
  rope: 'With RoPE, the query and key shown are already rotated by their positions; that rotation is ' +
    'where word order enters this head.',
  bias: 'This encoding adds a bias to each score that depends only on where the two tokens stand ' +
    '(ALiBi: their distance; T5: their signed offset): score = q·k ÷ √d + bias.',
  temperature: 'The softmax temperature divides every score before the softmax.',
  causal: 'Causal mask: a token cannot look at later tokens, so their weight is exactly 0.',
  designed: 'Only the model\'s own heads are offered: the two designed heads are built from rules (previous ' +
    'token, same word) rather than from queries and keys.',
};

// Where the example (and its analogy) stops matching a real transformer.
export const LIMITS = {
  title: { plain: 'Where this example differs from a real model', cricket: 'Where the analogy breaks' },
  points: {
    cricket: [
      'Kohli, the bowlers and their features are different kinds of thing here. In a transformer, ' +
        'queries, keys and values are three learned linear projections (W_Q, W_K, W_V) of the same ' +
        'token vectors: every token is at once a batter asking and a bowler answering, even to itself.',
      'We chose the five features, their names and their numbers, so the arithmetic could be read. A ' +
        'trained model learns its projections; its dimensions have no names, and one number rarely ' +
        'means one thing.',
      'Real heads are rarely this readable. A head usually spreads its weights over several tokens for ' +
        'reasons that take careful experiments to uncover, and a model adds up many heads over many ' +
        'layers.',
      'Kohli\'s query changes with the phase because we wrote one per phase. In a model, a token\'s ' +
        'query is made from its input vector (the word, its position if an encoding added one, and ' +
        'what earlier layers added); RoPE then rotates it by its position after that projection.',
    ],
    plain: [
      'Queries, keys and values here are written by hand. In a transformer they are three learned ' +
        'linear projections (W_Q, W_K, W_V) of the same token vectors, so every token both asks and ' +
        'answers, even itself.',
      'We chose the five features and their numbers so the arithmetic could be read. A trained model\'s ' +
        'dimensions have no names, and one number rarely means one thing.',
      'Real heads are rarely this readable, and a model adds up many heads over many layers.',
    ],
  },
};

// The ideas the page relies on. Cricket has no version of the first two yet, on purpose: the page
// then says so and shows the plain text.
export const CONCEPTS = [
  {
    id: 'embeddings',
    title: 'Embeddings',
    text: {
      plain: 'Each token is turned into a vector of numbers (as many as the model width, 64 by default) by ' +
        'looking it up in a table. ' +
        'Training makes similar words end up with similar vectors; before training the table is random, ' +
        'and so is this page\'s own model unless a model from the Train panel is switched on. The ' +
        'same word always gets the same vector, wherever it stands.',
    },
  },
  {
    id: 'positional-encoding',
    title: 'Positional encoding',
    text: {
      plain: 'Information about where a token stands, given to attention on purpose: a vector that ' +
        'depends only on the position, added to the token\'s vector (sinusoidal, learned), a rotation ' +
        'of its query and key by an angle that grows with the position (RoPE), or a bias on each score ' +
        'that depends on where the two tokens stand relative to each other (ALiBi: their distance; T5: ' +
        'their signed offset).',
    },
  },
  {
    id: 'attention',
    title: 'Attention',
    text: {
      plain: 'Each token builds its new vector as a weighted average of the tokens\' values, the weights ' +
        'saying how relevant each token is to it. The weights are positive, add up to 1, and are ' +
        'computed afresh for every token.',
      cricket: 'Kohli cannot watch everything equally: his attention is a budget shared among the ' +
        'bowlers, most of it on the one whose bowling matches what he is looking for right now. ' +
        'Attention weights are that share, computed afresh for every token, as his are for every phase.',
    },
  },
  {
    id: 'query-key-value',
    title: 'Query, key and value',
    text: {
      plain: 'Three vectors per token, each made from the token\'s vector by its own matrix (learned in ' +
        'training; seeded at random on this page unless a trained model is switched on). The ' +
        'query says what the token is looking for, the key what it offers to other tokens\' queries, ' +
        'the value what it passes on when attended to. Query against key sets the weights; the values ' +
        'are what gets averaged.',
      cricket: 'Kohli\'s intent is the query; what each bowler shows in his recent overs and his field is ' +
        'the key; the lesson each bowler\'s style teaches is the value. Intent against evidence decides ' +
        'whom he watches; the lessons are what he takes into the next ball.',
    },
  },
  {
    id: 'equivariance',
    title: 'Equivariance',
    text: {
      plain: 'With no positional encoding and no causal mask, self-attention is ' +
        'permutation-equivariant: shuffle the tokens and every token still gets exactly the same ' +
        'output vector, only in its new place. Only an order-blind summary, such as the average of ' +
        'all outputs, stays exactly the same (invariant). So a word cannot tell "the cat sat" from ' +
        '"sat the cat".',
      cricket: 'List the bowlers in another order and Kohli\'s weights move with the bowlers: each keeps ' +
        'his own weight wherever he is listed (the weights are equivariant), and Kohli\'s plan, a sum ' +
        'over all of them, does not change at all (it is invariant). Attention alone cannot see the ' +
        'list order; only a positional encoding, or a causal mask (each bowler seeing only those listed ' +
        'before him), could tell it who bowled first.',
    },
  },
];

// The worked example's names, per analogy. Cricket keeps the core's own (Kohli, the bowlers, their
// features, the phases of the match); the plain explanation names every part by its role only, so a
// reader who chose no analogy meets none. The numbers are the same.
export const MATCH_NAMES = {
  cricket: {
    asker: 'Kohli\'s intent', row: 'bowler', weightOf: 'weight of a bowler', itsScore: 'his score',
    valuesCaption: 'Values V: what each bowler\'s bowling tells Kohli to do',
  },
  plain: {
    asker: 'what the query looks for', row: 'key', weightOf: 'weight of a key', itsScore: 'its score',
    valuesCaption: 'Values V: what each key\'s token passes on',
    rows: (count) => Array.from({ length: count }, (_, i) => `Key ${i + 1}`),
    keyFeatures: (count) => Array.from({ length: count }, (_, i) => `feature ${i + 1}`),
    valueFeatures: (count) => Array.from({ length: count }, (_, i) => `value part ${i + 1}`),
    phases: { powerplay: 'Query A', over35: 'Query B' },
    situations: {
      powerplay: 'One query against four keys, each key with its value.',
      over35: 'The same keys and values; only the query is different.',
    },
    queryScale: '0 = not looked for, 1 = somewhat, 2 = looked for most',
    keyScale: '0 = absent, 1 = a little, 2 = often, 3 = as much as possible',
    valueScale: '1 = the main part passed on, 0.5 = a second part, 0 = none',
  },
};

// The worked example under the names of the chosen analogy: the plain one renames every cricket
// part by its role (MATCH_NAMES); the numbers stay the core's.
export function namedWalk(walk, analogy) {
  const names = MATCH_NAMES[analogy] ?? MATCH_NAMES.plain;
  if (!walk.ok || !names.rows) return { ...walk, names };
  return {
    ...walk, names,
    bowlers: names.rows(walk.bowlers.length), bowlerDescriptions: [],
    keyFeatures: names.keyFeatures(walk.keyFeatures.length), valueFeatures: names.valueFeatures(walk.valueFeatures.length),
    phaseLabel: names.phases[walk.phase] ?? walk.phaseLabel, situation: names.situations[walk.phase] ?? '',
    queryScale: names.queryScale, keyScale: names.keyScale, valueScale: names.valueScale,
  };
}
