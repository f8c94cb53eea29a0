#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "core/lm/analysis.hpp"
#include "core/lm/model_file.hpp"
#include "core/permutation.hpp"
#include "fixtures.hpp"

using namespace posattn;
using namespace posattn::lm;

// The English models through the page's analysis result (core/lm/analysis.hpp).
namespace {

using test::readAll;

struct Shipped {
  Vocabulary vocabulary;
  LmModel<double> model;
};

Shipped load(const std::string& scheme) {
  const VocabularyRead v = readVocabulary(readAll(std::string(POSATTN_ENGLISH_MODELS) + "/vocabulary.bin"));
  REQUIRE(v.error.empty());
  const WeightsRead w = readWeights(readAll(std::string(POSATTN_ENGLISH_MODELS) + "/" + scheme + ".bin"),
                                    static_cast<int>(v.vocabulary.words.size()));
  REQUIRE(w.error.empty());
  return {v.vocabulary, castModel<double>(LmModel<float>{w.shape, v.vocabulary.embedding, w.weights})};
}

}  // namespace

TEST_CASE("lm analysis: the English model without positions is equivariant, with RoPE it is not") {
  const Shipped none = load("none");
  EnglishRequest request{"The cat sat on the mat .", reversedOrder(7), 1, {}};
  const AnalysisResult a = analyzeEnglish(none.model, none.vocabulary, request);
  REQUIRE(a.ok());
  CHECK(a.tokens.size() == 7);
  CHECK(a.original.heads.size() == 4);
  CHECK(a.comparison.equivariant());
  for (const HeadTrace& head : a.original.heads)
    for (Eigen::Index i = 0; i < head.weights.rows(); ++i) CHECK(std::abs(head.weights.row(i).sum() - 1) < 1e-12);
  const Shipped rope = load("rope");
  const AnalysisResult b = analyzeEnglish(rope.model, rope.vocabulary, request);
  REQUIRE(b.ok());
  CHECK_FALSE(b.comparison.equivariant());
}

TEST_CASE("lm analysis: unknown words are listed; bad layers and orders are errors") {
  const Shipped none = load("none");
  const AnalysisResult a = analyzeEnglish(none.model, none.vocabulary, {"the zzqxv sat", {}, 0, {}});
  REQUIRE(a.ok());
  CHECK(a.unknownTokens == std::vector<int>{1});
  CHECK_FALSE(analyzeEnglish(none.model, none.vocabulary, {"the cat", {}, 2, {}}).ok());
  CHECK_FALSE(analyzeEnglish(none.model, none.vocabulary, {"the cat", {0, 0}, 0, {}}).ok());
  CHECK_FALSE(analyzeEnglish(none.model, none.vocabulary, {"", {}, 0, {}}).ok());
}

TEST_CASE("lm analysis: fill the blank gives the same guesses in every order only without positions") {
  const Shipped none = load("none");
  const EnglishRequest request{"dog bites man", reversedOrder(3), 0, {}};
  const BlankGuesses g = fillBlank(none.model, none.vocabulary, request, 2);
  REQUIRE(g.error.empty());
  REQUIRE(g.original.size() == 5);
  CHECK(g.original == g.reordered);
  for (std::size_t k = 0; k < 5; ++k) CHECK(std::abs(g.originalProbability[k] - g.reorderedProbability[k]) < 1e-9);
  const Shipped learned = load("learned");
  const BlankGuesses h = fillBlank(learned.model, learned.vocabulary, request, 2);
  REQUIRE(h.error.empty());
  CHECK(std::abs(h.originalProbability[0] - h.reorderedProbability[0]) > 1e-6);
  CHECK_FALSE(fillBlank(none.model, none.vocabulary, request, 3).error.empty());
}

