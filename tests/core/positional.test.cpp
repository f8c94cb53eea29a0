#include <catch2/catch.hpp>

#include <climits>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/positional.hpp"
#include "core/random.hpp"
#include "fixtures.hpp"
#include "tolerance.hpp"

using namespace posattn;
using posattn::test::kAllSchemes;
using posattn::test::maxAbsDiff;

namespace {


// The block rotation that moves a sinusoidal encoding k positions on, built from k alone
// (Vaswani et al. 2017, section 3.5): on each (sin, cos) pair with frequency w it is
// [[cos wk, sin wk], [-sin wk, cos wk]].
Matrix sinusoidalShift(int k, int width, double base) {
  Matrix m = Matrix::Zero(width, width);
  for (int pair = 0; pair < width / 2; ++pair) {
    const double w = std::pow(base, -2.0 * pair / width);
    const double c = std::cos(w * k), s = std::sin(w * k);
    m(2 * pair, 2 * pair) = c;
    m(2 * pair, 2 * pair + 1) = s;
    m(2 * pair + 1, 2 * pair) = -s;
    m(2 * pair + 1, 2 * pair + 1) = c;
  }
  return m;
}

// The ALiBi paper's reference code (ofirpress/attention_with_linear_biases), transcribed:
//   get_slopes_power_of_2(n): start = 2**(-2**-(log2(n)-3)); [start * start**i for i in range(n)]
//   get_slopes(n) = pow2(closest) + get_slopes(2*closest)[0::2][:n-closest]
std::vector<double> paperSlopesPowerOf2(int n) {
  const double start = std::pow(2.0, -std::pow(2.0, -(std::log2(n) - 3.0)));
  std::vector<double> slopes;
  double value = start;
  for (int i = 0; i < n; ++i, value *= start) slopes.push_back(value);
  return slopes;
}
std::vector<double> paperSlopes(int n) {
  const double exponent = std::log2(n);
  if (exponent == std::floor(exponent)) return paperSlopesPowerOf2(n);
  const int closest = 1 << static_cast<int>(std::floor(exponent));
  std::vector<double> slopes = paperSlopesPowerOf2(closest);
  const std::vector<double> finer = paperSlopes(2 * closest);
  for (std::size_t i = 0; i < finer.size() && slopes.size() < static_cast<std::size_t>(n); i += 2)
    slopes.push_back(finer[i]);
  return slopes;
}

// HF transformers T5Attention._relative_position_bucket (= Mesh TensorFlow), transcribed for one
// integer relative position (key position - query position).
int referenceT5Bucket(int relativePosition, bool bidirectional, int numBuckets, int maxDistance) {
  int buckets = 0;
  if (bidirectional) {
    numBuckets /= 2;
    buckets += relativePosition > 0 ? numBuckets : 0;
    relativePosition = std::abs(relativePosition);
  } else {
    relativePosition = -std::min(relativePosition, 0);
  }
  const int maxExact = numBuckets / 2;
  if (relativePosition < maxExact) return buckets + relativePosition;
  const double logRatio = std::log(static_cast<double>(relativePosition) / maxExact) /
                          std::log(static_cast<double>(maxDistance) / maxExact);
  const int large = maxExact + static_cast<int>(logRatio * (numBuckets - maxExact));
  return buckets + std::min(large, numBuckets - 1);
}

struct T5Config { int buckets; int maxDistance; bool bidirectional; };
constexpr T5Config kT5Configs[] = {
    {32, 128, true}, {32, 128, false}, {16, 64, true}, {64, 256, false}, {8, 20, true},
};

}  // namespace

