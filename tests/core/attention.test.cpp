#include <catch2/catch.hpp>

#include <climits>

#include <cmath>
#include <string>
#include <vector>

#include "core/attention.hpp"
#include "core/embedding.hpp"
#include "core/limits.hpp"
#include "core/random.hpp"
#include "core/tokenizer.hpp"
#include "fixtures.hpp"
#include "messages.hpp"
#include "tolerance.hpp"

using namespace posattn;
using posattn::test::kAllSchemes;
using posattn::test::maxAbsDiff;
using posattn::test::smallSettings;

namespace {


const std::string kSentence = "The quick brown fox jumps over the lazy dog, near the river bank.";

struct Run {
  AttentionWeights weights;
  AttentionTrace trace;
};

Run runOn(const std::string& text, const AttentionSettings& s) {
  const auto tokens = tokenize(text, kMaxTokens);
  REQUIRE(tokens.ok());
  REQUIRE(validateSettings(s, static_cast<int>(tokens.tokens.size())).empty());
  Run run{makeWeights(s), {}};
  run.trace = runAttention(embedTokens(HashedEmbedder(s.seed), tokens.tokens, s.modelWidth), s,
                           run.weights);
  return run;
}

std::vector<const HeadTrace*> everyHead(const AttentionTrace& trace) {
  std::vector<const HeadTrace*> heads;
  for (const auto& h : trace.heads) heads.push_back(&h);
  for (const auto& h : trace.designed) heads.push_back(&h);
  return heads;
}

double maxRowSumError(const Matrix& weights) {
  return (weights.rowwise().sum().array() - 1.0).abs().maxCoeff();
}

}  // namespace

TEST_CASE("softmaxRows makes each row a probability distribution", "[attention][softmax]") {
  const Matrix scores = seededMatrix(11, 7, 7, 3.0);
  SECTION("rows are non-negative and sum to 1") {
    for (bool causal : {false, true}) {
      const Matrix w = softmaxRows(scores, causal);
      CHECK(w.minCoeff() >= 0.0);
      CHECK(maxRowSumError(w) < test::kTight);
    }
  }
  SECTION("adding a constant to a row changes nothing") {
    Matrix shifted = scores;
    for (int i = 0; i < 7; ++i) shifted.row(i).array() += 100.0 * i - 250.0;
    CHECK(maxAbsDiff(softmaxRows(shifted, false), softmaxRows(scores, false)) < test::kTight);
  }
  SECTION("huge scores do not overflow") {
    Matrix big(1, 3);
    big << 1000.0, 0.0, -1000.0;
    const Matrix w = softmaxRows(big, false);
    CHECK(w.allFinite());
    CHECK(w(0, 0) == Approx(1.0));
  }
  SECTION("the causal mask gives exact zeros above the diagonal, whatever the scores") {
    Matrix loud = scores;
    loud(0, 6) = 500.0;  // a masked entry far above the rest must still get nothing
    const Matrix w = softmaxRows(loud, true);
    for (int i = 0; i < 7; ++i)
      for (int j = i + 1; j < 7; ++j) CHECK(w(i, j) == 0.0);
    CHECK(w(0, 0) == 1.0);
  }
}

TEST_CASE("Every head's attention rows sum to 1, for every scheme, with and without the mask",
          "[attention][softmax]") {
  for (PositionScheme scheme : kAllSchemes)
    for (bool causal : {false, true}) {
      CAPTURE(schemeName(scheme), causal);
      const Run run = runOn(kSentence, smallSettings(scheme, causal));
      REQUIRE(run.trace.heads.size() == 4);
      REQUIRE(run.trace.designed.size() == 2);
      for (const HeadTrace* h : everyHead(run.trace)) {
        CAPTURE(h->label);
        CHECK(h->weights.minCoeff() >= 0.0);
        CHECK(maxRowSumError(h->weights) < test::kTight);
        if (causal) {
          double aboveDiagonal = 0.0;
          for (Eigen::Index i = 0; i < h->weights.rows(); ++i)
            for (Eigen::Index j = i + 1; j < h->weights.cols(); ++j)
              aboveDiagonal = std::max(aboveDiagonal, std::abs(h->weights(i, j)));
          CHECK(aboveDiagonal == 0.0);  // exactly, not approximately
        }
      }
    }
}

