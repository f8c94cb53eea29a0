// The scheme registry is the one list of schemes: check that it agrees with what the core does, so
// a page, a test or a document that reads it states what runs.
#include <catch2/catch.hpp>

#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "core/analysis.hpp"
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

// PositionSettings' field of each parameter, by its name.
void setParameter(PositionSettings& p, const std::string& name, double value) {
  if (name == "base") p.base = value;
  else if (name == "strength") p.strength = value;
  else if (name == "t5Buckets") p.t5Buckets = static_cast<int>(value);
  else if (name == "t5MaxDistance") p.t5MaxDistance = static_cast<int>(value);
  else if (name == "t5Bidirectional") p.t5Bidirectional = value != 0.0;
  else FAIL("setParameter does not know " << name);
}

double getParameter(const PositionSettings& p, const std::string& name) {
  if (name == "base") return p.base;
  if (name == "strength") return p.strength;
  if (name == "t5Buckets") return p.t5Buckets;
  if (name == "t5MaxDistance") return p.t5MaxDistance;
  if (name == "t5Bidirectional") return p.t5Bidirectional ? 1.0 : 0.0;
  FAIL("getParameter does not know " << name);
  return 0.0;
}

bool runs(const std::string& name, double value) {
  AttentionSettings s = test::smallSettings(PositionScheme::T5);
  if (name == "t5MaxDistance") s.position.t5Buckets = 4;  // the distance must reach half the buckets
  setParameter(s.position, name, value);
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
    CHECK(getParameter(defaults, p.name) == p.fallback);
    CHECK(p.min <= p.fallback);
    CHECK(p.fallback <= p.max);
    const std::string kind = p.kind;
    REQUIRE((kind == "number" || kind == "integer" || kind == "even" || kind == "boolean"));
    if (kind == "boolean") continue;
    CHECK(runs(p.name, p.min));
    CHECK(runs(p.name, p.max));
    const double step = kind == "number" ? std::fabs(p.min) * 1e-12 + 1e-12 : kind == "even" ? 2.0 : 1.0;
    CHECK_FALSE(runs(p.name, p.min - step));
    CHECK_FALSE(runs(p.name, p.max + (kind == "number" ? p.max * 1e-12 : step)));
    if (kind == "even") CHECK_FALSE(runs(p.name, p.min + 1));
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
      setParameter(r.settings.position, p.name, p.fallback == p.max ? p.min : p.max);
      const AnalysisResult after = analyze(r);
      REQUIRE(after.ok());
      CHECK(test::maxAbsDiff(before.original.output, after.original.output) == 0.0);
      for (std::size_t h = 0; h < before.original.heads.size(); ++h)
        CHECK(test::maxAbsDiff(before.original.heads[h].weights, after.original.heads[h].weights) == 0.0);
    }
  }
}
