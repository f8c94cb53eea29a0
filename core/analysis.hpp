#pragma once
#include <memory>
#include <string>
#include <vector>

#include "attention.hpp"
#include "attention_head.hpp"
#include "permutation.hpp"
#include "supplied_model.hpp"
#include "tokenizer.hpp"

namespace posattn {

// Below this, two results count as the same (the arithmetic is double precision; reordering the
// sums leaves differences near 1e-15).
inline constexpr double kSameTolerance = 1e-9;

// The optional parts of an analysis: the page asks only for what its open view shows, so a
// keystroke on the compare tab does not pay for the explorer's extra run and tables. A part not
// asked for stays empty. (The designed heads are settings.designedHeads.)
struct AnalysisParts {
  bool decomposition = true;  // the original run's four score terms, per seeded head
  bool shift = true;          // the shift test: a third run, the sentence placed later
  bool positions = true;      // the position view: the encoding and the similarity matrix
  bool intermediates = true;  // both runs' token, position and input rows, and each head's
                              // queries, keys, values and score matrices in the original run (the
                              // walkthrough and the explorer read them); without them a head has
                              // its label, weights and output
  bool comparisonWeights = true;  // the reordered run's per-head weights, and the comparison's
                                  // aligned weights and their differences (the compare panel)
  int detailHead = -1;  // the one seeded head (0-based) that keeps its intermediates and score
                        // terms, the others keeping only their bias; -1: every head. The explorer
                        // and the walkthrough each show one head's (TraceOptions::detailHead)
  int comparisonHead = -1;  // with comparisonWeights: the one head (0-based, the seeded heads then
                            // the designed ones) whose reordered, aligned and difference weights
                            // are kept, the others' left empty; -1: every head. The compare panel
                            // shows one (the per-head errors cover every head either way)
};

struct AnalysisRequest {
  std::string text;
  Order order;            // empty means the original order
  AttentionSettings settings;
  int shiftBy = 5;        // the shift test places the sentence this many positions later
  // A trained model's weights instead of the seeded ones; its width and heads must match settings.
  std::shared_ptr<const SuppliedModel> model;
  AnalysisParts parts;
};

// The reordered run lined up with the original, token by token.
struct Comparison {
  double outputError = 0.0;                // max |f(PX) - P f(X)| over the combined output
  std::vector<double> headWeightErrors;    // per head (seeded, then designed): attention weights
  std::vector<double> headOutputErrors;    // per head: head outputs
  std::vector<double> displacement;        // per original token: |aligned output - original|_2
  Matrix alignedOutput;                    // reordered outputs, back in the original token order
  Matrix outputDifference;                 // alignedOutput - original output
  std::vector<Matrix> alignedWeights;      // per head: reordered weights in original token order
  std::vector<Matrix> weightDifferences;   // per head: alignedWeights - original weights
                                           // (both empty without AnalysisParts::comparisonWeights;
                                           // with a comparisonHead, only that head's are filled)
  // An order-blind summary, the mean output over tokens, compared between the two runs: without
  // position it is invariant (not just equivariant) under any reordering.
  double meanOutputError = 0.0;
  bool equivariant() const { return outputError < kSameTolerance; }
};

// The same sentence, `shiftBy` positions later: relative schemes give identical weights.
struct ShiftTest {
  int shiftBy = 0;
  std::vector<double> headWeightDifference;  // per head (seeded, then designed)
  double maxWeightDifference = 0.0;          // over the seeded heads
  bool invariant() const { return maxWeightDifference < kSameTolerance; }
};

// The name of the words a head reads (attention_head.hpp, HeadReads) in a result: "both" (every
// word), "earlier" (its own and those before: the causal mask, the English ALiBi's left heads),
// "later" (its own and those after). An unread key gets weight exactly 0 (tests/core check it), and
// the page draws it as not read instead of showing its score.
const char* headReadsName(HeadReads reads);

// What the scheme itself contributes, for the explorer.
struct PositionView {
  Matrix encoding;    // added vectors (n x d); RoPE: rotation angles (n x dh/2); else empty
  Matrix similarity;  // n x n: how near the scheme considers two slots (the previous-token
                      // head's kernel): cosine of added vectors, RoPE kernel, ALiBi penalty, T5
};

struct AnalysisResult {
  Message error;  // empty on success; otherwise why not (docs/api.md, the codes), and nothing else set
  std::vector<Token> tokens;
  Order order;
  AttentionTrace original, reordered;
  Comparison comparison;
  ShiftTest shift;
  PositionView positions;
  std::vector<double> alibiSlopes;
  std::vector<HeadReads> headSides;  // per head (seeded, then designed): the words it reads
  std::vector<int> unknownTokens;  // with a supplied model: tokens outside its vocabulary
  bool ok() const { return error.empty(); }
};

// Empty when the shift test can place `tokenCount` tokens `shiftBy` positions later (settings
// already valid); otherwise why not.
Message validateShift(int shiftBy, int startPosition, int tokenCount);
// Why parts' heads are out of range for `detailHeads` heads that can be shown in detail and
// `comparedHeads` that can be compared (detail-head-out-of-range, comparison-head-out-of-range);
// empty when both are in range or -1.
Message partsHeadsProblem(const AnalysisParts& parts, int detailHeads, int comparedHeads);

// text -> tokens -> both runs -> comparison, shift test and position view, in one call.
AnalysisResult analyze(const AnalysisRequest& request);

// alignWeights false: no aligned weights or differences; keepHead >= 0: only that head's.
Comparison compareRuns(const AttentionTrace& original, const AttentionTrace& reordered,
                       const Order& order, bool alignWeights = true, int keepHead = -1);

}  // namespace posattn
