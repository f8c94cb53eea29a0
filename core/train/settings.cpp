#include "settings.hpp"

namespace posattn::train {

std::string validateTrainSettings(const TrainSettings& s) {
  if (std::string problem = validateModelSettings(s.model); !problem.empty()) return problem;
  if (!(s.adam.learningRate > 0.0 && s.adam.learningRate <= 1.0))
    return "The learning rate must be above 0 and at most 1.";
  if (s.batchSize < 1 || s.batchSize > 256) return "The batch size must be between 1 and 256.";
  if (s.trainExamples < 1 || s.trainExamples > 10000)
    return "The training set must have between 1 and 10000 sentences.";
  if (s.testExamples < 1 || s.testExamples > 2000)
    return "Each test set must have between 1 and 2000 sentences.";
  return "";
}

}  // namespace posattn::train
