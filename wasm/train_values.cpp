#include "train_values.hpp"

#include <emscripten/bind.h>

#include <cmath>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/train/trainer.hpp"
#include "model_value_js.hpp"
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

// Every argument is checked as the analysis module checks its own (docs/api.md): a trainer id is
// a whole number from 1 up; anything else (a fraction, text, NaN, a BigInt) is answered, not coerced.
std::string readId(const val& value, int& id) {
  long long wide = 0;
  std::string problem = wholeNumber(JsModelValue(value), "The trainer id", 1, 2147483647LL, wide);
  id = static_cast<int>(wide);
  return problem;
}

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
  const train::TrainSettings settings = readTrainSettings(object, problem, "createTrainer");
  if (!problem.empty()) return failure(problem);
  return registered(std::make_unique<Trainer>(settings));
}

val trainSteps(const val& idValue, const val& countValue) {
  int id = 0;
  if (std::string problem = readId(idValue, id); !problem.empty()) return failure(problem);
  Trainer* trainer = find(id);
  if (!trainer) return failure(kNoTrainer);
  long long count = 0;
  if (std::string problem = wholeNumber(JsModelValue(countValue), "The number of steps", 0,
                                        kMaxStepsPerCall, count);
      !problem.empty())
    return failure(problem);
  // One call's work is bounded, not just its steps: at the largest settings a step takes ~0.1 s.
  const double work = train::stepWork(trainer->settings());
  const auto most = static_cast<long long>(train::kMaxWorkPerCall / work);
  if (count > most)
    return failure(std::to_string(count) + " steps at these settings are more work than one call may do " +
                   "(at most " + std::to_string(most) + " steps here); take fewer steps per call.");
  std::vector<double> losses;
  losses.reserve(static_cast<std::size_t>(count));
  for (long long k = 0; k < count; ++k) {
    losses.push_back(trainer->step());
    if (!std::isfinite(losses.back()))
      return failure("Training diverged: step " + std::to_string(trainer->steps()) +
                     " gave a loss that is not a finite number; lower the learning rate.");
  }
  val out = success();
  out.set("steps", trainer->steps());
  out.set("losses", typedCopy(losses.data(), losses.size()));
  out.set("accuracy", trainer->testAccuracy(1));
  out.set("testLoss", trainer->testLoss());
  return out;
}

val lengthTable(const val& idValue) {
  int id = 0;
  if (std::string problem = readId(idValue, id); !problem.empty()) return failure(problem);
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

val exportModel(const val& idValue) {
  int id = 0;
  if (std::string problem = readId(idValue, id); !problem.empty()) return failure(problem);
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
  // Imported only if it runs: weights the reader accepts still must give finite outputs.
  if (std::string fault = train::runsOnce(model); !fault.empty()) return failure(fault);
  auto trainer = std::make_unique<Trainer>(settings);
  trainer->model().parameters = model.parameters;
  return registered(std::move(trainer));
}

bool releaseTrainer(const val& idValue) {
  int id = 0;
  return readId(idValue, id).empty() && trainers().erase(id) > 0;
}

}  // namespace posattn::js