TEST_CASE("Sinusoidal encodings follow Vaswani et al.", "[positional][sinusoidal]") {
  const int width = 16;
  const double base = 10000.0;
  SECTION("PE(0) = [0, 1, 0, 1, ...]") {
    const Matrix pe = sinusoidalEncoding(0, 1, width, base);
    for (int col = 0; col < width; ++col) CHECK(pe(0, col) == (col % 2 == 0 ? 0.0 : 1.0));
  }
  SECTION("entries match sin/cos(p / base^(2i/d)) at sample points") {
    const Matrix pe = sinusoidalEncoding(0, 40, width, base);
    CHECK(pe(1, 0) == Approx(std::sin(1.0)).margin(test::kTight));
    CHECK(pe(1, 1) == Approx(std::cos(1.0)).margin(test::kTight));
    CHECK(pe(3, 4) == Approx(std::sin(3.0 / std::pow(base, 4.0 / 16))).margin(test::kTight));
    CHECK(pe(3, 5) == Approx(std::cos(3.0 / std::pow(base, 4.0 / 16))).margin(test::kTight));
    CHECK(pe(39, 15) == Approx(std::cos(39.0 / std::pow(base, 14.0 / 16))).margin(test::kTight));
  }
  SECTION("PE(pos + k) = M_k PE(pos) for a rotation M_k that depends on k alone") {
    for (int k : {1, 2, 5, 30, 257}) {
      const Matrix shift = sinusoidalShift(k, width, base);
      for (int pos : {0, 1, 7, 50, 300}) {
        CAPTURE(k, pos);
        const Vector now = sinusoidalEncoding(pos, 1, width, base).row(0).transpose();
        const Vector later = sinusoidalEncoding(pos + k, 1, width, base).row(0).transpose();
        CHECK(maxAbsDiff(later, shift * now) < test::kTight);
      }
    }
  }
  SECTION("every row has norm sqrt(d/2): one unit (sin, cos) pair per frequency") {
    const Matrix pe = sinusoidalEncoding(0, 64, width, base);
    for (int row = 0; row < 64; ++row) CHECK(pe.row(row).norm() == Approx(std::sqrt(width / 2.0)));
  }
  SECTION("a window starting at s equals rows s.. of the window starting at 0") {
    const Matrix from0 = sinusoidalEncoding(0, 20, width, base);
    CHECK(maxAbsDiff(sinusoidalEncoding(3, 17, width, base), from0.bottomRows(17)) < test::kExact);
  }
}

TEST_CASE("RoPE rotates pairs by position times theta_i", "[positional][rope]") {
  const int dh = 8;
  const double base = 10000.0;
  SECTION("theta_i = base^(-2i/d)") {
    for (int i = 0; i < dh / 2; ++i)
      CHECK(rotaryTheta(i, dh, base) == Approx(std::pow(base, -2.0 * i / dh)).epsilon(1e-14));
    CHECK(rotaryTheta(0, dh, base) == 1.0);
  }
  SECTION("pair i of a row at position p turns by the angle p * theta_i") {
    for (int pair = 0; pair < dh / 2; ++pair) {
      Matrix unit = Matrix::Zero(1, dh);
      unit(0, 2 * pair) = 1.0;
      const int p = 9;
      applyRotary(unit, p, base);
      const double angle = p * rotaryTheta(pair, dh, base);
      CAPTURE(pair);
      CHECK(unit(0, 2 * pair) == Approx(std::cos(angle)).margin(test::kTight));
      CHECK(unit(0, 2 * pair + 1) == Approx(std::sin(angle)).margin(test::kTight));
      // Other pairs are untouched.
      CHECK(unit.norm() == Approx(1.0).epsilon(1e-14));
    }
  }
  SECTION("position 0 is the identity") {
    const Matrix rows = seededMatrix(1, 1, dh, 1.0);
    Matrix rotated = rows;
    applyRotary(rotated, 0, base);
    CHECK(maxAbsDiff(rotated, rows) < test::kExact);
  }
  SECTION("rotation preserves every row's norm") {
    const Matrix rows = seededMatrix(2, 12, dh, 1.0);
    for (int start : {0, 3, 500}) {
      Matrix rotated = rows;
      applyRotary(rotated, start, base);
      for (int r = 0; r < rows.rows(); ++r)
        CHECK(rotated.row(r).norm() == Approx(rows.row(r).norm()).epsilon(1e-12));
    }
  }
  SECTION("row r of a block is rotated to position start + r") {
    const Matrix rows = seededMatrix(3, 6, dh, 1.0);
    Matrix block = rows;
    applyRotary(block, 4, base);
    for (int r = 0; r < rows.rows(); ++r) {
      Matrix single = rows.row(r);
      applyRotary(single, 4 + r, base);
      CHECK(maxAbsDiff(block.row(r), single) < test::kExact);
    }
  }
  SECTION("q_m . k_n after rotation depends only on m - n") {
    const Matrix q = seededMatrix(4, 1, dh, 1.0), k = seededMatrix(5, 1, dh, 1.0);
    const auto score = [&](int m, int n) {
      Matrix qm = q, kn = k;
      applyRotary(qm, m, base);
      applyRotary(kn, n, base);
      return qm.row(0).dot(kn.row(0));
    };
    const int pairs[][2] = {{0, 0}, {3, 1}, {1, 3}, {10, 2}, {7, 40}};
    for (const auto& mn : pairs)
      for (int s : {1, 5, 100, 900}) {
        CAPTURE(mn[0], mn[1], s);
        CHECK(std::abs(score(mn[0] + s, mn[1] + s) - score(mn[0], mn[1])) < test::kTight);
      }
    // ...and it does depend on the offset: otherwise the test above would be vacuous.
    CHECK(std::abs(score(3, 1) - score(1, 3)) > test::kVisible);
  }
}

