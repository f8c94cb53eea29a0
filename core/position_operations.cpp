#include "position_operations.hpp"

namespace posattn {
namespace {

// A kernel that depends on the offset alone, from its values by offset (entry offset + n - 1).
Matrix byOffset(const std::vector<double>& kernel, int n, bool aMinusB) {
  Matrix m(n, n);
  for (int a = 0; a < n; ++a)
    for (int b = 0; b < n; ++b)
      m(a, b) = kernel[static_cast<std::size_t>((aMinusB ? a - b : b - a) + n - 1)];
  return m;
}

}  // namespace

Matrix rowCosines(const Matrix& rows) {
  Matrix unit = rows;
  for (Eigen::Index r = 0; r < unit.rows(); ++r) {
    const double norm = unit.row(r).norm();
    if (norm > 0.0) unit.row(r) /= norm;
  }
  return unit * unit.transpose();
}


Matrix rotationAngles(const PositionSettings& p, int count, int headWidth) {
  Matrix angles(count, headWidth / 2);
  for (int i = 0; i < count; ++i)
    for (int pair = 0; pair < headWidth / 2; ++pair)
      angles(i, pair) = (p.startPosition + i) * rotaryTheta(pair, headWidth, p.base);
  return angles;
}

PositionPartShapes positionPartShapes(const PositionSettings& p, int positions) {
  const SchemeOperations o = operationsOf(p);
  PositionPartShapes shapes;
  if (o.added == AddedVectors::Table) shapes.tableRows = positions;
  if (o.bias == ScoreBias::BucketTable) shapes.bucketRows = p.t5Buckets;
  shapes.slopes = o.bias == ScoreBias::DistanceSlopes;
  return shapes;
}

Matrix similarityKernel(const PositionSettings& p, const Matrix& added, int headWidth,
                        const std::vector<double>& slopes) {
  const int n = static_cast<int>(added.rows());
  const SchemeOperations o = operationsOf(p);
  if (o.added != AddedVectors::None) return rowCosines(added);
  std::vector<double> kernel(static_cast<std::size_t>(2 * n - 1), 0.0);
  if (o.rotatesQueriesAndKeys) {
    for (int offset = -(n - 1); offset <= n - 1; ++offset) {  // a - b
      double sum = 0.0;
      for (int pair = 0; pair < headWidth / 2; ++pair) sum += std::cos(offset * rotaryTheta(pair, headWidth, p.base));
      kernel[static_cast<std::size_t>(offset + n - 1)] = sum / (headWidth / 2);
    }
    return byOffset(kernel, n, /*aMinusB=*/true);
  }
  if (o.bias == ScoreBias::DistanceSlopes) {
    for (int offset = -(n - 1); offset <= n - 1; ++offset)
      kernel[static_cast<std::size_t>(offset + n - 1)] = -slopes.front() * std::abs(offset);
    return byOffset(kernel, n, true);
  }
  if (o.bias == ScoreBias::BucketTable) {
    const auto bucket = [&](int offset) { return t5Bucket(offset, p.t5Bidirectional, p.t5Buckets, p.t5MaxDistance); };
    const int same = bucket(0);
    for (int offset = -(n - 1); offset <= n - 1; ++offset)  // b - a
      kernel[static_cast<std::size_t>(offset + n - 1)] = bucket(offset) == same ? 1.0 : 0.0;
    return byOffset(kernel, n, /*aMinusB=*/false);
  }
  return Matrix::Zero(n, n);
}

Matrix positionEncoding(const PositionSettings& p, const Matrix& added, int headWidth) {
  const SchemeOperations o = operationsOf(p);
  if (o.added != AddedVectors::None) return added;
  if (o.rotatesQueriesAndKeys) return rotationAngles(p, static_cast<int>(added.rows()), headWidth);
  return {};
}

#define POSATTN_POSITION_OPERATIONS(T)                                                                    \
  template void rotatePairs(Rows<T>&, Eigen::Index, int, int, double, double, double);                   \
  template void rotateQueriesOrKeys(const PositionSettings&, Rows<T>&, Eigen::Index, int, bool);          \
  template std::vector<T> biasByOffset(const PositionSettings&, const ScoreBiasParts<T>&, int, int);      \
  template Rows<T> biasMatrix(const std::vector<T>&, int);                                                \
  template void biasBackward(const PositionSettings&, const Rows<T>&, int, Rows<T>&);                     \
  template void addedVectorsBackward(const PositionSettings&, const Rows<T>&, Rows<T>&);
POSATTN_POSITION_OPERATIONS(float)
POSATTN_POSITION_OPERATIONS(double)
#undef POSATTN_POSITION_OPERATIONS

}  // namespace posattn
