#include <catch2/catch.hpp>

#include <algorithm>
#include <climits>
#include <string>
#include <vector>

#include "core/analysis.hpp"
#include "core/designed_heads.hpp"
#include "core/limits.hpp"
#include "messages.hpp"
#include "tolerance.hpp"

using namespace posattn;
using posattn::test::maxAbsDiff;

namespace {

const std::string kCat = "The cat sat on the mat";

// A run's heads as the result counts them: the seeded ones, then the designed ones.
std::vector<const HeadTrace*> headsInOrder(const AttentionTrace& t) {
  std::vector<const HeadTrace*> out;
  for (const auto& h : t.heads) out.push_back(&h);
  for (const auto& h : t.designed) out.push_back(&h);
  return out;
}

AnalysisRequest request(const std::string& text, PositionScheme scheme, Order order = {},
                        bool causal = false) {
  AnalysisRequest r;
  r.text = text;
  r.order = std::move(order);
  r.settings.modelWidth = 32;
  r.settings.heads = 4;
  r.settings.causal = causal;
  r.settings.position.scheme = scheme;
  return r;
}

// A sentence of exactly `count` tokens, with repeated words, as a learner might type.
std::string sentenceOf(int count) {
  static const char* words[] = {"the", "cat", "sat", "on", "a", "mat", "and", "the", "dog",
                                "ran", "to", "it", "while", "birds", "sang"};
  std::string text;
  for (int i = 0; i < count; ++i) text += std::string(words[i % 15]) + " ";
  return text;
}

AnalysisResult analyzeOk(const AnalysisRequest& r) {
  AnalysisResult result = analyze(r);
  INFO(result.error);
  REQUIRE(result.ok());
  return result;
}

double maxOf(const std::vector<double>& v) {
  return v.empty() ? 0.0 : *std::max_element(v.begin(), v.end());
}

}  // namespace

TEST_CASE("analyze reports problems as values, with nothing else filled in",
          "[analysis][validation]") {
  // `expected`: the code, or the code with its arguments as test::shown writes them.
  const auto expectError = [](const AnalysisRequest& r, const std::string& expected) {
    const AnalysisResult result = analyze(r);
    CHECK_FALSE(result.ok());
    CHECK_THAT(test::shown(result.error), Catch::StartsWith(expected));
    CHECK(result.tokens.empty());
    CHECK(result.original.heads.empty());
    CHECK(result.comparison.displacement.empty());
  };
  SECTION("empty text") { expectError(request("", PositionScheme::None), "no-words"); }
  SECTION("65 tokens") {
    expectError(request(sentenceOf(kMaxTokens + 1), PositionScheme::None),
                "too-many-tokens(count: 65, limit: 64)");
  }
  SECTION("invalid UTF-8") { expectError(request("bad \xC0\xAF", PositionScheme::None), "invalid-utf8(at: 5)"); }
  SECTION("an order of the wrong length") {
    expectError(request(kCat, PositionScheme::None, {0, 1, 2}), "order-length(positions: 3, tokens: 6)");
  }
  SECTION("an order that repeats a token") {
    expectError(request(kCat, PositionScheme::None, {0, 1, 2, 3, 4, 4}), "order-not-permutation");
  }
  SECTION("RoPE with an odd head width") {
    AnalysisRequest r = request(kCat, PositionScheme::Rope);
    r.settings.modelWidth = 12;  // 4 heads of width 3
    expectError(r, "rope-odd-head-width(width: 12, heads: 4, headWidth: 3)");
  }
  SECTION("a shift of zero") {
    AnalysisRequest r = request(kCat, PositionScheme::None);
    r.shiftBy = 0;
    expectError(r, "shift-out-of-range(limit: 1024)");
  }
  SECTION("a shift or start position near INT_MAX is refused, never wrapped around") {
    AnalysisRequest r = request(kCat, PositionScheme::Sinusoidal);
    r.shiftBy = INT_MAX - 2;
    expectError(r, "shift-out-of-range");
    r.shiftBy = 5;
    r.settings.position.startPosition = INT_MAX - 2;
    expectError(r, "start-out-of-range");
  }
  SECTION("a detail head outside -1 to heads - 1") {
    for (int head : {-2, 4, INT_MAX, INT_MIN}) {
      CAPTURE(head);
      AnalysisRequest r = request(kCat, PositionScheme::Sinusoidal);
      r.parts.detailHead = head;
      expectError(r, "detail-head-out-of-range(max: 3, value: " + std::to_string(head) + ")");
    }
  }
  SECTION("a comparison head outside -1 to the last designed head") {
    for (int head : {-2, 6, INT_MAX, INT_MIN}) {
      CAPTURE(head);
      AnalysisRequest r = request(kCat, PositionScheme::Sinusoidal);
      r.parts.comparisonHead = head;
      expectError(r, "comparison-head-out-of-range(max: 5, value: " + std::to_string(head) + ")");
    }
    AnalysisRequest r = request(kCat, PositionScheme::Sinusoidal);
    r.settings.designedHeads = false;
    r.parts.comparisonHead = 4;
    expectError(r, "comparison-head-out-of-range(max: 3, value: 4)");
    r.parts.comparisonHead = 3;
    CHECK(analyze(r).ok());
  }
}

