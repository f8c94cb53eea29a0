// The scheme registry is the one list of schemes: check that it agrees with what the core does, so
// a page, a test or a document that reads it states what runs.
#include <catch2/catch.hpp>

#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "core/analysis.hpp"
#include "core/nearest_settings.hpp"
#include "core/schemes.hpp"
#include "fixtures.hpp"
#include "tolerance.hpp"

using namespace posattn;

namespace {

const SchemeParameter& parameter(const std::string& name) {
  static const std::vector<SchemeParameter> all = schemeParameters();
  for (const SchemeParameter& p : all)
    if (name == p.name) return p;
  FAIL("no parameter " << name);
  return all.front();
}

bool runs(const SchemeParameter& p, double value) {
  AttentionSettings s = test::smallSettings(PositionScheme::T5);
  // A parameter bounded by half another (the distance by the buckets): that one at its least.
  if (p.atLeastHalfOf[0] != '\0') parameter(p.atLeastHalfOf).set(s.position, parameter(p.atLeastHalfOf).min);
  p.set(s.position, value);
  return validateSettings(s, 6).empty();
}

}  // namespace

TEST_CASE("The registry lists every scheme once, in the enum's order", "[schemes]") {
  const auto registry = schemeRegistry();
  REQUIRE(registry.size() >= 2);
  CHECK(registry.size() == schemeCount());
  std::set<std::string> names;
  for (std::size_t k = 0; k < registry.size(); ++k) {
    CAPTURE(registry[k].name);
    CHECK(static_cast<std::size_t>(registry[k].scheme) == k);
    CHECK(names.insert(registry[k].name).second);
    CHECK(std::string(schemeInfo(registry[k].scheme).name) == registry[k].name);
    CHECK(schemeFamily(registry[k].scheme) == registry[k].family);
    CHECK(schemeName(registry[k].scheme) == registry[k].name);
  }
  CHECK(registry.front().scheme == PositionScheme::None);
  CHECK(registry.front().family == SchemeFamily::None);
}

TEST_CASE("A scheme's family says how it acts", "[schemes]") {
  for (const SchemeInfo& info : schemeRegistry()) {
    CAPTURE(info.name, familyName(info.family));
    PositionSettings p;
    p.scheme = info.scheme;
    const bool adds = addedPositions(p, 7, 5, 8).cwiseAbs().maxCoeff() > 0.0;
    CHECK(adds == (info.family == SchemeFamily::Absolute));
    CHECK(isAdditive(info.scheme) == (info.family == SchemeFamily::Absolute));
    CHECK(isRelative(info.scheme) == isRelativeFamily(info.family));
  }
  std::set<std::string> families;
  for (SchemeFamily f : {SchemeFamily::None, SchemeFamily::Absolute, SchemeFamily::Rotary, SchemeFamily::Bias})
    families.insert(familyName(f));
  CHECK(families.size() == 4);
}

TEST_CASE("Each parameter's range and default are the core's", "[schemes]") {
  const PositionSettings defaults;
  for (const SchemeParameter& p : schemeParameters()) {
    CAPTURE(p.name);
    CHECK(p.get(defaults) == p.fallback);
    CHECK(p.min <= p.fallback);
    CHECK(p.fallback <= p.max);
    const std::string kind = p.kind;
    REQUIRE((kind == "number" || kind == "integer" || kind == "even" || kind == "boolean"));
    if (kind == "boolean") continue;
    CHECK(runs(p, p.min));
    CHECK(runs(p, p.max));
    const double step = kind == "number" ? std::fabs(p.min) * 1e-12 + 1e-12 : kind == "even" ? 2.0 : 1.0;
    CHECK_FALSE(runs(p, p.min - step));
    CHECK_FALSE(runs(p, p.max + (kind == "number" ? p.max * 1e-12 : step)));
    if (kind == "even") CHECK_FALSE(runs(p, p.min + 1));
  }
}

TEST_CASE("A scheme reads only the parameters it lists", "[schemes]") {
  for (const SchemeInfo& info : schemeRegistry()) {
    for (const char* name : info.parameters)
      if (name != nullptr) CHECK(parameter(name).name == std::string(name));
    for (const SchemeParameter& p : schemeParameters()) {
      if (info.reads(p.name)) continue;
      CAPTURE(info.name, p.name);
      AnalysisRequest r;
      r.text = "the dog chased the cat";
      r.settings = test::smallSettings(info.scheme);
      const AnalysisResult before = analyze(r);
      REQUIRE(before.ok());
      // Another value in range: the maximum (or the minimum where the default is the maximum).
      p.set(r.settings.position, p.fallback == p.max ? p.min : p.max);
      const AnalysisResult after = analyze(r);
      REQUIRE(after.ok());
      CHECK(test::maxAbsDiff(before.original.output, after.original.output) == 0.0);
      for (std::size_t h = 0; h < before.original.heads.size(); ++h)
        CHECK(test::maxAbsDiff(before.original.heads[h].weights, after.original.heads[h].weights) == 0.0);
    }
  }
}

// Each parameter is described once (kSchemeParameters); everything that checks, repairs or reads
// one loops over that row. A value outside a parameter's range gets the parameter's own error, and
// nearest settings brings it back to the nearest value that runs, naming the field.
TEST_CASE("Every parameter is checked and repaired from its row of the table", "[schemes]") {
  for (const SchemeParameter& p : schemeParameters()) {
    if (std::string(p.kind) == "boolean") continue;
    for (const double wrong : {p.min - (std::string(p.kind) == "number" ? 1.0 : 2.0), p.max * 2 + 2}) {
      CAPTURE(p.name, wrong);
      AttentionSettings s = test::smallSettings(PositionScheme::T5);
      p.set(s.position, wrong);
      const Message problem = validateSettings(s, 6);
      CHECK(problem.code == (p.outOfRange[0] != '\0' ? std::string(p.outOfRange) : "parameter-out-of-range"));
      CHECK(problem.number("max") == p.max);
      const RunnableSettings near = nearestRunnableSettings(s, 1, 6);
      CHECK(validateSettings(near.settings, 6).empty());
      const double repaired = p.get(near.settings.position);
      CHECK(repaired == (wrong < p.min ? leastValue(p, near.settings.position) : p.max));
      REQUIRE_FALSE(near.notes.empty());
      CHECK(near.notes.front().text("field") == p.name);
      CHECK(near.notes.front().number("to") == repaired);
    }
  }
}

// A parameter a scheme reads changes what that scheme computes (on a sentence long enough for T5's
// farthest distance to matter), so its control on the page always moves the numbers.
TEST_CASE("Every parameter a scheme reads changes its weights", "[schemes]") {
  std::string text = "the";
  for (int k = 1; k < 40; ++k) text += k % 2 ? " dog" : " cat";
  for (const SchemeInfo& info : schemeRegistry())
    for (const SchemeParameter& p : schemeParameters()) {
      if (!info.reads(p.name)) continue;
      CAPTURE(info.name, p.name);
      AnalysisRequest r;
      r.text = text;
      r.settings = test::smallSettings(info.scheme);
      const AnalysisResult before = analyze(r);
      REQUIRE(before.ok());
      p.set(r.settings.position, p.fallback == leastValue(p, r.settings.position) ? p.max : leastValue(p, r.settings.position));
      const AnalysisResult after = analyze(r);
      REQUIRE(after.ok());
      double moved = 0.0;
      for (std::size_t h = 0; h < before.original.heads.size(); ++h)
        moved = std::max(moved, test::maxAbsDiff(before.original.heads[h].weights, after.original.heads[h].weights));
      CHECK(moved > 1e-6);
    }
}
