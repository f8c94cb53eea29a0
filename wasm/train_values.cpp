#include "train_values.hpp"

#include <emscripten/bind.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "core/limits.hpp"
#include "core/train/trainer.hpp"
#include "core/train/trainer_registry.hpp"
#include "message_value.hpp"
#include "model_value_js.hpp"
#include "scheme_values.hpp"
#include "trained_model_values.hpp"

namespace posattn::js {
namespace {

using train::Trainer;

// The trainers this module holds open (core/train/trainer_registry.hpp).
train::TrainerRegistry& trainers() {
  static train::TrainerRegistry registry;
  return registry;
}

val typedCopy(const double* data, std::size_t size) {
  return val(emscripten::typed_memory_view(size, data)).call<val>("slice");
}

val success() {
  val out = val::object();
  out.set("ok", true);
  out.set("error", val::null());
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
  for (const SchemeParameter& parameter : kSchemeParameters)  // every one: an imported model runs with them
    out.set(parameter.name, parameterValue(parameter, m.position));
  out.set("ropeScaling", ropeScalingName(m.position.ropeScaling));
  out.set("ropeFactor", m.position.ropeFactor);
  out.set("dataSeed", static_cast<double>(s.dataSeed));
  out.set("learningRate", s.adam.learningRate);
  out.set("batchSize", s.batchSize);
  out.set("trainExamples", s.trainExamples);
  out.set("testExamples", s.testExamples);
}

val registered(std::unique_ptr<Trainer> trainer) {
  Message problem;
  const int id = trainers().add(std::move(trainer), problem);
  if (id == 0) return failure(problem);
  val out = success();
  out.set("id", id);
  return out;
}

// Every argument is checked as the analysis module checks its own (docs/api.md): a trainer id is
// a whole number from 1 up; anything else (a fraction, text, NaN, a BigInt) is answered, not coerced.
Message readId(const val& value, int& id) {
  long long wide = 0;
  Message problem = wholeNumber(JsModelValue(value), "id", 1, 2147483647LL, wide);
  id = static_cast<int>(wide);
  return problem;
}

// The live trainer an argument names, or nullptr with `problem` set.
Trainer* lookUp(const val& idValue, Message& problem) {
  int id = 0;
  if (problem = readId(idValue, id); !problem.empty()) return nullptr;
  Trainer* trainer = trainers().find(id);
  if (!trainer) problem = say("no-trainer");
  return trainer;
}

// A step count for one call, read as a whole number 0-10000, whose steps with `otherWork` (the
// call's evaluation) stay within the work bound (train::checkStepCount).
Message stepCount(const Trainer& trainer, const val& countValue, double otherWork, long long& count) {
  if (Message problem = wholeNumber(JsModelValue(countValue), "steps", 0, train::kMaxStepsPerCall, count);
      !problem.empty())
    return problem;
  return train::checkStepCount(trainer, count, otherWork);
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
  Message problem;
  const train::TrainSettings settings = readTrainSettings(object, problem, "createTrainer");
  if (!problem.empty()) return failure(problem);
  return registered(std::make_unique<Trainer>(settings));
}

val trainSteps(const val& idValue, const val& countValue) {
  Message problem;
  Trainer* trainer = lookUp(idValue, problem);
  if (!trainer) return failure(problem);
  long long count = 0;
  // The held-out accuracy and loss at the training lengths: two passes over the 1x test set.
  const double evaluation = 2 * train::testWork(*trainer, 1);
  if (problem = stepCount(*trainer, countValue, evaluation, count); !problem.empty()) return failure(problem);
  std::vector<double> losses;
  if (problem = train::runSteps(*trainer, count, losses); !problem.empty()) return failure(problem);
  val out = success();
  out.set("steps", trainer->steps());
  out.set("losses", typedCopy(losses.data(), losses.size()));
  out.set("accuracy", trainer->testAccuracy(1));
  out.set("testLoss", trainer->testLoss());
  return out;
}

val trainSlice(const val& idValue, const val& countValue, const val& evaluateValue) {
  Message problem;
  Trainer* trainer = lookUp(idValue, problem);
  if (!trainer) return failure(problem);
  bool evaluate = false;
  if (problem = trueOrFalse(JsModelValue(evaluateValue), "evaluate", evaluate); !problem.empty())
    return failure(problem);
  long long count = 0;
  if (problem = stepCount(*trainer, countValue, evaluate ? train::testWork(*trainer, 1) : 0.0, count); !problem.empty())
    return failure(problem);
  std::vector<double> losses;
  if (problem = train::runSteps(*trainer, count, losses); !problem.empty()) return failure(problem);
  val out = success();
  out.set("steps", trainer->steps());
  out.set("losses", typedCopy(losses.data(), losses.size()));
  // Held-out accuracy costs about as much as 15 steps: the panel asks for it every few slices.
  if (evaluate) out.set("accuracy", trainer->testAccuracy(1));
  return out;
}

val testLengths(const val& idValue) {
  Message problem;
  const Trainer* trainer = lookUp(idValue, problem);
  if (!trainer) return failure(problem);
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

val lengthTable(const val& idValue) {
  Message problem;
  const Trainer* trainer = lookUp(idValue, problem);
  if (!trainer) return failure(problem);
  double work = 0;
  for (double factor : train::kLengthFactors) work += train::testWork(*trainer, factor);
  if (work > train::kMaxWorkPerCall)
    return failure(say("length-table-too-much"));
  val out = testLengths(idValue);
  std::vector<double> accuracy;
  for (double factor : train::kLengthFactors) accuracy.push_back(trainer->testAccuracy(factor));
  out.set("accuracy", typedCopy(accuracy.data(), accuracy.size()));
  return out;
}

val heldOutAccuracy(const val& idValue, const val& factorValue) {
  Message problem;
  const Trainer* trainer = lookUp(idValue, problem);
  if (!trainer) return failure(problem);
  double lengthFactor = 0;
  bool known = false;
  if (finiteNumber(JsModelValue(factorValue), "lengthFactor", 1, 8, lengthFactor).empty())
    for (double factor : train::kLengthFactors) known = known || factor == lengthFactor;
  if (!known) return failure(say("unknown-length-factor"));
  if (train::testWork(*trainer, lengthFactor) > train::kMaxWorkPerCall)
    return failure(say("test-too-much", "sentences", trainer->testSet(lengthFactor).size()));
  val out = success();
  out.set("accuracy", trainer->testAccuracy(lengthFactor));
  return out;
}

val copyTrainer(const val& idValue) {
  Message problem;
  const Trainer* trainer = lookUp(idValue, problem);
  if (!trainer) return failure(problem);
  return registered(std::make_unique<Trainer>(*trainer));
}

val scaleRope(const val& idValue, const val& scalingValue, const val& factorValue) {
  Message problem;
  Trainer* trainer = lookUp(idValue, problem);
  if (!trainer) return failure(problem);
  std::string scaling;
  double factor = 1;
  if (problem = shortText(JsModelValue(scalingValue), "ropeScaling", kMaxModelText, scaling); !problem.empty())
    return failure(problem);
  if (problem = finiteNumber(JsModelValue(factorValue), "ropeFactor", 1, 16, factor); !problem.empty())
    return failure(problem);
  PositionSettings& p = trainer->model().settings.position;
  PositionSettings changed = p;
  if (!parseRopeScaling(scaling, changed.ropeScaling)) return failure(say("unknown-rope-scaling", "scaling", scaling));
  changed.ropeFactor = factor;
  train::ModelSettings check = trainer->model().settings;
  check.position = changed;
  if (problem = train::validateModelSettings(check); !problem.empty()) return failure(problem);
  p = changed;
  return success();
}

val trainAt(const val& idValue, const val& factorValue) {
  Message problem;
  Trainer* trainer = lookUp(idValue, problem);
  if (!trainer) return failure(problem);
  double lengthFactor = 1;
  if (!finiteNumber(JsModelValue(factorValue), "lengthFactor", 1, 8, lengthFactor).empty())
    return failure(say("fine-tune-factor", "min", 1, "max", 8));
  // Bounded by construction: at most 50 x trainExamples + 1000 sentences of at most 64 tokens are
  // drawn. The longer steps that follow count in each later call's work (longestTrainingSentence).
  trainer->trainAt(lengthFactor);
  return success();
}

val trainAlibiSlopes(const val& headsValue) {
  long long heads = 0;  // anything but a whole number of heads from 1 to 8 gives no slopes
  if (!wholeNumber(JsModelValue(headsValue), "heads", 1, kMaxHeads, heads).empty()) heads = 0;
  const std::vector<double> slopes = alibiSlopes(static_cast<int>(heads));
  return typedCopy(slopes.data(), slopes.size());
}

val predictWords(const val& modelObject, const val& words) {
  train::TrainSettings settings;
  train::Model model;
  Message problem;
  if (!readTrainedModel(modelObject, settings, model, problem)) return failure(problem);
  // Own elements only, as the model reader reads: no getter runs, nothing inherited.
  const JsModelValue list(words);
  if (list.kind() != ModelValue::Kind::Array) return failure(say("expected-list", "field", "words", "value", describe(list)));
  if (list.length() > static_cast<std::size_t>(train::kTrainPositions))
    return failure(say("too-many-words", "limit", train::kTrainPositions));
  const int count = static_cast<int>(list.length());
  const train::TaskVocabulary& v = train::vocabulary(model.settings.task);
  std::vector<int> tokens;
  val known = val::array(), unknown = val::array();
  for (int i = 0; i < count; ++i) {
    const val word = ownField(words, std::to_string(i));
    std::string text;
    // A word longer than any in the vocabulary is unknown without being copied.
    const int index = shortText(JsModelValue(word), "word", kMaxModelText, text).empty() ? v.indexOf(text) : -1;
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

val exportModel(const val& idValue) {
  Message problem;
  Trainer* trainer = lookUp(idValue, problem);
  if (!trainer) return failure(problem);
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
  Message problem;
  if (!readTrainedModel(object, settings, model, problem)) return failure(problem);
  // Imported only if it runs: weights the reader accepts still must give finite outputs.
  if (Message fault = train::runsOnce(model); !fault.empty()) return failure(fault);
  auto trainer = std::make_unique<Trainer>(settings);
  trainer->model().parameters = model.parameters;
  return registered(std::move(trainer));
}

bool releaseTrainer(const val& idValue) {
  int id = 0;
  return readId(idValue, id).empty() && trainers().release(id);
}

}  // namespace posattn::js
