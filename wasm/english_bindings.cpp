// The English models' module (attention-english.js, createEnglishModule), loaded only when the page
// chooses model=english: the shared vocabulary and one model per scheme arrive as bytes (fetched by
// the page), are read by core/lm/model_file's validating readers, and each analysis returns the same
// plain result the analysis module's analyze() does (js_values.cpp), so every panel draws it.
// Every function answers a bad argument with {ok: false, error}.
#include <emscripten/bind.h>

#include <array>
#include <memory>

#include "core/limits.hpp"
#include "core/lm/analysis.hpp"
#include "core/lm/model_file.hpp"
#include "js_values.hpp"

namespace posattn::js {
namespace {

struct EnglishModels {
  std::unique_ptr<lm::Vocabulary> vocabulary;
  std::array<std::unique_ptr<lm::LmModel<double>>, 6> models;  // by PositionScheme
};
EnglishModels& loaded() {
  static EnglishModels models;
  return models;
}

// A Uint8Array copied into one string, in one set() call (not element by element).
std::string bytesOf(const val& array, Message& problem) {
  if (!array.instanceof(val::global("Uint8Array"))) { problem = say("expected-bytes", "value", shownValue(array)); return {}; }
  const auto length = array["length"].as<std::size_t>();
  if (length > (16u << 20)) { problem = say("file-too-large", "megabytes", 16); return {}; }
  std::string bytes(length, '\0');
  val(emscripten::typed_memory_view(length, reinterpret_cast<unsigned char*>(bytes.data()))).call<void>("set", array);
  return bytes;
}

// The model files' reader (core/lm/model_file) still says why in an English sentence: the reason
// of {model-file-refused}.
val refusedFile(const std::string& reason) { return failure(say("model-file-refused", "reason", reason)); }

val loadVocabulary(const val& array) {
  Message problem;
  const std::string bytes = bytesOf(array, problem);
  if (!problem.empty()) return failure(problem);
  lm::VocabularyRead read = lm::readVocabulary(bytes);
  if (!read.error.empty()) return refusedFile(read.error);
  EnglishModels& m = loaded();
  m.vocabulary = std::make_unique<lm::Vocabulary>(std::move(read.vocabulary));
  for (auto& model : m.models) model.reset();  // made for the old vocabulary
  val out = val::object();
  out.set("ok", true);
  out.set("error", val::null());
  out.set("words", static_cast<int>(m.vocabulary->words.size()));
  return out;
}

val loadModel(const val& array) {
  EnglishModels& m = loaded();
  if (!m.vocabulary) return failure(say("vocabulary-not-loaded"));
  Message problem;
  const std::string bytes = bytesOf(array, problem);
  if (!problem.empty()) return failure(problem);
  const lm::WeightsRead read = lm::readWeights(bytes, static_cast<int>(m.vocabulary->words.size()));
  if (!read.error.empty()) return refusedFile(read.error);
  lm::LmModel<float> model{read.shape, m.vocabulary->embedding, read.weights};
  m.models[static_cast<std::size_t>(read.shape.scheme)] =
      std::make_unique<lm::LmModel<double>>(lm::castModel<double>(model));
  val out = val::object();
  out.set("ok", true);
  out.set("error", val::null());
  out.set("scheme", schemeName(read.shape.scheme));
  out.set("layers", read.shape.layers);
  out.set("heads", read.shape.heads);
  out.set("width", read.shape.width);
  return out;
}

// {text, scheme, order?, layer?, token?} -> the model and the core request, or a problem.
const lm::LmModel<double>* englishRequest(const val& object, lm::EnglishRequest& r, Message& problem) {
  EnglishModels& m = loaded();
  if (object.typeOf().as<std::string>() != "object" || object.isNull()) {
    problem = say("expected-request", "value", shownValue(object));
    return nullptr;
  }
  if (!(problem = wellFormedText(object["text"], r.text)).empty()) return nullptr;
  PositionScheme scheme;
  if (!object["scheme"].isString()) {
    problem = say("expected-text", "field", "scheme", "value", shownValue(object["scheme"]));
    return nullptr;
  }
  if (!parseScheme(object["scheme"].as<std::string>(), scheme)) {
    problem = say("unknown-scheme", "scheme", object["scheme"].as<std::string>());
    return nullptr;
  }
  const lm::LmModel<double>* model = m.models[static_cast<std::size_t>(scheme)].get();
  if (!model) { problem = say("model-not-loaded", "scheme", schemeName(scheme)); return nullptr; }
  if (!object["layer"].isUndefined() &&
      !(problem = wholeNumber(object["layer"], "layer", 0, model->shape.layers - 1, r.layer)).empty())
    return nullptr;
  const val order = object["order"];
  if (!order.isUndefined() && !order.isNull()) {
    if (!order.isArray()) { problem = say("expected-array", "field", "order", "value", shownValue(order)); return nullptr; }
    const int length = order["length"].as<int>();
    if (length > kMaxTokens) { problem = say("order-too-long", "length", length, "limit", kMaxTokens); return nullptr; }
    for (int i = 0; i < length; ++i) {
      int index = 0;
      if (!(problem = wholeNumber(order[i], "order[" + std::to_string(i) + "]", 0, kMaxTokens - 1, index)).empty())
        return nullptr;
      r.order.push_back(index);
    }
  }
  return model;
}

val analyzeEnglish(const val& object) {
  lm::EnglishRequest r;
  Message problem;
  const lm::LmModel<double>* model = englishRequest(object, r, problem);
  if (!model) return failure(problem);
  const AnalysisResult result = lm::analyzeEnglish(*model, *loaded().vocabulary, r);
  if (!result.ok()) return failure(result.error);
  val out = analysis(result);
  out.set("unknownTokens", integers(result.unknownTokens));
  return out;
}

val fillBlank(const val& object) {
  lm::EnglishRequest r;
  Message problem;
  const lm::LmModel<double>* model = englishRequest(object, r, problem);
  if (!model) return failure(problem);
  int token = 0;
  if (!(problem = wholeNumber(object["token"], "token", 0, kMaxTokens - 1, token)).empty()) return failure(problem);
  const lm::BlankGuesses g = lm::fillBlank(*model, *loaded().vocabulary, r, token);
  if (!g.error.empty()) return failure(g.error);
  val out = val::object();
  out.set("ok", true);
  out.set("error", val::null());
  val original = val::array(), reordered = val::array();
  for (const std::string& w : g.original) original.call<void>("push", w);
  for (const std::string& w : g.reordered) reordered.call<void>("push", w);
  out.set("original", original);
  out.set("reordered", reordered);
  out.set("originalProbability", numbers(g.originalProbability));
  out.set("reorderedProbability", numbers(g.reorderedProbability));
  return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(english_models) {
  emscripten::function("loadVocabulary", &loadVocabulary);
  emscripten::function("loadModel", &loadModel);
  emscripten::function("analyze", &analyzeEnglish);
  emscripten::function("fillBlank", &fillBlank);
}

}  // namespace posattn::js
