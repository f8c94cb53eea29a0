#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <set>
#include <vector>

#include "core/random.hpp"
#include "tolerance.hpp"

using namespace posattn;
using posattn::test::maxAbsDiff;

TEST_CASE("SplitMix64 reproduces the reference stream", "[random]") {
  SECTION("seed 0 gives the published first outputs") {
    // Vigna's splitmix64.c with x = 0.
    SplitMix64 rng(0);
    CHECK(rng.next() == 0xE220A8397B1DCDAFULL);
    CHECK(rng.next() == 0x6E789E6AA1B965F4ULL);
    CHECK(rng.next() == 0x06C45D188009454FULL);
  }
  SECTION("the same seed gives the same stream, another seed another one") {
    SplitMix64 a(12345), b(12345), c(12346);
    bool anyDifferent = false;
    for (int i = 0; i < 100; ++i) {
      const auto x = a.next();
      CHECK(x == b.next());
      anyDifferent = anyDifferent || x != c.next();
    }
    CHECK(anyDifferent);
  }
}

TEST_CASE("Derived draws stay in their ranges and have the promised moments", "[random]") {
  constexpr int kDraws = 100000;
  SECTION("uniform01 lies in [0, 1) and averages 1/2") {
    SplitMix64 rng(1);
    double sum = 0.0, lowest = 1.0, highest = 0.0;
    for (int i = 0; i < kDraws; ++i) {
      const double u = rng.uniform01();
      lowest = std::min(lowest, u);
      highest = std::max(highest, u);
      sum += u;
    }
    CHECK(lowest >= 0.0);
    CHECK(highest < 1.0);
    CHECK(sum / kDraws == Approx(0.5).margin(0.01));
  }
  SECTION("uniformSymmetric lies in [-1, 1)") {
    SplitMix64 rng(2);
    for (int i = 0; i < 10000; ++i) {
      const double u = rng.uniformSymmetric();
      REQUIRE(u >= -1.0);
      REQUIRE(u < 1.0);
    }
  }
  SECTION("bell() has mean ~0 and variance ~1, bounded by the Irwin-Hall support") {
    SplitMix64 rng(3);
    double sum = 0.0, sumSquares = 0.0, largest = 0.0;
    for (int i = 0; i < kDraws; ++i) {
      const double x = rng.bell();
      sum += x;
      sumSquares += x * x;
      largest = std::max(largest, std::abs(x));
    }
    const double mean = sum / kDraws;
    const double variance = sumSquares / kDraws - mean * mean;
    // Standard error of the mean is ~0.003 and of the variance ~0.004: these margins are loose.
    CHECK(mean == Approx(0.0).margin(0.02));
    CHECK(variance == Approx(1.0).margin(0.03));
    CHECK(largest <= 2.0 * std::sqrt(3.0));
  }
  SECTION("below(n) stays in [0, n) and reaches every value") {
    SplitMix64 rng(4);
    for (int bound : {1, 2, 3, 7, 10, 64, 1000}) {
      CAPTURE(bound);
      std::set<int> seen;
      for (int i = 0; i < 20 * bound + 100; ++i) {
        const int x = rng.below(bound);
        REQUIRE(x >= 0);
        REQUIRE(x < bound);
        seen.insert(x);
      }
      if (bound <= 64) CHECK(seen.size() == static_cast<std::size_t>(bound));
    }
  }
}

TEST_CASE("Hashing and seeded matrices are deterministic", "[random]") {
  SECTION("hashString is 64-bit FNV-1a") {
    CHECK(hashString("") == 0xCBF29CE484222325ULL);
    CHECK(hashString("a") == 0xAF63DC4C8601EC8CULL);
    CHECK(hashString("foobar") == 0x85944171F73967E8ULL);
  }
  SECTION("mixSeeds depends on both arguments") {
    CHECK(mixSeeds(1, 2) == mixSeeds(1, 2));
    CHECK(mixSeeds(1, 2) != mixSeeds(1, 3));
    CHECK(mixSeeds(1, 2) != mixSeeds(2, 2));
  }
  SECTION("seededMatrix: same seed same matrix, right shape, scale is a plain factor") {
    const Matrix a = seededMatrix(99, 5, 7, 1.0);
    CHECK(a.rows() == 5);
    CHECK(a.cols() == 7);
    CHECK(maxAbsDiff(a, seededMatrix(99, 5, 7, 1.0)) == 0.0);
    CHECK(maxAbsDiff(2.5 * a, seededMatrix(99, 5, 7, 2.5)) < test::kExact);
    CHECK(maxAbsDiff(a, seededMatrix(100, 5, 7, 1.0)) > test::kVisible);
  }
}
