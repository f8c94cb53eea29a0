#include "settings.hpp"

#include "core/schemes.hpp"

namespace posattn::train {

// validateModelSettings (model.hpp) lives here, beside validateTrainSettings: both are cold code
// in the first download (the analysis module reads trained models), optimised for size.
Message validateModelSettings(const ModelSettings& s) {
  const PositionSettings& p = s.position;
  if (s.heads < 1 || s.heads > 8) return say("heads-out-of-range").with("min", 1).with("max", 8);
  if (s.width < 4 || s.width > kMaxTrainWidth) return say("width-out-of-range").with("min", 4).with("max", kMaxTrainWidth);
  if (s.width % s.heads != 0) return say("width-not-divisible").with("width", s.width).with("heads", s.heads);
  const bool rotates = schemeOperations(p.scheme).rotatesQueriesAndKeys;
  if (rotates && (s.width / s.heads) % 2 != 0)
    return say("rope-odd-head-width").with("width", s.width).with("heads", s.heads).with("headWidth", s.width / s.heads);
  if (s.layers < 1 || s.layers > kMaxTrainLayers) return say("layers-out-of-range").with("min", 1).with("max", kMaxTrainLayers);
  // The parameters' ranges are the registry's (core/schemes.hpp).
  if (Message problem = parameterProblem(p); !problem.empty()) return problem;
  if (!(p.ropeFactor >= 1.0 && p.ropeFactor <= 16.0)) return say("rope-factor-out-of-range").with("min", 1).with("max", 16);
  if (p.ropeScaling != RopeScaling::None && !rotates) return say("rope-scaling-not-rope");
  return {};
}

Message validateTrainSettings(const TrainSettings& s) {
  if (Message problem = validateModelSettings(s.model); !problem.empty()) return problem;
  if (!(s.adam.learningRate > 0.0 && s.adam.learningRate <= 1.0)) return say("learning-rate-out-of-range").with("max", 1);
  if (s.batchSize < 1 || s.batchSize > 256) return say("batch-size-out-of-range").with("min", 1).with("max", 256);
  if (s.trainExamples < 1 || s.trainExamples > 10000)
    return say("train-examples-out-of-range").with("min", 1).with("max", 10000);
  if (s.testExamples < 1 || s.testExamples > 2000) return say("test-examples-out-of-range").with("min", 1).with("max", 2000);
  return {};
}

}  // namespace posattn::train
