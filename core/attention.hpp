#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "matrix.hpp"
#include "message.hpp"
#include "positional.hpp"

namespace posattn {

struct AttentionSettings {
  int modelWidth = 64;
  int heads = 4;
  bool causal = false;
  double temperature = 1.0;     // softmax(scores / temperature)
  std::uint64_t seed = 7;       // weights, embeddings, learned tables
  PositionSettings position;
  bool designedHeads = true;    // add the two hand-built heads beside the seeded ones
  double designedSharpness = 6.0;
};

// Empty when the settings can run on `tokenCount` tokens; otherwise what to change (a code and the
// numbers that explain it, docs/api.md).
Message validateSettings(const AttentionSettings& settings, int tokenCount);

// Seeded projections, as a fresh model would have them (variance 1/d, so scores stay O(1)).
struct AttentionWeights {
  Matrix query, key, value, output;  // d x d each; head h uses columns [h*dh, (h+1)*dh)
  Matrix t5Table;                    // buckets x heads (T5 only)
  std::vector<double> alibiSlopes;   // one per head (ALiBi only)
  // A trained learned-position table (empty: the seeded one). Its rows replace the seeded rows from
  // position 0 on; positions past its end keep their seeded rows, as training never reached them.
  Matrix learnedTable;
};
AttentionWeights makeWeights(const AttentionSettings& settings);
// makeWeights(settings), remembered from the last call on this thread: the weights depend on the
// settings, not on the sentence, so a keystroke that changes only the text makes none (making them
// was 5% of an analysis at 64 tokens). The reference holds until the next call.
const AttentionWeights& lastWeights(const AttentionSettings& settings);

// score = content·content + content·position + position·content + position·position, each
// already divided by sqrt(head width). Filled for every scheme whose scores are a plain q·k of
// (content + position); empty for RoPE, whose rotation does not split this way.
struct ScoreDecomposition {
  Matrix contentContent, contentPosition, positionContent, positionPosition;
  bool empty() const { return contentContent.size() == 0; }
};

struct HeadTrace {
  Message label;  // {head, n: 1} ..., or {previous-token-head}, {same-word-head} (the page names them)
  // The intermediates (empty when traced without them, TraceOptions::keepIntermediates):
  Matrix query, key, value;  // n x dh (after RoPE where it applies); empty for designed heads
  Matrix dotProducts;        // q·k, before scaling (empty for designed heads)
  Matrix rawScores;          // q·k / sqrt(dh), before any bias
  Matrix bias;               // ALiBi or T5 bias (zeros otherwise); the causal mask is separate
  Matrix scores;             // rawScores + bias
  Matrix weights;            // softmax(scores / temperature), masked entries exactly 0
  Matrix output;             // weights · value
  ScoreDecomposition decomposition;  // empty for RoPE and for runs traced without it
};

struct AttentionTrace {
  Matrix content;   // token embeddings, n x d
  Matrix position;  // added position vectors, n x d (zeros unless additive)
  Matrix input;     // content + position
  std::vector<HeadTrace> heads;     // the seeded heads
  std::vector<HeadTrace> designed;  // the hand-built heads (empty if switched off)
  Matrix output;    // concat(head outputs) · W_O, n x d
};

// Row-wise softmax; with `causal`, entries above the diagonal get weight exactly 0.
Matrix softmaxRows(const Matrix& scores, bool causal);

// What a run records beyond weights and outputs. The comparison and shift runs skip the score
// decomposition, which would double their cost and is only shown for the original sentence.
struct TraceOptions {
  bool decompose = true;
  // Each head's queries, keys, values and score matrices (dot products, raw scores, bias, scores).
  // Without them a head keeps its label, weights and output: the comparison and shift runs, and
  // the page's panels that draw only weights, need no more.
  bool keepIntermediates = true;
  // With intermediates or the decomposition asked for, only this seeded head (0-based) keeps them,
  // besides every head's bias; -1: every head. A view draws one head's score terms, and at 64
  // tokens x 8 heads the other seven's would be two thirds of the numbers sent to the page.
  int detailHead = -1;
};

// What a run's positions give that depends on the slots alone, not on the tokens in them: the
// added position rows and the designed previous-token head's slot kernel. The original and the
// reordered run of an analysis have the same slots, so they share one.
struct SlotPositions {
  Matrix added;   // n x d: the position rows added to the tokens (zeros unless additive)
  Matrix kernel;  // n x n: slotKernel(added) (designed_heads.hpp); empty without designed heads
};
SlotPositions slotPositions(const AttentionSettings& settings, const AttentionWeights& weights, int count);

// Self-attention over `content` (one row per token) with the given settings and weights.
AttentionTrace runAttention(const Matrix& content, const AttentionSettings& settings,
                            const AttentionWeights& weights, TraceOptions options = {});
// The same with the slots' positions made already (slotPositions for content's row count).
AttentionTrace runAttention(const Matrix& content, const AttentionSettings& settings,
                            const AttentionWeights& weights, const SlotPositions& slots,
                            TraceOptions options = {});

}  // namespace posattn
