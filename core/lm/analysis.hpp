#pragma once
// The English models on the learner's sentence, as the page's one analysis result: the same
// AnalysisResult the seeded model fills (core/analysis.hpp), so every panel draws a trained model's
// attention unchanged. One layer of the encoder is shown at a time; its heads are the result's heads.
#include <string>
#include <vector>

#include "core/analysis.hpp"
#include "model.hpp"
#include "vocabulary.hpp"

namespace posattn::lm {

struct EnglishRequest {
  std::string text;
  Order order;     // empty: the original order
  int layer = 0;   // 0-based layer whose attention is shown
  // What the open panel draws, as for the seeded model (core/analysis.hpp): the original run's
  // intermediates (detailHead's only, the other heads keeping their bias), the position view, the
  // reordered run's weights and the aligned ones (comparisonHead's only). No score terms or shift
  // test: `decomposition` and `shift` are read but the English models have neither.
  AnalysisParts parts;
};

// tokens, both runs (content = word vectors, position = added vectors, input = the layer's input,
// each head's normalised-input queries, keys, values, scores, bias and weights, output = the
// layer's attention output), the comparison (compareRuns), the position view (what the trained
// scheme gives positions 0..n-1: added vectors and their cosines, RoPE's angles for the model's head
// size, ALiBi's penalty, T5's same-bucket kernel), ALiBi slopes and the words outside the
// vocabulary, each only where request.parts asks for it (as analyze() keeps them). No shift test
// (the models are fixed at positions 0..n-1). Errors (bad text, order, layer or head) come back in
// `error`.
AnalysisResult analyzeEnglish(const LmModel<double>& model, const Vocabulary& vocabulary,
                              const EnglishRequest& request);

// T5's trained bias per bucket and head (buckets x heads, shared by the layers), and for each bucket
// the offsets j - i (within the model's longest sentence) that fall in it, lowest and highest;
// `reached` 0 for a bucket no such offset falls in. Empty for the other schemes.
struct T5BucketTable {
  Matrix biases;
  std::vector<int> lowest, highest, reached;
};
T5BucketTable t5BucketTable(const LmModel<double>& model);

struct BlankGuesses {
  Message error;  // empty on success; docs/api.md lists the codes
  std::vector<std::string> original, reordered;  // five best words, best first
  std::vector<double> originalProbability, reorderedProbability;
};
// "Fill the blank": the token at `token` (original index) masked, in the original order and in the
// request's order (where it sits at its new place).
BlankGuesses fillBlank(const LmModel<double>& model, const Vocabulary& vocabulary,
                       const EnglishRequest& request, int token, int count = 5);

}  // namespace posattn::lm
