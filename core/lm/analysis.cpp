#include "analysis.hpp"

#include <cmath>

#include "core/limits.hpp"
#include "core/position_operations.hpp"
#include "evaluation.hpp"

namespace posattn::lm {

namespace {

// One run of the encoder, recorded as an AttentionTrace of layer `layer`: every head's weights and
// output; with keepIntermediates the token, position and input rows, every head's bias, and
// detailHead's (every head's for -1) queries, keys, values and score matrices, as analyze() keeps
// them (core/attention.cpp, TraceOptions).
AttentionTrace traceOf(const LmModel<double>& model, const std::vector<int>& ids, int layer,
                       bool keepIntermediates, int detailHead) {
  const LmShape& s = model.shape;
  const int n = static_cast<int>(ids.size());
  const int dh = s.width / s.heads;
  const LmPass<double> pass = encode(model, ids, layer);  // nothing past the shown attention
  const LmLayerPass<double>& lp = pass.layers[static_cast<std::size_t>(layer)];
  const LmLayer<double>& weights = model.weights.layers[static_cast<std::size_t>(layer)];
  AttentionTrace trace;
  if (keepIntermediates) {
    trace.content = wordVectors(model, ids);
    trace.position = addedPositions(model, n);
    trace.input = lp.input;
  }
  const double scale = 1.0 / std::sqrt(static_cast<double>(dh));
  for (int h = 0; h < s.heads; ++h) {
    const Eigen::Index first = static_cast<Eigen::Index>(h) * dh;
    HeadTrace head;
    // As the seeded heads are named: the page names the layer once, beside the model's facts.
    head.label = say("head", "n", h + 1);
    const Matrix value = lp.value.middleCols(first, dh);
    head.weights = lp.weights[static_cast<std::size_t>(h)];
    head.output = head.weights * value;
    if (keepIntermediates) {
      // The bias is what the weights' log differs from the raw scores by, row by row: recover it
      // exactly from the scheme instead.
      const std::vector<double> bias = scoreBiasByOffset(model, h, n);
      head.bias.resize(n, n);
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) head.bias(i, j) = bias[static_cast<std::size_t>(j - i + n - 1)];
    }
    if (keepIntermediates && (detailHead < 0 || detailHead == h)) {
      head.query = lp.query.middleCols(first, dh);
      head.key = lp.key.middleCols(first, dh);
      head.value = value;
      head.dotProducts = head.query * head.key.transpose();
      head.rawScores = head.dotProducts * scale;
      head.scores = head.rawScores + head.bias;
    }
    trace.heads.push_back(std::move(head));
  }
  trace.output = lp.mixed * weights.output;
  return trace;
}

// What the trained model's scheme gives the positions 0..n-1, as the seeded view shows it
// (core/analysis.cpp, describePositions): the added vectors (sinusoidal, the trained learned table)
// and their cosines; RoPE's angles for the model's head size and their kernel; ALiBi's first head's
// penalty; T5's "same bucket as the offset 0". Nothing for no position.
PositionView positionsOf(const LmModel<double>& model, int n) {
  const PositionSettings p = positionSettings(model.shape);
  const int dh = model.shape.width / model.shape.heads;
  const Matrix added = addedPositions(model, n);
  const std::vector<double> slopes = lmHeadSlopes(model.shape);
  PositionView view;
  view.encoding = positionEncoding(p, added, dh);
  view.similarity = similarityKernel(p, added, dh, slopes);
  return view;
}

}  // namespace

T5BucketTable t5BucketTable(const LmModel<double>& model) {
  const LmShape& s = model.shape;
  T5BucketTable table;
  if (positionPartShapes(positionSettings(s), 0).bucketRows == 0) return table;
  table.biases = model.weights.t5Table;
  table.lowest.assign(static_cast<std::size_t>(s.t5Buckets), 0);
  table.highest.assign(static_cast<std::size_t>(s.t5Buckets), -1);
  table.reached.assign(static_cast<std::size_t>(s.t5Buckets), 0);
  for (int offset = -(s.positions - 1); offset <= s.positions - 1; ++offset) {
    const auto b = static_cast<std::size_t>(t5Bucket(offset, true, s.t5Buckets, s.t5MaxDistance));
    if (!table.reached[b]) table.lowest[b] = offset;
    table.highest[b] = offset;
    table.reached[b] = 1;
  }
  return table;
}

