#include "designed_heads.hpp"

#include <cmath>
#include <algorithm>
#include <cstdlib>
#include <limits>

#include "position_operations.hpp"

namespace posattn {
namespace {

// Without intermediates (TraceOptions::keepIntermediates) only the label, weights and output are
// kept, so the score copies and the zero bias are not made at all.
HeadTrace finishHead(Message label, Matrix scores, const AttentionTrace& trace,
                     const AttentionSettings& s, bool keepIntermediates) {
  HeadTrace h;
  h.label = std::move(label);
  const auto n = scores.rows();
  if (keepIntermediates) {
    h.rawScores = scores;
    h.bias = Matrix::Zero(n, n);
    h.scores = scores;
  }
  scores /= s.temperature;
  h.weights = softmaxRows(scores, s.causal);
  h.output = h.weights * trace.content;
  return h;
}

}  // namespace

double positionKernel(const AttentionTrace& trace, const AttentionSettings& s,
                      const AttentionWeights& w, int a, int b) {
  return slotKernel(trace.position, s, w)(a, b);
}

// The scheme's own kernel (position_operations.hpp), the one the Position panel shows.
Matrix slotKernel(const Matrix& position, const AttentionSettings& s, const AttentionWeights& w) {
  return similarityKernel(s.position, position, s.modelWidth / s.heads, w.alibiSlopes);
}

std::vector<HeadTrace> runDesignedHeads(const AttentionTrace& trace, const AttentionSettings& s,
                                        const Matrix& slots, bool keepIntermediates) {
  const int n = static_cast<int>(trace.content.rows());
  const PositionSettings& p = s.position;
  const auto bucket = [&](int offset) {
    return t5Bucket(offset, p.t5Bidirectional, p.t5Buckets, p.t5MaxDistance);
  };
  Matrix previous = Matrix::Zero(n, n);
  for (int i = 0; i < n; ++i) {
    const int target = i > 0 ? i - 1 : 0;
    // How well key slot j matches "the slot before query i". Every scheme but T5 compares slots by
    // its own notion of nearness. T5 sees only the bucket of the offset j - i, and in its causal
    // (unidirectional) bucketing all later slots share bucket 0 with the target, so it is asked
    // directly whether the offset's bucket is that of -1.
    Vector kernel = slots.row(target).transpose();
    if (comparesByBucket(p) && i > 0)
      for (int j = 0; j < n; ++j) kernel(j) = bucket(j - i) == bucket(-1) ? 1.0 : 0.0;
    // The runner-up among the keys the query can see (the causal mask hides later ones).
    double runnerUp = -std::numeric_limits<double>::infinity();
    for (int j = 0; j < n; ++j)
      if (j != target && !(s.causal && j > i)) runnerUp = std::max(runnerUp, kernel(j));
    // Calibrate by the margin between the target and the next-nearest slot, so the sharpness means
    // the same in every scheme: the runner-up gets e^-sharpness times the target's weight. No
    // margin (no position signal, or one token) leaves the row at zero: uniform attention.
    const double margin = kernel(target) - runnerUp;
    if (n > 1 && margin > 1e-12)
      previous.row(i) = (s.designedSharpness / margin) * (kernel.array() - kernel(target)).matrix().transpose();
  }
  std::vector<HeadTrace> heads;
  heads.push_back(finishHead(say("previous-token-head"), std::move(previous), trace, s, keepIntermediates));
  heads.push_back(finishHead(say("same-word-head"), s.designedSharpness * rowCosines(trace.content), trace, s,
                             keepIntermediates));
  return heads;
}

}  // namespace posattn
