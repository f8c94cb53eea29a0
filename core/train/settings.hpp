#pragma once
// Everything that fixes one training run. Kept apart from the trainer: an exported model carries
// these settings, and reading one back for the analysis must not link the trainer's code.
#include <cstdint>
#include <string>

#include "adam.hpp"
#include "model.hpp"

namespace posattn::train {

struct TrainSettings {
  ModelSettings model;
  AdamSettings adam;
  int batchSize = 16;
  int trainExamples = 512;
  int testExamples = 200;   // per length factor
  std::uint64_t dataSeed = 1;  // training and test sets, and the order of batches
};

// An empty message when a trainer can run these settings; otherwise what to change.
Message validateTrainSettings(const TrainSettings& settings);

}  // namespace posattn::train
