#include "model_input.hpp"

#include <cmath>

#include "core/limits.hpp"
#include "core/schemes.hpp"

namespace posattn::train {
namespace {

using Kind = ModelValue::Kind;
constexpr long long kMaxSeed = 9007199254740991LL;  // 2^53 - 1: every whole number a double holds

Message firstProblem(std::initializer_list<Message> problems) {
  for (const Message& each : problems)
    if (!each.empty()) return each;
  return {};
}

// One sentence of `longest` tokens through every layer: layers x L x (width^2 + L x width).
double sentenceWork(const TrainSettings& s, int longest) {
  const double length = longest;
  const double width = s.model.width;
  return s.model.layers * length * (width * width + length * width);
}

// Every scheme parameter (core/schemes.hpp, readParameter) within its range; the first problem, in
// the registry's order. (An "even" one's evenness is validateModelSettings' to say.)
Message readSchemeParameters(const ModelValue& o, PositionSettings& p) {
  for (const SchemeParameter& parameter : kSchemeParameters) {
    const char* name = parameter.name;
    const Message problem = readParameter(
        parameter, p, [&](bool& flag) { return readFlag(o, name, flag); },
        [&](double& number) { return readNumber(o, name, parameter.min, parameter.max, number); },
        [&](long long& whole) {
          return readWholeNumber(o, name, static_cast<long long>(parameter.min), static_cast<long long>(parameter.max), whole);
        });
    if (!problem.empty()) return problem;
  }
  return {};
}

}  // namespace

TrainSettings readTrainSettings(const ModelValue& o, Message& problem, const std::string& what) {
  TrainSettings s;
  ModelSettings& m = s.model;
  PositionSettings& p = m.position;
  if (o.kind() != Kind::Object) {
    problem = say("expected-settings").with("caller", what).with("value", describe(o));
    return s;
  }
  std::string task, scheme, ropeScaling;
  long long seed = static_cast<long long>(m.seed), dataSeed = -1;
  // In a fixed order, so the first problem is always the one reported.
  problem = firstProblem({
      readText(o, "task", kMaxModelText, task),
      readText(o, "scheme", kMaxModelText, scheme),
      readWholeNumber(o, "width", kMinModelWidth, kMaxTrainWidth, m.width),
      readWholeNumber(o, "heads", 1, kMaxHeads, m.heads),
      readWholeNumber(o, "layers", 1, kMaxTrainLayers, m.layers),
      readFlag(o, "causal", m.causal),
      readWholeNumber(o, "seed", 0, kMaxSeed, seed),
      readSchemeParameters(o, p),
      readText(o, "ropeScaling", kMaxModelText, ropeScaling),
      readNumber(o, "ropeFactor", 1, 16, p.ropeFactor),
      readWholeNumber(o, "dataSeed", 0, kMaxSeed, dataSeed),
      readNumber(o, "learningRate", 0, 1, s.adam.learningRate),
      readWholeNumber(o, "batchSize", 1, 256, s.batchSize),
      readWholeNumber(o, "trainExamples", 1, 10000, s.trainExamples),
      readWholeNumber(o, "testExamples", 1, 2000, s.testExamples),
  });
  if (problem.empty() && !task.empty() && !parseTask(task, m.task))
    problem = say("unknown-task").with("task", task);
  if (problem.empty() && !scheme.empty() && !parseScheme(scheme, p.scheme))
    problem = say("unknown-scheme").with("scheme", scheme);
  if (problem.empty() && !ropeScaling.empty() && !parseRopeScaling(ropeScaling, p.ropeScaling))
    problem = say("unknown-rope-scaling").with("scaling", ropeScaling);
  m.seed = static_cast<std::uint64_t>(seed);
  s.dataSeed = static_cast<std::uint64_t>(dataSeed < 0 ? seed : dataSeed);
  if (problem.empty()) problem = validateTrainSettings(s);
  return s;
}

Message readTrainedModel(const ModelValue& object, TrainSettings& settings, Model& model) {
  std::string format;
  if (object.kind() != Kind::Object || !readText(object, "format", kMaxModelText, format).empty() ||
      format != kTrainedModelFormat)
    return say("not-trained-model");
  int version = kTrainedModelVersion;
  if (Message problem = readWholeNumber(object, "version", kTrainedModelVersion,
                                            kTrainedModelVersion, version); !problem.empty())
    return problem;
  long long steps = 0;
  if (Message problem = readWholeNumber(object, "steps", 0, kMaxSeed, steps); !problem.empty())
    return problem;
  Message problem;
  settings = readTrainSettings(object, problem);
  if (!problem.empty()) return problem;
  const auto groups = object.field("parameters");
  if (groups->kind() != Kind::Object) return say("no-parameters");
  // Sized by the checked settings alone (width <= 64, two layers): a few hundred KB at most.
  model = initModel(settings.model);
  std::vector<std::string> names;
  for (const auto& group : parameterGroups(model.parameters)) names.push_back(group.name);
  if (Message extra = onlyKeys(*groups, names, "parameters"); !extra.empty()) return extra;
  for (const auto& group : parameterGroups(model.parameters))
    if (Message bad = readTensor(*groups->field(group.name), group.name, group.values->rows(),
                                     group.values->cols(), kMaxWeightMagnitude, group.values->data());
        !bad.empty())
      return bad;  // Matrix is row-major, as the file
  return {};
}

double stepWork(const TrainSettings& s) { return stepWork(s, trainingLengths(s.model.task).longest); }

double stepWork(const TrainSettings& s, int longest) {
  return static_cast<double>(s.batchSize) * sentenceWork(s, longest);
}

double evaluationWork(const TrainSettings& s, std::size_t sentences, int longest) {
  return static_cast<double>(sentences) * sentenceWork(s, longest);
}

}  // namespace posattn::train
