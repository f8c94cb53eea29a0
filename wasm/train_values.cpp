#include "train_values.hpp"

#include <emscripten/bind.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/train/trainer.hpp"
#include "trained_model_values.hpp"

namespace posattn::js {
namespace {

using train::Trainer;

constexpr int kMaxTrainers = 32;
constexpr int kMaxStepsPerCall = 10000;

std::map<int, std::unique_ptr<Trainer>>& trainers() {
  static std::map<int, std::unique_ptr<Trainer>> registry;
  return registry;
}

val typedCopy(const double* data, std::size_t size) {
  return val(emscripten::typed_memory_view(size, data)).call<val>("slice");
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
  const train::TrainSettings settings = readTrainSettings(object, problem);
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
  model.set("format", std::string(kTrainedModelFormat));
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
  if (!readTrainedModel(object, settings, model, problem)) return failure(problem);
  auto trainer = std::make_unique<Trainer>(settings);
  trainer->model().parameters = model.parameters;
  return registered(std::move(trainer));
}

bool releaseTrainer(int id) { return trainers().erase(id) > 0; }

}  // namespace posattn::js