TEST_CASE("analyze carries tokens and order through", "[analysis]") {
  SECTION("the tokens are the tokenizer's") {
    const AnalysisResult result = analyzeOk(request("Hello, world!", PositionScheme::None));
    REQUIRE(result.tokens.size() == 4);
    CHECK(result.tokens[1].text == ",");
    CHECK(result.original.content.rows() == 4);
  }
  SECTION("no order means the original order") {
    const AnalysisResult result = analyzeOk(request(kCat, PositionScheme::Sinusoidal));
    CHECK(result.order == identityOrder(6));
    CHECK(result.comparison.outputError < test::kTight);  // the same run twice
  }
  SECTION("a given order is kept and applied to the content") {
    const Order order = {5, 2, 0, 4, 1, 3};
    const AnalysisResult result = analyzeOk(request(kCat, PositionScheme::Sinusoidal, order));
    CHECK(result.order == order);
    CHECK(maxAbsDiff(result.reordered.content, reorderRows(result.original.content, order)) == 0.0);
  }
  SECTION("per-head lists cover the seeded and the designed heads") {
    const AnalysisResult result =
        analyzeOk(request(kCat, PositionScheme::Alibi, {1, 0, 2, 3, 4, 5}));
    CHECK(result.comparison.headWeightErrors.size() == 6);
    CHECK(result.comparison.headOutputErrors.size() == 6);
    CHECK(result.comparison.alignedWeights.size() == 6);
    CHECK(result.shift.headWeightDifference.size() == 6);
    CHECK(result.alibiSlopes == alibiSlopes(4));
  }
}

TEST_CASE("Without position information attention is permutation-equivariant",
          "[analysis][equivariance]") {
  SECTION("every head and the combined output, for several lengths and shuffles") {
    for (int n : {2, 6, 17, 64})
      for (std::uint64_t seed : {1ULL, 2ULL, 3ULL}) {
        CAPTURE(n, seed);
        const AnalysisResult result =
            analyzeOk(request(sentenceOf(n), PositionScheme::None, seededShuffle(n, seed)));
        CHECK(result.comparison.outputError < test::kEquivariant);
        CHECK(maxOf(result.comparison.headWeightErrors) < test::kEquivariant);
        CHECK(maxOf(result.comparison.headOutputErrors) < test::kEquivariant);
        CHECK(result.comparison.equivariant());
        // The mean over tokens forgets the order altogether: invariant, not just equivariant.
        CHECK(result.comparison.meanOutputError < test::kEquivariant);
      }
  }
  SECTION("the aligned output equals the original output; displacement is ~0 per token") {
    const AnalysisResult result =
        analyzeOk(request(kCat, PositionScheme::None, {5, 2, 0, 4, 1, 3}));
    CHECK(maxAbsDiff(result.comparison.alignedOutput, result.original.output) < test::kTight);
    REQUIRE(result.comparison.displacement.size() == 6);
    CHECK(maxOf(result.comparison.displacement) < test::kTight);
  }
  SECTION("a repeated word gets the same output wherever it stands") {
    const AnalysisResult result = analyzeOk(request(kCat, PositionScheme::None));
    CHECK(maxAbsDiff(result.original.output.row(0), result.original.output.row(4)) < test::kExact);
  }
}

