#include <catch2/catch.hpp>

#include "core/lm/model.hpp"
#include "core/positional.hpp"
#include "fixtures.hpp"
#include "messages.hpp"

using namespace posattn;
using namespace posattn::lm;
using posattn::test::shown;

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

TEST_CASE("lm model: a grown model (wider MLP, more blocks, wider codes) computes what the smaller one computes, and its new parts learn") {
  for (PositionScheme scheme : {PositionScheme::Rope, PositionScheme::T5, PositionScheme::Learned}) {
    const LmModel<double> small = test::tinyModel<double>(scheme, 5, true);
    LmModel<double> grown = small;
    grown.shape.hidden = small.shape.hidden * 2;
    grown.shape.layers = small.shape.layers + 1;
    grown.shape.outputRank = small.shape.outputRank + 4;
    REQUIRE(validateShape(grown.shape).empty());
    grown.weights = grownWeights(small.weights, initialWeights<double>(grown.shape, 9));
    const auto shapes = expectedGroupShapes(grown.shape);
    const auto groups = weightGroups(grown.weights);
    REQUIRE(groups.size() == shapes.size());
    for (std::size_t g = 0; g < groups.size(); ++g) {
      CHECK(groups[g].second->rows() == shapes[g].second.first);
      CHECK(groups[g].second->cols() == shapes[g].second.second);
    }
    const std::vector<int> ids = {3, 20, maskId(small.shape), 11, 5};
    const Mat<double> a = wordLogits(small, encode(small, ids), {2});
    const Mat<double> b = wordLogits(grown, encode(grown, ids), {2});
    CHECK((a - b).cwiseAbs().maxCoeff() < 1e-12);
    // The new units' and the new block's inputs start as seeded, not at zero: their outputs get a gradient.
    const LmLayer<double>& first = grown.weights.layers.front();
    CHECK(first.up.rightCols(small.shape.hidden).cwiseAbs().maxCoeff() > 0);
    CHECK(first.down.bottomRows(small.shape.hidden).cwiseAbs().maxCoeff() == 0);
    CHECK(grown.weights.layers.back().query.cwiseAbs().maxCoeff() > 0);
  }
}

namespace {
// Row i of a, against row n - 1 - i of b: the largest difference.
double mirroredDifference(const Mat<double>& a, const Mat<double>& b) {
  return (a - b.colwise().reverse()).cwiseAbs().maxCoeff();
}
}  // namespace

// ALiBi's bias, -slope * |i - j|, survives a reversal of the sentence; so does a model that reads
// it with every head on both sides. Heads that read one side each turn into their mirror images
// under a reversal: the model whose even heads read left, given a reversed sentence, computes
// what the model whose even heads read right computes on the sentence, mirrored. Only the sides
// tell left from right.
TEST_CASE("lm model: ALiBi's mirror symmetry, with heads on both sides and with heads on one side each") {
  const std::vector<int> sentence = {3, 20, 7, 11, 5, 9, 14};
  const std::vector<int> reversed(sentence.rbegin(), sentence.rend());
  LmModel<double> both = test::tinyModel<double>(PositionScheme::Alibi);
  CHECK(mirroredDifference(encode(both, sentence).finalNorm.out, encode(both, reversed).finalNorm.out) < 1e-12);
  LmModel<double> left = both, right = both;
  left.shape.headSides = LmHeadSides::EvenHeadsLeft;
  right.shape.headSides = LmHeadSides::EvenHeadsRight;
  const LmPass<double> leftPass = encode(left, sentence);
  CHECK(mirroredDifference(leftPass.finalNorm.out, encode(right, reversed).finalNorm.out) < 1e-12);
  CHECK(mirroredDifference(leftPass.finalNorm.out, encode(left, reversed).finalNorm.out) > 1e-3);
  // Each head's weights: rows of 1, nothing on the side it does not read, its own word always read.
  const int n = static_cast<int>(sentence.size());
  for (const LmLayerPass<double>& layer : leftPass.layers)
    for (int h = 0; h < left.shape.heads; ++h) {
      const Mat<double>& weights = layer.weights[static_cast<std::size_t>(h)];
      for (int i = 0; i < n; ++i) {
        CHECK(std::abs(weights.row(i).sum() - 1.0) < 1e-12);
        CHECK(weights(i, i) > 0);
        for (int j = 0; j < n; ++j)
          CHECK((weights(i, j) == 0.0) == (h % 2 == 0 ? j > i : j < i));
      }
    }
}

