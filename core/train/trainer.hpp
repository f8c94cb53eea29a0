#pragma once
// Training as a sequence of steps a caller can pause between: fixed seeded data, seeded batches,
// Adam. The same settings give the same curve in every build.
#include <cstdint>
#include <string>
#include <vector>

#include "adam.hpp"
#include "model.hpp"
#include "settings.hpp"
#include "tasks.hpp"

namespace posattn::train {

// The length factors the table reports: training lengths, twice and four times as long.
inline constexpr int kLengthFactors[] = {1, 2, 4};

class Trainer {
 public:
  explicit Trainer(const TrainSettings& settings);  // settings must validate

  // One Adam step on one seeded batch; returns the batch's mean loss.
  double step();
  int steps() const { return adam_.steps; }

  // Accuracy on the held-out set at 1x, 2x or 4x the training lengths.
  double testAccuracy(int lengthFactor) const;
  // Mean loss over the held-out set at training lengths.
  double testLoss() const;

  const Model& model() const { return model_; }
  Model& model() { return model_; }  // import replaces the weights (shapes must match)
  const TrainSettings& settings() const { return settings_; }
  const std::vector<Example>& trainingSet() const { return train_; }
  const std::vector<Example>& testSet(int lengthFactor) const;

 private:
  TrainSettings settings_;
  Model model_;
  AdamState adam_;
  std::vector<Example> train_;
  std::vector<std::vector<Example>> tests_;  // one per length factor
  std::uint64_t batchSeed_;
};

}  // namespace posattn::train
