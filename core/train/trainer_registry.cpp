#include "trainer_registry.hpp"

#include <algorithm>
#include <cmath>

#include "model_input.hpp"

namespace posattn::train {

int TrainerRegistry::add(std::unique_ptr<Trainer> trainer, Message& problem) {
  if (size() >= kMaxTrainers) {
    problem = say("too-many-trainers", "limit", kMaxTrainers);
    return 0;
  }
  const int id = nextId_++;
  trainers_[id] = std::move(trainer);
  return id;
}

Trainer* TrainerRegistry::find(int id) const {
  const auto found = trainers_.find(id);
  return found == trainers_.end() ? nullptr : found->second.get();
}

bool TrainerRegistry::release(int id) { return trainers_.erase(id) > 0; }

double testWork(const Trainer& trainer, double lengthFactor) {
  const TrainSettings& s = trainer.settings();
  return evaluationWork(s, trainer.testSet(lengthFactor).size(), scaledLengths(s.model.task, lengthFactor).longest);
}

Message checkStepCount(const Trainer& trainer, long long count, double otherWork) {
  // One call's work is bounded, not just its steps: at the largest settings a step takes ~0.1 s.
  const double work = stepWork(trainer.settings(), std::max(1, trainer.longestTrainingSentence()));
  const auto most = static_cast<long long>(std::max(0.0, kMaxWorkPerCall - otherWork) / work);
  if (count > most) return say("too-many-steps", "steps", count, "most", most);
  return {};
}

Message runSteps(Trainer& trainer, long long count, std::vector<double>& losses) {
  if (count > 0 && trainer.trainingSet().empty()) return say("no-training-sentences");
  losses.reserve(losses.size() + static_cast<std::size_t>(std::max(0LL, count)));
  for (long long k = 0; k < count; ++k) {
    losses.push_back(trainer.step());
    if (!std::isfinite(losses.back())) return say("training-diverged", "step", trainer.steps());
  }
  return {};
}

}  // namespace posattn::train
