// The module's surface, one line a symbol. Adapters live in js_values.cpp.
#include <emscripten/bind.h>

#include "core/limits.hpp"
#include "js_values.hpp"
#include "train_values.hpp"

namespace posattn::js {
namespace {

val analyzeRequest(const val& object) {
  std::string problem;
  AnalysisRequest r = request(object, problem);
  if (problem.empty()) attachTrainedModel(object, r, problem);
  if (!problem.empty()) return failure(problem);
  const AnalysisResult result = analyze(r);
  val out = analysis(result);
  if (r.model && result.ok()) out.set("unknownTokens", integers(result.unknownTokens));
  return out;
}

val tokenizeText(const std::string& text) {
  const TokenizeResult t = tokenize(text, kMaxTokens);
  val out = val::object();
  out.set("ok", t.ok());
  out.set("error", t.error);
  out.set("tokens", tokens(t.tokens));
  return out;
}

val shuffleOrder(int count, double seed) {
  return integers(seededShuffle(count, static_cast<std::uint64_t>(seed)));
}

val slopes(int heads) { return numbers(alibiSlopes(heads)); }

val cricketPhase(const std::string& phase) { return cricket(cricketWalkthrough(phase)); }

val limits() {
  val out = val::object();
  out.set("maxTokens", kMaxTokens);
  out.set("maxModelWidth", kMaxModelWidth);
  out.set("minModelWidth", kMinModelWidth);
  out.set("maxHeads", kMaxHeads);
  out.set("maxPosition", kMaxPosition);
  out.set("sameTolerance", kSameTolerance);
  return out;
}

}  // namespace
}  // namespace posattn::js

EMSCRIPTEN_BINDINGS(positional_attention) {
  using namespace posattn::js;
  emscripten::function("analyze", &analyzeRequest);
  emscripten::function("tokenize", &tokenizeText);
  emscripten::function("seededShuffle", &shuffleOrder);
  emscripten::function("alibiSlopes", &slopes);
  emscripten::function("t5Bucket", &posattn::t5Bucket);
  emscripten::function("limits", &limits);
  emscripten::function("cricketWalkthrough", &cricketPhase);
  emscripten::function("trainTasks", &trainTasks);
  emscripten::function("createTrainer", &createTrainer);
  emscripten::function("trainSteps", &trainSteps);
  emscripten::function("lengthTable", &lengthTable);
  emscripten::function("exportModel", &exportModel);
  emscripten::function("importModel", &importModel);
  emscripten::function("releaseTrainer", &releaseTrainer);
}