TEST_CASE("Position information breaks equivariance", "[analysis][equivariance]") {
  SECTION("every scheme gives a generic shuffle visibly different outputs") {
    for (PositionScheme scheme : {PositionScheme::Sinusoidal, PositionScheme::Learned,
                                  PositionScheme::Rope, PositionScheme::Alibi, PositionScheme::T5})
      for (std::uint64_t seed : {1ULL, 2ULL}) {
        CAPTURE(schemeName(scheme), seed);
        const AnalysisResult result = analyzeOk(request(kCat, scheme, seededShuffle(6, seed)));
        CHECK(result.comparison.outputError > test::kVisible);
        CHECK_FALSE(result.comparison.equivariant());
      }
  }
  SECTION("the causal mask alone, with no position scheme, breaks it") {
    const AnalysisResult result =
        analyzeOk(request(kCat, PositionScheme::None, seededShuffle(6, 1), /*causal=*/true));
    CHECK(result.comparison.outputError > test::kVisible);
  }
  SECTION("per-head weight differences are the aligned weights minus the original ones") {
    const AnalysisResult result =
        analyzeOk(request(kCat, PositionScheme::Rope, {5, 2, 0, 4, 1, 3}));
    const Comparison& c = result.comparison;
    REQUIRE(c.weightDifferences.size() == 6);
    for (std::size_t h = 0; h < 6; ++h) {
      CAPTURE(h);
      const Matrix& before = h < 4 ? result.original.heads[h].weights
                                   : result.original.designed[h - 4].weights;
      CHECK(maxAbsDiff(c.weightDifferences[h], c.alignedWeights[h] - before) < test::kExact);
      CHECK(c.weightDifferences[h].cwiseAbs().maxCoeff() ==
            Approx(c.headWeightErrors[h]).margin(test::kExact));
    }
    CHECK(c.meanOutputError > test::kVisible);
  }
  SECTION("the repeated word is told apart once positions are added") {
    const AnalysisResult result = analyzeOk(request(kCat, PositionScheme::Sinusoidal));
    CHECK(maxAbsDiff(result.original.output.row(0), result.original.output.row(4)) >
          test::kVisible);
  }
  SECTION("per-token displacement: one entry per token, all positive with sinusoidal") {
    const AnalysisResult result =
        analyzeOk(request(kCat, PositionScheme::Sinusoidal, {5, 2, 0, 4, 1, 3}));
    REQUIRE(result.comparison.displacement.size() == 6);
    for (std::size_t i = 0; i < 6; ++i) {
      CAPTURE(i);
      CHECK(result.comparison.displacement[i] > 0.0);
      CHECK(result.comparison.displacement[i] ==
            Approx(result.comparison.outputDifference.row(static_cast<Eigen::Index>(i)).norm()));
    }
    CHECK(maxOf(result.comparison.displacement) > test::kVisible);
  }
}

TEST_CASE("The shift test separates relative from absolute schemes", "[analysis][shift]") {
  SECTION("relative schemes (and none) give identical weights when the sentence moves") {
    for (PositionScheme scheme : {PositionScheme::None, PositionScheme::Rope,
                                  PositionScheme::Alibi, PositionScheme::T5})
      for (int shiftBy : {1, 5, 300}) {
        CAPTURE(schemeName(scheme), shiftBy);
        AnalysisRequest r = request(kCat, scheme);
        r.shiftBy = shiftBy;
        const AnalysisResult result = analyzeOk(r);
        CHECK(result.shift.shiftBy == shiftBy);
        CHECK(result.shift.maxWeightDifference < test::kTight);
        CHECK(result.shift.invariant());
      }
  }
  SECTION("absolute schemes change the weights when the sentence moves") {
    for (PositionScheme scheme : {PositionScheme::Sinusoidal, PositionScheme::Learned}) {
      CAPTURE(schemeName(scheme));
      const AnalysisResult result = analyzeOk(request(kCat, scheme));
      CHECK(result.shift.maxWeightDifference > test::kVisible);
      CHECK_FALSE(result.shift.invariant());
    }
  }
  SECTION("the maximum is over the seeded heads only") {
    // Faint learned positions barely move the seeded heads, but the previous-token head reads
    // them through a cosine, which ignores their scale: the designed head must not count.
    AnalysisRequest r = request(kCat, PositionScheme::Learned);
    r.settings.position.strength = 1e-4;
    r.settings.designedSharpness = 3.0;
    const AnalysisResult result = analyzeOk(r);
    const auto& d = result.shift.headWeightDifference;
    REQUIRE(d.size() == 6);
    CHECK(result.shift.maxWeightDifference == *std::max_element(d.begin(), d.begin() + 4));
    CHECK(d[4] > result.shift.maxWeightDifference + test::kVisible);
  }
}

