// Arbitrary settings, parts, orders and text -> analyze(): never crashes or trips a sanitizer; a result
// that runs has finite weights whose rows sum to 1; a refusal has a message, and the nearest
// settings the core proposes (nearestRunnableSettings) always run.
#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/analysis.hpp"
#include "core/designed_heads.hpp"
#include "core/limits.hpp"
#include "core/nearest_settings.hpp"
#include "core/schemes.hpp"

namespace {

void require(bool condition) {
  if (!condition) std::abort();
}

// Mostly values near the valid range (so runs happen), sometimes anything at all.
int someInteger(FuzzedDataProvider& in, int low, int high) {
  return in.ConsumeBool() ? in.ConsumeIntegralInRange(low, high) : in.ConsumeIntegral<int>();
}

double someNumber(FuzzedDataProvider& in, double low, double high) {
  switch (in.ConsumeIntegralInRange(0, 3)) {
    case 0: return in.ConsumeFloatingPointInRange(low, high);
    case 1: return in.ConsumeFloatingPoint<double>();
    case 2: return std::nan("");
    default: return in.ConsumeBool() ? INFINITY : -INFINITY;
  }
}

// A scheme parameter's range, from the registry.
const posattn::SchemeParameter& range(const char* name) {
  static const std::vector<posattn::SchemeParameter> all = posattn::schemeParameters();
  for (const auto& p : all)
    if (std::string(p.name) == name) return p;
  std::abort();
}

void checkRun(const posattn::AnalysisResult& r) {
  require(r.error.empty());
  for (const auto* trace : {&r.original, &r.reordered})
    for (const auto& list : {trace->heads, trace->designed})
      for (const auto& head : list)
        for (Eigen::Index i = 0; i < head.weights.rows(); ++i) {
          require(head.weights.row(i).allFinite());
          require(std::fabs(head.weights.row(i).sum() - 1.0) < 1e-9);
        }
  require(r.original.output.allFinite());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  posattn::AnalysisRequest request;
  posattn::AttentionSettings& s = request.settings;
  posattn::PositionSettings& p = s.position;
  const int schemes = static_cast<int>(posattn::schemeRegistry().size());
  p.scheme = static_cast<posattn::PositionScheme>(in.ConsumeIntegralInRange(0, schemes - 1));
  s.modelWidth = someInteger(in, posattn::kMinModelWidth, 64);  // wide runs are slow, not different
  s.heads = someInteger(in, 1, posattn::kMaxHeads);
  s.causal = in.ConsumeBool();
  s.temperature = someNumber(in, 0.05, 20.0);
  s.seed = in.ConsumeIntegral<std::uint64_t>();
  s.designedHeads = in.ConsumeBool();
  s.designedSharpness = someNumber(in, 0.1, 50.0);
  p.base = someNumber(in, range("base").min, range("base").max);
  p.strength = someNumber(in, range("strength").min, range("strength").max);
  p.t5Buckets = someInteger(in, static_cast<int>(range("t5Buckets").min), static_cast<int>(range("t5Buckets").max));
  p.t5MaxDistance = someInteger(in, static_cast<int>(range("t5MaxDistance").min), static_cast<int>(range("t5MaxDistance").max));
  p.t5Bidirectional = in.ConsumeBool();
  p.startPosition = someInteger(in, 0, posattn::kMaxPosition);
  request.shiftBy = someInteger(in, 1, posattn::kMaxPosition);
  if (in.ConsumeBool()) {
    const int count = in.ConsumeIntegralInRange(0, 12);
    for (int k = 0; k < count; ++k) request.order.push_back(someInteger(in, 0, 11));
  }
  posattn::AnalysisParts& parts = request.parts;
  parts.decomposition = in.ConsumeBool();
  parts.shift = in.ConsumeBool();
  parts.positions = in.ConsumeBool();
  parts.intermediates = in.ConsumeBool();
  parts.comparisonWeights = in.ConsumeBool();
  parts.detailHead = someInteger(in, -1, posattn::kMaxHeads);
  parts.comparisonHead = someInteger(in, -1, posattn::kMaxHeads + 2);
  request.text = in.ConsumeRemainingBytesAsString();

  const posattn::AnalysisResult result = posattn::analyze(request);
  if (result.ok()) { checkRun(result); return 0; }
  require(!result.error.empty());

  // The fallback a page uses for a refused link: it must run, on any readable text.
  const posattn::TokenizeResult tokens = posattn::tokenize(request.text, posattn::kMaxTokens);
  if (!tokens.ok()) return 0;
  const int n = static_cast<int>(tokens.tokens.size());
  const posattn::RunnableSettings near = posattn::nearestRunnableSettings(s, request.shiftBy, n);
  require(posattn::validateSettings(near.settings, n).empty());
  require(posattn::validateShift(near.shiftBy, near.settings.position.startPosition, n).empty());
  posattn::AnalysisRequest fixed = request;
  fixed.settings = near.settings;
  fixed.shiftBy = near.shiftBy;
  fixed.order.clear();
  fixed.parts.detailHead = std::max(-1, std::min(parts.detailHead, near.settings.heads - 1));  // as the page keeps it in range
  const int lastHead = near.settings.heads - 1 + (near.settings.designedHeads ? posattn::kDesignedHeadCount : 0);
  fixed.parts.comparisonHead = std::max(-1, std::min(parts.comparisonHead, lastHead));
  checkRun(posattn::analyze(fixed));
  return 0;
}
