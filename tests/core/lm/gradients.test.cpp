#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "core/lm/model.hpp"
#include "fixtures.hpp"

using namespace posattn;
using namespace posattn::lm;

// The hand-written backward pass against central differences, in double, for every group of every
// block (inputs, positions, T5 table, both layers' norms, attention and MLP, the readout), for each
// of the six schemes. Error per group: |analytic - numeric| / (|analytic| + |numeric|).
namespace {

constexpr double kStep = 1e-5;
constexpr double kMaxRelativeError = 1e-6;

const std::vector<int> kIds = {3, 21, 7, 20, 11, 21, 5};  // 20 unknown, 21 mask
// One plain target, one with a teacher's soft targets (distillation: 0.3 of it on words 2 and 4).
const std::vector<MaskedTarget> kTargets = {{1, 4, {{2, 0.2}, {4, 0.1}}}, {5, 9}};

double groupError(PositionScheme scheme, const std::string& wanted, bool& found, bool wordOptions = false,
                  LmHeadSides sides = LmHeadSides::Both, const LmDropout& dropout = {}) {
  LmModel<double> model = test::tinyModel<double>(scheme, 5, wordOptions);
  model.shape.headSides = sides;
  LmWeights<double> gradient = zeroWeights<double>(model.shape);
  accumulateGradient(model, kIds, kTargets, 0.5, gradient, dropout);
  auto groups = weightGroups(model.weights);
  auto analytic = weightGroups(gradient);
  for (std::size_t g = 0; g < groups.size(); ++g) {
    if (groups[g].first != wanted) continue;
    found = true;
    Mat<double>& values = *groups[g].second;
    Mat<double> numeric(values.rows(), values.cols());
    for (Eigen::Index i = 0; i < values.size(); ++i) {
      const double kept = values.data()[i];
      values.data()[i] = kept + kStep;
      const double up = maskedLoss(model, kIds, kTargets, 0.5, dropout);
      values.data()[i] = kept - kStep;
      const double down = maskedLoss(model, kIds, kTargets, 0.5, dropout);
      values.data()[i] = kept;
      numeric.data()[i] = (up - down) / (2 * kStep);
    }
    const double a = analytic[g].second->norm(), n = numeric.norm();
    if (a + n == 0) return 0;
    return (*analytic[g].second - numeric).norm() / (a + n);
  }
  return 0;
}

}  // namespace

TEST_CASE("lm: every gradient group matches central differences, every scheme") {
  for (PositionScheme scheme : {PositionScheme::None, PositionScheme::Sinusoidal, PositionScheme::Learned,
                                PositionScheme::Rope, PositionScheme::Alibi, PositionScheme::T5}) {
    for (const auto& [name, dims] : expectedGroupShapes(test::tinyShape(scheme, test::kTinyOutputRank))) {
      if (dims.first * dims.second == 0) continue;
      bool found = false;
      const double error = groupError(scheme, name, found);
      INFO(schemeName(scheme) << " " << name << " error " << error);
      CHECK(found);
      CHECK(error < kMaxRelativeError);
    }
  }
}

// A head that reads one side gives the other side weight 0: nothing flows there, and the rest
// still matches central differences.
TEST_CASE("lm: ALiBi with heads that read one side: every gradient group matches central differences") {
  for (LmHeadSides sides : {LmHeadSides::EvenHeadsLeft, LmHeadSides::EvenHeadsRight, LmHeadSides::MirroredPairs}) {
    for (const auto& [name, dims] : expectedGroupShapes(test::tinyShape(PositionScheme::Alibi, test::kTinyOutputRank))) {
      if (dims.first * dims.second == 0) continue;
      bool found = false;
      const double error = groupError(PositionScheme::Alibi, name, found, false, sides);
      INFO(static_cast<int>(sides) << " " << name << " error " << error);
      CHECK(found);
      CHECK(error < kMaxRelativeError);
    }
  }
}

