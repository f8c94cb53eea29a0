#include <catch2/catch.hpp>

#include <cstdio>
#include <map>
#include <memory>
#include <set>

#include "core/train/trainer.hpp"
#include "fixtures.hpp"
#include "tolerance.hpp"

using namespace posattn;
using namespace posattn::train;
using posattn::test::kAllSchemes;

namespace {

constexpr int kTableSteps = 200;
// Batch loss after 100 steps of the default who-did-it model with RoPE (seed 1).
// Since the one Adam (core/adam.hpp, 2026-12-05; before it 0.12589872988079209: its arithmetic order is
// the English trainer's, so that one stayed bit for bit).
constexpr double kGoldenLossAfter100 = 0.12589872988079304;

TrainSettings settingsFor(Task task, PositionScheme scheme) {
  TrainSettings s;
  s.model.task = task;
  s.model.position.scheme = scheme;
  return s;
}

// One trainer per task and scheme, trained once for kTableSteps and shared by the cases below.
const Trainer& trained(Task task, PositionScheme scheme) {
  static std::map<std::pair<Task, PositionScheme>, std::unique_ptr<Trainer>> cache;
  auto& slot = cache[{task, scheme}];
  if (!slot) {
    slot = std::make_unique<Trainer>(settingsFor(task, scheme));
    for (int k = 0; k < kTableSteps; ++k) slot->step();
  }
  return *slot;
}

}  // namespace

TEST_CASE("training lowers the held-out loss on each task", "[train][trainer]") {
  for (Task task : {Task::WhoDidIt, Task::PreviousToken}) {
    Trainer trainer(settingsFor(task, PositionScheme::Learned));
    const double before = trainer.testLoss();
    for (int k = 0; k < 60; ++k) trainer.step();
    INFO(taskName(task) << ": " << before << " -> " << trainer.testLoss());
    CHECK(trainer.testLoss() < 0.5 * before);
  }
}

TEST_CASE("without position or mask, swapping the two nouns cannot change the prediction",
          "[train][trainer]") {
  // Every token's output is a function of its own embedding and the *set* of others, and the mean
  // over tokens is then blind to order: the two sentences are the same set of words.
  Trainer trainer(settingsFor(Task::WhoDidIt, PositionScheme::None));
  for (int k = 0; k < 50; ++k) trainer.step();
  double worst = 0.0;
  for (const Example& e : trainer.testSet(1)) {
    const ForwardPass a = forward(trainer.model(), e.tokens);
    const ForwardPass b = forward(trainer.model(), swapNouns(e).tokens);
    worst = std::max(worst, test::maxAbsDiff(a.probabilities, b.probabilities));
    CHECK(predict(trainer.model(), e.tokens) == predict(trainer.model(), swapNouns(e).tokens));
  }
  CHECK(worst < test::kTight);
  // The test set holds each sentence with its swap, so the model is right on at most half (less
  // when it names a noun that is not in the sentence, as it does more often on long ones).
  for (double factor : kLengthFactors) CHECK(trainer.testAccuracy(factor) <= 0.5);
}

TEST_CASE("with a position scheme, one model learns each task; the length table is measured",
          "[train][trainer]") {
  // A seeded property of the generator and the optimiser: fixed seed, fixed step count.
  for (Task task : {Task::WhoDidIt, Task::PreviousToken}) {
    double best = 0.0;
    std::printf("%s after %d steps: accuracy at 1x 1.5x 2x 3x 4x 8x the training lengths\n",
                taskName(task).c_str(), kTableSteps);
    for (PositionScheme scheme : kAllSchemes) {
      const Trainer& t = trained(task, scheme);
      std::printf("  %-11s", schemeName(scheme).c_str());
      for (double factor : kLengthFactors) {
        const double a = t.testAccuracy(factor);
        std::printf(" %.3f", a);
        CHECK((a >= 0.0 && a <= 1.0));
      }
      std::printf("\n");
      best = std::max(best, t.testAccuracy(1));
    }
    INFO(taskName(task) << ": best accuracy at training lengths " << best);
    CHECK(best > 0.95);
  }
  CHECK(trained(Task::WhoDidIt, PositionScheme::None).testAccuracy(1) <= 0.5);
}

TEST_CASE("the same seed gives the same curve; a golden number pins it across builds",
          "[train][trainer]") {
  TrainSettings s = settingsFor(Task::WhoDidIt, PositionScheme::Rope);
  Trainer a(s), b(s);
  double lossA = 0.0, lossB = 0.0;
  for (int k = 0; k < 100; ++k) {
    lossA = a.step();
    lossB = b.step();
    REQUIRE(lossA == lossB);
  }
  // Printed (%.17g) from the native Release build; the WebAssembly suite must agree to 1e-6.
  CHECK(lossA == Approx(kGoldenLossAfter100).margin(test::kGolden));
}

TEST_CASE("no test sentence is a training sentence; the few shortest ones are counted",
          "[train][trainer]") {
  for (Task task : {Task::WhoDidIt, Task::PreviousToken}) {
    const Trainer& t = trained(task, PositionScheme::None);
    std::set<std::vector<int>> seen;
    for (const Example& e : t.trainingSet()) seen.insert(e.tokens);
    for (double factor : kLengthFactors) {
      const auto& set = t.testSet(factor);
      CHECK(set.size() >= 100);  // the rejection never starves a set
      for (const Example& e : set) CHECK(seen.count(e.tokens) == 0);
    }
    const int shortest = trainingLengths(task).shortest;
    CHECK(t.distinctTrainingSentences(shortest) > 0);
    CHECK(t.distinctTrainingSentences(shortest) <= distinctSentences(task, shortest));
  }
  // Who-did-it: most of the 120 five-token sentences are in a training set of 512 (85 at seed 1).
  CHECK(trained(Task::WhoDidIt, PositionScheme::None).distinctTrainingSentences(5) > 80);
}

TEST_CASE("with the causal mask and no position, a model learns who did it (Haviv et al. 2022)",
          "[train][trainer]") {
  // The mask alone carries order: token i averages over i + 1 tokens, so the outputs differ by
  // place. Without the mask the same model stays at the order-blind ceiling (the case above).
  TrainSettings s = settingsFor(Task::WhoDidIt, PositionScheme::None);
  s.model.causal = true;
  Trainer trainer(s);
  for (int k = 0; k < kTableSteps; ++k) trainer.step();
  INFO("no position, causal mask: " << trainer.testAccuracy(1));
  CHECK(trainer.testAccuracy(1) > 0.9);
}

TEST_CASE("a copied trainer continues the same curve; fine-tuning changes only the data",
          "[train][trainer]") {
  TrainSettings s = settingsFor(Task::PreviousToken, PositionScheme::Rope);
  Trainer a(s);
  for (int k = 0; k < 20; ++k) a.step();
  Trainer b = a;
  for (int k = 0; k < 5; ++k) REQUIRE(a.step() == b.step());
  CHECK(b.longestTrainingSentence() == 8);
  b.trainAt(2);
  CHECK(b.longestTrainingSentence() > 8);
  CHECK(b.longestTrainingSentence() <= 16);
  for (const Example& e : b.trainingSet())
    CHECK((e.tokens.size() >= 8 && e.tokens.size() <= 16));
  std::set<std::vector<int>> tested;
  for (double factor : kLengthFactors)
    for (const Example& e : b.testSet(factor)) tested.insert(e.tokens);
  for (const Example& e : b.trainingSet()) CHECK(tested.count(e.tokens) == 0);
  b.step();
  CHECK(b.steps() == a.steps() + 1);
}
