#pragma once
// The one list of positional schemes: everything else (the enum's names, the binding, the page's
// lists, the tests, the fuzzer, the docs' tables) reads it. Adding a scheme: CONTRIBUTING.md.
#include <string>
#include <vector>

#include "positional.hpp"

namespace posattn {

// How a scheme brings in position: nothing, a vector added to each embedding (absolute), a rotation
// of queries and keys (rotary), or a bias added to the scores (bias). Rotary and bias schemes are
// relative: scores depend on positions only through their offsets.
enum class SchemeFamily { None, Absolute, Rotary, Bias };

// One setting of PositionSettings that some schemes read, with the range the core accepts
// (validateSettings refuses anything outside it) and its default.
struct SchemeParameter {
  const char* name;     // the field's name in requests and links: "base"
  const char* label;    // what a settings control is called: "Wavelength base"
  const char* kind;     // "number", "integer", "even" (an even integer) or "boolean"
  double min, max, fallback;
};

struct SchemeInfo {
  PositionScheme scheme;
  const char* name;         // in requests, results and links: "rope"
  const char* label;        // short, in lists and legends: "RoPE"
  const char* phrase;       // inside a sentence: "the learned table"
  const char* description;  // the picker's option, naming the variant that runs here
  SchemeFamily family;
  std::vector<std::string> parameters;  // names from schemeParameters(), in the settings' order
  const char* paper;        // "Su et al. 2021", or "" where there is none
};

// Every scheme in the order the page lists them; entry k is PositionScheme k.
const std::vector<SchemeInfo>& schemeRegistry();
// Every scheme parameter, each once.
const std::vector<SchemeParameter>& schemeParameters();
const SchemeInfo& schemeInfo(PositionScheme scheme);
std::string familyName(SchemeFamily family);  // "none", "absolute", "rotary", "bias"
inline bool isRelativeFamily(SchemeFamily f) { return f == SchemeFamily::Rotary || f == SchemeFamily::Bias; }

}  // namespace posattn
