#pragma once
// What several test files share: the list of schemes and small, fast settings for one run.
#include "core/attention.hpp"

namespace posattn::test {

inline constexpr PositionScheme kAllSchemes[] = {PositionScheme::None,    PositionScheme::Sinusoidal,
                                                 PositionScheme::Learned, PositionScheme::Rope,
                                                 PositionScheme::Alibi,   PositionScheme::T5};

// Width 32 and 4 heads: every property shows, and the suite stays fast in WebAssembly too.
inline AttentionSettings smallSettings(PositionScheme scheme, bool causal = false) {
  AttentionSettings s;
  s.modelWidth = 32;
  s.heads = 4;
  s.causal = causal;
  s.position.scheme = scheme;
  return s;
}

}  // namespace posattn::test
