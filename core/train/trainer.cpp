#include "trainer.hpp"

#include "core/random.hpp"

namespace posattn::train {
namespace {
int factorIndex(int lengthFactor) {
  for (int k = 0; k < 3; ++k)
    if (kLengthFactors[k] == lengthFactor) return k;
  return 0;
}

// Who-did-it test sets come in swapped pairs (each sentence and the same words with the nouns
// exchanged), so a model blind to order scores exactly 50%: it gives both the same answer.
std::vector<Example> makeTestSet(Task task, std::uint64_t seed, int count, LengthRange lengths) {
  if (task != Task::WhoDidIt) return makeDataset(task, seed, count, lengths);
  std::vector<Example> pairs;
  for (const Example& e : makeDataset(task, seed, (count + 1) / 2, lengths)) {
    pairs.push_back(e);
    pairs.push_back(swapNouns(e));
  }
  return pairs;
}
}  // namespace

Trainer::Trainer(const TrainSettings& settings)
    : settings_(settings),
      model_(initModel(settings.model)),
      adam_(initAdam(model_.parameters)),
      batchSeed_(mixSeeds(settings.dataSeed, hashString("batches"))) {
  const Task task = settings.model.task;
  train_ = makeDataset(task, mixSeeds(settings.dataSeed, hashString("train")),
                       settings.trainExamples, trainingLengths(task));
  for (int factor : kLengthFactors)
    tests_.push_back(makeTestSet(task, mixSeeds(settings.dataSeed, hashString("test") + factor),
                                 settings.testExamples, scaledLengths(task, factor)));
}

double Trainer::step() {
  // Batch k is drawn from its own stream, so resuming after any number of steps continues the
  // same sequence of batches.
  SplitMix64 picks(mixSeeds(batchSeed_, static_cast<std::uint64_t>(adam_.steps)));
  Parameters gradient = zerosLike(model_.parameters);
  const double weight = 1.0 / settings_.batchSize;
  double loss = 0.0;
  for (int b = 0; b < settings_.batchSize; ++b) {
    const Example& e = train_[static_cast<std::size_t>(picks.below(static_cast<int>(train_.size())))];
    loss += weight * accumulateGradient(model_, e, weight, gradient);
  }
  adamStep(model_.parameters, gradient, adam_, settings_.adam);
  return loss;
}

const std::vector<Example>& Trainer::testSet(int lengthFactor) const {
  return tests_[static_cast<std::size_t>(factorIndex(lengthFactor))];
}

double Trainer::testAccuracy(int lengthFactor) const {
  return accuracy(model_, testSet(lengthFactor));
}

double Trainer::testLoss() const {
  const auto& examples = testSet(1);
  double total = 0.0;
  for (const Example& e : examples) total += exampleLoss(model_, e);
  return examples.empty() ? 0.0 : total / static_cast<double>(examples.size());
}

}  // namespace posattn::train
