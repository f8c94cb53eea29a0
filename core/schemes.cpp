#include "schemes.hpp"

#include "limits.hpp"

namespace posattn {
namespace {

// The registry, a row a scheme in each of the two tables below, in the enum's order. The first
// table is what analyses need; the second the words and settings around it, kept apart so a module
// that never asks for them links none of them. A scheme missing from either fails to compile.
struct SchemeKind { PositionScheme scheme; const char* name; SchemeFamily family; };
constexpr SchemeKind kKinds[] = {
    {PositionScheme::None, "none", SchemeFamily::None},
    {PositionScheme::Sinusoidal, "sinusoidal", SchemeFamily::Absolute},
    {PositionScheme::Learned, "learned", SchemeFamily::Absolute},
    {PositionScheme::Rope, "rope", SchemeFamily::Rotary},
    {PositionScheme::Alibi, "alibi", SchemeFamily::Bias},
    {PositionScheme::T5, "t5", SchemeFamily::Bias},
};

// label, phrase, description (where the papers differ from what runs here, it names the variant),
// parameters, paper.
struct SchemeWords {
  const char* label; const char* phrase; const char* description;
  std::array<const char*, kMaxSchemeParameters> parameters; const char* paper;
};
constexpr SchemeWords kWords[] = {
    {"none", "no encoding", "None (no positional encoding)", {}, ""},
    {"sinusoidal", "sinusoidal", "Sinusoidal (Vaswani et al. 2017)", {"base", "strength"},
     "Vaswani et al. 2017"},
    {"learned", "the learned table", "Learned table (seeded, untrained)", {"strength"}, ""},
    {"RoPE", "RoPE", "RoPE (rotary, Su et al. 2021; adjacent pairs 2i, 2i+1)", {"base"},
     "Su et al. 2021"},
    {"ALiBi", "ALiBi", "ALiBi (Press et al. 2021; symmetric |i−j| without the mask)", {},
     "Press et al. 2021"},
    {"T5", "T5 buckets", "T5-style relative buckets (Raffel et al. 2020; scaled by 1/√d)",
     {"t5Buckets", "t5MaxDistance", "t5Bidirectional"}, "Raffel et al. 2020"},
};

constexpr SchemeParameter kParameters[] = {
    {"base", "Wavelength base", "number", 2.0, 1e7, 10000.0},
    {"strength", "Position strength", "number", 0.0, 10.0, 1.0},
    {"t5Buckets", "T5 buckets", "even", 4, 128, 32},
    {"t5MaxDistance", "T5 maximum distance", "integer", 2, kMaxPosition, 128},
    {"t5Bidirectional", "T5: separate buckets for both directions", "boolean", 0, 1, 1},
};

constexpr std::size_t kCount = sizeof(kKinds) / sizeof(kKinds[0]);
static_assert(sizeof(kWords) / sizeof(kWords[0]) == kCount, "every scheme has its words");
constexpr bool inEnumOrder() {
  for (std::size_t k = 0; k < kCount; ++k)
    if (static_cast<std::size_t>(kKinds[k].scheme) != k) return false;
  return true;
}
static_assert(inEnumOrder(), "entry k is PositionScheme k");

std::size_t indexOf(PositionScheme scheme) {
  const auto index = static_cast<std::size_t>(scheme);
  return index < kCount ? index : 0;
}

}  // namespace

bool SchemeInfo::reads(const std::string& parameter) const {
  for (const char* name : parameters)
    if (name != nullptr && parameter == name) return true;
  return false;
}

std::size_t schemeCount() { return kCount; }

SchemeFamily schemeFamily(PositionScheme scheme) { return kKinds[indexOf(scheme)].family; }
const char* schemeNameOf(PositionScheme scheme) { return kKinds[indexOf(scheme)].name; }

SchemeInfo schemeInfo(PositionScheme scheme) {
  const std::size_t k = indexOf(scheme);
  const SchemeKind& kind = kKinds[k];
  const SchemeWords& words = kWords[k];
  return {kind.scheme, kind.name, kind.family, words.label, words.phrase, words.description,
          words.parameters, words.paper};
}

std::vector<SchemeInfo> schemeRegistry() {
  std::vector<SchemeInfo> all;
  for (const SchemeKind& kind : kKinds) all.push_back(schemeInfo(kind.scheme));
  return all;
}

std::vector<SchemeParameter> schemeParameters() {
  return {std::begin(kParameters), std::end(kParameters)};
}

std::string familyName(SchemeFamily family) {
  switch (family) {
    case SchemeFamily::Absolute: return "absolute";
    case SchemeFamily::Rotary: return "rotary";
    case SchemeFamily::Bias: return "bias";
    case SchemeFamily::None: break;
  }
  return "none";
}

}  // namespace posattn
