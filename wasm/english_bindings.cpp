// The English models' module (attention-english.js, createEnglishModule), loaded only when the page
// chooses model=english: the shared vocabulary and one model per scheme arrive as bytes (fetched by
// the page, at most kMaxModelFileBytes each), are read by core/lm/model_file through the core's one
// model reader (core/model_reader.hpp), and each analysis returns the same
// plain result the analysis module's analyze() does (js_values.cpp), so every panel draws it.
// Every function answers a bad argument with {ok: false, error}.
#include <emscripten/bind.h>

#include <vector>
#include <cmath>
#include <memory>

#include "core/limits.hpp"
#include "core/lm/analysis.hpp"
#include "core/lm/model_file.hpp"
#include "core/model_reader.hpp"
#include "core/schemes.hpp"
#include "js_values.hpp"
#include "model_value_js.hpp"

namespace posattn::js {
namespace {

struct EnglishModels {
  std::unique_ptr<lm::Vocabulary> vocabulary;
  // One place per scheme of the registry (by PositionScheme), empty until its file is loaded: a
  // scheme with no model is refused by name (model-not-loaded), never read past.
  std::vector<std::unique_ptr<lm::LmModel<double>>> models = std::vector<std::unique_ptr<lm::LmModel<double>>>(schemeCount());
};
EnglishModels& loaded() {
  static EnglishModels models;
  return models;
}


val loadVocabulary(const val& array) {
  Message problem;
  const CopiedBytes bytes = copyBytes(array, kMaxModelFileBytes, problem);
  if (!problem.empty()) return failure(problem);
  lm::VocabularyRead read = lm::readVocabulary(bytes.view());
  if (!read.error.empty()) return failure(read.error);  // model-file-refused {file, reason}
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
  const CopiedBytes bytes = copyBytes(array, kMaxModelFileBytes, problem);
  if (!problem.empty()) return failure(problem);
  const lm::WeightsRead read = lm::readWeights(bytes.view(), static_cast<int>(m.vocabulary->words.size()));
  if (!read.error.empty()) return failure(read.error);  // model-file-refused {file, reason}
  if (static_cast<std::size_t>(read.shape.scheme) >= m.models.size())  // the reader refuses it first
    return failure(say("unknown-scheme", "scheme", schemeName(read.shape.scheme)));
  // Cast straight from what was read: no float model in between (bench/README.md, opening cold).
  m.models[static_cast<std::size_t>(read.shape.scheme)] = std::make_unique<lm::LmModel<double>>(lm::LmModel<double>{
      read.shape, m.vocabulary->embedding.cast<double>(), lm::castWeights<double>(read.shape, read.weights)});
  val out = val::object();
  out.set("ok", true);
  out.set("error", val::null());
  out.set("scheme", schemeName(read.shape.scheme));
  out.set("layers", read.shape.layers);
  out.set("heads", read.shape.heads);
  out.set("width", read.shape.width);
  out.set("positions", read.shape.positions);  // the longest sentence; rows of the learned table
  // Which side each head reads (lm/model.hpp): "both", or "even heads left" (ALiBi's sided heads).
  out.set("headSides", lm::headSidesName(read.shape.headSides));
  // The base of its wavelengths where the scheme reads one (lm/model.hpp), else null.
  out.set("base", schemeInfo(read.shape.scheme).reads("base") ? val(read.shape.base) : val::null());
  return out;
}

// {text, scheme, order?, layer?, token?, parts?} -> the model and the core request, or a problem.
const lm::LmModel<double>* englishRequest(const val& object, lm::EnglishRequest& r, Message& problem) {
  EnglishModels& m = loaded();
  if (object.typeOf().as<std::string>() != "object" || object.isNull()) {
    problem = say("expected-request", "value", shownValue(object));
    return nullptr;
  }
  // Only own data properties are read (no getter runs, nothing inherited), as for analyze().
  if (!(problem = accessorProblem(object)).empty()) return nullptr;
  if (!(problem = wellFormedText(ownField(object, "text"), r.text)).empty()) return nullptr;
  PositionScheme scheme;
  const val schemeField = ownField(object, "scheme");
  if (!schemeField.isString()) {
    problem = say("expected-text", "field", "scheme", "value", shownValue(schemeField));
    return nullptr;
  }
  if (schemeField["length"].as<int>() > static_cast<int>(kMaxModelText) ||
      !parseScheme(schemeField.as<std::string>(), scheme)) {
    // A long name is not echoed back whole.
    problem = say("unknown-scheme", "scheme", schemeField.call<std::string>("slice", 0, 40));
    return nullptr;
  }
  const auto place = static_cast<std::size_t>(scheme);
  const lm::LmModel<double>* model = place < m.models.size() ? m.models[place].get() : nullptr;
  if (!model) { problem = say("model-not-loaded", "scheme", schemeName(scheme)); return nullptr; }
  const val layer = ownField(object, "layer");
  if (!layer.isUndefined() &&
      !(problem = wholeNumber(layer, "layer", 0, model->shape.layers - 1, r.layer)).empty())
    return nullptr;
  const val order = ownField(object, "order");
  if (!order.isNull() && !(problem = readOrder(order, r.order)).empty()) return nullptr;
  // What the open panel draws, read as analyze() reads it (the core checks the heads' range).
  if (!(problem = readParts(ownField(object, "parts"), r.parts)).empty()) return nullptr;
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
  // The trained bucket table (Position tab), for a scheme that has one (empty otherwise).
  if (const lm::T5BucketTable table = r.parts.positions ? lm::t5BucketTable(*model) : lm::T5BucketTable{};
      !table.reached.empty()) {
    val buckets = val::object();
    buckets.set("biases", matrix(table.biases));
    buckets.set("lowest", integers(table.lowest));
    buckets.set("highest", integers(table.highest));
    buckets.set("reached", integers(table.reached));
    out.set("t5Buckets", buckets);
  }
  return out;
}

val fillBlank(const val& object) {
  lm::EnglishRequest r;
  Message problem;
  const lm::LmModel<double>* model = englishRequest(object, r, problem);
  if (!model) return failure(problem);
  int token = 0;
  if (!(problem = wholeNumber(ownField(object, "token"), "token", 0, kMaxTokens - 1, token)).empty()) return failure(problem);
  const lm::BlankGuesses g = lm::fillBlank(*model, *loaded().vocabulary, r, token);
  if (!g.error.empty()) return failure(g.error);
  for (const auto* list : {&g.originalProbability, &g.reorderedProbability})
    for (double p : *list)
      if (!std::isfinite(p))
        return failure(say("non-finite-result", "part", "guesses"));
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
