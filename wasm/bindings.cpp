// The analysis module's surface (attention.js), one line a symbol. Adapters live in js_values.cpp.
// Every function checks its arguments and answers bad ones with {ok: false, error} (docs/api.md),
// so a caller's mistake never reaches the core as undefined behaviour, an abort or an exception.
// Training is a module of its own (train_bindings.cpp): the page's first download links no trainer.
#include <emscripten/bind.h>

#include <climits>

#include "core/designed_heads.hpp"
#include "core/limits.hpp"
#include "js_values.hpp"
#include "limits_value.hpp"
#include "trained_model_values.hpp"

namespace posattn::js {
namespace {

// The settings nearest to the request that the core runs, or a failure when the request itself
// cannot be read or its text has no tokens to run on.
val nearestSettings(const AnalysisRequest& r) {
  const TokenizeResult t = tokenize(r.text, kMaxTokens);
  if (!t.ok()) return failure(t.error);
  return runnable(r, nearestRunnableSettings(r.settings, r.shiftBy, static_cast<int>(t.tokens.size())));
}

val analyzeRequest(const val& object) {
  Message problem;
  AnalysisRequest r = request(object, problem);
  if (!problem.empty()) return failure(problem);
  // A trained model the reader refuses is flagged, so a page can fall back to the seeded model.
  // The reader's message is the reason of {model-refused}.
  if (Message refused; !attachTrainedModel(object, r, refused)) {
    val out = failure(say("model-refused", "reason", refused));
    out.set("refusedModel", true);
    return out;
  }
  const AnalysisResult result = analyze(r);
  if (result.ok()) {
    val out = analysis(result);
    if (r.model) out.set("unknownTokens", integers(result.unknownTokens));
    return out;
  }
  // Settings the core refuses come with the nearest ones it would run, for a page to fall back on
  // (a trained model fixes its own settings, so there is nothing nearer to offer).
  val out = failure(result.error);
  if (r.model) return out;
  const val near = nearestSettings(r);
  if (near["ok"].as<bool>() && near["notes"]["length"].as<int>() > 0) out.set("nearest", near);
  return out;
}

val nearestRunnable(const val& object) {
  Message problem;
  const AnalysisRequest r = request(object, problem);
  return problem.empty() ? nearestSettings(r) : failure(problem);
}

val tokenizeText(const val& value) {
  std::string text;
  if (Message problem = wellFormedText(value, text); !problem.empty()) {
    val out = failure(problem);
    out.set("tokens", val::array());
    return out;
  }
  const TokenizeResult t = tokenize(text, kMaxTokens);
  val out = val::object();
  out.set("ok", t.ok());
  out.set("error", message(t.error));
  out.set("tokens", tokens(t.tokens));
  return out;
}

val shuffleOrder(const val& count, const val& seed) {
  int n = 0, s = 0;
  Message problem = wholeNumber(count, "count", 0, kMaxTokens, n);
  if (problem.empty()) problem = wholeNumber(seed, "seed", 0, INT_MAX, s);
  return problem.empty() ? integers(seededShuffle(n, static_cast<std::uint64_t>(s))) : failure(problem);
}

val slopes(const val& heads) {
  int h = 0;
  const Message problem = wholeNumber(heads, "heads", 1, kMaxHeads, h);
  return problem.empty() ? numbers(alibiSlopes(h)) : failure(problem);
}

val bucket(const val& relative, const val& bidirectional, const val& buckets, const val& maxDistance) {
  int r = 0, b = 0, d = 0;
  Message problem = wholeNumber(relative, "relativePosition", -kMaxPosition, kMaxPosition, r);
  if (problem.empty() && bidirectional.typeOf().as<std::string>() != "boolean")
    problem = say("expected-boolean", "field", "bidirectional", "value", shownValue(bidirectional));
  if (problem.empty()) problem = wholeNumber(buckets, "buckets", 4, 128, b);
  if (problem.empty() && b % 2 != 0) problem = say("t5-buckets-out-of-range", "min", 4, "max", 128);
  if (problem.empty()) problem = wholeNumber(maxDistance, "maxDistance", b / 2, kMaxPosition, d);
  return problem.empty() ? val(t5Bucket(r, bidirectional.as<bool>(), b, d)) : failure(problem);
}

val cricketPhase(const val& phase) {
  if (phase.typeOf().as<std::string>() != "string")
    return failure(say("expected-text", "field", "phase", "value", shownValue(phase)));
  return cricket(cricketWalkthrough(phase.as<std::string>()));
}

val limits() { return limitsValue(); }

}  // namespace
}  // namespace posattn::js

EMSCRIPTEN_BINDINGS(positional_attention) {
  using namespace posattn::js;
  emscripten::function("analyze", &analyzeRequest);
  emscripten::function("nearestRunnableSettings", &nearestRunnable);
  emscripten::function("tokenize", &tokenizeText);
  emscripten::function("seededShuffle", &shuffleOrder);
  emscripten::function("alibiSlopes", &slopes);
  emscripten::function("t5Bucket", &bucket);
  emscripten::function("limits", &limits);
  emscripten::function("cricketWalkthrough", &cricketPhase);
}
