#include "trained_model_values.hpp"

#include <emscripten/bind.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

#include "core/train/supply.hpp"

namespace posattn::js {
namespace {

bool isObject(const val& value) {
  return value.typeOf().as<std::string>() == "object" && !value.isNull();
}

bool has(const val& object, const char* name, const char* type) {
  return object[name].typeOf().as<std::string>() == type;
}

double number(const val& object, const char* name, double fallback) {
  if (!has(object, name, "number")) return fallback;
  const double value = object[name].as<double>();
  return std::isfinite(value) ? value : fallback;
}

int integer(const val& object, const char* name, int fallback) {
  const double value = number(object, name, fallback);
  return std::fabs(value) < 1e9 ? static_cast<int>(std::lround(value)) : fallback;
}

bool flag(const val& object, const char* name, bool fallback) {
  return has(object, name, "boolean") ? object[name].as<bool>() : fallback;
}

// Copies each group of `parameters` from the value (arrays or typed arrays), checking shapes.
bool readParameters(const val& object, train::Parameters& parameters, std::string& problem) {
  const val groups = object["parameters"];
  if (!isObject(groups)) { problem = "The model has no parameters."; return false; }
  for (auto& group : train::parameterGroups(parameters)) {
    const val entry = groups[group.name];
    if (!isObject(entry) || entry["data"].isUndefined() || entry["data"].isNull()) {
      problem = "The model is missing its \"" + group.name + "\" weights.";
      return false;
    }
    const std::vector<double> data = emscripten::convertJSArrayToNumberVector<double>(entry["data"]);
    const Matrix& shape = *group.values;
    if (integer(entry, "rows", -1) != shape.rows() || integer(entry, "cols", -1) != shape.cols() ||
        static_cast<Eigen::Index>(data.size()) != shape.size()) {
      problem = "The model's \"" + group.name + "\" weights have the wrong shape for its settings.";
      return false;
    }
    for (double value : data)
      if (!std::isfinite(value)) {
        problem = "The model's \"" + group.name + "\" weights contain a number that is not finite.";
        return false;
      }
    std::copy(data.begin(), data.end(), group.values->data());
  }
  return true;
}

}  // namespace

train::TrainSettings readTrainSettings(const val& o, std::string& problem) {
  train::TrainSettings s;
  train::ModelSettings& m = s.model;
  if (has(o, "task", "string") && !train::parseTask(o["task"].as<std::string>(), m.task))
    problem = "Unknown task \"" + o["task"].as<std::string>() + "\".";
  if (has(o, "scheme", "string") && !parseScheme(o["scheme"].as<std::string>(), m.position.scheme))
    problem = "Unknown positional encoding \"" + o["scheme"].as<std::string>() + "\".";
  m.width = integer(o, "width", m.width);
  m.heads = integer(o, "heads", m.heads);
  m.layers = integer(o, "layers", m.layers);
  m.causal = flag(o, "causal", m.causal);
  m.seed = static_cast<std::uint64_t>(std::fabs(number(o, "seed", static_cast<double>(m.seed))));
  m.position.base = number(o, "base", m.position.base);
  m.position.t5Buckets = integer(o, "t5Buckets", m.position.t5Buckets);
  m.position.t5MaxDistance = integer(o, "t5MaxDistance", m.position.t5MaxDistance);
  m.position.t5Bidirectional = flag(o, "t5Bidirectional", m.position.t5Bidirectional);
  if (has(o, "ropeScaling", "string") &&
      !parseRopeScaling(o["ropeScaling"].as<std::string>(), m.position.ropeScaling))
    problem = "Unknown RoPE scaling \"" + o["ropeScaling"].as<std::string>() + "\".";
  m.position.ropeFactor = number(o, "ropeFactor", m.position.ropeFactor);
  s.dataSeed = static_cast<std::uint64_t>(
      std::fabs(number(o, "dataSeed", static_cast<double>(m.seed))));
  s.adam.learningRate = number(o, "learningRate", s.adam.learningRate);
  s.batchSize = integer(o, "batchSize", s.batchSize);
  s.trainExamples = integer(o, "trainExamples", s.trainExamples);
  s.testExamples = integer(o, "testExamples", s.testExamples);
  if (problem.empty()) problem = train::validateTrainSettings(s);
  return s;
}

bool readTrainedModel(const val& object, train::TrainSettings& settings, train::Model& model,
                      std::string& problem) {
  if (!isObject(object) || !has(object, "format", "string") ||
      object["format"].as<std::string>() != kTrainedModelFormat) {
    problem = "This is not a trained model exported by this page.";
    return false;
  }
  settings = readTrainSettings(object, problem);
  if (!problem.empty()) return false;
  model = train::initModel(settings.model);
  return readParameters(object, model.parameters, problem);
}

bool attachTrainedModel(const val& object, AnalysisRequest& request, std::string& problem) {
  if (!isObject(object)) return true;
  const val value = object["trainedModel"];
  if (value.isUndefined() || value.isNull()) return true;
  train::TrainSettings settings;
  train::Model model;
  if (!readTrainedModel(value, settings, model, problem)) return false;
  const int start = request.settings.position.startPosition;
  const bool designed = request.settings.designedHeads;
  const double sharpness = request.settings.designedSharpness;
  request.settings = train::analysisSettings(model);
  request.settings.position.startPosition = start;
  request.settings.designedHeads = designed;
  request.settings.designedSharpness = sharpness;
  request.model = std::make_shared<SuppliedModel>(train::suppliedModel(model));
  return true;
}

}  // namespace posattn::js
