#include "analysis.hpp"

#include "designed_heads.hpp"
#include "embedding.hpp"
#include "limits.hpp"
#include "position_operations.hpp"

namespace posattn {
namespace {

std::vector<const HeadTrace*> allHeads(const AttentionTrace& trace) {
  std::vector<const HeadTrace*> heads;
  for (const auto& h : trace.heads) heads.push_back(&h);
  for (const auto& h : trace.designed) heads.push_back(&h);
  return heads;
}

// Whether head h (the seeded heads, then the designed ones) keeps its comparison weights: every head
// does, or only keepHead (AnalysisParts::comparisonHead). compareRuns and analyze both ask.
bool keepsComparisonWeights(int keepHead, int h) { return keepHead < 0 || keepHead == h; }

PositionView describePositions(const AttentionTrace& trace, const AttentionSettings& s,
                               const AttentionWeights& w, const SlotPositions& slots) {
  PositionView view;
  view.encoding = positionEncoding(s.position, trace.position, s.modelWidth / s.heads);
  view.similarity = slots.kernel.size() > 0 ? slots.kernel : slotKernel(slots.added, s, w);
  return view;
}

// The same sentence `shiftBy` positions later, head by head against the original weights.
ShiftTest shiftTest(const Matrix& content, const AttentionSettings& s, const AttentionWeights& w,
                    int shiftBy, const AttentionTrace& original) {
  AttentionSettings shifted = s;
  shifted.position.startPosition += shiftBy;
  const AttentionTrace later = runAttention(content, shifted, w, TraceOptions{/*decompose=*/false, /*keepIntermediates=*/false});
  ShiftTest test;
  test.shiftBy = shiftBy;
  const auto before = allHeads(original), after = allHeads(later);
  for (std::size_t h = 0; h < before.size(); ++h) {
    const double diff = (before[h]->weights - after[h]->weights).cwiseAbs().maxCoeff();
    test.headWeightDifference.push_back(diff);
    if (h < original.heads.size()) test.maxWeightDifference = std::max(test.maxWeightDifference, diff);
  }
  return test;
}

}  // namespace

Comparison compareRuns(const AttentionTrace& original, const AttentionTrace& reordered,
                       const Order& order, bool alignWeights, int keepHead) {
  const Order inverse = inverseOrder(order);
  Comparison c;
  c.outputError = equivarianceError(original.output, reordered.output, order);
  c.alignedOutput = reorderRows(reordered.output, inverse);
  c.outputDifference = c.alignedOutput - original.output;
  if (original.output.rows() > 0)
    c.meanOutputError = (reordered.output.colwise().mean() - original.output.colwise().mean())
                            .cwiseAbs().maxCoeff();
  for (Eigen::Index i = 0; i < c.outputDifference.rows(); ++i)
    c.displacement.push_back(c.outputDifference.row(i).norm());
  const auto before = allHeads(original), after = allHeads(reordered);
  for (std::size_t h = 0; h < before.size(); ++h) {
    c.headWeightErrors.push_back(pairwiseEquivarianceError(before[h]->weights, after[h]->weights, order));
    c.headOutputErrors.push_back(equivarianceError(before[h]->output, after[h]->output, order));
    if (!alignWeights) continue;
    if (!keepsComparisonWeights(keepHead, static_cast<int>(h))) {  // kept in place, empty
      c.alignedWeights.emplace_back();
      c.weightDifferences.emplace_back();
      continue;
    }
    c.alignedWeights.push_back(reorderBoth(after[h]->weights, inverse));
    c.weightDifferences.push_back(c.alignedWeights.back() - before[h]->weights);
  }
  return c;
}

Message validateShift(int shiftBy, int startPosition, int tokenCount) {
  // validateSettings bounds startPosition + tokenCount, so this subtraction cannot overflow.
  if (shiftBy < 1 || shiftBy > kMaxPosition - tokenCount - startPosition)
    return say("shift-out-of-range", "limit", kMaxPosition);
  return {};
}

Message partsHeadsProblem(const AnalysisParts& parts, int detailHeads, int comparedHeads) {
  if (parts.detailHead < -1 || parts.detailHead >= detailHeads)
    return say("detail-head-out-of-range", "max", detailHeads - 1, "value", parts.detailHead);
  if (parts.comparisonHead < -1 || parts.comparisonHead >= comparedHeads)
    return say("comparison-head-out-of-range", "max", comparedHeads - 1, "value", parts.comparisonHead);
  return {};
}

const char* headReadsName(HeadReads reads) {
  return reads == HeadReads::Every ? "both" : reads == HeadReads::OwnAndBefore ? "earlier" : "later";
}

AnalysisResult analyze(const AnalysisRequest& request) {
  AnalysisResult result;
  TokenizeResult tokenized = tokenize(request.text, kMaxTokens);
  if (!tokenized.ok()) { result.error = tokenized.error; return result; }
  const int n = static_cast<int>(tokenized.tokens.size());
  const AttentionSettings& s = request.settings;
  if (Message problem = validateSettings(s, n); !problem.empty()) { result.error = problem; return result; }
  if (Message problem = validateShift(request.shiftBy, s.position.startPosition, n);
      !problem.empty()) {
    result.error = problem;
    return result;
  }
  const int headCount = s.heads + (s.designedHeads ? kDesignedHeadCount : 0);
  if (Message problem = partsHeadsProblem(request.parts, s.heads, headCount); !problem.empty()) {
    result.error = problem;
    return result;
  }
  result.order = request.order.empty() ? identityOrder(n) : request.order;
  if (Message problem = validateOrder(result.order, n); !problem.empty()) {
    result.error = problem;
    return result;
  }
  result.tokens = std::move(tokenized.tokens);

  const SuppliedModel* model = request.model.get();
  if (model) {
    if (Message problem = model->mismatch(s); !problem.empty()) { result.error = problem; return result; }
  }
  const HashedEmbedder hashed(s.seed);
  const AttentionWeights& weights = model ? model->weights : lastWeights(s);
  const Matrix content =
      model ? embedTokens(VocabularyEmbedder(*model), result.tokens, s.modelWidth)
            : embedTokens(hashed, result.tokens, s.modelWidth);
  if (model)
    for (std::size_t i = 0; i < result.tokens.size(); ++i)
      if (model->indexOf(result.tokens[i].key) < 0) result.unknownTokens.push_back(static_cast<int>(i));
  const SlotPositions slots = slotPositions(s, weights, n);
  result.original = runAttention(content, s, weights, slots,
                                 TraceOptions{request.parts.decomposition, request.parts.intermediates,
                                              request.parts.detailHead});
  const TraceOptions comparisonOnly{/*decompose=*/false, /*keepIntermediates=*/false};
  result.reordered = runAttention(reorderRows(content, result.order), s, weights, slots, comparisonOnly);
  const AnalysisParts& parts = request.parts;
  result.comparison = compareRuns(result.original, result.reordered, result.order, parts.comparisonWeights,
                                  parts.comparisonHead);

  if (parts.shift) result.shift = shiftTest(content, s, weights, request.shiftBy, result.original);
  if (parts.positions) result.positions = describePositions(result.original, s, weights, slots);
  result.alibiSlopes = weights.alibiSlopes;
  // The causal mask hides later keys from every head, the designed ones too (designed_heads.cpp).
  result.headSides.assign(static_cast<std::size_t>(headCount), s.causal ? HeadReads::OwnAndBefore : HeadReads::Every);
  // What no part asks for is not kept: a caller pays for every number it receives.
  const auto drop = [](Matrix& m) { m.resize(0, 0); };
  if (!parts.intermediates) {
    for (AttentionTrace* run : {&result.original, &result.reordered}) {
      drop(run->content);
      drop(run->position);
      drop(run->input);
    }
  }
  int head = 0;  // over the seeded heads, then the designed ones
  for (auto* heads : {&result.reordered.heads, &result.reordered.designed})
    for (HeadTrace& h : *heads) {
      if (!parts.comparisonWeights || !keepsComparisonWeights(parts.comparisonHead, head)) drop(h.weights);
      ++head;
    }
  return result;
}

}  // namespace posattn
