#pragma once
// The trainers a page holds open, by id, and how much one call may ask of them: the logic behind
// the Train module's bound functions (wasm/train_values.cpp only reads JavaScript values and calls
// these).
#include <map>
#include <memory>
#include <vector>

#include "core/message.hpp"
#include "trainer.hpp"

namespace posattn::train {

inline constexpr int kMaxTrainers = 160;  // the default run is every scheme x 2 masks x 3 seeds
inline constexpr int kMaxStepsPerCall = 10000;

class TrainerRegistry {
 public:
  // Keeps `trainer` under a new id (1, 2, ...; never reused); 0 and `problem` set when full.
  int add(std::unique_ptr<Trainer> trainer, Message& problem);
  Trainer* find(int id) const;  // nullptr for an id not held
  bool release(int id);         // false for an id not held
  int size() const { return static_cast<int>(trainers_.size()); }

 private:
  std::map<int, std::unique_ptr<Trainer>> trainers_;
  int nextId_ = 1;
};

// Measuring the held-out set at one length factor, in the units of kMaxWorkPerCall.
double testWork(const Trainer& trainer, double lengthFactor);
// Empty when `count` steps (read as 0..kMaxStepsPerCall), with `otherWork` (the call's evaluation), stay
// within one call's work; otherwise too-many-steps with the most that would. The step's cost
// follows the sentences training draws now, so fine-tuning on longer ones (trainAt) lowers it.
Message checkStepCount(const Trainer& trainer, long long count, double otherWork);
// `count` steps, their losses appended to `losses`; a loss that is not finite stops them
// (training-diverged), as does an empty training set.
Message runSteps(Trainer& trainer, long long count, std::vector<double>& losses);

}  // namespace posattn::train