TEST_CASE("lm analysis: the position view is the trained scheme's own") {
  const EnglishRequest request{"the dog bites the man", {}, 1, {}};
  const Shipped learned = load("learned");
  const AnalysisResult a = analyzeEnglish(learned.model, learned.vocabulary, request);
  REQUIRE(a.ok());
  // The learned table's first rows, as trained, and their cosines (1 on the diagonal).
  REQUIRE(a.positions.encoding.rows() == 5);
  CHECK((a.positions.encoding - learned.model.weights.positionTable.topRows(5)).cwiseAbs().maxCoeff() == 0.0);
  for (int i = 0; i < 5; ++i) CHECK(std::abs(a.positions.similarity(i, i) - 1.0) < 1e-12);

  const Shipped rope = load("rope");
  const AnalysisResult r = analyzeEnglish(rope.model, rope.vocabulary, request);
  REQUIRE(r.ok());
  const int dh = rope.model.shape.width / rope.model.shape.heads;
  REQUIRE(r.positions.encoding.cols() == dh / 2);  // the model's head size, not the page's settings
  CHECK(std::abs(r.positions.encoding(3, 0) - 3.0) < 1e-12);  // pair 1 turns by 1 rad per position
  CHECK(std::abs(r.positions.encoding(3, 1) - 3.0 * std::pow(10000.0, -2.0 / dh)) < 1e-12);

  const Shipped none = load("none");
  const AnalysisResult z = analyzeEnglish(none.model, none.vocabulary, request);
  REQUIRE(z.ok());
  CHECK(z.positions.encoding.size() == 0);
  CHECK(z.positions.similarity.cwiseAbs().maxCoeff() == 0.0);
  CHECK(t5BucketTable(none.model).biases.size() == 0);
}

TEST_CASE("lm analysis: T5's bucket table is the trained one, and names each bucket's offsets") {
  const Shipped t5 = load("t5");
  const T5BucketTable table = t5BucketTable(t5.model);
  REQUIRE(table.biases.rows() == t5.model.shape.t5Buckets);
  REQUIRE(table.biases.cols() == t5.model.shape.heads);
  CHECK((table.biases - t5.model.weights.t5Table).cwiseAbs().maxCoeff() == 0.0);
  // Every offset of a sentence falls in the bucket whose range names it, and the head's bias there
  // is the one the analysis adds to that offset's score.
  const AnalysisResult a = analyzeEnglish(t5.model, t5.vocabulary, EnglishRequest{"a dog bites a man in the park", {}, 0, {}});
  REQUIRE(a.ok());
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j) {
      const int b = t5Bucket(j - i, true, t5.model.shape.t5Buckets, t5.model.shape.t5MaxDistance);
      CHECK(table.reached[static_cast<std::size_t>(b)] == 1);
      CHECK(table.lowest[static_cast<std::size_t>(b)] <= j - i);
      CHECK(table.highest[static_cast<std::size_t>(b)] >= j - i);
      for (int h = 0; h < t5.model.shape.heads; ++h) CHECK(a.original.heads[static_cast<std::size_t>(h)].bias(i, j) == table.biases(b, h));
    }
}

TEST_CASE("lm analysis: only the parts asked for are kept, with the full analysis's numbers") {
  for (const char* scheme : {"t5", "rope", "alibi", "learned"}) {
    CAPTURE(scheme);
    const Shipped m = load(scheme);
    const EnglishRequest full{"the dog that bit a man ran down the long road .", reversedOrder(12), 1, {}};
    const AnalysisResult all = analyzeEnglish(m.model, m.vocabulary, full);
    REQUIRE(all.ok());
    EnglishRequest compare = full;
    compare.parts = {/*decomposition=*/false, /*shift=*/false, /*positions=*/false, /*intermediates=*/false,
                     /*comparisonWeights=*/true, /*detailHead=*/-1, /*comparisonHead=*/2};
    const AnalysisResult c = analyzeEnglish(m.model, m.vocabulary, compare);
    REQUIRE(c.ok());
    CHECK(c.original.content.size() == 0);
    CHECK(c.positions.similarity.size() == 0);
    for (std::size_t h = 0; h < c.original.heads.size(); ++h) {
      CHECK(c.original.heads[h].weights == all.original.heads[h].weights);
      CHECK(c.original.heads[h].output == all.original.heads[h].output);
      CHECK(c.original.heads[h].query.size() == 0);
      CHECK(c.original.heads[h].bias.size() == 0);
      CHECK((c.reordered.heads[h].weights.size() > 0) == (h == 2));
      CHECK((c.comparison.alignedWeights[h].size() > 0) == (h == 2));
    }
    CHECK(c.comparison.alignedWeights[2] == all.comparison.alignedWeights[2]);
    CHECK(c.comparison.headWeightErrors == all.comparison.headWeightErrors);
    CHECK(c.original.output == all.original.output);
    EnglishRequest position = full;
    position.parts = {false, false, /*positions=*/true, /*intermediates=*/true, /*comparisonWeights=*/false, /*detailHead=*/1, -1};
    const AnalysisResult p = analyzeEnglish(m.model, m.vocabulary, position);
    REQUIRE(p.ok());
    CHECK(p.positions.similarity == all.positions.similarity);
    CHECK(p.positions.encoding == all.positions.encoding);
    CHECK(p.original.input == all.original.input);
    for (std::size_t h = 0; h < p.original.heads.size(); ++h) {
      CHECK(p.original.heads[h].bias == all.original.heads[h].bias);
      CHECK((p.original.heads[h].query.size() > 0) == (h == 1));
    }
    CHECK(p.original.heads[1].scores == all.original.heads[1].scores);
    CHECK(p.comparison.alignedWeights.empty());
    EnglishRequest wrong = full;
    wrong.parts.detailHead = 4;
    CHECK_FALSE(analyzeEnglish(m.model, m.vocabulary, wrong).ok());
    wrong.parts = {};
    wrong.parts.comparisonHead = -2;
    CHECK_FALSE(analyzeEnglish(m.model, m.vocabulary, wrong).ok());
  }
}