TEST_CASE("The position view shows what each scheme contributes", "[analysis]") {
  SECTION("additive schemes show the added vectors") {
    const AnalysisResult result = analyzeOk(request(kCat, PositionScheme::Sinusoidal));
    CHECK(maxAbsDiff(result.positions.encoding, result.original.position) == 0.0);
  }
  SECTION("RoPE shows the rotation angle (p * theta_i) per pair") {
    const AnalysisResult result = analyzeOk(request(kCat, PositionScheme::Rope));
    REQUIRE(result.positions.encoding.rows() == 6);
    REQUIRE(result.positions.encoding.cols() == 4);  // head width 8
    for (int p = 0; p < 6; ++p)
      for (int i = 0; i < 4; ++i)
        CHECK(result.positions.encoding(p, i) == Approx(p * rotaryTheta(i, 8, 10000.0)));
  }
  SECTION("the similarity is n x n and peaks on the diagonal for a positional scheme") {
    const AnalysisResult result = analyzeOk(request(kCat, PositionScheme::Alibi));
    const Matrix& sim = result.positions.similarity;
    REQUIRE(sim.rows() == 6);
    REQUIRE(sim.cols() == 6);
    for (int a = 0; a < 6; ++a) CHECK(sim.row(a).maxCoeff() == sim(a, a));
  }
}

