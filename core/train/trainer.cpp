#include "trainer.hpp"

#include <algorithm>
#include <cmath>
#include <set>

#include "core/random.hpp"

namespace posattn::train {
namespace {
int factorIndex(double lengthFactor) {
  for (int k = 0; k < kLengthFactorCount; ++k)
    if (kLengthFactors[k] == lengthFactor) return k;
  return 0;
}

using SentenceSet = std::set<std::vector<int>>;

// `count` examples drawn like makeDataset's, skipping any sentence in `excluded`, so a held-out set
// never repeats a training sentence (the shortest who-did-it sentences are few: 120 of 5 tokens).
// Who-did-it sets come in swapped pairs (each sentence and the same words with the nouns exchanged):
// a model blind to order gives both the same answer, so it is right on at most half of them (on
// exactly half when it always names one of the sentence's two nouns; less when it names others).
std::vector<Example> makeHeldOut(Task task, std::uint64_t seed, int count, LengthRange lengths,
                                 const SentenceSet& excluded) {
  std::vector<Example> out;
  SplitMix64 lengthStream(mixSeeds(seed, hashString("lengths")));
  const bool pairs = task == Task::WhoDidIt;
  const int wanted = pairs ? 2 * ((count + 1) / 2) : count;
  // Bounded: a range with too few unseen sentences gives a smaller set instead of a long search.
  for (std::uint64_t k = 0; static_cast<int>(out.size()) < wanted && k < 50ULL * wanted + 1000; ++k) {
    const int length = lengths.shortest + lengthStream.below(lengths.longest - lengths.shortest + 1);
    const Example e = makeExample(task, length, mixSeeds(seed, k));
    if (excluded.count(e.tokens)) continue;
    if (!pairs) { out.push_back(e); continue; }
    const Example swapped = swapNouns(e);
    if (excluded.count(swapped.tokens)) continue;
    out.push_back(e);
    out.push_back(swapped);
  }
  return out;
}

SentenceSet sentencesOf(const std::vector<Example>& examples) {
  SentenceSet set;
  for (const Example& e : examples) set.insert(e.tokens);
  return set;
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
  const SentenceSet seen = sentencesOf(train_);
  for (int k = 0; k < kLengthFactorCount; ++k) {
    // The 1x, 2x and 4x sets keep the streams they always had.
    const double factor = kLengthFactors[k];
    const std::uint64_t stream = hashString("test") + static_cast<std::uint64_t>(
        factor == std::floor(factor) ? factor : 1000.0 * factor);
    tests_.push_back(makeHeldOut(task, mixSeeds(settings.dataSeed, stream), settings.testExamples,
                                 scaledLengths(task, factor), seen));
  }
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

int Trainer::distinctTrainingSentences(int length) const {
  SentenceSet set;
  for (const Example& e : train_)
    if (static_cast<int>(e.tokens.size()) == length) set.insert(e.tokens);
  return static_cast<int>(set.size());
}

int Trainer::longestTrainingSentence() const {
  std::size_t longest = 0;
  for (const Example& e : train_) longest = std::max(longest, e.tokens.size());
  return static_cast<int>(longest);
}

void Trainer::trainAt(double lengthFactor) {
  SentenceSet tested;
  for (const auto& set : tests_)
    for (const Example& e : set) tested.insert(e.tokens);
  const Task task = settings_.model.task;
  train_ = makeHeldOut(task, mixSeeds(settings_.dataSeed, hashString("fine-tune")),
                       settings_.trainExamples, scaledLengths(task, lengthFactor), tested);
}

const std::vector<Example>& Trainer::testSet(double lengthFactor) const {
  return tests_[static_cast<std::size_t>(factorIndex(lengthFactor))];
}

double Trainer::testAccuracy(double lengthFactor) const {
  return accuracy(model_, testSet(lengthFactor));
}

double Trainer::testLoss() const {
  const auto& examples = testSet(1);
  double total = 0.0;
  for (const Example& e : examples) total += exampleLoss(model_, e);
  return examples.empty() ? 0.0 : total / static_cast<double>(examples.size());
}

}  // namespace posattn::train
