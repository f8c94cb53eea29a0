#include "position_operations.hpp"

namespace posattn {

Matrix rowCosines(const Matrix& rows) {
  Matrix unit = rows;
  for (Eigen::Index r = 0; r < unit.rows(); ++r) {
    const double norm = unit.row(r).norm();
    if (norm > 0.0) unit.row(r) /= norm;
  }
  return unit * unit.transpose();
}


Matrix fixedAddedVectors(const PositionSettings& p, int count, int width) {
  switch (operationsOf(p).added) {
    case AddedVectors::Sinusoids: return p.strength * sinusoidalEncoding(p.startPosition, count, width, p.base);
    case AddedVectors::Table:  // the model's own rows (addedVectors), never asked here
    case AddedVectors::None: break;
  }
  return Matrix::Zero(count, width);
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
  if (!o.rotatesQueriesAndKeys && o.bias == ScoreBias::None) return Matrix::Zero(n, n);
  const auto bucket = [&](int offset) { return t5Bucket(offset, p.t5Bidirectional, p.t5Buckets, p.t5MaxDistance); };
  // It depends on the offset a - b alone: once per offset (entry a - b + n - 1).
  std::vector<double> kernel(static_cast<std::size_t>(2 * n - 1));
  for (int offset = -(n - 1); offset <= n - 1; ++offset) {
    double& k = kernel[static_cast<std::size_t>(offset + n - 1)];
    if (o.rotatesQueriesAndKeys) {
      double sum = 0.0;
      for (int pair = 0; pair < headWidth / 2; ++pair) sum += std::cos(offset * rotaryTheta(pair, headWidth, p.base));
      k = sum / (headWidth / 2);
      continue;
    }
    switch (o.bias) {
      case ScoreBias::DistanceSlopes: k = -slopes.front() * std::abs(offset); break;
      case ScoreBias::BucketTable: k = bucket(-offset) == bucket(0) ? 1.0 : 0.0; break;  // b - a in 0's bucket?
      case ScoreBias::None: k = 0.0; break;
    }
  }
  Matrix m(n, n);
  for (int a = 0; a < n; ++a)
    for (int b = 0; b < n; ++b) m(a, b) = kernel[static_cast<std::size_t>(a - b + n - 1)];
  return m;
}

Matrix positionEncoding(const PositionSettings& p, const Matrix& added, int headWidth) {
  const SchemeOperations o = operationsOf(p);
  if (o.added != AddedVectors::None) return added;
  if (o.rotatesQueriesAndKeys) return rotationAngles(p, static_cast<int>(added.rows()), headWidth);
  return {};
}

POSATTN_POSITION_OPERATIONS_INSTANCES(template, float)
POSATTN_POSITION_OPERATIONS_INSTANCES(template, double)

}  // namespace posattn
