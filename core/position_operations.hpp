#pragma once
// Each scheme's behaviour, written once for the three models that run it: the analysis
// (core/attention.cpp), the Train panel's model (core/train/) and the English models (core/lm/).
// The registry (schemes.cpp) gives every scheme a row of SchemeOperations; the functions below carry
// them out, templated on the scalar (float for training and the page, double for the analysis and
// the tests). A model branches on what a scheme does (SchemeOperations), never on which scheme it is.
#include <cmath>
#include <cstdlib>
#include <vector>

#include "matrix.hpp"
#include "positional.hpp"
#include "schemes.hpp"

namespace posattn {

template <typename T>
using Rows = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

inline SchemeOperations operationsOf(const PositionSettings& p) { return schemeOperations(p.scheme); }

// --- Vectors added to the input ---------------------------------------------------------------

// The vectors of a scheme that adds fixed ones (sinusoids of p.base), times p.strength, for
// positions p.startPosition .. + count - 1; zeros for a scheme that adds none. (Out of line: the
// analysis module is part of a first visit.)
Matrix fixedAddedVectors(const PositionSettings& p, int count, int width);

// The vectors added to the inputs of positions p.startPosition .. + count - 1 (count x width),
// times p.strength (the analysis's knob; 1 in the trained models): the fixed ones above, or
// `tableRows(start, count)` for a scheme with a table of its own (the model's learned rows).
template <typename T, typename TableRows>
Rows<T> addedVectors(const PositionSettings& p, int count, int width, TableRows&& tableRows) {
  if (operationsOf(p).added == AddedVectors::Table) return static_cast<T>(p.strength) * tableRows(p.startPosition, count);
  return fixedAddedVectors(p, count, width).template cast<T>();
}

// The backward of addedVectors for a table: the input rows' gradient lands on the table's rows.
template <typename T>
void addedVectorsBackward(const PositionSettings& p, const Rows<T>& inputGradient, Rows<T>& tableGradient) {
  if (operationsOf(p).added == AddedVectors::Table)
    tableGradient.middleRows(p.startPosition, inputGradient.rows()) += inputGradient;
}

// --- Rotation of queries and keys --------------------------------------------------------------

// RoPE (Su et al. 2021), the one copy of its loop: in each row r of columns [first, first +
// headWidth), pair (2k, 2k+1) turns by direction * (start + r) * positionScale * theta_k, theta_k
// = base^(-2k / headWidth). direction -1 turns back: the transpose, for the backward pass. The angle
// is found in double and the turn done in T.
template <typename T>
void rotatePairs(Rows<T>& rows, Eigen::Index first, int headWidth, int start, double base,
                 double positionScale, double direction) {
  // Each pair's frequency once, not once per row: the same values, a pow per pair.
  std::vector<double> theta(static_cast<std::size_t>(headWidth / 2));
  for (int k = 0; k < headWidth / 2; ++k) theta[static_cast<std::size_t>(k)] = rotaryTheta(k, headWidth, base);
  for (Eigen::Index r = 0; r < rows.rows(); ++r) {
    const double position = (start + static_cast<double>(r)) * positionScale;
    for (int k = 0; k < headWidth / 2; ++k) {
      const double angle = direction * position * theta[static_cast<std::size_t>(k)];
      const T c = static_cast<T>(std::cos(angle)), s = static_cast<T>(std::sin(angle));
      T& a = rows(r, first + 2 * k);
      T& b = rows(r, first + 2 * k + 1);
      const T x0 = a, x1 = b;
      a = x0 * c - x1 * s;
      b = x0 * s + x1 * c;
    }
  }
}

// A head's queries or keys (columns [first, first + headWidth)) turned as the scheme turns them
// (p.ropeScaling included); untouched for schemes that do not rotate. `backward` applies the
// transpose to their gradient.
template <typename T>
void rotateQueriesOrKeys(const PositionSettings& p, Rows<T>& rows, Eigen::Index first, int headWidth,
                         bool backward = false) {
  if (!operationsOf(p).rotatesQueriesAndKeys) return;
  rotatePairs(rows, first, headWidth, p.startPosition,
              scaledRopeBase(p.base, headWidth, p.ropeScaling, p.ropeFactor),
              scaledRopePositionScale(p.ropeScaling, p.ropeFactor), backward ? -1.0 : 1.0);
}

// RoPE's angle of every pair at positions p.startPosition .. + count - 1 (count x headWidth / 2),
// as the Position panel shows them.
Matrix rotationAngles(const PositionSettings& p, int count, int headWidth);

// --- A bias by offset --------------------------------------------------------------------------

// What a model owns for the score bias: one slope a head (distance slopes), a buckets x heads
// table (bucket table). Only the one its scheme reads need be set.
template <typename T>
struct ScoreBiasParts {
  const std::vector<double>* slopes = nullptr;
  const Rows<T>* buckets = nullptr;
};

// Head `head`'s bias on score (i, j), by offset j - i (entry offset + n - 1, 2n - 1 of them):
// -slope * |offset| (ALiBi), the table at the offset's bucket (T5), zeros for the others.
template <typename T>
std::vector<T> biasByOffset(const PositionSettings& p, const ScoreBiasParts<T>& parts, int head, int n) {
  std::vector<T> bias(static_cast<std::size_t>(2 * n - 1), static_cast<T>(0));
  const ScoreBias kind = operationsOf(p).bias;
  if (kind == ScoreBias::None) return bias;
  for (int offset = -(n - 1); offset <= n - 1; ++offset) {
    T& b = bias[static_cast<std::size_t>(offset + n - 1)];
    switch (kind) {  // a new kind of bias is a new case (the compiler names a missing one)
      case ScoreBias::DistanceSlopes:
        b = static_cast<T>(-(*parts.slopes)[static_cast<std::size_t>(head)] * std::abs(offset));
        break;
      case ScoreBias::BucketTable:
        b = (*parts.buckets)(t5Bucket(offset, p.t5Bidirectional, p.t5Buckets, p.t5MaxDistance), head);
        break;
      case ScoreBias::None: break;
    }
  }
  return bias;
}

// The n x n bias matrix of biasByOffset's numbers.
template <typename T>
Rows<T> biasMatrix(const std::vector<T>& byOffset, int n) {
  Rows<T> bias(n, n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) bias(i, j) = byOffset[static_cast<std::size_t>(j - i + n - 1)];
  return bias;
}

// Whether the scheme adds a bias at all (a model skips the addition when not).
inline bool addsScoreBias(const PositionSettings& p) { return operationsOf(p).bias != ScoreBias::None; }

// The backward of the bias: a learned bucket table gathers the score gradient of every pair in
// the bucket; fixed biases (ALiBi) learn nothing.
template <typename T>
void biasBackward(const PositionSettings& p, const Rows<T>& scoreGradient, int head, Rows<T>& bucketGradient) {
  if (operationsOf(p).bias != ScoreBias::BucketTable) return;
  const auto n = static_cast<int>(scoreGradient.rows());
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      bucketGradient(t5Bucket(j - i, p.t5Bidirectional, p.t5Buckets, p.t5MaxDistance), head) += scoreGradient(i, j);
}

// --- What a model owns -------------------------------------------------------------------------

// The shapes of the parts a scheme learns or fixes, for a model of `heads` heads and `width`:
// learned rows (positions x width), bucket table (buckets x heads), slopes (one a head).
struct PositionPartShapes {
  int tableRows = 0;      // rows of the learned table (0: none)
  int bucketRows = 0;     // rows of the bucket table (0: none)
  bool slopes = false;    // one fixed slope a head
};
PositionPartShapes positionPartShapes(const PositionSettings& p, int positions);

// --- The similarity kernel (the Position panel) ------------------------------------------------

// How near the scheme considers slots a and b (n x n, n = added.rows()): the cosine of the added
// vectors; RoPE's mean cos(angle of a - b) over the pairs of a head of width headWidth; the first
// slope's penalty -slope * |a - b|; 1 where b - a shares offset 0's bucket; zeros for no position.
Matrix similarityKernel(const PositionSettings& p, const Matrix& added, int headWidth,
                        const std::vector<double>& slopes);

// Cosines between the rows, all at once: normalise the rows, then one product (rows of zeros
// stay zero).
Matrix rowCosines(const Matrix& rows);

// The Position panel's encoding rows: the added vectors, RoPE's angles, else empty.
Matrix positionEncoding(const PositionSettings& p, const Matrix& added, int headWidth);

// Each of the templates above is compiled once for each scalar, in position_operations.cpp, not
// inlined into every model that runs it (the analysis module is part of a first visit's download):
// one list of them, declared here (`extern template`) and made there (`template`).
#define POSATTN_POSITION_OPERATIONS_INSTANCES(how, T)                                           \
  how void rotatePairs(Rows<T>&, Eigen::Index, int, int, double, double, double);               \
  how void rotateQueriesOrKeys(const PositionSettings&, Rows<T>&, Eigen::Index, int, bool);     \
  how std::vector<T> biasByOffset(const PositionSettings&, const ScoreBiasParts<T>&, int, int); \
  how Rows<T> biasMatrix(const std::vector<T>&, int);                                           \
  how void biasBackward(const PositionSettings&, const Rows<T>&, int, Rows<T>&);                \
  how void addedVectorsBackward(const PositionSettings&, const Rows<T>&, Rows<T>&);
POSATTN_POSITION_OPERATIONS_INSTANCES(extern template, float)
POSATTN_POSITION_OPERATIONS_INSTANCES(extern template, double)

// Whether slot offsets are compared only through their buckets (the designed previous-token head
// asks for offset -1's bucket directly, core/designed_heads.cpp).
inline bool comparesByBucket(const PositionSettings& p) { return operationsOf(p).bias == ScoreBias::BucketTable; }

}  // namespace posattn