TEST_CASE("ALiBi slopes and biases follow Press et al.", "[positional][alibi]") {
  SECTION("slopes equal the paper's get_slopes(n) for n = 1..16") {
    for (int n = 1; n <= 16; ++n) {
      CAPTURE(n);
      const std::vector<double> expected = paperSlopes(n), actual = alibiSlopes(n);
      REQUIRE(actual.size() == static_cast<std::size_t>(n));
      REQUIRE(expected.size() == static_cast<std::size_t>(n));
      for (int h = 0; h < n; ++h) CHECK(actual[h] == Approx(expected[h]).epsilon(1e-12));
    }
  }
  SECTION("powers of two: 2^(-8k/n), k = 1..n") {
    for (int n : {1, 2, 4, 8, 16}) {
      const auto slopes = alibiSlopes(n);
      for (int k = 1; k <= n; ++k)
        CHECK(slopes[k - 1] == Approx(std::pow(2.0, -8.0 * k / n)).epsilon(1e-14));
    }
  }
  SECTION("6 heads: {2^-2, 2^-4, 2^-6, 2^-8, 2^-1, 2^-3}") {
    const std::vector<double> expected = {0.25, 0.0625, 0.015625, 0.00390625, 0.5, 0.125};
    CHECK(maxAbsDiff(alibiSlopes(6), expected) < 1e-15);
  }
  SECTION("12 heads: 2^-1..2^-8, then 2^-0.5, 2^-1.5, 2^-2.5, 2^-3.5") {
    std::vector<double> expected;
    for (int k = 1; k <= 8; ++k) expected.push_back(std::pow(2.0, -k));
    for (double e : {-0.5, -1.5, -2.5, -3.5}) expected.push_back(std::pow(2.0, e));
    CHECK(maxAbsDiff(alibiSlopes(12), expected) < 1e-15);
  }
  SECTION("bias(i, j) = -slope * |i - j|") {
    const double slope = 0.375;
    const Matrix bias = alibiBias(slope, 9);
    REQUIRE(bias.rows() == 9);
    REQUIRE(bias.cols() == 9);
    for (int i = 0; i < 9; ++i)
      for (int j = 0; j < 9; ++j) CHECK(bias(i, j) == -slope * std::abs(i - j));
  }
}

TEST_CASE("Bound helpers are defined for every argument", "[positional][validation]") {
  SECTION("alibiSlopes: no heads, no slopes; the power-of-two search cannot overflow") {
    CHECK(alibiSlopes(0).empty());
    CHECK(alibiSlopes(-5).empty());
    CHECK(alibiSlopes(3).size() == 3);
  }
  SECTION("t5Bucket: too few buckets or extreme offsets stay inside [0, buckets)") {
    CHECK(t5Bucket(5, true, 0, 100) == 0);
    CHECK(t5Bucket(-5, false, 1, 100) == 0);
    CHECK(t5Bucket(5, true, -8, 100) == 0);
    for (int relative : {INT_MIN, INT_MIN + 1, -1000000, 1000000, INT_MAX})
      for (bool bidirectional : {true, false}) {
        CAPTURE(relative, bidirectional);
        const int bucket = t5Bucket(relative, bidirectional, 32, 128);
        CHECK(bucket >= 0);
        CHECK(bucket < 32);
      }
  }
}

