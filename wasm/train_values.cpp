#include "train_values.hpp"

#include <emscripten/bind.h>

#include <cmath>
#include <map>
#include <memory>

#include "core/train/supply.hpp"
#include "core/train/trainer.hpp"

namespace posattn::js {
namespace {

using train::Trainer;

constexpr int kMaxTrainers = 32;
constexpr int kMaxStepsPerCall = 10000;
constexpr const char* kFormat = "posattn-trained-model";

std::map<int, std::unique_ptr<Trainer>>& trainers() {
  static std::map<int, std::unique_ptr<Trainer>> registry;
  return registry;
}

val typedCopy(const double* data, std::size_t size) {
  return val(emscripten::typed_memory_view(size, data)).call<val>("slice");
}

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

val failure(const std::string& message) {
  val out = val::object();
  out.set("ok", false);
  out.set("error", message);
  return out;
}

val success() {
  val out = val::object();
  out.set("ok", true);
  out.set("error", std::string());
  return out;
}

// Absent fields keep the defaults; names that do not exist are problems.
train::TrainSettings readSettings(const val& o, std::string& problem) {
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
  s.dataSeed = static_cast<std::uint64_t>(
      std::fabs(number(o, "dataSeed", static_cast<double>(m.seed))));
  s.adam.learningRate = number(o, "learningRate", s.adam.learningRate);
  s.batchSize = integer(o, "batchSize", s.batchSize);
  s.trainExamples = integer(o, "trainExamples", s.trainExamples);
  s.testExamples = integer(o, "testExamples", s.testExamples);
  if (problem.empty()) problem = train::validateTrainSettings(s);
  return s;
}

void writeSettings(const train::TrainSettings& s, val& out) {
  const train::ModelSettings& m = s.model;
  out.set("task", train::taskName(m.task));
  out.set("scheme", schemeName(m.position.scheme));
  out.set("width", m.width);
  out.set("heads", m.heads);
  out.set("layers", m.layers);
  out.set("causal", m.causal);
  out.set("seed", static_cast<double>(m.seed));
  out.set("base", m.position.base);
  out.set("t5Buckets", m.position.t5Buckets);
  out.set("t5MaxDistance", m.position.t5MaxDistance);
  out.set("t5Bidirectional", m.position.t5Bidirectional);
  out.set("dataSeed", static_cast<double>(s.dataSeed));
  out.set("learningRate", s.adam.learningRate);
  out.set("batchSize", s.batchSize);
  out.set("trainExamples", s.trainExamples);
  out.set("testExamples", s.testExamples);
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

bool readModel(const val& object, train::TrainSettings& settings, train::Model& model,
               std::string& problem) {
  if (!isObject(object) || !has(object, "format", "string") ||
      object["format"].as<std::string>() != kFormat) {
    problem = "This is not a trained model exported by this page.";
    return false;
  }
  settings = readSettings(object, problem);
  if (!problem.empty()) return false;
  model = train::initModel(settings.model);
  return readParameters(object, model.parameters, problem);
}

Trainer* find(int id) {
  const auto found = trainers().find(id);
  return found == trainers().end() ? nullptr : found->second.get();
}

val registered(std::unique_ptr<Trainer> trainer) {
  if (static_cast<int>(trainers().size()) >= kMaxTrainers)
    return failure("Too many models are training at once; release some first.");
  static int nextId = 1;
  const int id = nextId++;
  trainers()[id] = std::move(trainer);
  val out = success();
  out.set("id", id);
  return out;
}

const char* kNoTrainer = "There is no trainer with this id (it was released or never made).";

}  // namespace

val trainTasks() {
  val out = val::array();
  for (train::Task task : {train::Task::WhoDidIt, train::Task::PreviousToken}) {
    val entry = val::object();
    entry.set("name", train::taskName(task));
    val words = val::array();
    for (const auto& w : train::vocabulary(task).words) words.call<void>("push", w);
    entry.set("words", words);
    const train::LengthRange lengths = train::trainingLengths(task);
    val range = val::array();
    range.call<void>("push", lengths.shortest);
    range.call<void>("push", lengths.longest);
    entry.set("trainLengths", range);
    out.call<void>("push", entry);
  }
  return out;
}

val createTrainer(const val& object) {
  std::string problem;
  const train::TrainSettings settings = readSettings(object, problem);
  if (!problem.empty()) return failure(problem);
  return registered(std::make_unique<Trainer>(settings));
}

val trainSteps(int id, int count) {
  Trainer* trainer = find(id);
  if (!trainer) return failure(kNoTrainer);
  if (count < 0 || count > kMaxStepsPerCall)
    return failure("Take between 0 and " + std::to_string(kMaxStepsPerCall) + " steps at a time.");
  std::vector<double> losses;
  for (int k = 0; k < count; ++k) losses.push_back(trainer->step());
  val out = success();
  out.set("steps", trainer->steps());
  out.set("losses", typedCopy(losses.data(), losses.size()));
  out.set("accuracy", trainer->testAccuracy(1));
  out.set("testLoss", trainer->testLoss());
  return out;
}

val lengthTable(int id) {
  const Trainer* trainer = find(id);
  if (!trainer) return failure(kNoTrainer);
  std::vector<double> accuracy;
  val factors = val::array();
  for (int factor : train::kLengthFactors) {
    accuracy.push_back(trainer->testAccuracy(factor));
    factors.call<void>("push", factor);
  }
  val out = success();
  out.set("factors", factors);
  out.set("accuracy", typedCopy(accuracy.data(), accuracy.size()));
  return out;
}

val exportModel(int id) {
  Trainer* trainer = find(id);
  if (!trainer) return failure(kNoTrainer);
  val model = val::object();
  model.set("format", std::string(kFormat));
  model.set("version", 1);
  writeSettings(trainer->settings(), model);
  model.set("steps", trainer->steps());
  val words = val::array();
  for (const auto& w : train::vocabulary(trainer->settings().model.task).words)
    words.call<void>("push", w);
  model.set("words", words);
  val parameters = val::object();
  for (const auto& group : train::parameterGroups(trainer->model().parameters)) {
    val entry = val::object();
    entry.set("rows", static_cast<int>(group.values->rows()));
    entry.set("cols", static_cast<int>(group.values->cols()));
    entry.set("data", typedCopy(group.values->data(), static_cast<std::size_t>(group.values->size())));
    parameters.set(group.name, entry);
  }
  model.set("parameters", parameters);
  val out = success();
  out.set("model", model);
  return out;
}

val importModel(const val& object) {
  train::TrainSettings settings;
  train::Model model;
  std::string problem;
  if (!readModel(object, settings, model, problem)) return failure(problem);
  auto trainer = std::make_unique<Trainer>(settings);
  trainer->model().parameters = model.parameters;
  return registered(std::move(trainer));
}

bool releaseTrainer(int id) { return trainers().erase(id) > 0; }

bool attachTrainedModel(const val& object, AnalysisRequest& request, std::string& problem) {
  if (!isObject(object)) return true;
  const val value = object["trainedModel"];
  if (value.isUndefined() || value.isNull()) return true;
  train::TrainSettings settings;
  train::Model model;
  if (!readModel(value, settings, model, problem)) return false;
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
