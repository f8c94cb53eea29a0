#include <catch2/catch.hpp>

#include <cmath>

#include "core/train/adam.hpp"

using namespace posattn;
using namespace posattn::train;

TEST_CASE("Adam's first step moves each number by the learning rate against its gradient",
          "[train][adam]") {
  ModelSettings settings;
  settings.position.scheme = PositionScheme::Learned;
  Model model = initModel(settings);
  const Parameters before = model.parameters;
  Parameters gradient = zerosLike(model.parameters);
  gradient.embedding(0, 0) = 3.0;
  gradient.embedding(1, 2) = -0.002;
  AdamState state = initAdam(model.parameters);
  AdamSettings adam;
  adamStep(model.parameters, gradient, state, adam);
  // Bias correction makes the first step m/sqrt(v) = g/|g| (up to epsilon).
  CHECK(model.parameters.embedding(0, 0) - before.embedding(0, 0) == Approx(-adam.learningRate).epsilon(1e-5));
  CHECK(model.parameters.embedding(1, 2) - before.embedding(1, 2) == Approx(adam.learningRate).epsilon(1e-4));
  // Numbers without a gradient (here: every learned-table row) do not move.
  CHECK(model.parameters.positionTable == before.positionTable);
  CHECK(model.parameters.embedding(2, 0) == before.embedding(2, 0));
  CHECK(state.steps == 1);
}