TEST_CASE("T5 buckets follow the reference _relative_position_bucket", "[positional][t5]") {
  SECTION("agrees with the reference for every offset and several configurations") {
    for (const auto& c : kT5Configs)
      for (int rel = -1100; rel <= 1100; ++rel) {
        const int expected = referenceT5Bucket(rel, c.bidirectional, c.buckets, c.maxDistance);
        const int actual = t5Bucket(rel, c.bidirectional, c.buckets, c.maxDistance);
        if (actual != expected) {
          CAPTURE(c.buckets, c.maxDistance, c.bidirectional, rel);
          CHECK(actual == expected);  // report only the mismatches: 11k offsets per config
        }
      }
  }
  SECTION("bidirectional, 32 buckets: exact below max_exact, keys before the query in the lower "
          "half, keys after it in the upper half") {
    for (int n = 0; n < 8; ++n) CHECK(t5Bucket(-n, true, 32, 128) == n);
    for (int n = 1; n < 8; ++n) CHECK(t5Bucket(n, true, 32, 128) == 16 + n);
    for (int rel = -1000; rel <= 1000; ++rel) {
      const int b = t5Bucket(rel, true, 32, 128);
      if (rel <= 0) REQUIRE((b >= 0 && b < 16));
      else REQUIRE((b >= 16 && b < 32));
    }
  }
  SECTION("bidirectional, 32 buckets: known logarithmic values") {
    // From the reference implementation with num_buckets=32, max_distance=128.
    const int table[][2] = {{8, 8},   {11, 8},  {12, 9},  {16, 10}, {22, 10}, {23, 11},
                            {32, 12}, {45, 12}, {46, 13}, {64, 14}, {90, 14}, {91, 15}};
    for (const auto& row : table) {
      CAPTURE(row[0]);
      CHECK(t5Bucket(-row[0], true, 32, 128) == row[1]);
      CHECK(t5Bucket(row[0], true, 32, 128) == 16 + row[1]);
    }
  }
  SECTION("buckets never decrease as the distance grows, in either direction") {
    for (const auto& c : kT5Configs) {
      CAPTURE(c.buckets, c.maxDistance, c.bidirectional);
      for (int n = 1; n <= 1100; ++n) {
        REQUIRE(t5Bucket(-n, c.bidirectional, c.buckets, c.maxDistance) >=
                t5Bucket(-(n - 1), c.bidirectional, c.buckets, c.maxDistance));
        if (c.bidirectional && n >= 2)
          REQUIRE(t5Bucket(n, true, c.buckets, c.maxDistance) >=
                  t5Bucket(n - 1, true, c.buckets, c.maxDistance));
      }
    }
  }
  SECTION("at and beyond max_distance everything shares the last bucket") {
    for (const auto& c : kT5Configs) {
      CAPTURE(c.buckets, c.maxDistance, c.bidirectional);
      const int lastBefore = c.bidirectional ? c.buckets / 2 - 1 : c.buckets - 1;
      for (int n = c.maxDistance; n <= c.maxDistance + 500; n += 7)
        CHECK(t5Bucket(-n, c.bidirectional, c.buckets, c.maxDistance) == lastBefore);
      if (c.bidirectional)
        CHECK(t5Bucket(c.maxDistance, true, c.buckets, c.maxDistance) == c.buckets - 1);
    }
  }
  SECTION("causal (unidirectional): every future key shares bucket 0") {
    for (int rel = 0; rel <= 300; ++rel) CHECK(t5Bucket(rel, false, 32, 128) == 0);
    for (int n = 1; n < 16; ++n) CHECK(t5Bucket(-n, false, 32, 128) == n);
    CHECK(t5Bucket(-16, false, 32, 128) == 16);
    CHECK(t5Bucket(-128, false, 32, 128) == 31);
  }
  SECTION("every bucket is a valid row of the table, even at the smallest max distance that "
          "validateSettings accepts (max_distance = buckets / 2)") {
    // Unidirectional, max_distance then equals max_exact and the log ratio's denominator is 0.
    for (bool bidirectional : {true, false})
      for (int buckets : {4, 8, 32, 128}) {
        const int maxDistance = buckets / 2;
        CAPTURE(bidirectional, buckets, maxDistance);
        bool allInRange = true;
        int firstBad = 0, badBucket = 0;  // report the first offending offset only
        for (int rel = -1100; rel <= 1100 && allInRange; ++rel) {
          const int b = t5Bucket(rel, bidirectional, buckets, maxDistance);
          if (b < 0 || b >= buckets) { allInRange = false; firstBad = rel; badBucket = b; }
        }
        CAPTURE(firstBad, badBucket);
        CHECK(allInRange);
        // Beyond max_distance, as everywhere, the last bucket of the half.
        const int last = bidirectional ? buckets / 2 - 1 : buckets - 1;
        CHECK(t5Bucket(-maxDistance, bidirectional, buckets, maxDistance) == last);
        CHECK(t5Bucket(-maxDistance - 50, bidirectional, buckets, maxDistance) == last);
      }
  }
  SECTION("t5Bias(i, j) reads the table at the bucket of j - i") {
    const Matrix table = t5BiasTable(7, 32, 4);
    REQUIRE(table.rows() == 32);
    REQUIRE(table.cols() == 4);
    PositionSettings settings;
    settings.scheme = PositionScheme::T5;
    const Matrix bias = t5Bias(table, 2, 20, settings);
    for (int i = 0; i < 20; ++i)
      for (int j = 0; j < 20; ++j) CHECK(bias(i, j) == table(t5Bucket(j - i, true, 32, 128), 2));
    // The bias is relative: moving the sentence does not change it.
    settings.startPosition = 40;
    CHECK(maxAbsDiff(t5Bias(table, 2, 20, settings), bias) == 0.0);
  }
}

