#pragma once
// What several test files share: the list of schemes and small, fast settings for one run.
#include <vector>

#include "core/attention.hpp"
#include "core/schemes.hpp"

namespace posattn::test {

// Every scheme in the registry (core/schemes.cpp), so a new one is tested without editing tests.
inline const std::vector<PositionScheme> kAllSchemes = [] {
  std::vector<PositionScheme> all;
  for (const SchemeInfo& info : schemeRegistry()) all.push_back(info.scheme);
  return all;
}();

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
