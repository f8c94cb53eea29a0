// The explanations shown beside each view, as data: a title and plain paragraphs. Views pick an
// entry (some by the current scheme) and render it as text; no view holds its own prose.

export const EXPLANATIONS = {
  compare: {
    title: 'Meaning and place',
    paragraphs: [
      'Each token starts as an embedding: a vector for the word itself, the same wherever the word ' +
        'stands. Embeddings carry meaning. A positional encoding carries place: it is added to that ' +
        'vector, or it changes how two tokens score each other.',
      'Each row is one token deciding what to read; each cell is its attention weight on a column ' +
        'token, and every row sums to 1. Find the same pair of tokens in both grids: the number after ' +
        'each word follows it from its original place.',
      'With no positional encoding, self-attention is permutation-equivariant: shuffle the input and ' +
        'every output is the same vector as before, only moved along with its token. It is not ' +
        'invariant (the outputs do move); only an order-blind summary of them, such as their mean, ' +
        'stays exactly the same.',
    ],
  },
  aligned: {
    title: 'Putting the new order back',
    paragraphs: [
      'The left grid is the new order\'s weights with rows and columns put back in the original ' +
        'token order, so each cell holds the same pair of tokens as the original grid above it.',
      'If attention ignores order, the two grids are equal and the difference on the right is zero ' +
        'everywhere (up to rounding, about 10⁻¹⁶). Orange: the weight went up after reordering; ' +
        'purple: it went down.',
    ],
  },
  heads: {
    title: 'Several heads, each its own view',
    paragraphs: [
      'A layer runs several heads side by side, each with its own query, key and value projections ' +
        '(here seeded at random, as in an untrained model). Their outputs are joined into each ' +
        'token\'s output vector.',
      'The last two heads are built by hand so they can be read. The previous-token head looks one ' +
        'place back using only the positional encoding\'s own signal: with no encoding it has ' +
        'nothing to go on and spreads evenly. The same-word head looks at tokens with similar ' +
        'embeddings, wherever they stand. They are shown for reading and do not feed the outputs.',
      'Under each head: the largest change in its weights after reordering, lined up by token.',
    ],
  },
  arcs: {
    title: 'Attention as arcs',
    paragraphs: [
      'The tokens stand in their original order. An arc from a token to another is the first ' +
        'token\'s attention weight on the second: thicker and darker means more. Arcs above the ' +
        'row look back to an earlier token, arcs below look ahead; a ring is the weight a token ' +
        'gives itself.',
      'The threshold hides small weights. Point at a token, or focus it (Tab, then ← and →), to ' +
        'see only its arcs.',
    ],
  },
  settings: {
    title: 'Change the model',
    paragraphs: [
      'Every control runs the whole model again. The temperature divides the scores before the ' +
        'softmax: low makes attention sharp, high makes it even. With the causal mask a token only ' +
        'sees itself and earlier tokens, as in a model that writes text.',
      'The causal mask alone leaks position. With no positional encoding, turn it on and shuffle: ' +
        'the badge shows the outputs change, because what a token can see now depends on where ' +
        'it stands.',
      'Some combinations cannot run (the heads must split the width evenly, and RoPE needs an even ' +
        'width per head); the page then says why and keeps the last view that worked.',
    ],
  },
  schemes: {
    none: {
      title: 'No positional encoding',
      paragraphs: [
        'Nothing is added to the token vectors and nothing changes the scores: the model sees the ' +
          'tokens as a bag, so there is no matrix to show here.',
      ],
    },
    sinusoidal: {
      title: 'Sinusoidal: a wave pattern added to each position',
      paragraphs: [
        'Position p gets the vector PE(p, 2i) = sin(p / base^(2i/d)), PE(p, 2i+1) = cos(p / base^(2i/d)), ' +
          'times the strength, added to the token\'s embedding. The first columns wave fast, the ' +
          'last ones slowly, so every position gets its own pattern.',
        'The dot product of two of these vectors depends only on the distance between the ' +
          'positions (see the similarity matrix), but the token\'s input is still content plus an ' +
          'absolute position, so the shift test changes the weights.',
      ],
    },
    learned: {
      title: 'Learned: one vector per position, from a table',
      paragraphs: [
        'Each position gets its own vector from a table, added to the token\'s embedding. A trained ' +
          'model learns the table; here it is seeded at random, as before training. Every slot is ' +
          'distinct, but neighbouring slots are no more alike than distant ones.',
      ],
    },
    rope: {
      title: 'RoPE: rotate queries and keys by position',
      paragraphs: [
        'RoPE adds nothing to the vectors. It rotates each pair of query and key dimensions by an ' +
          'angle proportional to the position: p × θᵢ, with θᵢ = base^(−2i / head width). The ' +
          'matrix shows these angles in radians; the circle shows one pair of a query, the same ' +
          'vector placed at each position.',
        'Rotating a query and a key by their positions changes their dot product only through the ' +
          'difference of the two angles, so scores depend on relative position only: the shift ' +
          'test comes out identical.',
      ],
    },
    alibi: {
      title: 'ALiBi: a penalty that grows with distance',
      paragraphs: [
        'ALiBi adds nothing to the vectors. Each head subtracts slope × |i − j| from the score ' +
          'between tokens i and j, so far tokens get less attention; heads with a larger slope ' +
          'look more locally.',
        'A neat surprise: |i − j| is symmetric, so reversing the sentence keeps every distance. ' +
          'Without the causal mask, the outputs of the reversed sentence are the same vectors, ' +
          'just reordered (only the designed previous-token head notices: it knows which way is ' +
          'back).',
      ],
    },
    t5: {
      title: 'T5: a learned bias per relative distance',
      paragraphs: [
        'T5 adds a bias to each score, looked up by the relative position j − i in a table of ' +
          'buckets: one bucket per distance when near, coarser (logarithmic) buckets further out, ' +
          'one last bucket beyond the maximum distance. Each head has its own column of the table, ' +
          'seeded at random here, as before training.',
        'With "both directions" on, looking back and looking ahead use separate buckets; with it ' +
          'off, every later token shares the bucket of the token itself.',
      ],
    },
  },
  similarity: {
    title: 'How alike two positions look',
    paragraphs: [
      'For each pair of positions, how alike the scheme itself makes them: the cosine of their ' +
        'added vectors (sinusoidal, learned), the average cosine of RoPE\'s rotation angle ' +
        'between them, ALiBi\'s distance penalty (first head), or 1 where T5 puts the two in the ' +
        'same bucket as a token and itself. The designed previous-token head uses exactly this. ' +
        'With no encoding it is all zeros: there is nothing to compare.',
    ],
  },
  bias: {
    title: 'Biases added to the scores',
    paragraphs: [
      'One matrix per head, added to the raw scores before the softmax. It depends only on where ' +
        'the two tokens stand, never on which words they are.',
    ],
  },
  decomposition: {
    title: 'A score in four terms',
    paragraphs: [
      'With an added encoding, each token\'s input is content + position, so the score of a query ' +
        'and a key splits into four terms: content·content (the two words), content·position and ' +
        'position·content (a word and a place), and position·position (two places). The four ' +
        'grids add up, cell by cell, to the raw score.',
      'With no encoding the three position terms are zero. ALiBi and T5 add their bias after ' +
        'this sum.',
    ],
  },
  decompositionRope: {
    title: 'Why RoPE has no four-term split',
    paragraphs: [
      'RoPE rotates the whole query and key instead of adding a position vector, so a score is ' +
        'not a sum of a content part and a position part: position acts on every content term ' +
        'at once. Its effect is in the angles above.',
    ],
  },
  shift: {
    title: 'Move the whole sentence later',
    paragraphs: [
      'The same sentence, placed k positions later, as if k tokens came before it. Relative schemes ' +
        '(RoPE, ALiBi, T5) score only distances between tokens, so their weights stay identical. ' +
        'Absolute schemes (sinusoidal, learned) give each slot its own vector, so the weights change.',
    ],
  },
  outputs: {
    title: 'What each token comes out as',
    paragraphs: [
      'One row per token, one column per dimension of its output vector. The second grid is the ' +
        'reordered run\'s outputs, put back in the original token order.',
      'With no positional encoding the two grids are identical, and two copies of the same word ' +
        'get identical rows. The outputs are equivariant: they move with their tokens. Only an ' +
        'order-blind summary of them, such as their mean, is invariant.',
    ],
  },
  displacement: {
    title: 'How far each output moved',
    paragraphs: [
      'For each token, the length of the difference between its output after reordering and ' +
        'before, lined up by token. Zero for every token means the reordering only moved the ' +
        'outputs around.',
    ],
  },
};
