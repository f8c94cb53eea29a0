#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <vector>

#include "core/attention.hpp"
#include "core/permutation.hpp"
#include "core/random.hpp"
#include "messages.hpp"
#include "tolerance.hpp"

using namespace posattn;
using posattn::test::maxAbsDiff;

namespace {

bool isPermutation(const Order& order, int count) {
  Order sorted = order;
  std::sort(sorted.begin(), sorted.end());
  return sorted == identityOrder(count);
}

// compose(first, second)[k] = first[second[k]]
Order compose(const Order& first, const Order& second) {
  Order out(second.size());
  for (std::size_t k = 0; k < second.size(); ++k) out[k] = first[second[k]];
  return out;
}

// The permutation matrix P with (P X).row(k) = X.row(order[k]).
Matrix permutationMatrix(const Order& order) {
  const auto n = static_cast<Eigen::Index>(order.size());
  Matrix p = Matrix::Zero(n, n);
  for (Eigen::Index k = 0; k < n; ++k) p(k, order[k]) = 1.0;
  return p;
}

}  // namespace

TEST_CASE("Fixed orders", "[permutation]") {
  CHECK(identityOrder(4) == Order{0, 1, 2, 3});
  CHECK(reversedOrder(4) == Order{3, 2, 1, 0});
  CHECK(identityOrder(0).empty());
  CHECK(isIdentity(identityOrder(5)));
  CHECK_FALSE(isIdentity(reversedOrder(5)));
}

TEST_CASE("seededShuffle is a deterministic, non-trivial permutation", "[permutation][shuffle]") {
  SECTION("it is a permutation of 0..n-1") {
    for (int n = 0; n <= 64; ++n)
      for (std::uint64_t seed = 0; seed < 20; ++seed)
        REQUIRE(isPermutation(seededShuffle(n, seed), n));
  }
  SECTION("the same seed gives the same shuffle") {
    for (std::uint64_t seed : {0ULL, 1ULL, 42ULL, 0xFFFFFFFFFFFFFFFFULL})
      CHECK(seededShuffle(12, seed) == seededShuffle(12, seed));
  }
  SECTION("never the identity for two or more tokens") {
    // For n = 2 half of all Fisher-Yates draws are the identity, so many seeds exercise the fix-up.
    for (int n = 2; n <= 10; ++n)
      for (std::uint64_t seed = 0; seed < 200; ++seed) {
        CAPTURE(n, seed);
        REQUIRE_FALSE(isIdentity(seededShuffle(n, seed)));
      }
  }
  SECTION("different seeds usually give different shuffles") {
    std::set<Order> seen;
    for (std::uint64_t seed = 0; seed < 100; ++seed) seen.insert(seededShuffle(10, seed));
    CHECK(seen.size() >= 95);  // 10! orders: a collision among 100 draws is rare
  }
  SECTION("one token stays where it is") { CHECK(seededShuffle(1, 3) == Order{0}); }
}

TEST_CASE("Orders of no tokens or a negative count are empty, never an exception",
          "[permutation][validation]") {
  CHECK(identityOrder(-1).empty());
  CHECK(reversedOrder(-3).empty());
  CHECK(seededShuffle(-1, 1).empty());
  CHECK(seededShuffle(0, 1).empty());
}

TEST_CASE("validateOrder's message names both counts", "[permutation][validation]") {
  CHECK(test::shown(validateOrder({0, 1}, 1)) == "order-length(positions: 2, tokens: 1)");
  CHECK(test::shown(validateOrder({0}, 2)) == "order-length(positions: 1, tokens: 2)");
}

TEST_CASE("inverseOrder undoes an order", "[permutation]") {
  for (std::uint64_t seed = 0; seed < 10; ++seed) {
    const Order order = seededShuffle(9, seed);
    const Order inverse = inverseOrder(order);
    CHECK(compose(order, inverse) == identityOrder(9));
    CHECK(compose(inverse, order) == identityOrder(9));
  }
  CHECK(inverseOrder(reversedOrder(6)) == reversedOrder(6));
}

