#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "core/random.hpp"
#include "core/shown_number.hpp"

using posattn::shownNumber;

// shownNumber writes what C's "%.6g" writes (whole numbers below 1e16 in full), without printf.
namespace {
std::string printed(double value) {
  char text[40];
  if (std::floor(value) == value && std::fabs(value) < 1e16) std::snprintf(text, sizeof text, "%.0f", value);
  else std::snprintf(text, sizeof text, "%.6g", value);
  return text;
}
}  // namespace

TEST_CASE("shown number: names, whole numbers and printf's six digits") {
  CHECK(shownNumber(std::nan("")) == "NaN");
  CHECK(shownNumber(INFINITY) == "Infinity");
  CHECK(shownNumber(-INFINITY) == "-Infinity");
  CHECK(shownNumber(0.0) == "0");
  CHECK(shownNumber(-0.0) == "-0");
  CHECK(shownNumber(4294967312.0) == "4294967312");
  CHECK(shownNumber(-65504.0) == "-65504");
  CHECK(shownNumber(16.5) == "16.5");
  CHECK(shownNumber(0.1) == "0.1");
  CHECK(shownNumber(1e-7) == "1e-07");
  CHECK(shownNumber(1.5e300) == "1.5e+300");
  CHECK(shownNumber(1e16) == "1e+16");
  CHECK(shownNumber(123456.7) == "123457");
  CHECK(shownNumber(999999.5) == "1e+06");
  CHECK(shownNumber(0.0001234567) == "0.000123457");
  CHECK(shownNumber(4.9e-324) == "4.94066e-324");
}

TEST_CASE("shown number: the same text as printf across magnitudes and signs") {
  posattn::SplitMix64 random(48);
  int compared = 0;
  for (int i = 0; i < 20000; ++i) {
    const double exponent = -320.0 + 628.0 * random.uniform01();
    double value = std::pow(10.0, exponent) * (random.below(2) ? -1 : 1);
    if (i % 4 == 0) value = std::round(value * 1e3) / 1e3;  // short decimals: near printf's ties
    if (!std::isfinite(value)) continue;
    INFO(printed(value));
    CHECK(shownNumber(value) == printed(value));
    ++compared;
  }
  CHECK(compared > 19000);
}