TEST_CASE("Learned position tables are deterministic windows of one table",
          "[positional][learned]") {
  SECTION("same seed, same table; another seed, another table") {
    CHECK(maxAbsDiff(learnedEncoding(7, 0, 10, 16), learnedEncoding(7, 0, 10, 16)) == 0.0);
    CHECK(maxAbsDiff(learnedEncoding(7, 0, 10, 16), learnedEncoding(8, 0, 10, 16)) >
          test::kVisible);
  }
  SECTION("rows for start = 3 equal rows 3.. for start = 0") {
    const Matrix from0 = learnedEncoding(7, 0, 12, 16);
    CHECK(maxAbsDiff(learnedEncoding(7, 3, 9, 16), from0.bottomRows(9)) == 0.0);
  }
  SECTION("different positions get different vectors (it knows 'which slot')") {
    const Matrix table = learnedEncoding(7, 0, 12, 16);
    for (int a = 0; a < 12; ++a)
      for (int b = a + 1; b < 12; ++b)
        CHECK(maxAbsDiff(table.row(a), table.row(b)) > test::kVisible);
  }
}

TEST_CASE("addedPositions adds vectors only for additive schemes", "[positional]") {
  const std::uint64_t seed = 7;
  const int count = 6, width = 16;
  SECTION("zeros for none, RoPE, ALiBi and T5") {
    for (PositionScheme scheme : kAllSchemes) {
      if (isAdditive(scheme)) continue;
      PositionSettings settings;
      settings.scheme = scheme;
      settings.startPosition = 3;
      CAPTURE(schemeName(scheme));
      const Matrix added = addedPositions(settings, seed, count, width);
      CHECK(added.rows() == count);
      CHECK(added.cols() == width);
      CHECK(added.cwiseAbs().maxCoeff() == 0.0);
    }
  }
  SECTION("strength x the scheme's encoding, from the start position on") {
    for (double strength : {0.0, 0.5, 1.0, 3.0}) {
      CAPTURE(strength);
      PositionSettings settings;
      settings.strength = strength;
      settings.startPosition = 4;
      settings.scheme = PositionScheme::Sinusoidal;
      CHECK(maxAbsDiff(addedPositions(settings, seed, count, width),
                       strength * sinusoidalEncoding(4, count, width, settings.base)) <
            test::kExact);
      settings.scheme = PositionScheme::Learned;
      CHECK(maxAbsDiff(addedPositions(settings, seed, count, width),
                       strength * learnedEncoding(seed, 4, count, width)) < test::kExact);
    }
  }
}

