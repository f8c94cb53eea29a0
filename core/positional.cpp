#include "positional.hpp"

#include <cmath>
#include <cstdlib>
#include <vector>

#include "position_operations.hpp"
#include "random.hpp"
#include "schemes.hpp"

namespace posattn {

// Names and families come from the registry (schemes.cpp), the one list of schemes.
bool isAdditive(PositionScheme scheme) { return schemeFamily(scheme) == SchemeFamily::Absolute; }

bool isRelative(PositionScheme scheme) { return isRelativeFamily(schemeFamily(scheme)); }

std::string schemeName(PositionScheme scheme) { return schemeNameOf(scheme); }

bool parseScheme(const std::string& name, PositionScheme& out) {
  for (std::size_t k = 0; k < schemeCount(); ++k) {
    const auto scheme = static_cast<PositionScheme>(k);
    if (name == schemeNameOf(scheme)) { out = scheme; return true; }
  }
  return false;
}

Matrix sinusoidalEncoding(int start, int count, int width, double base) {
  // Each pair's wavelength once, not once per element (pow per element was 4% of an analysis).
  std::vector<double> wavelength(static_cast<std::size_t>(width / 2 + 1));
  for (int pair = 0; 2 * pair < width; ++pair) wavelength[pair] = std::pow(base, 2.0 * pair / width);
  Matrix pe(count, width);
  for (int row = 0; row < count; ++row) {
    const double position = start + row;
    for (int col = 0; col < width; ++col) {
      const double angle = position / wavelength[col / 2];
      pe(row, col) = (col % 2 == 0) ? std::sin(angle) : std::cos(angle);
    }
  }
  return pe;
}

Matrix learnedEncoding(std::uint64_t seed, int start, int count, int width) {
  Matrix table(count, width);
  const std::uint64_t tableSeed = mixSeeds(seed, hashString("learned-position-table"));
  for (int row = 0; row < count; ++row)
    table.row(row) = seededMatrix(mixSeeds(tableSeed, static_cast<std::uint64_t>(start + row)), 1,
                                  width, 1.0);
  return table;
}

Matrix addedPositions(const PositionSettings& settings, std::uint64_t seed, int count, int width) {
  const auto seededRows = [&](int start, int rows) { return learnedEncoding(seed, start, rows, width); };
  return addedVectors<double>(settings, count, width, seededRows);
}

double rotaryTheta(int pairIndex, int headWidth, double base) {
  return std::pow(base, -2.0 * pairIndex / headWidth);
}

void applyRotary(Matrix& rows, int start, double base) {
  rotatePairs(rows, 0, static_cast<int>(rows.cols()), start, base, 1.0, 1.0);
}

std::string ropeScalingName(RopeScaling scaling) {
  switch (scaling) {
    case RopeScaling::Interpolation: return "interpolation";
    case RopeScaling::Ntk: return "ntk";
    default: return "none";
  }
}

bool parseRopeScaling(const std::string& name, RopeScaling& out) {
  for (RopeScaling s : {RopeScaling::None, RopeScaling::Interpolation, RopeScaling::Ntk})
    if (ropeScalingName(s) == name) { out = s; return true; }
  return false;
}

double scaledRopeBase(double base, int headWidth, RopeScaling scaling, double factor) {
  if (scaling != RopeScaling::Ntk || headWidth <= 2) return base;
  return base * std::pow(factor, static_cast<double>(headWidth) / (headWidth - 2));
}

double scaledRopePositionScale(RopeScaling scaling, double factor) {
  return scaling == RopeScaling::Interpolation ? 1.0 / factor : 1.0;
}

void applyRotary(Matrix& rows, int start, double base, RopeScaling scaling, double factor) {
  const int headWidth = static_cast<int>(rows.cols());
  rotatePairs(rows, 0, headWidth, start, scaledRopeBase(base, headWidth, scaling, factor),
              scaledRopePositionScale(scaling, factor), 1.0);
}

namespace {
std::vector<double> powerOfTwoSlopes(int heads) {
  std::vector<double> slopes;
  for (int k = 1; k <= heads; ++k) slopes.push_back(std::pow(2.0, -8.0 * k / heads));
  return slopes;
}
}  // namespace

std::vector<double> alibiSlopes(int heads) {
  if (heads < 1) return {};
  int closest = 1;
  while (closest <= heads / 2) closest *= 2;  // never computes 2 * closest past `heads`
  std::vector<double> slopes = powerOfTwoSlopes(closest);
  if (closest == heads) return slopes;
  const std::vector<double> finer = powerOfTwoSlopes(2 * closest);
  for (int k = 0; k < heads - closest; ++k) slopes.push_back(finer[2 * k]);
  return slopes;
}

Matrix alibiBias(double slope, int count) {
  const std::vector<double> slopes{slope};
  PositionSettings alibi;
  alibi.scheme = PositionScheme::Alibi;
  return biasMatrix(biasByOffset(alibi, ScoreBiasParts<double>{&slopes, nullptr}, 0, count), count);
}

int t5Bucket(int relativePosition, bool bidirectional, int buckets, int maxDistance) {
  // Too few buckets for an exact range and a log range: everything shares bucket 0.
  if (buckets < (bidirectional ? 4 : 2)) return 0;
  int bucket = 0;
  // Wide enough that negating INT_MIN is defined.
  long long n = -static_cast<long long>(relativePosition);
  if (bidirectional) {
    buckets /= 2;
    if (n < 0) bucket += buckets;
    n = n < 0 ? -n : n;
  } else {
    n = n > 0 ? n : 0;
  }
  const int maxExact = buckets / 2;
  if (n < maxExact) return bucket + static_cast<int>(n);
  // At and beyond maxDistance the reference formula lands on the last bucket anyway; answering
  // here also avoids log(1) = 0 in the denominator when maxDistance == maxExact (unidirectional,
  // maxDistance = buckets / 2, which validateSettings accepts).
  if (n >= maxDistance) return bucket + buckets - 1;
  const double logRatio = std::log(static_cast<double>(n) / maxExact) /
                          std::log(static_cast<double>(maxDistance) / maxExact);
  int large = maxExact + static_cast<int>(logRatio * (buckets - maxExact));
  if (large > buckets - 1) large = buckets - 1;
  return bucket + large;
}

Matrix t5BiasTable(std::uint64_t seed, int buckets, int heads) {
  return seededMatrix(mixSeeds(seed, hashString("t5-bias-table")), buckets, heads, 1.0);
}

Matrix t5Bias(const Matrix& table, int head, int count, const PositionSettings& settings) {
  PositionSettings t5 = settings;
  t5.scheme = PositionScheme::T5;
  return biasMatrix(biasByOffset(t5, ScoreBiasParts<double>{nullptr, &table}, head, count), count);
}

}  // namespace posattn
