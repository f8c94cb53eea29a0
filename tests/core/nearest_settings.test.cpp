#include <catch2/catch.hpp>

#include <climits>
#include <cmath>
#include <string>

#include "core/analysis.hpp"
#include "core/limits.hpp"
#include "core/nearest_settings.hpp"
#include "fixtures.hpp"
#include "messages.hpp"

using namespace posattn;
using posattn::test::kAllSchemes;

namespace {

std::string allNotes(const RunnableSettings& r) {
  std::string out;
  for (const auto& note : r.notes) out += test::shown(note) + "\n";
  return out;
}

// The property every answer must have: the core runs it.
void requireRuns(const RunnableSettings& r, int n) {
  INFO(allNotes(r));
  REQUIRE(validateSettings(r.settings, n).empty());
  REQUIRE(validateShift(r.shiftBy, r.settings.position.startPosition, n).empty());
}


}  // namespace

TEST_CASE("Settings that run come back unchanged, with no notes", "[nearest]") {
  for (PositionScheme scheme : kAllSchemes) {
    const AttentionSettings s = test::smallSettings(scheme);
    const RunnableSettings r = nearestRunnableSettings(s, 5, 6);
    CHECK(r.notes.empty());
    CHECK(r.settings.modelWidth == s.modelWidth);
    CHECK(r.settings.heads == s.heads);
    CHECK(r.shiftBy == 5);
  }
}

TEST_CASE("Refused links move to the nearest settings that run, and say why", "[nearest]") {
  AttentionSettings s;
  SECTION("a shift of 1000 with 30 words") {
    const RunnableSettings r = nearestRunnableSettings(s, 1000, 30);
    requireRuns(r, 30);
    CHECK(r.shiftBy == kMaxPosition - 30);
    CHECK(allNotes(r) == "shift-changed(from: 1000, to: 994, reason: {shift-out-of-range(limit: 1024)})\n");
  }
  SECTION("width 10 with 4 heads keeps the width and takes the nearest head count that divides it") {
    s.modelWidth = 10;
    const RunnableSettings r = nearestRunnableSettings(s, 5, 6);
    requireRuns(r, 6);
    CHECK(r.settings.modelWidth == 10);
    CHECK(r.settings.heads == 5);  // 3 and 5 are equally near 4; 3 does not divide 10
    CHECK(allNotes(r) ==
          "setting-changed(field: \"heads\", from: 4, to: 5, reason: {width-not-divisible(width: 10, heads: 4)})\n");
  }
  SECTION("5 T5 buckets become 4") {
    s.position.scheme = PositionScheme::T5;
    s.position.t5Buckets = 5;
    const RunnableSettings r = nearestRunnableSettings(s, 5, 6);
    requireRuns(r, 6);
    CHECK(r.settings.position.t5Buckets == 4);
    CHECK(allNotes(r) ==
          "setting-changed(field: \"t5Buckets\", from: 5, to: 4, reason: {t5-buckets-out-of-range(min: 4, max: 128)})\n");
  }
  SECTION("RoPE with width 12 and 4 heads (odd head width) gets an even head width") {
    s.position.scheme = PositionScheme::Rope;
    s.modelWidth = 12;
    const RunnableSettings r = nearestRunnableSettings(s, 5, 6);
    requireRuns(r, 6);
    CHECK(r.settings.modelWidth == 12);
    CHECK((r.settings.modelWidth / r.settings.heads) % 2 == 0);
    CHECK_THAT(allNotes(r), Catch::Contains("reason: {rope-odd-head-width(width: 12, heads: 4, headWidth: 3)}"));
  }
  SECTION("3 heads with width 64 become the nearest divisor") {
    s.heads = 3;
    const RunnableSettings r = nearestRunnableSettings(s, 5, 6);
    requireRuns(r, 6);
    CHECK(r.settings.heads == 2);
    CHECK(r.settings.modelWidth == 64);
  }
  SECTION("odd RoPE width moves the width itself") {
    s.position.scheme = PositionScheme::Rope;
    s.modelWidth = 9;
    s.heads = 1;
    const RunnableSettings r = nearestRunnableSettings(s, 5, 6);
    requireRuns(r, 6);
    CHECK(r.settings.modelWidth == 8);
  }
}

TEST_CASE("Every field out of range, at once, still ends in settings that run", "[nearest]") {
  for (PositionScheme scheme : kAllSchemes)
    for (int n : {1, 6, kMaxTokens}) {
      CAPTURE(schemeName(scheme), n);
      AttentionSettings s;
      s.position.scheme = scheme;
      s.heads = INT_MAX;
      s.modelWidth = INT_MIN;
      s.temperature = std::nan("");
      s.position.base = -1;
      s.position.strength = 1e300;
      s.position.t5Buckets = 129;
      s.position.t5MaxDistance = INT_MIN;
      s.position.startPosition = INT_MAX;
      s.designedSharpness = -1;
      const RunnableSettings r = nearestRunnableSettings(s, INT_MAX, n);
      requireRuns(r, n);
      CHECK(r.settings.position.scheme == scheme);
      CHECK(r.notes.size() >= 9);
    }
}

TEST_CASE("The nearest settings are what analyze then accepts", "[nearest][analysis]") {
  AnalysisRequest request;
  request.text = "The cat sat on the mat";
  request.settings.modelWidth = 12;
  request.settings.heads = 4;
  request.settings.position.scheme = PositionScheme::Rope;
  REQUIRE_FALSE(analyze(request).ok());
  const RunnableSettings r = nearestRunnableSettings(request.settings, request.shiftBy, 6);
  request.settings = r.settings;
  request.shiftBy = r.shiftBy;
  CHECK(analyze(request).ok());
}
