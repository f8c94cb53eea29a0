#include "schemes.hpp"


#include "limits.hpp"

namespace posattn {
namespace {

// The registry, a row a scheme in each of the two tables below, in the enum's order. The first
// table is what analyses need; the second the settings and paper around it, kept apart so a module
// that never asks for them links none of them. A scheme missing from either fails to compile. The
// words (label, phrase, description) are the page's: web/js/text/en/schemes.js, by name.
// Each row's operations are what every model does for the scheme (position_operations.hpp): the
// vectors added to the inputs, the turn of queries and keys, the bias by offset.
struct SchemeKind {
  PositionScheme scheme; const char* name; SchemeFamily family; SchemeOperations operations;
};
constexpr SchemeKind kKinds[] = {
    {PositionScheme::None, "none", SchemeFamily::None, {}},
    {PositionScheme::Sinusoidal, "sinusoidal", SchemeFamily::Absolute, {AddedVectors::Sinusoids, false, ScoreBias::None}},
    {PositionScheme::Learned, "learned", SchemeFamily::Absolute, {AddedVectors::Table, false, ScoreBias::None}},
    {PositionScheme::Rope, "rope", SchemeFamily::Rotary, {AddedVectors::None, true, ScoreBias::None}},
    {PositionScheme::Alibi, "alibi", SchemeFamily::Bias, {AddedVectors::None, false, ScoreBias::DistanceSlopes}},
    {PositionScheme::T5, "t5", SchemeFamily::Bias, {AddedVectors::None, false, ScoreBias::BucketTable}},
};

// The parameters each scheme reads, and its paper.
struct SchemeDetails {
  std::array<const char*, kMaxSchemeParameters> parameters; const char* paper;
};
constexpr SchemeDetails kDetails[] = {
    {{}, ""},
    {{"base", "strength"}, "Vaswani et al. 2017"},
    {{"strength"}, ""},
    {{"base"}, "Su et al. 2021"},
    {{}, "Press et al. 2021"},
    {{"t5Buckets", "t5MaxDistance", "t5Bidirectional"}, "Raffel et al. 2020"},
};


constexpr std::size_t kCount = sizeof(kKinds) / sizeof(kKinds[0]);
static_assert(sizeof(kDetails) / sizeof(kDetails[0]) == kCount, "every scheme has its details");
constexpr bool inEnumOrder() {
  for (std::size_t k = 0; k < kCount; ++k)
    if (static_cast<std::size_t>(kKinds[k].scheme) != k) return false;
  return true;
}
static_assert(inEnumOrder(), "entry k is PositionScheme k");
// The family says the same as the operations, in one word for the page.
constexpr bool familiesMatchOperations() {
  for (const SchemeKind& k : kKinds) {
    const SchemeOperations& o = k.operations;
    const SchemeFamily f = o.added != AddedVectors::None ? SchemeFamily::Absolute
                           : o.rotatesQueriesAndKeys   ? SchemeFamily::Rotary
                           : o.bias != ScoreBias::None ? SchemeFamily::Bias
                                                       : SchemeFamily::None;
    if (f != k.family) return false;
  }
  return true;
}
static_assert(familiesMatchOperations(), "a scheme's family follows from its operations");

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
SchemeOperations schemeOperations(PositionScheme scheme) { return kKinds[indexOf(scheme)].operations; }
const char* schemeNameOf(PositionScheme scheme) { return kKinds[indexOf(scheme)].name; }

SchemeInfo schemeInfo(PositionScheme scheme) {
  const std::size_t k = indexOf(scheme);
  const SchemeKind& kind = kKinds[k];
  const SchemeDetails& details = kDetails[k];
  return {kind.scheme, kind.name, kind.family, details.parameters, details.paper};
}

std::vector<SchemeInfo> schemeRegistry() {
  std::vector<SchemeInfo> all;
  for (const SchemeKind& kind : kKinds) all.push_back(schemeInfo(kind.scheme));
  return all;
}

std::vector<SchemeParameter> schemeParameters() {
  return {std::begin(kSchemeParameters), std::end(kSchemeParameters)};
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
