#include "limits_value.hpp"

#include "core/analysis.hpp"
#include "core/designed_heads.hpp"
#include "core/limits.hpp"

namespace posattn::js {

emscripten::val limitsValue() {
  emscripten::val out = emscripten::val::object();
  out.set("maxTokens", kMaxTokens);
  out.set("maxModelWidth", kMaxModelWidth);
  out.set("minModelWidth", kMinModelWidth);
  out.set("maxHeads", kMaxHeads);
  out.set("maxPosition", kMaxPosition);
  out.set("maxTextLength", kMaxTextLength);
  out.set("maxTokenCharacters", kMaxTokenCharacters);
  out.set("sameTolerance", kSameTolerance);
  out.set("designedHeads", kDesignedHeadCount);
  return out;
}

}  // namespace posattn::js
