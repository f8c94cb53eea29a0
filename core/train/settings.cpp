#include "settings.hpp"

namespace posattn::train {

Message validateTrainSettings(const TrainSettings& s) {
  if (Message problem = validateModelSettings(s.model); !problem.empty()) return problem;
  if (!(s.adam.learningRate > 0.0 && s.adam.learningRate <= 1.0)) return say("learning-rate-out-of-range", "max", 1);
  if (s.batchSize < 1 || s.batchSize > 256) return say("batch-size-out-of-range", "min", 1, "max", 256);
  if (s.trainExamples < 1 || s.trainExamples > 10000)
    return say("train-examples-out-of-range", "min", 1, "max", 10000);
  if (s.testExamples < 1 || s.testExamples > 2000) return say("test-examples-out-of-range", "min", 1, "max", 2000);
  return {};
}

}  // namespace posattn::train