TEST_CASE("Temperature divides the scores before the softmax", "[attention][temperature]") {
  const double temperatures[] = {0.25, 0.5, 1.0, 2.0, 4.0, 8.0};
  const PositionScheme scheme = GENERATE(PositionScheme::None, PositionScheme::Alibi);
  CAPTURE(schemeName(scheme));
  std::vector<Run> runs;
  for (double t : temperatures) {
    AttentionSettings s = smallSettings(scheme);
    s.temperature = t;
    runs.push_back(runOn(kSentence, s));
  }
  SECTION("temperature t equals softmax(scores / t): scores themselves do not move") {
    const AttentionTrace& reference = runs[2].trace;  // t = 1
    for (std::size_t r = 0; r < runs.size(); ++r) {
      const double t = temperatures[r];
      CAPTURE(t);
      for (std::size_t h = 0; h < reference.heads.size(); ++h) {
        CHECK(maxAbsDiff(runs[r].trace.heads[h].scores, reference.heads[h].scores) == 0.0);
        CHECK(maxAbsDiff(runs[r].trace.heads[h].weights,
                         softmaxRows(reference.heads[h].scores * (1.0 / t), false)) <
              test::kTight);
      }
    }
  }
  SECTION("a higher temperature flattens every row: its largest weight goes down") {
    for (std::size_t r = 1; r < runs.size(); ++r)
      for (std::size_t h = 0; h < runs[r].trace.heads.size(); ++h) {
        const Matrix& colder = runs[r - 1].trace.heads[h].weights;
        const Matrix& hotter = runs[r].trace.heads[h].weights;
        for (Eigen::Index i = 0; i < colder.rows(); ++i) {
          CAPTURE(temperatures[r], h, i);
          CHECK(hotter.row(i).maxCoeff() < colder.row(i).maxCoeff());
        }
      }
  }
}

TEST_CASE("Each head is softmax(q k^T / sqrt(dh) + bias) V, combined by W_O", "[attention]") {
  // GENERATE rather than a loop: Catch2 enters a SECTION only once per run.
  const PositionScheme scheme =
      GENERATE(PositionScheme::None, PositionScheme::Sinusoidal, PositionScheme::Learned,
               PositionScheme::Rope, PositionScheme::Alibi, PositionScheme::T5);
  CAPTURE(schemeName(scheme));
  const AttentionSettings s = smallSettings(scheme);
  const Run run = runOn(kSentence, s);
  const AttentionTrace& t = run.trace;
  const int n = static_cast<int>(t.content.rows());
  const int dh = s.modelWidth / s.heads;
  SECTION("input = content + position") {
    CHECK(maxAbsDiff(t.input, t.content + t.position) < test::kExact);
  }
  SECTION("rawScores = q k^T / sqrt(dh) and scores = rawScores + bias") {
    for (const HeadTrace& h : t.heads) {
      CHECK(maxAbsDiff(h.dotProducts, h.query * h.key.transpose()) < test::kTight);
      CHECK(maxAbsDiff(h.rawScores, h.dotProducts / std::sqrt(double(dh))) < test::kTight);
      CHECK(maxAbsDiff(h.scores, h.rawScores + h.bias) < test::kExact);
    }
  }
  SECTION("head output = weights · value") {
    for (const HeadTrace& h : t.heads)
      CHECK(maxAbsDiff(h.output, h.weights * h.value) < test::kTight);
  }
  SECTION("output = concat(head outputs) · W_O") {
    Matrix concatenated(n, s.modelWidth);
    for (int h = 0; h < s.heads; ++h) concatenated.middleCols(h * dh, dh) = t.heads[h].output;
    CHECK(maxAbsDiff(t.output, concatenated * run.weights.output) < test::kTight);
  }
  SECTION("value = input · W_V for the head's columns (RoPE rotates q and k only)") {
    for (int h = 0; h < s.heads; ++h)
      CHECK(maxAbsDiff(t.heads[h].value, t.input * run.weights.value.middleCols(h * dh, dh)) <
            test::kTight);
  }
  SECTION("the bias is zero except for ALiBi and T5, where it is the scheme's bias") {
    for (int h = 0; h < s.heads; ++h) {
      const Matrix& bias = t.heads[h].bias;
      REQUIRE(bias.rows() == n);
      REQUIRE(bias.cols() == n);
      if (scheme == PositionScheme::Alibi)
        CHECK(maxAbsDiff(bias, alibiBias(alibiSlopes(s.heads)[h], n)) == 0.0);
      else if (scheme == PositionScheme::T5)
        CHECK(maxAbsDiff(bias, t5Bias(run.weights.t5Table, h, n, s.position)) == 0.0);
      else
        CHECK(bias.cwiseAbs().maxCoeff() == 0.0);
    }
  }
}