AnalysisResult analyzeEnglish(const LmModel<double>& model, const Vocabulary& vocabulary,
                              const EnglishRequest& request) {
  AnalysisResult result;
  if (request.layer < 0 || request.layer >= model.shape.layers) {
    result.error = say("layer-out-of-range", "min", 1, "max", model.shape.layers);
    return result;
  }
  if (Message problem = partsHeadsProblem(request.parts, model.shape.heads, model.shape.heads); !problem.empty()) {
    result.error = problem;
    return result;
  }
  const Encoded encoded = encodeText(vocabulary, request.text, std::min(kMaxTokens, model.shape.positions));
  if (!encoded.error.empty()) { result.error = encoded.error; return result; }
  const TokenizeResult tokens = tokenize(request.text, kMaxTokens);
  if (encoded.ids.empty()) { result.error = say("no-words"); return result; }
  const int n = static_cast<int>(encoded.ids.size());
  const Order order = request.order.empty() ? identityOrder(n) : request.order;
  const Message bad = validateOrder(order, n);
  if (!bad.empty()) { result.error = bad; return result; }
  result.tokens = tokens.tokens;
  result.order = order;
  std::vector<int> moved(static_cast<std::size_t>(n));
  for (int k = 0; k < n; ++k) moved[static_cast<std::size_t>(k)] = encoded.ids[static_cast<std::size_t>(order[static_cast<std::size_t>(k)])];
  const AnalysisParts& parts = request.parts;
  result.original = traceOf(model, encoded.ids, request.layer, parts.intermediates, parts.detailHead);
  result.reordered = traceOf(model, moved, request.layer, /*keepIntermediates=*/false, -1);
  result.comparison = compareRuns(result.original, result.reordered, order, parts.comparisonWeights, parts.comparisonHead);
  // The reordered run's weights only for the compare panel (its head's), as analyze() keeps them.
  for (std::size_t h = 0; h < result.reordered.heads.size(); ++h)
    if (!parts.comparisonWeights || (parts.comparisonHead >= 0 && parts.comparisonHead != static_cast<int>(h)))
      result.reordered.heads[h].weights.resize(0, 0);
  if (parts.positions) result.positions = positionsOf(model, n);
  for (int h = 0; h < model.shape.heads; ++h) result.headSides.push_back(headReadsOf(model.shape, h));  // as its softmax runs
  result.alibiSlopes = lmHeadSlopes(model.shape);  // as the softmax applies them
  for (int i = 0; i < n; ++i)
    if (encoded.ids[static_cast<std::size_t>(i)] >= model.shape.vocabulary) result.unknownTokens.push_back(i);
  return result;
}

BlankGuesses fillBlank(const LmModel<double>& model, const Vocabulary& vocabulary,
                       const EnglishRequest& request, int token, int count) {
  BlankGuesses out;
  const Encoded encoded = encodeText(vocabulary, request.text, std::min(kMaxTokens, model.shape.positions));
  if (!encoded.error.empty()) { out.error = encoded.error; return out; }
  const int n = static_cast<int>(encoded.ids.size());
  if (token < 0 || token >= n) { out.error = say("token-out-of-range", "max", n - 1); return out; }
  const Order order = request.order.empty() ? identityOrder(n) : request.order;
  const Message bad = validateOrder(order, n);
  if (!bad.empty()) { out.error = bad; return out; }
  std::vector<int> moved(static_cast<std::size_t>(n));
  int newPlace = 0;
  for (int k = 0; k < n; ++k) {
    moved[static_cast<std::size_t>(k)] = encoded.ids[static_cast<std::size_t>(order[static_cast<std::size_t>(k)])];
    if (order[static_cast<std::size_t>(k)] == token) newPlace = k;
  }
  for (const Guess& g : bestGuesses(model, encoded.ids, token, count, vocabulary.guessable)) {
    out.original.push_back(vocabulary.words[static_cast<std::size_t>(g.word)]);
    out.originalProbability.push_back(g.probability);
  }
  for (const Guess& g : bestGuesses(model, moved, newPlace, count, vocabulary.guessable)) {
    out.reordered.push_back(vocabulary.words[static_cast<std::size_t>(g.word)]);
    out.reorderedProbability.push_back(g.probability);
  }
  return out;
}

}  // namespace posattn::lm
