#pragma once
// Adam (Kingma and Ba 2015, Algorithm 1, with its bias corrections), the one update every trainer
// runs: the Train panel's models (core/train/adam.cpp, in double) and the English models
// (core/lm/training.cpp, in float).
#include <cmath>
#include <cstddef>

namespace posattn {

struct AdamCoefficients {
  double beta1 = 0.9;
  double beta2 = 0.999;
  double epsilon = 1e-8;
};

// Step `step` (1 for the first) of Adam at learning rate `rate` over `count` numbers: each gradient
// is scaled by `scale` first (1, or the clipping's shrink), then the moments move and the value
// takes rate / (1 - beta1^step) * m / (sqrt(v) / sqrt(1 - beta2^step) + epsilon). A number whose
// gradient is always 0 never moves.
template <typename T>
void adamUpdate(T* values, T* first, T* second, const T* gradient, std::size_t count, int step, double rate,
                const AdamCoefficients& c, T scale = T(1)) {
  const double correction1 = 1.0 - std::pow(c.beta1, step);
  const double correction2 = 1.0 - std::pow(c.beta2, step);
  const auto b1 = static_cast<T>(c.beta1), b2 = static_cast<T>(c.beta2), eps = static_cast<T>(c.epsilon);
  const auto stepSize = static_cast<T>(rate / correction1);
  const auto root2 = static_cast<T>(std::sqrt(correction2));
  for (std::size_t i = 0; i < count; ++i) {
    const T g = gradient[i] * scale;
    first[i] = b1 * first[i] + (1 - b1) * g;
    second[i] = b2 * second[i] + (1 - b2) * g * g;
    values[i] -= stepSize * first[i] / (std::sqrt(second[i]) / root2 + eps);
  }
}

}  // namespace posattn
