#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "core/designed_heads.hpp"
#include "core/embedding.hpp"
#include "core/limits.hpp"
#include "core/permutation.hpp"
#include "core/tokenizer.hpp"
#include "fixtures.hpp"
#include "messages.hpp"
#include "tolerance.hpp"

using namespace posattn;
using posattn::test::kAllSchemes;
using posattn::test::maxAbsDiff;
using posattn::test::smallSettings;

namespace {

// Every scheme that gives the previous-token head a position signal to work with.
constexpr PositionScheme kPositionalSchemes[] = {PositionScheme::Sinusoidal,
                                                 PositionScheme::Learned, PositionScheme::Rope,
                                                 PositionScheme::Alibi, PositionScheme::T5};

const std::string kCat = "The cat sat on the mat";
const std::string kLong = "A small dog ran after the red ball while two birds watched from a tree";
constexpr int kPrevious = 0, kSameWord = 1;  // order of AttentionTrace::designed

struct Pair {
  AttentionTrace original, reordered;
  Order order;
};

// The sentence as typed and shuffled, through the same weights.
Pair runShuffled(const std::string& text, const AttentionSettings& s, std::uint64_t shuffleSeed) {
  const auto tokens = tokenize(text, kMaxTokens).tokens;
  REQUIRE(!tokens.empty());
  const Matrix content = embedTokens(HashedEmbedder(s.seed), tokens, s.modelWidth);
  const AttentionWeights w = makeWeights(s);
  Pair pair;
  pair.order = seededShuffle(static_cast<int>(tokens.size()), shuffleSeed);
  pair.original = runAttention(content, s, w);
  pair.reordered = runAttention(reorderRows(content, pair.order), s, w);
  REQUIRE(pair.original.designed.size() == 2);
  return pair;
}

Eigen::Index argmaxOfRow(const Matrix& m, Eigen::Index row) {
  Eigen::Index best = 0;
  m.row(row).maxCoeff(&best);
  return best;
}

}  // namespace

TEST_CASE("The designed heads are labelled and read values from the token embeddings",
          "[designed]") {
  const Pair run = runShuffled(kCat, smallSettings(PositionScheme::Sinusoidal), 1);
  const auto& heads = run.original.designed;
  CHECK(test::shown(heads[kPrevious].label) == "previous-token-head");
  CHECK(test::shown(heads[kSameWord].label) == "same-word-head");
  for (const HeadTrace& h : heads) {
    CHECK(maxAbsDiff(h.output, h.weights * run.original.content) < test::kTight);
    CHECK(maxAbsDiff(h.scores, h.rawScores + h.bias) < test::kExact);
    CHECK(maxAbsDiff(h.weights.rowwise().sum(), Vector::Ones(6)) < test::kTight);
  }
}

TEST_CASE("The same-word head looks at content only", "[designed][same-word]") {
  SECTION("its weights move with the tokens under any shuffle, for every scheme") {
    for (PositionScheme scheme : kAllSchemes)
      for (std::uint64_t seed : {1ULL, 2ULL, 3ULL}) {
        CAPTURE(schemeName(scheme), seed);
        const Pair run = runShuffled(kLong, smallSettings(scheme), seed);
        CHECK(pairwiseEquivarianceError(run.original.designed[kSameWord].weights,
                                        run.reordered.designed[kSameWord].weights,
                                        run.order) < test::kTight);
      }
  }
  SECTION("the two \"the\" tokens attend to each other as much as to themselves") {
    for (PositionScheme scheme : kAllSchemes) {
      CAPTURE(schemeName(scheme));
      const Matrix w =
          runShuffled(kCat, smallSettings(scheme), 1).original.designed[kSameWord].weights;
      CHECK(w(0, 4) == Approx(w(4, 0)).margin(test::kExact));
      CHECK(w(0, 4) == Approx(w(0, 0)).margin(test::kExact));
      CHECK(w(4, 0) == Approx(w(4, 4)).margin(test::kExact));
      // ...and that is the largest weight either of them gives.
      CHECK(w.row(0).maxCoeff() == Approx(w(0, 4)).margin(test::kExact));
      CHECK(w.row(4).maxCoeff() == Approx(w(4, 0)).margin(test::kExact));
      CHECK(w(0, 4) > w(0, 1) + test::kVisible);
    }
  }
}

