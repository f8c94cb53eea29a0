// The scheme parameters' table (schemes.hpp, kSchemeParameters) put to use: every check, repair,
// reader and writer of a parameter loops over it, so a parameter is described in one row.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "schemes.hpp"

namespace posattn {
namespace {

// The defaults are PositionSettings' own: the table says them again only so the page's registry
// can read them without a build, and this keeps the two the same.
constexpr bool defaultsMatchSettings() {
  const PositionSettings defaults;
  for (const SchemeParameter& p : kSchemeParameters)
    if (p.get(defaults) != p.fallback) return false;
  return true;
}
static_assert(defaultsMatchSettings(), "each parameter's fallback is PositionSettings' default");

const SchemeParameter* findParameter(const char* name) {
  for (const SchemeParameter& p : kSchemeParameters)
    if (std::strcmp(p.name, name) == 0) return &p;
  return nullptr;
}

}  // namespace

double leastValue(const SchemeParameter& parameter, const PositionSettings& settings) {
  const SchemeParameter* other = parameter.atLeastHalfOf[0] != '\0' ? findParameter(parameter.atLeastHalfOf) : nullptr;
  return other ? std::max(parameter.min, std::floor(other->get(settings) / 2)) : parameter.min;
}

bool withinRange(const SchemeParameter& parameter, const PositionSettings& settings) {
  const double value = parameter.get(settings);
  return withinRange(parameter, value) && value >= leastValue(parameter, settings);
}

Message parameterProblem(const PositionSettings& settings) {
  for (const SchemeParameter& p : kSchemeParameters) {
    if (withinRange(p, settings)) continue;
    Message problem = p.outOfRange[0] != '\0' ? Message(p.outOfRange)
                                               : Message("parameter-out-of-range").with("parameter", p.name);
    return problem.with("min", leastValue(p, settings)).with("max", p.max);
  }
  return {};
}

double nearestInRange(const SchemeParameter& parameter, const PositionSettings& settings) {
  const double value = parameter.get(settings);
  if (std::isnan(value)) return parameter.fallback;
  const double nearest = std::clamp(value, leastValue(parameter, settings), parameter.max);
  if (parameter.kind[0] == 'n') return nearest;  // "number"
  const double whole = std::round(nearest);
  return parameter.kind[0] == 'e' ? std::floor(whole / 2) * 2 : whole;
}

}  // namespace posattn
