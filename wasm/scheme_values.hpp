#pragma once
// The core's scheme registry (core/schemes.hpp) and its limits as plain JavaScript values, for the
// training module's schemeRegistry() (the analysis module has limits() of its own, bindings.cpp;
// tests/web/scheme-registry.test.mjs checks that the two agree).
#include <emscripten/val.h>

namespace posattn::js {

// {schemes: [{name, label, phrase, description, family, relative, parameters, paper}],
//  parameters: [{name, label, kind, min, max, fallback}], limits}
emscripten::val schemeRegistryValue();

}  // namespace posattn::js
