#pragma once
// The core's limits (core/limits.hpp) as one plain JavaScript object, for both modules: the analysis
// module's limits() and the training module's schemeRegistry().limits.
#include <emscripten/val.h>

namespace posattn::js {

// {maxTokens, maxModelWidth, minModelWidth, maxHeads, maxPosition, maxTextLength,
//  maxTokenCharacters, sameTolerance, designedHeads}
emscripten::val limitsValue();

}  // namespace posattn::js