TEST_CASE("Only the parts asked for are computed, and they equal the full run's",
          "[analysis][parts]") {
  for (PositionScheme scheme : {PositionScheme::Sinusoidal, PositionScheme::Alibi}) {
    CAPTURE(schemeName(scheme));
    const AnalysisRequest full = request(kCat, scheme, seededShuffle(6, 3));
    const AnalysisResult all = analyzeOk(full);
    REQUIRE_FALSE(all.original.heads[0].decomposition.empty());
    REQUIRE(all.shift.headWeightDifference.size() == 6);
    REQUIRE(all.positions.similarity.size() > 0);

    SECTION("none of the optional parts: they stay empty, the comparison is unchanged") {
      AnalysisRequest r = full;
      r.parts = {/*decomposition=*/false, /*shift=*/false, /*positions=*/false};
      const AnalysisResult some = analyzeOk(r);
      for (const HeadTrace& h : some.original.heads) CHECK(h.decomposition.empty());
      CHECK(some.shift.headWeightDifference.empty());
      CHECK(some.shift.shiftBy == 0);
      CHECK(some.positions.encoding.size() == 0);
      CHECK(some.positions.similarity.size() == 0);
      CHECK(some.comparison.outputError == all.comparison.outputError);
      CHECK(some.comparison.headWeightErrors == all.comparison.headWeightErrors);
      CHECK(maxAbsDiff(some.original.output, all.original.output) == 0.0);
      CHECK(maxAbsDiff(some.reordered.output, all.reordered.output) == 0.0);
    }
    SECTION("each part alone equals the same part of the full run") {
      AnalysisRequest r = full;
      r.parts = {true, false, false};
      const AnalysisResult decomposition = analyzeOk(r);
      for (std::size_t h = 0; h < all.original.heads.size(); ++h) {
        const ScoreDecomposition& a = decomposition.original.heads[h].decomposition;
        const ScoreDecomposition& b = all.original.heads[h].decomposition;
        CHECK(maxAbsDiff(a.contentContent, b.contentContent) == 0.0);
        CHECK(maxAbsDiff(a.contentPosition, b.contentPosition) == 0.0);
        CHECK(maxAbsDiff(a.positionContent, b.positionContent) == 0.0);
        CHECK(maxAbsDiff(a.positionPosition, b.positionPosition) == 0.0);
      }
      r.parts = {false, true, false};
      const AnalysisResult shift = analyzeOk(r);
      CHECK(shift.shift.headWeightDifference == all.shift.headWeightDifference);
      CHECK(shift.shift.maxWeightDifference == all.shift.maxWeightDifference);
      CHECK(shift.shift.shiftBy == all.shift.shiftBy);
      r.parts = {false, false, true};
      const AnalysisResult positions = analyzeOk(r);
      CHECK(maxAbsDiff(positions.positions.similarity, all.positions.similarity) == 0.0);
      CHECK(positions.positions.encoding.size() == all.positions.encoding.size());
      if (all.positions.encoding.size() > 0)
        CHECK(maxAbsDiff(positions.positions.encoding, all.positions.encoding) == 0.0);
    }
    SECTION("without the intermediates, every head keeps exactly its weights and output") {
      AnalysisRequest r = full;
      r.parts.intermediates = false;
      const AnalysisResult lean = analyzeOk(r);
      const auto leanHeads = headsInOrder(lean.original), allHeads = headsInOrder(all.original);
      REQUIRE(leanHeads.size() == allHeads.size());
      for (std::size_t h = 0; h < leanHeads.size(); ++h) {
        CAPTURE(h);
        for (const Matrix* m : {&leanHeads[h]->query, &leanHeads[h]->key, &leanHeads[h]->value,
                                &leanHeads[h]->dotProducts, &leanHeads[h]->rawScores,
                                &leanHeads[h]->bias, &leanHeads[h]->scores})
          CHECK(m->size() == 0);
        CHECK(leanHeads[h]->label == allHeads[h]->label);
        CHECK(maxAbsDiff(leanHeads[h]->weights, allHeads[h]->weights) == 0.0);
        CHECK(maxAbsDiff(leanHeads[h]->output, allHeads[h]->output) == 0.0);
      }
      CHECK(maxAbsDiff(lean.original.output, all.original.output) == 0.0);
      CHECK(lean.original.content.size() == 0);
      CHECK(lean.reordered.input.size() == 0);
      CHECK(lean.comparison.headWeightErrors == all.comparison.headWeightErrors);
      CHECK(lean.shift.headWeightDifference == all.shift.headWeightDifference);
    }
    SECTION("with a detail head, only that head keeps its intermediates and score terms, equal to the full run's") {
      for (int detail : {0, 2, 3}) {
        CAPTURE(detail);
        AnalysisRequest r = full;
        r.parts.detailHead = detail;
        const AnalysisResult one = analyzeOk(r);
        REQUIRE(one.original.heads.size() == all.original.heads.size());
        for (std::size_t h = 0; h < one.original.heads.size(); ++h) {
          CAPTURE(h);
          const HeadTrace &mine = one.original.heads[h], &full_ = all.original.heads[h];
          const bool kept = static_cast<int>(h) == detail;
          for (auto [a, b] : {std::pair{&mine.query, &full_.query}, {&mine.key, &full_.key},
                              {&mine.value, &full_.value}, {&mine.dotProducts, &full_.dotProducts},
                              {&mine.rawScores, &full_.rawScores}, {&mine.scores, &full_.scores},
                              {&mine.decomposition.contentContent, &full_.decomposition.contentContent},
                              {&mine.decomposition.positionPosition, &full_.decomposition.positionPosition}}) {
            CHECK(a->size() == (kept ? b->size() : 0));
            if (kept) CHECK(maxAbsDiff(*a, *b) == 0.0);
          }
          // Every head keeps its bias (the Position panel draws ALiBi's and T5's for all of them).
          CHECK(maxAbsDiff(mine.bias, full_.bias) == 0.0);
          CHECK(maxAbsDiff(mine.weights, full_.weights) == 0.0);
          CHECK(maxAbsDiff(mine.output, full_.output) == 0.0);
        }
        for (std::size_t h = 0; h < one.original.designed.size(); ++h) {
          CHECK(one.original.designed[h].scores.size() == 0);
          CHECK(maxAbsDiff(one.original.designed[h].bias, all.original.designed[h].bias) == 0.0);
          CHECK(maxAbsDiff(one.original.designed[h].weights, all.original.designed[h].weights) == 0.0);
        }
        CHECK(maxAbsDiff(one.original.input, all.original.input) == 0.0);
        CHECK(one.comparison.headWeightErrors == all.comparison.headWeightErrors);
        CHECK(one.shift.headWeightDifference == all.shift.headWeightDifference);
        CHECK(maxAbsDiff(one.positions.similarity, all.positions.similarity) == 0.0);
      }
    }
    SECTION("without the comparison weights, the per-head errors stay and the matrices go") {
      AnalysisRequest r = full;
      r.parts.comparisonWeights = false;
      const AnalysisResult lean = analyzeOk(r);
      CHECK(lean.comparison.alignedWeights.empty());
      CHECK(lean.comparison.weightDifferences.empty());
      for (const HeadTrace& h : lean.reordered.heads) CHECK(h.weights.size() == 0);
      for (const HeadTrace& h : lean.reordered.designed) CHECK(h.weights.size() == 0);
      CHECK(lean.comparison.headWeightErrors == all.comparison.headWeightErrors);
      CHECK(lean.comparison.headOutputErrors == all.comparison.headOutputErrors);
      CHECK(lean.comparison.displacement == all.comparison.displacement);
      CHECK(maxAbsDiff(lean.reordered.output, all.reordered.output) == 0.0);
    }
    SECTION("with a comparison head, only that head keeps its comparison weights, equal to the full run's") {
      REQUIRE(all.original.designed.size() == static_cast<std::size_t>(kDesignedHeadCount));
      const auto fullHeads = headsInOrder(all.reordered);
      for (int kept : {0, 2, 3, 4, 5}) {  // seeded heads 0-3, then the two designed ones
        CAPTURE(kept);
        AnalysisRequest r = full;
        r.parts.comparisonHead = kept;
        const AnalysisResult one = analyzeOk(r);
        const auto oneHeads = headsInOrder(one.reordered);
        REQUIRE(oneHeads.size() == fullHeads.size());
        REQUIRE(one.comparison.alignedWeights.size() == fullHeads.size());
        REQUIRE(one.comparison.weightDifferences.size() == fullHeads.size());
        for (std::size_t h = 0; h < oneHeads.size(); ++h) {
          CAPTURE(h);
          const bool isKept = static_cast<int>(h) == kept;
          for (auto [mine, theirs] : {std::pair{&oneHeads[h]->weights, &fullHeads[h]->weights},
                                      {&one.comparison.alignedWeights[h], &all.comparison.alignedWeights[h]},
                                      {&one.comparison.weightDifferences[h], &all.comparison.weightDifferences[h]}}) {
            CHECK(mine->size() == (isKept ? theirs->size() : 0));
            if (isKept) CHECK(maxAbsDiff(*mine, *theirs) == 0.0);
          }
          CHECK(maxAbsDiff(oneHeads[h]->output, fullHeads[h]->output) == 0.0);
        }
        CHECK(one.comparison.headWeightErrors == all.comparison.headWeightErrors);
        CHECK(one.comparison.headOutputErrors == all.comparison.headOutputErrors);
        CHECK(one.comparison.outputError == all.comparison.outputError);
      }
    }
    SECTION("the reordered run keeps weights and outputs only: nothing draws its intermediates") {
      for (const HeadTrace& h : all.reordered.heads) {
        CHECK(h.scores.size() == 0);
        CHECK(h.query.size() == 0);
        CHECK(h.weights.rows() == 6);
      }
      for (const HeadTrace& h : all.original.heads) CHECK(h.scores.rows() == 6);
    }
  }
}

