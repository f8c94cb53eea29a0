#include "permutation.hpp"

#include <algorithm>
#include <numeric>

#include "random.hpp"

namespace posattn {

Order identityOrder(int count) {
  Order order(static_cast<std::size_t>(std::max(count, 0)));
  std::iota(order.begin(), order.end(), 0);
  return order;
}

Order reversedOrder(int count) {
  Order order = identityOrder(count);
  std::reverse(order.begin(), order.end());
  return order;
}

Order seededShuffle(int count, std::uint64_t seed) {
  Order order = identityOrder(count);
  SplitMix64 rng(mixSeeds(seed, hashString("shuffle")));
  for (int i = count - 1; i > 0; --i) std::swap(order[i], order[rng.below(i + 1)]);
  if (count >= 2 && isIdentity(order)) std::rotate(order.begin(), order.begin() + 1, order.end());
  return order;
}

Order inverseOrder(const Order& order) {
  Order inverse(order.size());
  for (std::size_t k = 0; k < order.size(); ++k) inverse[order[k]] = static_cast<int>(k);
  return inverse;
}

bool isIdentity(const Order& order) {
  for (std::size_t k = 0; k < order.size(); ++k)
    if (order[k] != static_cast<int>(k)) return false;
  return true;
}

Message validateOrder(const Order& order, int count) {
  if (static_cast<int>(order.size()) != count)
    return say("order-length", "positions", order.size(), "tokens", count);
  std::vector<bool> seen(static_cast<std::size_t>(count), false);
  for (int index : order) {
    if (index < 0 || index >= count || seen[index])
      return say("order-not-permutation");
    seen[index] = true;
  }
  return {};
}

Matrix reorderRows(const Matrix& rows, const Order& order) {
  Matrix out(rows.rows(), rows.cols());
  for (std::size_t k = 0; k < order.size(); ++k) out.row(static_cast<Eigen::Index>(k)) = rows.row(order[k]);
  return out;
}

Matrix reorderBoth(const Matrix& m, const Order& order) {
  const auto n = static_cast<Eigen::Index>(order.size());
  Matrix out(n, n);
  for (Eigen::Index k = 0; k < n; ++k)
    for (Eigen::Index l = 0; l < n; ++l) out(k, l) = m(order[k], order[l]);
  return out;
}

double equivarianceError(const Matrix& original, const Matrix& reordered, const Order& order) {
  if (original.size() == 0) return 0.0;
  return (reordered - reorderRows(original, order)).cwiseAbs().maxCoeff();
}

double pairwiseEquivarianceError(const Matrix& original, const Matrix& reordered,
                                 const Order& order) {
  if (original.size() == 0) return 0.0;
  return (reordered - reorderBoth(original, order)).cwiseAbs().maxCoeff();
}

}  // namespace posattn
