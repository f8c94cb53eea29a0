#pragma once
// The one list of positional schemes (schemes.cpp): everything else (the enum's names, the binding,
// the page's lists, the tests, the fuzzer, the docs' tables) reads it. Adding one: CONTRIBUTING.md.
#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "limits.hpp"
#include "message.hpp"
#include "positional.hpp"

namespace posattn {

// How a scheme brings in position: nothing, a vector added to each embedding (absolute), a rotation
// of queries and keys (rotary), or a bias added to the scores (bias). Rotary and bias schemes are
// relative: scores depend on positions only through their offsets.
enum class SchemeFamily { None, Absolute, Rotary, Bias };

// One setting of PositionSettings that some schemes read, described once: its name (the field's own,
// in requests, results, links and exported models), its kind, the range the core accepts
// (validateSettings refuses anything outside it), its default (PositionSettings' own: checked in
// schemes.cpp), the error that says a value is outside the range, and how to read and write it.
// The request and model readers, the result and model writers, nearest settings, the page's
// controls and link properties, the types and the docs all loop over this table
// (CONTRIBUTING.md, "Adding a positional scheme").
struct SchemeParameter {
  const char* name;
  const char* kind;   // "number", "integer", "even" (an even integer) or "boolean"
  double min, max, fallback;
  // Another parameter whose half is this one's least value (T5: its farthest distance reaches at
  // least half its buckets), or "".
  const char* atLeastHalfOf;
  const char* outOfRange;  // its error code; "" says "parameter-out-of-range" with the name
  double (*get)(const PositionSettings&);
  void (*set)(PositionSettings&, double);
};

// A row of the table: the field, then what the struct above says of it.
#define POSATTN_PARAMETER(field, kind, min, max, fallback, atLeastHalfOf, outOfRange)            \
  SchemeParameter {                                                                            \
    #field, kind, min, max, fallback, atLeastHalfOf, outOfRange,                               \
        [](const PositionSettings& p) { return static_cast<double>(p.field); },                \
        [](PositionSettings& p, double v) { p.field = static_cast<decltype(PositionSettings::field)>(v); } \
  }

inline constexpr std::size_t kMaxSchemeParameters = 3;

// Every scheme parameter, each once, in the order requests read them. Here, not in schemes.cpp, so
// that the checks that read a range (schemeParameter below) fold to constants.
inline constexpr SchemeParameter kSchemeParameters[] = {
    POSATTN_PARAMETER(base, "number", 2.0, 1e7, 10000.0, "", "base-out-of-range"),
    POSATTN_PARAMETER(strength, "number", 0.0, 10.0, 1.0, "", "strength-out-of-range"),
    POSATTN_PARAMETER(t5Buckets, "even", 4, 128, 32, "", "t5-buckets-out-of-range"),
    POSATTN_PARAMETER(t5MaxDistance, "integer", 2, kMaxPosition, 128, "t5Buckets", "t5-distance-out-of-range"),
    POSATTN_PARAMETER(t5Bidirectional, "boolean", 0, 1, 1, "", ""),
};
#undef POSATTN_PARAMETER

// What a scheme does, as operations every model carries out the same way (position_operations.hpp):
// the vectors it adds to the inputs, whether it turns queries and keys, and the bias it adds to the
// scores by offset. The Position panel's similarity kernel follows from these.
enum class AddedVectors { None, Sinusoids, Table };  // Table: the model's own rows (learned)
enum class ScoreBias { None, DistanceSlopes, BucketTable };  // ALiBi's slopes, T5's buckets
struct SchemeOperations {
  AddedVectors added = AddedVectors::None;
  bool rotatesQueriesAndKeys = false;  // RoPE
  ScoreBias bias = ScoreBias::None;
};

struct SchemeInfo {
  PositionScheme scheme;
  const char* name;         // in requests, results and links: "rope"
  SchemeFamily family;
  // Its label, the phrase inside a sentence and the picker's description (naming the variant that
  // runs here) are the page's words, by the scheme's name (web/js/text/en/schemes.js).
  // Names from schemeParameters() that the scheme reads, in the settings' order; nullptr after.
  std::array<const char*, kMaxSchemeParameters> parameters;
  const char* paper;        // "Su et al. 2021", or "" where there is none
  bool reads(const std::string& parameter) const;
};

// Every scheme in the order the page lists them; entry k is PositionScheme k.
std::vector<SchemeInfo> schemeRegistry();
std::size_t schemeCount();
SchemeInfo schemeInfo(PositionScheme scheme);
// Every scheme parameter, each once.
std::vector<SchemeParameter> schemeParameters();
// The parameter called `name` (its range and default), at compile time: a name not in the list
// does not compile.
constexpr SchemeParameter schemeParameter(std::string_view name) {
  for (const SchemeParameter& p : kSchemeParameters)
    if (name == p.name) return p;
  throw "no such scheme parameter";
}
// Whether `value` is in the range the registry gives `parameter` (whole for an "integer", and even
// for an "even" one). Always inlined: with a parameter known when compiling, it folds to the
// comparisons with its numbers.
[[gnu::always_inline]] constexpr bool withinRange(const SchemeParameter& parameter, double value) {
  if (!(value >= parameter.min && value <= parameter.max)) return false;
  if (parameter.kind[0] == 'n') return true;  // "number"
  const auto whole = static_cast<long long>(value);  // in range, so representable
  return static_cast<double>(whole) == value && (parameter.kind[0] != 'e' || whole % 2 == 0);
}
// The same for a setting held as an int (whole already).
[[gnu::always_inline]] constexpr bool withinRange(const SchemeParameter& parameter, int value) {
  return value >= parameter.min && value <= parameter.max && (parameter.kind[0] != 'e' || value % 2 == 0);
}

// The least value `parameter` may take beside the other settings: its minimum, or half another
// parameter's value where it names one (atLeastHalfOf).
double leastValue(const SchemeParameter& parameter, const PositionSettings& settings);
// Whether the parameter's value in `settings` is in its range, the other settings considered.
bool withinRange(const SchemeParameter& parameter, const PositionSettings& settings);
// The first parameter, in the table's order, whose value is outside its range, said as its error
// with the range ({code, min, max}); empty when every one is in range.
Message parameterProblem(const PositionSettings& settings);
// The value in range nearest to the parameter's value in `settings` (its default when that is not a
// number at all; even values rounded down).
double nearestInRange(const SchemeParameter& parameter, const PositionSettings& settings);

// Reads `parameter` into `settings` as its kind says, with the caller's reader of one field for
// each kind: readFlag(bool&), readNumber(double&), readWhole(long long&). Each leaves the value
// alone when the field is absent and returns what is wrong; where the field comes from (a request,
// a model) and which range it checks is the caller's. The settings change only when it is read.
template <typename ReadFlag, typename ReadNumber, typename ReadWhole>
Message readParameter(const SchemeParameter& parameter, PositionSettings& settings, ReadFlag readFlag,
                      ReadNumber readNumber, ReadWhole readWhole) {
  double value = parameter.get(settings);
  Message problem;
  if (parameter.kind[0] == 'b') {  // "boolean"
    bool flag = value != 0.0;
    problem = readFlag(flag);
    value = flag;
  } else if (parameter.kind[0] == 'n') {  // "number"
    problem = readNumber(value);
  } else {  // "integer", "even"
    auto whole = static_cast<long long>(value);
    problem = readWhole(whole);
    value = static_cast<double>(whole);
  }
  if (problem.empty()) parameter.set(settings, value);
  return problem;
}

// What the analysis itself needs, without the parameters and papers above (so a module that only
// runs analyses links none of them).
SchemeFamily schemeFamily(PositionScheme scheme);
SchemeOperations schemeOperations(PositionScheme scheme);
const char* schemeNameOf(PositionScheme scheme);
std::string familyName(SchemeFamily family);  // "none", "absolute", "rotary", "bias"
inline bool isRelativeFamily(SchemeFamily f) { return f == SchemeFamily::Rotary || f == SchemeFamily::Bias; }

}  // namespace posattn
