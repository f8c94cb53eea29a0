#pragma once
// Training as a sequence of steps a caller can pause between: fixed seeded data, seeded batches,
// Adam. The same settings give the same curve in every build while the run learns; a run that never
// learns (its loss stays flat) can drift apart between builds after several hundred steps, since
// tiny rounding differences are then not damped out.
#include <cstdint>
#include <string>
#include <vector>

#include "adam.hpp"
#include "model.hpp"
#include "settings.hpp"
#include "tasks.hpp"

namespace posattn::train {

// The length factors the curves report: the training lengths, then 1.5 to 8 times as long (8x of
// the longest training sentence, 64 tokens, is the learned table's last row).
inline constexpr double kLengthFactors[] = {1, 1.5, 2, 3, 4, 8};
inline constexpr int kLengthFactorCount = 6;

class Trainer {
 public:
  explicit Trainer(const TrainSettings& settings);  // settings must validate

  // One Adam step on one seeded batch; returns the batch's mean loss.
  double step();
  int steps() const { return adam_.steps; }

  // Accuracy on the held-out set at one of kLengthFactors times the training lengths.
  double testAccuracy(double lengthFactor) const;
  // Mean loss over the held-out set at training lengths.
  double testLoss() const;

  const Model& model() const { return model_; }
  Model& model() { return model_; }  // import replaces the weights (shapes must match)
  const TrainSettings& settings() const { return settings_; }
  const std::vector<Example>& trainingSet() const { return train_; }
  const std::vector<Example>& testSet(double lengthFactor) const;
  // How many different sentences of `length` tokens the training set holds (the test sets hold
  // none of them).
  int distinctTrainingSentences(int length) const;
  // The longest sentence training draws from now (the task's longest, or longer after trainAt).
  int longestTrainingSentence() const;

  // Fine-tuning: from now on, train on a fresh seeded set at `lengthFactor` times the training
  // lengths (none of it in a test set); the weights and Adam's moments carry on.
  void trainAt(double lengthFactor);

 private:
  TrainSettings settings_;
  Model model_;
  AdamState adam_;
  std::vector<Example> train_;
  std::vector<std::vector<Example>> tests_;  // one per length factor
  std::uint64_t batchSeed_;
};

}  // namespace posattn::train