TEST_CASE("The previous-token head needs a position signal", "[designed][previous-token]") {
  SECTION("with a position scheme, token i attends most to token i - 1 (token 0 to itself)") {
    for (PositionScheme scheme : kPositionalSchemes)
      for (const std::string& text : {kCat, kLong})
        for (bool causal : {false, true}) {
          CAPTURE(schemeName(scheme), text, causal);
          const Pair run = runShuffled(text, smallSettings(scheme, causal), 1);
          const Matrix& w = run.original.designed[kPrevious].weights;
          CHECK(argmaxOfRow(w, 0) == 0);
          for (Eigen::Index i = 1; i < w.rows(); ++i) {
            CAPTURE(i);
            CHECK(argmaxOfRow(w, i) == i - 1);
          }
        }
  }
  SECTION("T5's causal bucketing, where every later slot shares bucket 0, still finds i - 1") {
    for (bool causal : {false, true}) {
      CAPTURE(causal);
      AttentionSettings s = smallSettings(PositionScheme::T5, causal);
      s.position.t5Bidirectional = false;
      // Keep the run alive: a reference into the temporary would dangle (ASan caught that).
      const Pair run = runShuffled(kLong, s, 1);
      const Matrix& w = run.original.designed[kPrevious].weights;
      for (Eigen::Index i = 1; i < w.rows(); ++i) {
        CAPTURE(i);
        CHECK(argmaxOfRow(w, i) == i - 1);
      }
    }
  }
  SECTION("calibrated by its margin: the runner-up gets e^-sharpness of the previous slot") {
    for (PositionScheme scheme : kPositionalSchemes)
      for (double sharpness : {2.0, 6.0}) {
        CAPTURE(schemeName(scheme), sharpness);
        AttentionSettings s = smallSettings(scheme);
        s.designedSharpness = sharpness;
        const Pair run = runShuffled(kLong, s, 1);
        const Matrix& w = run.original.designed[kPrevious].weights;
        for (Eigen::Index i = 1; i < w.rows(); ++i) {
          CAPTURE(i);
          Vector others = w.row(i).transpose();
          others(i - 1) = 0.0;
          CHECK(others.maxCoeff() / w(i, i - 1) == Approx(std::exp(-sharpness)).epsilon(1e-9));
        }
      }
  }
  SECTION("with a position scheme, shuffling the tokens changes its weights") {
    for (PositionScheme scheme : kPositionalSchemes) {
      CAPTURE(schemeName(scheme));
      const Pair run = runShuffled(kCat, smallSettings(scheme), 1);
      CHECK(pairwiseEquivarianceError(run.original.designed[kPrevious].weights,
                                      run.reordered.designed[kPrevious].weights,
                                      run.order) > test::kVisible);
    }
  }
  SECTION("with no position scheme it has nothing to go on: every weight is 1/n") {
    for (const std::string& text : {kCat, kLong}) {
      const Pair run = runShuffled(text, smallSettings(PositionScheme::None), 1);
      const Matrix& w = run.original.designed[kPrevious].weights;
      const double n = static_cast<double>(w.rows());
      CHECK(maxAbsDiff(w, Matrix::Constant(w.rows(), w.cols(), 1.0 / n)) < test::kExact);
    }
  }
}

TEST_CASE("positionKernel peaks where the two slots coincide", "[designed][previous-token]") {
  for (PositionScheme scheme : kPositionalSchemes) {
    CAPTURE(schemeName(scheme));
    const AttentionSettings s = smallSettings(scheme);
    const auto tokens = tokenize(kLong, kMaxTokens).tokens;
    const AttentionWeights w = makeWeights(s);
    const AttentionTrace trace =
        runAttention(embedTokens(HashedEmbedder(s.seed), tokens, s.modelWidth), s, w);
    const int n = static_cast<int>(tokens.size());
    for (int a = 0; a < n; ++a)
      for (int b = 0; b < n; ++b) {
        if (a == b) continue;
        CAPTURE(a, b);
        CHECK(positionKernel(trace, s, w, a, a) > positionKernel(trace, s, w, a, b));
      }
  }
}

TEST_CASE("slotKernel holds positionKernel for every pair of slots", "[designed][previous-token]") {
  const auto tokens = tokenize("A small dog ran after the red ball", kMaxTokens).tokens;
  for (PositionScheme scheme : kAllSchemes) {
    CAPTURE(schemeName(scheme));
    const AttentionSettings s = smallSettings(scheme);
    const AttentionWeights w = makeWeights(s);
    const AttentionTrace trace =
        runAttention(embedTokens(HashedEmbedder(s.seed), tokens, s.modelWidth), s, w);
    const Matrix kernel = slotKernel(trace.position, s, w);
    const int n = static_cast<int>(tokens.size());
    for (int a = 0; a < n; ++a)
      for (int b = 0; b < n; ++b) CHECK(kernel(a, b) == Approx(positionKernel(trace, s, w, a, b)).margin(test::kExact));
  }
}

TEST_CASE("slotKernel reads the slots alone; designed heads without intermediates keep their weights",
          "[designed]") {
  const auto tokens = tokenize("A small dog ran after the red ball", kMaxTokens).tokens;
  for (PositionScheme scheme : kAllSchemes) {
    CAPTURE(schemeName(scheme));
    const AttentionSettings s = smallSettings(scheme);
    const AttentionWeights w = makeWeights(s);
    const Matrix content = embedTokens(HashedEmbedder(s.seed), tokens, s.modelWidth);
    const AttentionTrace trace = runAttention(content, s, w);
    const Matrix kernel = slotKernel(trace.position, s, w);
    CHECK(kernel == slotPositions(s, w, static_cast<int>(tokens.size())).kernel);
    // Other tokens in the same slots: the same kernel.
    const AttentionTrace reordered = runAttention(reorderRows(content, seededShuffle(static_cast<int>(tokens.size()), 5)), s, w);
    CHECK(slotKernel(reordered.position, s, w) == kernel);

    const std::vector<HeadTrace>& full = trace.designed;  // traced with intermediates
    const auto lean = runDesignedHeads(trace, s, kernel, /*keepIntermediates=*/false);
    REQUIRE(lean.size() == full.size());
    for (std::size_t h = 0; h < full.size(); ++h) {
      CHECK(lean[h].label == full[h].label);
      CHECK(lean[h].weights == full[h].weights);
      CHECK(lean[h].output == full[h].output);
      CHECK(lean[h].scores.size() == 0);
      CHECK(lean[h].rawScores.size() == 0);
      CHECK(lean[h].bias.size() == 0);
    }
  }
}
