#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "core/train/model.hpp"
#include "fixtures.hpp"

using namespace posattn;
using namespace posattn::train;
using posattn::test::kAllSchemes;

// The hand-written backward pass against central finite differences, for every parameter group,
// every scheme, mask on and off, one layer and two, both tasks. The error of a group is
// |analytic - numeric| / (|analytic| + |numeric|) over the whole group (Euclidean norms): with
// h = 1e-5 the difference's own error is ~1e-10, so 1e-6 leaves room only for a real mistake.
namespace {

constexpr double kStep = 1e-5;
constexpr double kMaxRelativeError = 1e-6;

// Two sentences of different lengths, each weighted 1/2, as a batch of two.
double batchLoss(const Model& model, const std::vector<Example>& batch) {
  double total = 0.0;
  for (const Example& e : batch) total += 0.5 * exampleLoss(model, e);
  return total;
}

// Returns the largest relative error over the groups.
double checkGradients(Task task, PositionScheme scheme, bool causal, int layers,
                      RopeScaling scaling = RopeScaling::None, double factor = 1.0) {
  ModelSettings settings;
  settings.task = task;
  settings.position.scheme = scheme;
  settings.width = 8;
  settings.heads = 2;
  settings.layers = layers;
  settings.causal = causal;
  settings.seed = 11;
  settings.position.ropeScaling = scaling;
  settings.position.ropeFactor = factor;
  Model model = initModel(settings);
  // Start the T5 biases away from zero so their gradient path is exercised from a generic point.
  if (scheme == PositionScheme::T5)
    for (Eigen::Index k = 0; k < model.parameters.t5Table.size(); ++k)
      model.parameters.t5Table.data()[k] = 0.1 * std::sin(1.0 + static_cast<double>(k));
  const std::vector<Example> batch = {makeExample(task, 5, 3), makeExample(task, 7, 4)};

  Parameters analytic = zerosLike(model.parameters);
  for (const Example& e : batch) accumulateGradient(model, e, 0.5, analytic);

  double worst = 0.0;
  auto groups = parameterGroups(model.parameters);
  auto analyticGroups = parameterGroups(analytic);
  for (std::size_t g = 0; g < groups.size(); ++g) {
    Matrix& values = *groups[g].values;
    Matrix numeric = Matrix::Zero(values.rows(), values.cols());
    for (Eigen::Index k = 0; k < values.size(); ++k) {
      const double saved = values.data()[k];
      values.data()[k] = saved + kStep;
      const double above = batchLoss(model, batch);
      values.data()[k] = saved - kStep;
      const double below = batchLoss(model, batch);
      values.data()[k] = saved;
      numeric.data()[k] = (above - below) / (2 * kStep);
    }
    const Matrix& exact = *analyticGroups[g].values;
    const double scale = exact.norm() + numeric.norm();
    const double error = scale > 0 ? (exact - numeric).norm() / scale : 0.0;
    INFO(taskName(task) << " " << schemeName(scheme) << (causal ? " causal" : "") << " layers "
                        << layers << " group " << groups[g].name << ": relative error " << error
                        << ", gradient norm " << exact.norm());
    CHECK(error <= kMaxRelativeError);
    CHECK(exact.norm() > 0.0);  // every group takes part in the loss
    worst = std::max(worst, error);
  }
  return worst;
}

}  // namespace

TEST_CASE("the backward pass matches central differences", "[train][gradients]") {
  for (Task task : {Task::WhoDidIt, Task::PreviousToken}) {
    for (PositionScheme scheme : kAllSchemes) {
      double worst = 0.0;
      for (bool causal : {false, true})
        for (int layers : {1, 2}) worst = std::max(worst, checkGradients(task, scheme, causal, layers));
      std::printf("gradient check, %s, %s: largest relative error %.1e\n", taskName(task).c_str(),
                  schemeName(scheme).c_str(), worst);
    }
  }
}

TEST_CASE("the backward pass matches central differences for scaled RoPE", "[train][gradients]") {
  // Fine-tuning with position interpolation or NTK-aware scaling trains through the scaled angles.
  for (RopeScaling scaling : {RopeScaling::Interpolation, RopeScaling::Ntk})
    for (bool causal : {false, true})
      checkGradients(Task::PreviousToken, PositionScheme::Rope, causal, 1, scaling, 2.0);
}
