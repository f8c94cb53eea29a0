#pragma once
// The core's scheme registry (core/schemes.hpp) and its limits as plain JavaScript values, for the
// training module's schemeRegistry() (the limits are limits_value.cpp's, as the analysis
// module's limits() gives them).
#include <emscripten/val.h>

namespace posattn::js {

// {schemes: [{name, family, relative, parameters, paper}] (the words are the page's, by name),
//  parameters: [{name, kind, min, max, fallback}], limits}
emscripten::val schemeRegistryValue();

}  // namespace posattn::js