TEST_CASE("lm analysis: a guess is a word, never punctuation, the unknown word or the mask") {
  CHECK(isGuessableWord("mat"));
  CHECK(isGuessableWord("'s"));
  CHECK(isGuessableWord("2"));
  CHECK(isGuessableWord("café"));
  CHECK(isGuessableWord("a"));
  CHECK(isGuessableWord("i"));
  for (const char* letter : {"u", "g", "e", "s"}) CHECK_FALSE(isGuessableWord(letter));  // abbreviations' pieces
  for (const char* mark : {"`", "!", ".", ",", ";", "--", "'", "(", "\""}) CHECK_FALSE(isGuessableWord(mark));
  // Every shipped scheme, on sentences ending in a full stop (where punctuation was likeliest), at
  // every place: the five guesses in both orders are words of the vocabulary.
  for (const char* scheme : {"none", "sinusoidal", "learned", "rope", "alibi", "t5"}) {
    const Shipped shipped = load(scheme);
    for (const char* text : {"the cat sat on the mat .", "she said no !", "a large bird that cannot fly ."}) {
      const int n = static_cast<int>(encodeText(shipped.vocabulary, text, 64).ids.size());
      for (int token = 0; token < n; ++token) {
        const BlankGuesses g = fillBlank(shipped.model, shipped.vocabulary, {text, reversedOrder(n), 0, {}}, token);
        REQUIRE(g.error.empty());
        for (const auto* guesses : {&g.original, &g.reordered}) {
          CHECK(guesses->size() == 5);
          for (const std::string& word : *guesses) {
            INFO(scheme << " " << text << " " << token << ": " << word);
            CHECK(isGuessableWord(word));
            CHECK(shipped.vocabulary.index.count(word) == 1);
          }
        }
      }
    }
  }
}

TEST_CASE("lm analysis: each head says which keys it reads, and the weights agree exactly") {
  // The shipped ALiBi's heads read one side each, odd heads left (model.hpp, MirroredPairs); RoPE's read both.
  for (const char* scheme : {"alibi", "rope"}) {
    INFO(scheme);
    const Shipped shipped = load(scheme);
    for (int layer : {0, 1}) {
      const AnalysisResult a = analyzeEnglish(shipped.model, shipped.vocabulary, {"she drank a cup of hot tea", {}, layer, {}});
      REQUIRE(a.ok());
      REQUIRE(a.headSides.size() == a.original.heads.size());
      for (std::size_t h = 0; h < a.headSides.size(); ++h) {
        const HeadReads side = a.headSides[h];
        if (std::string(scheme) == "rope") CHECK(side == HeadReads::Every);
        else CHECK(side == (h % 2 == 0 ? HeadReads::OwnAndBefore : HeadReads::OwnAndAfter));
        const Matrix& w = a.original.heads[h].weights;
        for (int i = 0; i < w.rows(); ++i)
          for (int j = 0; j < w.cols(); ++j) {
            INFO("layer " << layer << " head " << h << " query " << i << " key " << j);
            const auto [first, end] = readColumns(side, i, w.cols());
            if (j >= first && j < end) CHECK(w(i, j) > 0);
            else CHECK(w(i, j) == 0.0);
          }
      }
    }
  }
}