TEST_CASE("Each head says which keys it reads, and reads exactly those", "[analysis][sides]") {
  for (bool causal : {false, true}) {
    INFO("causal " << causal);
    const AnalysisResult result = analyzeOk(request(kCat, PositionScheme::Alibi, {}, causal));
    const auto heads = headsInOrder(result.original);
    REQUIRE(result.headSides.size() == heads.size());
    for (std::size_t h = 0; h < heads.size(); ++h) {
      const HeadReads side = result.headSides[h];
      CHECK(side == (causal ? HeadReads::OwnAndBefore : HeadReads::Every));
      const Matrix& w = heads[h]->weights;
      for (int i = 0; i < w.rows(); ++i)
        for (int j = 0; j < w.cols(); ++j) {
          INFO("head " << h << " query " << i << " key " << j);
          const auto [first, end] = readColumns(side, i, w.cols());
          if (j >= first && j < end) CHECK(w(i, j) > 0);
          else CHECK(w(i, j) == 0.0);  // exactly: an unread key is never a small weight
        }
    }
  }
  CHECK(std::string(headReadsName(HeadReads::Every)) == "both");
  CHECK(std::string(headReadsName(HeadReads::OwnAndBefore)) == "earlier");
  CHECK(std::string(headReadsName(HeadReads::OwnAndAfter)) == "later");
}
