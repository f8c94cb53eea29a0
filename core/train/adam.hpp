#pragma once
// Adam (Kingma and Ba 2015), with the bias-corrected moments of the paper's Algorithm 1.
#include "model.hpp"

namespace posattn::train {

struct AdamSettings {
  double learningRate = 0.01;
  double beta1 = 0.9;
  double beta2 = 0.999;
  double epsilon = 1e-8;
};

struct AdamState {
  Parameters firstMoment, secondMoment;  // same shapes as the parameters
  int steps = 0;
};

AdamState initAdam(const Parameters& parameters);
// One update from `gradient`. A number that never gets a gradient (a learned-table row beyond the
// training lengths) never moves.
void adamStep(Parameters& parameters, const Parameters& gradient, AdamState& state,
              const AdamSettings& settings);

}  // namespace posattn::train
