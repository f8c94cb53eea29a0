#include "schemes.hpp"

#include "limits.hpp"

namespace posattn {

const std::vector<SchemeParameter>& schemeParameters() {
  static const std::vector<SchemeParameter> parameters = {
      {"base", "Wavelength base", "number", 2.0, 1e7, 10000.0},
      {"strength", "Position strength", "number", 0.0, 10.0, 1.0},
      {"t5Buckets", "T5 buckets", "even", 4, 128, 32},
      {"t5MaxDistance", "T5 maximum distance", "integer", 2, kMaxPosition, 128},
      {"t5Bidirectional", "T5: separate buckets for both directions", "boolean", 0, 1, 1},
  };
  return parameters;
}

const std::vector<SchemeInfo>& schemeRegistry() {
  // Where the papers differ from what runs here, the description says which variant is used.
  static const std::vector<SchemeInfo> registry = {
      {PositionScheme::None, "none", "none", "no encoding", "None (no positional encoding)",
       SchemeFamily::None, {}, ""},
      {PositionScheme::Sinusoidal, "sinusoidal", "sinusoidal", "sinusoidal",
       "Sinusoidal (Vaswani et al. 2017)", SchemeFamily::Absolute, {"base", "strength"},
       "Vaswani et al. 2017"},
      {PositionScheme::Learned, "learned", "learned", "the learned table",
       "Learned table (seeded, untrained)", SchemeFamily::Absolute, {"strength"}, ""},
      {PositionScheme::Rope, "rope", "RoPE", "RoPE",
       "RoPE (rotary, Su et al. 2021; adjacent pairs 2i, 2i+1)", SchemeFamily::Rotary, {"base"},
       "Su et al. 2021"},
      {PositionScheme::Alibi, "alibi", "ALiBi", "ALiBi",
       "ALiBi (Press et al. 2021; symmetric |i−j| without the mask)", SchemeFamily::Bias, {},
       "Press et al. 2021"},
      {PositionScheme::T5, "t5", "T5", "T5 buckets",
       "T5-style relative buckets (Raffel et al. 2020; scaled by 1/√d)", SchemeFamily::Bias,
       {"t5Buckets", "t5MaxDistance", "t5Bidirectional"}, "Raffel et al. 2020"},
  };
  return registry;
}

const SchemeInfo& schemeInfo(PositionScheme scheme) {
  const auto& registry = schemeRegistry();
  const auto index = static_cast<std::size_t>(scheme);
  return index < registry.size() ? registry[index] : registry.front();
}

std::string familyName(SchemeFamily family) {
  switch (family) {
    case SchemeFamily::Absolute: return "absolute";
    case SchemeFamily::Rotary: return "rotary";
    case SchemeFamily::Bias: return "bias";
    case SchemeFamily::None: break;
  }
  return "none";
}

}  // namespace posattn