TEST_CASE("The four-term score decomposition adds up to the raw scores",
          "[attention][decomposition]") {
  for (PositionScheme scheme : kAllSchemes) {
    CAPTURE(schemeName(scheme));
    const Run run = runOn(kSentence, smallSettings(scheme));
    for (const HeadTrace& h : run.trace.heads) {
      const ScoreDecomposition& d = h.decomposition;
      if (scheme == PositionScheme::Rope) {
        // A rotation does not split into content and position terms.
        CHECK(d.empty());
        continue;
      }
      REQUIRE_FALSE(d.empty());
      const Matrix sum =
          d.contentContent + d.contentPosition + d.positionContent + d.positionPosition;
      CHECK(maxAbsDiff(sum, h.rawScores) < test::kTight);
      if (!isAdditive(scheme)) {
        // Nothing is added to the embeddings, so all of the score is content·content.
        CHECK(d.contentPosition.cwiseAbs().maxCoeff() == 0.0);
        CHECK(d.positionContent.cwiseAbs().maxCoeff() == 0.0);
        CHECK(d.positionPosition.cwiseAbs().maxCoeff() == 0.0);
      } else {
        CHECK(d.positionPosition.cwiseAbs().maxCoeff() > test::kVisible);
      }
    }
  }
}

TEST_CASE("validateSettings names what to change", "[attention][validation]") {
  const int n = 6;
  SECTION("the defaults and the teaching setup are valid") {
    CHECK(validateSettings(AttentionSettings{}, n).empty());
    for (PositionScheme scheme : kAllSchemes)
      CHECK(validateSettings(smallSettings(scheme, true), n).empty());
  }
  SECTION("heads outside 1..8") {
    for (int heads : {0, kMaxHeads + 1}) {
      AttentionSettings s = smallSettings(PositionScheme::None);
      s.heads = heads;
      CHECK(validateSettings(s, n).code == "heads-out-of-range");
    }
  }
  SECTION("width outside the limits") {
    AttentionSettings s = smallSettings(PositionScheme::None);
    s.modelWidth = 300;
    CHECK(test::shown(validateSettings(s, n)) == "width-out-of-range(min: 4, max: 256)");
    s.modelWidth = 2;
    CHECK(validateSettings(s, n).code == "width-out-of-range");
  }
  SECTION("width not divisible by the heads") {
    AttentionSettings s = smallSettings(PositionScheme::None);
    s.modelWidth = 30;
    CHECK(test::shown(validateSettings(s, n)) == "width-not-divisible(width: 30, heads: 4)");
  }
  SECTION("odd head width is refused for RoPE only") {
    AttentionSettings s = smallSettings(PositionScheme::Rope);
    s.modelWidth = 12;  // 4 heads of width 3
    CHECK(test::shown(validateSettings(s, n)) == "rope-odd-head-width(width: 12, heads: 4, headWidth: 3)");
    s.position.scheme = PositionScheme::Sinusoidal;
    CHECK(validateSettings(s, n).empty());
  }
  SECTION("odd model width is refused for sinusoidal only") {
    // An unpaired last sine would break "the dot product depends only on the distance".
    AttentionSettings s = smallSettings(PositionScheme::Sinusoidal);
    s.heads = 1;
    for (int width : {5, 7, 33}) {
      s.modelWidth = width;
      CHECK(test::shown(validateSettings(s, n)) == "sinusoidal-odd-width(width: " + std::to_string(width) + ")");
    }
    s.modelWidth = 6;
    CHECK(validateSettings(s, n).empty());
    for (PositionScheme scheme : {PositionScheme::None, PositionScheme::Learned, PositionScheme::Alibi,
                                  PositionScheme::T5}) {
      s.position.scheme = scheme;
      s.modelWidth = 5;
      CHECK(validateSettings(s, n).empty());
    }
  }
  SECTION("temperature 0 (or not a number)") {
    AttentionSettings s = smallSettings(PositionScheme::None);
    s.temperature = 0.0;
    CHECK(test::shown(validateSettings(s, n)) == "temperature-out-of-range(min: 0.05, max: 20)");
    s.temperature = std::nan("");
    CHECK(validateSettings(s, n).code == "temperature-out-of-range");
  }
  SECTION("positions beyond the limit") {
    AttentionSettings s = smallSettings(PositionScheme::Sinusoidal);
    s.position.startPosition = kMaxPosition - n + 1;
    CHECK(test::shown(validateSettings(s, n)) == "start-out-of-range(last: 1023)");
    s.position.startPosition = kMaxPosition - n;
    CHECK(validateSettings(s, n).empty());
    s.position.startPosition = INT_MAX - 2;  // start + n must not wrap around to a small number
    CHECK_FALSE(validateSettings(s, n).empty());
  }
}