TEST_CASE("validateOrder accepts exactly the permutations", "[permutation][validation]") {
  SECTION("a permutation is accepted") {
    CHECK(validateOrder({2, 0, 1}, 3).empty());
    CHECK(validateOrder({}, 0).empty());
  }
  SECTION("the wrong length is rejected, naming both numbers") {
    CHECK(test::shown(validateOrder({0, 1}, 3)) == "order-length(positions: 2, tokens: 3)");
    CHECK(validateOrder({0, 1, 2, 3}, 3).code == "order-length");
  }
  SECTION("duplicates are rejected") { CHECK(validateOrder({0, 0, 2}, 3).code == "order-not-permutation"); }
  SECTION("indices out of range are rejected") {
    CHECK(validateOrder({0, 1, 3}, 3).code == "order-not-permutation");
    CHECK(validateOrder({-1, 1, 2}, 3).code == "order-not-permutation");
  }
}

TEST_CASE("Reordering moves rows, or rows and columns together", "[permutation]") {
  const Matrix rows = seededMatrix(1, 5, 3, 1.0);
  const Matrix square = seededMatrix(2, 5, 5, 1.0);
  const Order order = {3, 0, 4, 1, 2};
  SECTION("reorderRows: row k of the result is row order[k]") {
    const Matrix out = reorderRows(rows, order);
    for (int k = 0; k < 5; ++k) CHECK(maxAbsDiff(out.row(k), rows.row(order[k])) == 0.0);
  }
  SECTION("reorderBoth: entry (k, l) is entry (order[k], order[l]), i.e. P M P^T") {
    const Matrix out = reorderBoth(square, order);
    for (int k = 0; k < 5; ++k)
      for (int l = 0; l < 5; ++l) CHECK(out(k, l) == square(order[k], order[l]));
    const Matrix p = permutationMatrix(order);
    CHECK(maxAbsDiff(out, p * square * p.transpose()) < test::kExact);
  }
  SECTION("reordering by the inverse restores the original") {
    CHECK(maxAbsDiff(reorderRows(reorderRows(rows, order), inverseOrder(order)), rows) == 0.0);
    CHECK(maxAbsDiff(reorderBoth(reorderBoth(square, order), inverseOrder(order)), square) == 0.0);
  }
  SECTION("equivariance errors are zero for a faithful reorder and see any change") {
    CHECK(equivarianceError(rows, reorderRows(rows, order), order) == 0.0);
    CHECK(pairwiseEquivarianceError(square, reorderBoth(square, order), order) == 0.0);
    Matrix nudged = reorderRows(rows, order);
    nudged(2, 1) += 0.25;
    CHECK(equivarianceError(rows, nudged, order) == Approx(0.25));
    // Reordering rows only is not the same as reordering a token-by-token matrix.
    CHECK(pairwiseEquivarianceError(square, reorderRows(square, order), order) > test::kVisible);
  }
}

TEST_CASE("Attention without position information is permutation-equivariant",
          "[permutation][equivariance]") {
  // f(PX) = P f(X) for every seeded head and for the combined output, on arbitrary content.
  AttentionSettings s;
  s.modelWidth = 32;
  s.heads = 4;
  s.position.scheme = PositionScheme::None;
  const AttentionWeights w = makeWeights(s);
  for (int n : {2, 5, 12, 40})
    for (std::uint64_t seed : {1ULL, 2ULL, 3ULL}) {
      CAPTURE(n, seed);
      const Matrix content = seededMatrix(100 + n, n, s.modelWidth, 1.0);
      const Order order = seededShuffle(n, seed);
      const AttentionTrace original = runAttention(content, s, w);
      const AttentionTrace reordered = runAttention(reorderRows(content, order), s, w);
      CHECK(equivarianceError(original.output, reordered.output, order) < test::kEquivariant);
      for (std::size_t h = 0; h < original.heads.size(); ++h) {
        CHECK(pairwiseEquivarianceError(original.heads[h].weights, reordered.heads[h].weights,
                                        order) < test::kEquivariant);
        CHECK(equivarianceError(original.heads[h].output, reordered.heads[h].output, order) <
              test::kEquivariant);
      }
    }
}
