#include "scheme_values.hpp"

#include <string>

#include "core/schemes.hpp"
#include "limits_value.hpp"

namespace posattn::js {

using emscripten::val;

namespace {

val text(const char* s) { return val(std::string(s)); }

}  // namespace

val schemeRegistryValue() {
  val schemes = val::array();
  for (const SchemeInfo& info : schemeRegistry()) {
    val scheme = val::object();
    scheme.set("name", text(info.name));
    scheme.set("family", familyName(info.family));
    scheme.set("relative", isRelativeFamily(info.family));
    val names = val::array();
    for (const char* name : info.parameters)
      if (name != nullptr) names.call<void>("push", text(name));
    scheme.set("parameters", names);
    scheme.set("paper", text(info.paper));
    schemes.call<void>("push", scheme);
  }
  val parameters = val::array();
  for (const SchemeParameter& p : schemeParameters()) {
    val parameter = val::object();
    parameter.set("name", text(p.name));
    parameter.set("kind", text(p.kind));
    parameter.set("min", p.min);
    parameter.set("max", p.max);
    parameter.set("fallback", p.fallback);
    parameter.set("atLeastHalfOf", text(p.atLeastHalfOf));
    parameter.set("outOfRange", text(p.outOfRange));
    parameters.call<void>("push", parameter);
  }
  val out = val::object();
  out.set("schemes", schemes);
  out.set("parameters", parameters);
  out.set("limits", limitsValue());
  return out;
}

val parameterValue(const SchemeParameter& parameter, const PositionSettings& settings) {
  const double value = parameter.get(settings);
  return parameter.kind[0] == 'b' ? val(value != 0.0) : val(value);
}

}  // namespace posattn::js
