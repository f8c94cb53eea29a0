#pragma once
// The core's scheme registry (core/schemes.hpp) and its limits as plain JavaScript values, for the
// training module's schemeRegistry() (the limits are limits_value.cpp's, as the analysis
// module's limits() gives them).
#include <emscripten/val.h>

namespace posattn::js {

// {schemes: [{name, label, phrase, description, family, relative, parameters, paper}],
//  parameters: [{name, label, kind, min, max, fallback}], limits}
emscripten::val schemeRegistryValue();

}  // namespace posattn::js