// Training's dropout (the same elements dropped in every pass of one seed): still every group.
TEST_CASE("lm: with dropout, every gradient group matches central differences") {
  for (PositionScheme scheme : {PositionScheme::Learned, PositionScheme::Rope, PositionScheme::T5}) {
    for (const auto& [name, dims] : expectedGroupShapes(test::tinyShape(scheme, test::kTinyOutputRank))) {
      if (dims.first * dims.second == 0) continue;
      bool found = false;
      const double error = groupError(scheme, name, found, false, LmHeadSides::Both, LmDropout{0.3, 77});
      INFO(schemeName(scheme) << " " << name << " error " << error);
      CHECK(found);
      CHECK(error < kMaxRelativeError);
    }
  }
}

TEST_CASE("lm: dropout drops about its share, rescales the rest, and at rate 0 is the pass without it") {
  const LmModel<double> model = test::tinyModel<double>(PositionScheme::Rope, 5);
  const LmPass<double> plain = encode(model, kIds);
  const LmPass<double> none = encode(model, kIds, -1, LmDropout{0.0, 77});
  CHECK(none.output == plain.output);  // bit for bit
  CHECK(none.layers[0].keepAttention.size() == 0);
  const LmPass<double> dropped = encode(model, kIds, -1, LmDropout{0.25, 77});
  const LmPass<double> again = encode(model, kIds, -1, LmDropout{0.25, 77});
  CHECK(dropped.output == again.output);  // the seed decides
  CHECK(dropped.output != plain.output);
  long long zeros = 0, elements = 0;
  for (const auto& layer : dropped.layers)
    for (const Mat<double>* keep : {&layer.keepAttention, &layer.keepMlp}) {
      REQUIRE(keep->size() == static_cast<Eigen::Index>(kIds.size()) * model.shape.width);
      for (Eigen::Index i = 0; i < keep->size(); ++i) {
        const double k = keep->data()[i];
        CHECK((k == 0.0 || k == 1.0 / 0.75));
        zeros += k == 0.0;
      }
      elements += keep->size();
    }
  const double share = static_cast<double>(zeros) / static_cast<double>(elements);
  INFO("dropped " << zeros << " of " << elements);
  CHECK(share > 0.18);
  CHECK(share < 0.32);
}

TEST_CASE("lm: the trained word options' gradients (input codes, word deltas) match central differences") {
  for (PositionScheme scheme : {PositionScheme::None, PositionScheme::Rope, PositionScheme::Learned}) {
    for (const auto& [name, dims] : expectedGroupShapes(test::tinyShape(scheme, test::kTinyOutputRank, true))) {
      if (dims.first * dims.second == 0) continue;
      bool found = false;
      const double error = groupError(scheme, name, found, true);
      INFO(schemeName(scheme) << " " << name << " error " << error);
      CHECK(found);
      CHECK(error < kMaxRelativeError);
    }
  }
}

TEST_CASE("lm: layer norm and GELU derivatives match central differences") {
  Mat<double> x = seededMatrix(3, 3, 6, 1.5);
  const Mat<double> gain = seededMatrix(4, 1, 6, 1.0), bias = seededMatrix(5, 1, 6, 1.0);
  const Mat<double> upstream = seededMatrix(6, 3, 6, 1.0);
  Mat<double> dGain = Mat<double>::Zero(1, 6), dBias = Mat<double>::Zero(1, 6);
  const Mat<double> dx = layerNormBackward(layerNorm(x, gain, bias), gain, upstream, dGain, dBias);
  for (Eigen::Index i = 0; i < x.size(); ++i) {
    const double kept = x.data()[i];
    x.data()[i] = kept + kStep;
    const double up = (layerNorm(x, gain, bias).out.array() * upstream.array()).sum();
    x.data()[i] = kept - kStep;
    const double down = (layerNorm(x, gain, bias).out.array() * upstream.array()).sum();
    x.data()[i] = kept;
    CHECK(std::abs((up - down) / (2 * kStep) - dx.data()[i]) < 1e-8);
  }
  for (double u : {-3.0, -0.7, 0.0, 0.4, 2.5}) {
    const double numeric = (gelu(u + kStep) - gelu(u - kStep)) / (2 * kStep);
    CHECK(std::abs(numeric - geluDerivative(u)) < 1e-9);
  }
}
