#include "attention.hpp"

#include <cmath>
#include <optional>
#include <tuple>
#include <type_traits>

#include "attention_head.hpp"
#include "designed_heads.hpp"
#include "limits.hpp"
#include "position_operations.hpp"
#include "random.hpp"

namespace posattn {

Message validateSettings(const AttentionSettings& s, int tokenCount) {
  const PositionSettings& p = s.position;
  if (s.heads < 1 || s.heads > kMaxHeads) return say("heads-out-of-range", "min", 1, "max", kMaxHeads);
  if (s.modelWidth < kMinModelWidth || s.modelWidth > kMaxModelWidth)
    return say("width-out-of-range", "min", kMinModelWidth, "max", kMaxModelWidth);
  if (s.modelWidth % s.heads != 0) return say("width-not-divisible", "width", s.modelWidth, "heads", s.heads);
  const SchemeOperations operations = operationsOf(p);
  if (operations.rotatesQueriesAndKeys && (s.modelWidth / s.heads) % 2 != 0)
    return say("rope-odd-head-width", "width", s.modelWidth, "heads", s.heads, "headWidth", s.modelWidth / s.heads);
  if (operations.added == AddedVectors::Sinusoids && s.modelWidth % 2 != 0)
    return say("sinusoidal-odd-width", "width", s.modelWidth);
  if (!(s.temperature >= 0.05 && s.temperature <= 20.0))
    return say("temperature-out-of-range", "min", 0.05, "max", 20.0);
  // The parameters' ranges are the registry's (schemes.hpp).
  if (Message problem = parameterProblem(p); !problem.empty()) return problem;
  if (p.startPosition < 0 || p.startPosition > kMaxPosition - tokenCount)  // no overflow near INT_MAX
    return say("start-out-of-range", "last", kMaxPosition - 1);
  if (!(s.designedSharpness > 0.0 && s.designedSharpness <= 50.0))
    return say("sharpness-out-of-range", "min", 0.0, "max", 50.0);
  return {};
}

AttentionWeights makeWeights(const AttentionSettings& s) {
  const int d = s.modelWidth;
  const double scale = 1.0 / std::sqrt(static_cast<double>(d));
  AttentionWeights w;
  w.query = seededMatrix(mixSeeds(s.seed, hashString("W_Q")), d, d, scale);
  w.key = seededMatrix(mixSeeds(s.seed, hashString("W_K")), d, d, scale);
  w.value = seededMatrix(mixSeeds(s.seed, hashString("W_V")), d, d, scale);
  w.output = seededMatrix(mixSeeds(s.seed, hashString("W_O")), d, d, scale);
  const ScoreBias bias = operationsOf(s.position).bias;
  if (bias == ScoreBias::BucketTable) w.t5Table = t5BiasTable(s.seed, s.position.t5Buckets, s.heads);
  if (bias == ScoreBias::DistanceSlopes) w.alibiSlopes = alibiSlopes(s.heads);
  return w;
}

const AttentionWeights& lastWeights(const AttentionSettings& s) {
  // Every setting makeWeights reads: keep this in step with it.
  const auto key = std::make_tuple(s.seed, s.modelWidth, s.heads, s.position.scheme, s.position.t5Buckets);
  thread_local std::optional<std::remove_const_t<decltype(key)>> madeFor;
  thread_local AttentionWeights weights;
  if (madeFor != key) {
    weights = makeWeights(s);
    madeFor = key;
  }
  return weights;
}

Matrix softmaxRows(const Matrix& scores, bool causal) {
  Matrix weights = scores;
  softmaxRowsInPlace(weights, causal ? HeadReads::OwnAndBefore : HeadReads::Every, HeadRounding::Analysis);
  return weights;
}

namespace {

Matrix headColumns(const Matrix& m, int head, int headWidth) {
  return m.middleCols(static_cast<Eigen::Index>(head) * headWidth, headWidth);
}

void dropIntermediates(HeadTrace& h, bool keepBias = false) {
  for (Matrix* m : {&h.query, &h.key, &h.value, &h.dotProducts, &h.rawScores, &h.scores})
    m->resize(0, 0);
  if (!keepBias) h.bias.resize(0, 0);
}

ScoreDecomposition decompose(const Matrix& content, const Matrix& position, const Matrix& wq,
                             const Matrix& wk, double scale) {
  const Matrix qc = content * wq, kc = content * wk, qp = position * wq, kp = position * wk;
  return {scale * qc * kc.transpose(), scale * qc * kp.transpose(), scale * qp * kc.transpose(),
          scale * qp * kp.transpose()};
}

HeadTrace runSeededHead(const AttentionTrace& trace, const AttentionSettings& s,
                        const AttentionWeights& w, int head, TraceOptions options) {
  const int n = static_cast<int>(trace.input.rows());
  const int dh = s.modelWidth / s.heads;
  const double scale = 1.0 / std::sqrt(static_cast<double>(dh));
  // RoPE as published: a trained model's scaling is its trainer's (positional.hpp, ropeScaling).
  PositionSettings p = s.position;
  p.ropeScaling = RopeScaling::None;
  const bool detailed = options.detailHead < 0 || options.detailHead == head;

  HeadTrace h;
  h.label = say("head", "n", head + 1);
  // One product per head, not one over every head's columns: in WebAssembly the wide product
  // rounds some rows differently from others, and two copies of a word must keep identical rows.
  const Matrix wq = headColumns(w.query, head, dh), wk = headColumns(w.key, head, dh),
               wv = headColumns(w.value, head, dh);
  h.query = trace.input * wq;
  h.key = trace.input * wk;
  h.value = trace.input * wv;
  if (!operationsOf(p).rotatesQueriesAndKeys && options.decompose && detailed)
    h.decomposition = decompose(trace.content, trace.position, wq, wk, scale);
  const HeadRule<double> rule{p, {&w.alibiSlopes, &w.t5Table}, head,
                              s.causal ? HeadReads::OwnAndBefore : HeadReads::Every, HeadRounding::Analysis,
                              s.temperature};
  HeadScores<double> scores;
  h.output.resize(n, dh);
  h.weights = attendHead(h.query, h.key, h.value, 0, dh, rule, h.output,
                         options.keepIntermediates ? &scores : nullptr);
  if (!options.keepIntermediates) {
    dropIntermediates(h);
    return h;
  }
  h.dotProducts = std::move(scores.dotProducts);
  h.rawScores = std::move(scores.rawScores);
  h.bias = std::move(scores.bias);
  h.scores = std::move(scores.scores);
  if (!detailed) dropIntermediates(h, /*keepBias=*/true);
  return h;
}

}  // namespace

SlotPositions slotPositions(const AttentionSettings& s, const AttentionWeights& w, int n) {
  SlotPositions slots;
  // The learned rows: a trained table's where it has them, the seeded ones past its end.
  const auto learnedRows = [&](int start, int count) {
    Matrix rows = learnedEncoding(s.seed, start, count, s.modelWidth);
    if (w.learnedTable.cols() == s.modelWidth)
      for (int i = 0; i < count && start + i < w.learnedTable.rows(); ++i) rows.row(i) = w.learnedTable.row(start + i);
    return rows;
  };
  slots.added = addedVectors<double>(s.position, n, s.modelWidth, learnedRows);
  if (s.designedHeads) slots.kernel = slotKernel(slots.added, s, w);
  return slots;
}

AttentionTrace runAttention(const Matrix& content, const AttentionSettings& s,
                            const AttentionWeights& w, TraceOptions options) {
  return runAttention(content, s, w, slotPositions(s, w, static_cast<int>(content.rows())), options);
}

AttentionTrace runAttention(const Matrix& content, const AttentionSettings& s,
                            const AttentionWeights& w, const SlotPositions& slots, TraceOptions options) {
  const int n = static_cast<int>(content.rows());
  AttentionTrace trace;
  trace.content = content;
  trace.position = slots.added;
  trace.input = trace.content + trace.position;

  const int dh = s.modelWidth / s.heads;
  Matrix concatenated(n, s.modelWidth);
  for (int head = 0; head < s.heads; ++head) {
    trace.heads.push_back(runSeededHead(trace, s, w, head, options));
    concatenated.middleCols(static_cast<Eigen::Index>(head) * dh, dh) = trace.heads.back().output;
  }
  trace.output = concatenated * w.output;
  if (s.designedHeads) trace.designed = runDesignedHeads(trace, s, slots.kernel, options.keepIntermediates);
  // Without intermediates the designed heads made none; with one detail head they keep their bias.
  if (options.keepIntermediates && options.detailHead >= 0)
    for (HeadTrace& h : trace.designed) dropIntermediates(h, /*keepBias=*/true);
  return trace;
}

}  // namespace posattn
