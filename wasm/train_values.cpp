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

constexpr int kMaxTrainers = 160;  // the default run is 36 (6 schemes x 2 masks x 3 seeds)
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
  out.set("ropeScaling", ropeScalingName(m.position.ropeScaling));
  out.set("ropeFactor", m.position.ropeFactor);
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
    entry.set("chance", train::chanceAccuracy(task));
    val distinct = val::array();  // how many sentences exist at each training length
    for (int n = lengths.shortest; n <= lengths.longest; ++n)
      distinct.call<void>("push", train::distinctSentences(task, n));
    entry.set("distinct", distinct);
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

val trainSlice(int id, int count, bool evaluate) {
  Trainer* trainer = find(id);
  if (!trainer) return failure(kNoTrainer);
  if (count < 0 || count > kMaxStepsPerCall)
    return failure("Take between 0 and " + std::to_string(kMaxStepsPerCall) + " steps at a time.");
  std::vector<double> losses;
  for (int k = 0; k < count; ++k) losses.push_back(trainer->step());
  val out = success();
  out.set("steps", trainer->steps());
  out.set("losses", typedCopy(losses.data(), losses.size()));
  // Held-out accuracy costs about as much as 15 steps: the panel asks for it every few slices.
  if (evaluate) out.set("accuracy", trainer->testAccuracy(1));
  return out;
}

val testLengths(int id) {
  const Trainer* trainer = find(id);
  if (!trainer) return failure(kNoTrainer);
  val factors = val::array(), lengths = val::array(), sizes = val::array();
  const train::Task task = trainer->settings().model.task;
  for (double factor : train::kLengthFactors) {
    factors.call<void>("push", factor);
    const train::LengthRange range = train::scaledLengths(task, factor);
    val pair = val::array();
    pair.call<void>("push", range.shortest);
    pair.call<void>("push", range.longest);
    lengths.call<void>("push", pair);
    sizes.call<void>("push", static_cast<int>(trainer->testSet(factor).size()));
  }
  val out = success();
  out.set("factors", factors);
  out.set("lengths", lengths);
  out.set("testSizes", sizes);
  // The shortest training sentences are few: how many of them training saw (none is tested).
  const int shortest = train::trainingLengths(task).shortest;
  out.set("shortestSeen", trainer->distinctTrainingSentences(shortest));
  out.set("shortestPossible", train::distinctSentences(task, shortest));
  return out;
}

val lengthTable(int id) {
  const Trainer* trainer = find(id);
  if (!trainer) return failure(kNoTrainer);
  val out = testLengths(id);
  std::vector<double> accuracy;
  for (double factor : train::kLengthFactors) accuracy.push_back(trainer->testAccuracy(factor));
  out.set("accuracy", typedCopy(accuracy.data(), accuracy.size()));
  return out;
}

val heldOutAccuracy(int id, double lengthFactor) {
  const Trainer* trainer = find(id);
  if (!trainer) return failure(kNoTrainer);
  bool known = false;
  for (double factor : train::kLengthFactors) known = known || factor == lengthFactor;
  if (!known) return failure("Test lengths are 1, 1.5, 2, 3, 4 or 8 times the training lengths.");
  val out = success();
  out.set("accuracy", trainer->testAccuracy(lengthFactor));
  return out;
}

val copyTrainer(int id) {
  const Trainer* trainer = find(id);
  if (!trainer) return failure(kNoTrainer);
  return registered(std::make_unique<Trainer>(*trainer));
}

val scaleRope(int id, const std::string& scaling, double factor) {
  Trainer* trainer = find(id);
  if (!trainer) return failure(kNoTrainer);
  PositionSettings& p = trainer->model().settings.position;
  PositionSettings changed = p;
  if (!parseRopeScaling(scaling, changed.ropeScaling)) return failure("Unknown RoPE scaling \"" + scaling + "\".");
  changed.ropeFactor = factor;
  train::ModelSettings check = trainer->model().settings;
  check.position = changed;
  if (std::string problem = train::validateModelSettings(check); !problem.empty()) return failure(problem);
  p = changed;
  return success();
}

val trainAt(int id, double lengthFactor) {
  Trainer* trainer = find(id);
  if (!trainer) return failure(kNoTrainer);
  if (!(lengthFactor >= 1.0 && lengthFactor <= 8.0)) return failure("Fine-tune at 1 to 8 times the training lengths.");
  trainer->trainAt(lengthFactor);
  return success();
}

val trainAlibiSlopes(int heads) {
  const std::vector<double> slopes = alibiSlopes(heads < 1 || heads > 8 ? 0 : heads);
  return typedCopy(slopes.data(), slopes.size());
}

val predictWords(const val& modelObject, const val& words) {
  train::TrainSettings settings;
  train::Model model;
  std::string problem;
  if (!readTrainedModel(modelObject, settings, model, problem)) return failure(problem);
  if (words.typeOf().as<std::string>() != "object" || !words["length"].isNumber())
    return failure("The words must be a list.");
  const int count = words["length"].as<int>();
  if (count > train::kTrainPositions) return failure("At most 64 words.");
  const train::TaskVocabulary& v = train::vocabulary(model.settings.task);
  std::vector<int> tokens;
  val known = val::array(), unknown = val::array();
  for (int i = 0; i < count; ++i) {
    const val word = words[i];
    const int index = word.isString() ? v.indexOf(word.as<std::string>()) : -1;
    if (index < 0) { unknown.call<void>("push", word); continue; }
    tokens.push_back(index);
    known.call<void>("push", word);
  }
  val out = success();
  out.set("known", known);
  out.set("unknown", unknown);
  val answers = val::array();
  if (!tokens.empty())
    for (int guess : train::predict(model, tokens)) answers.call<void>("push", v.words[static_cast<std::size_t>(guess)]);
  out.set("answers", answers);  // who-did-it: [the doer]; previous-token: one per known word
  return out;
}

val exportModel(int id) {
  Trainer* trainer = find(id);
  if (!trainer) return failure(kNoTrainer);
  val model = val::object();
  model.set("format", std::string(kTrainedModelFormat));
  model.set("version", 1);
  train::TrainSettings settings = trainer->settings();
  settings.model = trainer->model().settings;  // with any RoPE scaling applied since
  writeSettings(settings, model);
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
