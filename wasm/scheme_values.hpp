#pragma once
// The core's scheme registry (core/schemes.hpp) and its limits as plain JavaScript values, for the
// training module's schemeRegistry() (the limits are limits_value.cpp's, as the analysis
// module's limits() gives them), and a scheme parameter's value for the writers of both modules.
#include <emscripten/val.h>

#include "core/schemes.hpp"

namespace posattn::js {

// {schemes: [{name, family, relative, parameters, paper}] (the words are the page's, by name),
//  parameters: [{name, kind, min, max, fallback, atLeastHalfOf, outOfRange}], limits}
emscripten::val schemeRegistryValue();

// A parameter's value in `settings` as JavaScript holds it: a boolean for a "boolean", else a number.
emscripten::val parameterValue(const SchemeParameter& parameter, const PositionSettings& settings);

}  // namespace posattn::js
