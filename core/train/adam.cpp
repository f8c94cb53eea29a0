#include "adam.hpp"

#include <cmath>

namespace posattn::train {

AdamState initAdam(const Parameters& parameters) {
  return {zerosLike(parameters), zerosLike(parameters), 0};
}

void adamStep(Parameters& parameters, const Parameters& gradient, AdamState& state,
              const AdamSettings& a) {
  state.steps += 1;
  const double correction1 = 1.0 - std::pow(a.beta1, state.steps);
  const double correction2 = 1.0 - std::pow(a.beta2, state.steps);
  auto values = parameterGroups(parameters);
  Parameters gradientCopy = gradient;  // parameterGroups hands out mutable views
  auto grads = parameterGroups(gradientCopy);
  auto first = parameterGroups(state.firstMoment);
  auto second = parameterGroups(state.secondMoment);
  for (std::size_t k = 0; k < values.size(); ++k) {
    Matrix& m = *first[k].values;
    Matrix& v = *second[k].values;
    const Matrix& g = *grads[k].values;
    m = a.beta1 * m + (1.0 - a.beta1) * g;
    v = a.beta2 * v + (1.0 - a.beta2) * g.cwiseProduct(g);
    const Matrix step = (m / correction1).array() /
                        ((v / correction2).array().sqrt() + a.epsilon);
    *values[k].values -= a.learningRate * step;
  }
}

}  // namespace posattn::train