// Mirrored pairs: heads 1 and 2 read opposite sides with one slope (the steepest), 3 and 4 the
// next. So a pair's second head, given its first head's query and key, is that head in a mirror:
// on the first layer (ALiBi adds nothing to the words) its weights on a sentence are the first
// head's on the reversed sentence, rows and columns reversed. With the paper's slope per head
// (EvenHeadsLeft) the second head's gentler slope breaks that.
TEST_CASE("lm model: heads in mirrored pairs share a slope, and a pair's second head is its first in a mirror") {
  LmShape four = test::tinyShape(PositionScheme::Alibi);
  four.heads = 4;
  four.headSides = LmHeadSides::MirroredPairs;
  CHECK(validateShape(four).empty());
  const std::vector<double> schedule = alibiSlopes(4);
  CHECK(lmHeadSlopes(four) == std::vector<double>{schedule[0], schedule[0], schedule[1], schedule[1]});
  four.headSides = LmHeadSides::EvenHeadsLeft;
  CHECK(lmHeadSlopes(four) == schedule);
  CHECK(lmHeadSlopes(test::tinyShape(PositionScheme::T5)).empty());
  LmShape odd = test::tinyShape(PositionScheme::Alibi);
  odd.width = 12;
  odd.heads = 3;
  odd.headSides = LmHeadSides::MirroredPairs;
  CHECK(shown(validateShape(odd)) == "lm-shape(rule: \"mirrored-pairs-odd-heads\")");
  odd.headSides = static_cast<LmHeadSides>(kLmHeadSidesLast + 1);
  CHECK(shown(validateShape(odd)) == "lm-shape(rule: \"headSides\")");

  const std::vector<int> sentence = {3, 20, 7, 11, 5, 9, 14};
  const std::vector<int> reversed(sentence.rbegin(), sentence.rend());
  for (LmHeadSides sides : {LmHeadSides::MirroredPairs, LmHeadSides::EvenHeadsLeft}) {
    LmModel<double> model = test::tinyModel<double>(PositionScheme::Alibi);
    model.shape.headSides = sides;
    const int dh = model.shape.width / model.shape.heads;
    LmLayer<double>& first = model.weights.layers[0];
    first.query.middleCols(dh, dh) = first.query.middleCols(0, dh);
    first.key.middleCols(dh, dh) = first.key.middleCols(0, dh);
    const Mat<double> second = encode(model, sentence).layers[0].weights[1];
    const Mat<double> firstReversed = encode(model, reversed).layers[0].weights[0];
    const double apart = (second - firstReversed.reverse()).cwiseAbs().maxCoeff();
    INFO(headSidesName(sides));
    if (sides == LmHeadSides::MirroredPairs) CHECK(apart < 1e-12);
    else CHECK(apart > 1e-3);
  }
}

TEST_CASE("lm model: heads that read one side belong to ALiBi alone") {
  for (PositionScheme scheme : {PositionScheme::None, PositionScheme::Sinusoidal, PositionScheme::Learned,
                                PositionScheme::Rope, PositionScheme::Alibi, PositionScheme::T5}) {
    LmShape shape = test::tinyShape(scheme);
    shape.headSides = LmHeadSides::EvenHeadsLeft;
    INFO(schemeName(scheme));
    CHECK(validateShape(shape).empty() == (scheme == PositionScheme::Alibi));
  }
}

TEST_CASE("lm model: the shape's base sets the sinusoids (and RoPE's turns); the page's range bounds it") {
  LmModel<double> model = test::tinyModel<double>(PositionScheme::Sinusoidal);
  const int n = 9;
  const Matrix slow = sinusoidalEncoding(0, n, model.shape.width, 10000.0);
  CHECK((addedPositions(model, n) - slow).cwiseAbs().maxCoeff() == 0.0);
  model.shape.base = 100;
  const Matrix added = addedPositions(model, n);
  CHECK((added - sinusoidalEncoding(0, n, model.shape.width, 100.0)).cwiseAbs().maxCoeff() == 0.0);
  CHECK((added - slow).cwiseAbs().maxCoeff() > 0.1);
  CHECK(positionSettings(model.shape).base == 100.0);
  LmShape rope = test::tinyShape(PositionScheme::Rope);
  rope.base = 100;
  CHECK(positionSettings(rope).base == 100.0);
  for (int base : {1, 10000001}) {
    LmShape shape = test::tinyShape(PositionScheme::Sinusoidal);
    shape.base = base;
    CHECK(shown(validateShape(shape)) == "lm-shape(rule: \"base\")");
  }
}

TEST_CASE("lm model: sized weights have every group's shape; zero weights are zero; a cast keeps every value") {
  for (PositionScheme scheme : {PositionScheme::Learned, PositionScheme::T5}) {
    const LmModel<float> model = test::tinyModel<float>(scheme, 5, true);
    LmWeights<float> sized = sizedWeights<float>(model.shape);
    LmWeights<float> zeros = zeroWeights<float>(model.shape);
    const auto shapes = expectedGroupShapes(model.shape);
    const auto sizedGroups = weightGroups(sized), zeroGroups = weightGroups(zeros);
    REQUIRE(sizedGroups.size() == shapes.size());  // codeInput listed too: it is sized, not empty
    REQUIRE(zeroGroups.size() == shapes.size());
    for (std::size_t g = 0; g < shapes.size(); ++g) {
      CHECK(sizedGroups[g].first == shapes[g].first);
      CHECK(sizedGroups[g].second->rows() == shapes[g].second.first);
      CHECK(sizedGroups[g].second->cols() == shapes[g].second.second);
      CHECK((zeroGroups[g].second->size() == 0 || zeroGroups[g].second->cwiseAbs().maxCoeff() == 0.0f));
    }
    // The page's reader casts a file's float weights straight to double (wasm/english_bindings.cpp).
    LmWeights<float> source = model.weights;
    const LmWeights<double> cast = castWeights<double>(model.shape, model.weights);
    const LmModel<double> whole = castModel<double>(model);
    auto from = weightGroups(source);
    auto to = weightGroups(const_cast<LmWeights<double>&>(cast));
    auto viaModel = weightGroups(const_cast<LmWeights<double>&>(whole.weights));
    REQUIRE(to.size() == from.size());
    for (std::size_t g = 0; g < from.size(); ++g) {
      CHECK(*to[g].second == from[g].second->cast<double>());
      CHECK(*to[g].second == *viaModel[g].second);
    }
    CHECK(whole.embedding == model.embedding.cast<double>());
  }
}