TEST_CASE("Scheme names round-trip and schemes are classified", "[positional]") {
  SECTION("parseScheme(schemeName(s)) == s for every scheme") {
    for (PositionScheme scheme : kAllSchemes) {
      PositionScheme parsed = PositionScheme::None;
      CAPTURE(schemeName(scheme));
      REQUIRE(parseScheme(schemeName(scheme), parsed));
      CHECK(parsed == scheme);
    }
  }
  SECTION("names are distinct and unknown names are rejected") {
    std::vector<std::string> names;
    for (PositionScheme scheme : kAllSchemes) names.push_back(schemeName(scheme));
    std::sort(names.begin(), names.end());
    CHECK(std::adjacent_find(names.begin(), names.end()) == names.end());
    PositionScheme out = PositionScheme::None;
    for (const char* bad : {"", "RoPE", "sine", "t5 "}) CHECK_FALSE(parseScheme(bad, out));
  }
  SECTION("sinusoidal and learned are additive; RoPE, ALiBi, T5 are relative; none is neither") {
    CHECK(isAdditive(PositionScheme::Sinusoidal));
    CHECK(isAdditive(PositionScheme::Learned));
    for (PositionScheme s : {PositionScheme::Rope, PositionScheme::Alibi, PositionScheme::T5}) {
      CHECK(isRelative(s));
      CHECK_FALSE(isAdditive(s));
    }
    CHECK_FALSE(isAdditive(PositionScheme::None));
    CHECK_FALSE(isRelative(PositionScheme::None));
    CHECK_FALSE(isRelative(PositionScheme::Sinusoidal));
  }
}

TEST_CASE("RoPE scaling: interpolation turns position p as p / factor; NTK raises the base; none is RoPE",
          "[positional][rope]") {
  const Matrix rows = seededMatrix(3, 16, 8, 1.0);
  Matrix plain = rows, unscaled = rows;
  applyRotary(plain, 0, 10000.0);
  applyRotary(unscaled, 0, 10000.0, RopeScaling::None, 4.0);
  CHECK(plain == unscaled);  // bit for bit: the analysis never changes
  // Row 2r under interpolation x2 is row r unscaled.
  Matrix interpolated = rows;
  applyRotary(interpolated, 0, 10000.0, RopeScaling::Interpolation, 2.0);
  for (Eigen::Index r = 0; r < 8; ++r) {
    Matrix one = rows.row(2 * r);
    applyRotary(one, static_cast<int>(r), 10000.0);
    CHECK((interpolated.row(2 * r) - one).cwiseAbs().maxCoeff() < 1e-12);
  }
  // NTK-aware: base * factor^(d / (d - 2)); the fastest pair (i = 0) turns as before, the slowest
  // pair turns exactly `factor` times slower.
  const double base = scaledRopeBase(10000.0, 8, RopeScaling::Ntk, 2.0);
  CHECK(base == Approx(10000.0 * std::pow(2.0, 8.0 / 6.0)));
  CHECK(rotaryTheta(0, 8, base) == rotaryTheta(0, 8, 10000.0));
  CHECK(rotaryTheta(3, 8, base) * 2.0 == Approx(rotaryTheta(3, 8, 10000.0)));
  RopeScaling parsed = RopeScaling::None;
  CHECK(parseRopeScaling("ntk", parsed));
  CHECK(parsed == RopeScaling::Ntk);
  CHECK_FALSE(parseRopeScaling("yarn", parsed));
}
