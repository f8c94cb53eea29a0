#include "designed_heads.hpp"

#include <cmath>
#include <algorithm>
#include <cstdlib>
#include <limits>

namespace posattn {
namespace {

double cosine(const Matrix& rows, int a, int b) {
  const double na = rows.row(a).norm(), nb = rows.row(b).norm();
  if (na == 0.0 || nb == 0.0) return 0.0;
  return rows.row(a).dot(rows.row(b)) / (na * nb);
}

// All pairwise cosines at once: normalise the rows, then one product (rows of zeros stay zero).
Matrix cosineMatrix(const Matrix& rows) {
  Matrix unit = rows;
  for (Eigen::Index r = 0; r < unit.rows(); ++r) {
    const double norm = unit.row(r).norm();
    if (norm > 0.0) unit.row(r) /= norm;
  }
  return unit * unit.transpose();
}

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

double kernelAt(const Matrix& position, const AttentionSettings& s, const AttentionWeights& w,
                int a, int b) {
  const PositionSettings& p = s.position;
  switch (p.scheme) {
    case PositionScheme::Sinusoidal:
    case PositionScheme::Learned:
      return cosine(position, a, b);
    case PositionScheme::Rope: {
      const int dh = s.modelWidth / s.heads;
      double sum = 0.0;
      for (int pair = 0; pair < dh / 2; ++pair) sum += std::cos((a - b) * rotaryTheta(pair, dh, p.base));
      return sum / (dh / 2);
    }
    case PositionScheme::Alibi:
      return -w.alibiSlopes.front() * std::abs(a - b);
    case PositionScheme::T5: {
      const auto bucket = [&](int offset) {
        return t5Bucket(offset, p.t5Bidirectional, p.t5Buckets, p.t5MaxDistance);
      };
      return bucket(b - a) == bucket(0) ? 1.0 : 0.0;
    }
    case PositionScheme::None:
      break;
  }
  return 0.0;
}

}  // namespace

double positionKernel(const AttentionTrace& trace, const AttentionSettings& s,
                      const AttentionWeights& w, int a, int b) {
  return kernelAt(trace.position, s, w, a, b);
}

Matrix slotKernel(const Matrix& position, const AttentionSettings& s, const AttentionWeights& w) {
  if (isAdditive(s.position.scheme)) return cosineMatrix(position);
  const int n = static_cast<int>(position.rows());
  Matrix kernel(n, n);
  for (int a = 0; a < n; ++a)
    for (int b = 0; b < n; ++b) kernel(a, b) = kernelAt(position, s, w, a, b);
  return kernel;
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
    if (p.scheme == PositionScheme::T5 && i > 0)
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
  heads.push_back(finishHead(say("same-word-head"), s.designedSharpness * cosineMatrix(trace.content), trace, s,
                             keepIntermediates));
  return heads;
}

}  // namespace posattn
