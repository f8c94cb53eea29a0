#include <catch2/catch.hpp>

#include "core/lm/model.hpp"
#include "fixtures.hpp"

using namespace posattn;
using namespace posattn::lm;

TEST_CASE("lm model: widened codes compute what the narrower model computes, and their new columns learn") {
  for (PositionScheme scheme : {PositionScheme::Rope, PositionScheme::T5}) {
    const LmModel<double> narrow = test::tinyModel<double>(scheme, 5, true);
    LmModel<double> wide = narrow;
    wide.shape.outputRank = narrow.shape.outputRank + 4;
    const LmWeights<double> seeded = initialWeights<double>(wide.shape, 9);
    wide.weights = widenedCodes(narrow.weights, seeded);
    REQUIRE(wide.weights.wordCodes.cols() == wide.shape.outputRank);
    REQUIRE(wide.weights.codeInput.rows() == wide.shape.outputRank);
    const std::vector<int> ids = {3, 20, maskId(narrow.shape), 11, 5};
    const Mat<double> a = wordLogits(narrow, encode(narrow, ids), {2});
    const Mat<double> b = wordLogits(wide, encode(wide, ids), {2});
    CHECK((a - b).cwiseAbs().maxCoeff() < 1e-12);
    // The new readout columns start as seeded, not at zero, so the new codes get a gradient.
    CHECK(wide.weights.codeTransform.rightCols(4).cwiseAbs().maxCoeff() > 0);
  }
}
