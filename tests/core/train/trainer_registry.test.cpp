#include <catch2/catch.hpp>

#include <memory>
#include <vector>

#include "core/train/model_input.hpp"
#include "core/train/trainer_registry.hpp"

using namespace posattn;
using namespace posattn::train;

namespace {
TrainSettings smallSettings() {
  TrainSettings s;
  s.trainExamples = 20;
  s.testExamples = 10;
  return s;
}
}  // namespace

TEST_CASE("trainer registry: ids from 1, never reused, a limit, release", "[train][registry]") {
  TrainerRegistry registry;
  Message problem;
  const int first = registry.add(std::make_unique<Trainer>(smallSettings()), problem);
  const int second = registry.add(std::make_unique<Trainer>(smallSettings()), problem);
  CHECK(problem.empty());
  CHECK(first == 1);
  CHECK(second == 2);
  CHECK(registry.find(first) != nullptr);
  CHECK(registry.find(3) == nullptr);
  CHECK(registry.release(first));
  CHECK_FALSE(registry.release(first));
  CHECK(registry.find(first) == nullptr);
  CHECK(registry.add(std::make_unique<Trainer>(smallSettings()), problem) == 3);
  while (registry.size() < kMaxTrainers) REQUIRE(registry.add(std::make_unique<Trainer>(smallSettings()), problem) > 0);
  CHECK(registry.add(std::make_unique<Trainer>(smallSettings()), problem) == 0);
  CHECK(problem.code == "too-many-trainers");
}

TEST_CASE("step budget: a call's steps and evaluation stay within the work bound", "[train][registry]") {
  Trainer trainer(smallSettings());
  const double step = stepWork(trainer.settings(), trainer.longestTrainingSentence());
  const auto most = static_cast<long long>(kMaxWorkPerCall / step);
  CHECK(checkStepCount(trainer, 0, 0.0).empty());
  CHECK(checkStepCount(trainer, std::min<long long>(most, kMaxStepsPerCall), 0.0).empty());
  // Other work in the same call leaves fewer steps; all of the bound leaves none.
  const Message refused = checkStepCount(trainer, 1, kMaxWorkPerCall);
  CHECK(refused.code == "too-many-steps");
  REQUIRE(refused.arg("most") != nullptr);
  CHECK(refused.arg("most")->number == 0);
  CHECK(testWork(trainer, 1) > 0.0);

  std::vector<double> losses;
  CHECK(runSteps(trainer, 3, losses).empty());
  CHECK(losses.size() == 3);
  CHECK(trainer.steps() == 3);
}
