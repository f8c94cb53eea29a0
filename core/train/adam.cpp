#include "adam.hpp"

#include "core/adam.hpp"

namespace posattn::train {

AdamState initAdam(const Parameters& parameters) {
  return {zerosLike(parameters), zerosLike(parameters), 0};
}

void adamStep(Parameters& parameters, const Parameters& gradient, AdamState& state,
              const AdamSettings& a) {
  state.steps += 1;
  auto values = parameterGroups(parameters);
  Parameters gradientCopy = gradient;  // parameterGroups hands out mutable views
  auto grads = parameterGroups(gradientCopy);
  auto first = parameterGroups(state.firstMoment);
  auto second = parameterGroups(state.secondMoment);
  for (std::size_t k = 0; k < values.size(); ++k)
    adamUpdate(values[k].values->data(), first[k].values->data(), second[k].values->data(), grads[k].values->data(),
               static_cast<std::size_t>(values[k].values->size()), state.steps, a.learningRate,
               AdamCoefficients{a.beta1, a.beta2, a.epsilon});
}

}  // namespace posattn::train
