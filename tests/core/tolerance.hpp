#pragma once
// Shared tolerances and the one comparison helper every test file uses, so "equal" means the same
// thing across the suite.
#include <Eigen/Dense>
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace posattn::test {

// Same inputs through the same code path: only the last bit may differ.
inline constexpr double kExact = 1e-12;
// The same quantity computed by a different but equivalent route (sums in another order,
// a rotation undone, a shifted angle): double rounding stays far below this.
inline constexpr double kTight = 1e-9;
// Equivariance checks over a whole attention run (several products and a softmax).
inline constexpr double kEquivariant = 1e-5;
// A difference a learner would see on the page: "clearly broken", not rounding.
inline constexpr double kVisible = 1e-2;
// Native and WebAssembly builds must agree on hard-coded numbers to this.
inline constexpr double kGolden = 1e-6;

// max |a - b| over all entries; +infinity when the shapes differ, so a shape mismatch can never
// pass as "close".
template <typename A, typename B>
double maxAbsDiff(const Eigen::MatrixBase<A>& a, const Eigen::MatrixBase<B>& b) {
  if (a.rows() != b.rows() || a.cols() != b.cols()) return std::numeric_limits<double>::infinity();
  if (a.size() == 0) return 0.0;
  return (a.derived() - b.derived()).cwiseAbs().maxCoeff();
}

inline double maxAbsDiff(const std::vector<double>& a, const std::vector<double>& b) {
  if (a.size() != b.size()) return std::numeric_limits<double>::infinity();
  double worst = 0.0;
  for (std::size_t i = 0; i < a.size(); ++i) worst = std::max(worst, std::abs(a[i] - b[i]));
  return worst;
}

}  // namespace posattn::test