TEST_CASE("makeWeights is seeded and carries only the scheme's own tables", "[attention]") {
  SECTION("the same seed gives the same projections, another seed others") {
    const AttentionWeights a = makeWeights(smallSettings(PositionScheme::None));
    const AttentionWeights b = makeWeights(smallSettings(PositionScheme::None));
    CHECK(maxAbsDiff(a.query, b.query) == 0.0);
    CHECK(maxAbsDiff(a.output, b.output) == 0.0);
    AttentionSettings other = smallSettings(PositionScheme::None);
    other.seed = 8;
    CHECK(maxAbsDiff(a.query, makeWeights(other).query) > test::kVisible);
    CHECK(a.query.rows() == 32);
    CHECK(a.query.cols() == 32);
  }
  SECTION("ALiBi slopes and the T5 table exist only for their schemes") {
    const AttentionWeights alibi = makeWeights(smallSettings(PositionScheme::Alibi));
    CHECK(alibi.alibiSlopes == alibiSlopes(4));
    CHECK(alibi.t5Table.size() == 0);
    const AttentionWeights t5 = makeWeights(smallSettings(PositionScheme::T5));
    CHECK(t5.alibiSlopes.empty());
    CHECK(t5.t5Table.rows() == 32);
    CHECK(t5.t5Table.cols() == 4);
  }
  SECTION("designed heads can be switched off") {
    AttentionSettings s = smallSettings(PositionScheme::None);
    s.designedHeads = false;
    CHECK(runOn(kSentence, s).trace.designed.empty());
  }
}

TEST_CASE("lastWeights always holds makeWeights of the settings it is given", "[attention]") {
  // Each setting makeWeights reads, changed alone and changed back: the remembered weights follow.
  using Change = void (*)(AttentionSettings&);
  const Change changes[] = {
      [](AttentionSettings& s) { s.seed = 11; },
      [](AttentionSettings& s) { s.modelWidth = 48; },
      [](AttentionSettings& s) { s.heads = 2; },
      [](AttentionSettings& s) { s.position.scheme = PositionScheme::Alibi; },
      [](AttentionSettings& s) { s.position.t5Buckets = 16; },
  };
  const auto same = [](const AttentionWeights& a, const AttentionWeights& b) {
    return a.query == b.query && a.key == b.key && a.value == b.value && a.output == b.output &&
           a.t5Table == b.t5Table && a.alibiSlopes == b.alibiSlopes;
  };
  const AttentionSettings base = smallSettings(PositionScheme::T5);
  for (const Change change : changes) {
    AttentionSettings changed = base;
    change(changed);
    for (const AttentionSettings& s : {base, changed, changed, base}) CHECK(same(lastWeights(s), makeWeights(s)));
  }
}

TEST_CASE("Runs given their slots' positions equal runs that make their own", "[attention]") {
  const auto tokens = tokenize(kSentence, kMaxTokens).tokens;
  for (PositionScheme scheme : kAllSchemes) {
    CAPTURE(schemeName(scheme));
    const AttentionSettings s = smallSettings(scheme);
    const AttentionWeights w = makeWeights(s);
    const Matrix content = embedTokens(HashedEmbedder(s.seed), tokens, s.modelWidth);
    const int n = static_cast<int>(tokens.size());
    const SlotPositions slots = slotPositions(s, w, n);
    for (bool keep : {true, false}) {
      const TraceOptions options{/*decompose=*/keep, /*keepIntermediates=*/keep};
      const AttentionTrace own = runAttention(content, s, w, options);
      const AttentionTrace given = runAttention(content, s, w, slots, options);
      CHECK(own.position == given.position);
      CHECK(own.output == given.output);
      const auto ownHeads = everyHead(own), givenHeads = everyHead(given);
      REQUIRE(ownHeads.size() == givenHeads.size());
      for (std::size_t h = 0; h < ownHeads.size(); ++h) {
        CHECK(ownHeads[h]->weights == givenHeads[h]->weights);
        CHECK(ownHeads[h]->scores == givenHeads[h]->scores);
        CHECK(ownHeads[h]->bias == givenHeads[h]->bias);
      }
    }
  }
}

TEST_CASE("Unidirectional T5 at the smallest accepted max distance stays inside its table",
          "[attention][t5]") {
  // validateSettings accepts t5MaxDistance = t5Buckets / 2; unidirectional, that is max_exact, so
  // every key 16 or more tokens back must read the table's last row.
  AttentionSettings s = smallSettings(PositionScheme::T5, /*causal=*/true);
  s.position.t5Bidirectional = false;
  s.position.t5MaxDistance = s.position.t5Buckets / 2;
  std::string text;
  for (int i = 0; i < 24; ++i) text += "word" + std::to_string(i % 5) + " ";
  const Run run = runOn(text, s);
  for (int h = 0; h < s.heads; ++h) {
    CAPTURE(h);
    const HeadTrace& head = run.trace.heads[h];
    CHECK(head.weights.allFinite());
    CHECK(maxRowSumError(head.weights) < test::kTight);
    double farFromLastRow = 0.0;
    for (int i = 0; i < 24; ++i)
      for (int j = 0; j + 16 <= i; ++j)
        farFromLastRow = std::max(farFromLastRow,
                                  std::abs(head.bias(i, j) - run.weights.t5Table(31, h)));
    CHECK(farFromLastRow == 0.0);
  }
}
