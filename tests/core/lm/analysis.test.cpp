#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <string>

#include "core/lm/analysis.hpp"
#include "core/lm/model_file.hpp"
#include "core/permutation.hpp"

using namespace posattn;
using namespace posattn::lm;

// The English models through the page's analysis result (core/lm/analysis.hpp).
namespace {

std::string readAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

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
  EnglishRequest request{"The cat sat on the mat .", reversedOrder(7), 1};
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
  const AnalysisResult a = analyzeEnglish(none.model, none.vocabulary, {"the zzqxv sat", {}, 0});
  REQUIRE(a.ok());
  CHECK(a.unknownTokens == std::vector<int>{1});
  CHECK_FALSE(analyzeEnglish(none.model, none.vocabulary, {"the cat", {}, 2}).ok());
  CHECK_FALSE(analyzeEnglish(none.model, none.vocabulary, {"the cat", {0, 0}, 0}).ok());
  CHECK_FALSE(analyzeEnglish(none.model, none.vocabulary, {"", {}, 0}).ok());
}

TEST_CASE("lm analysis: fill the blank gives the same guesses in every order only without positions") {
  const Shipped none = load("none");
  const EnglishRequest request{"dog bites man", reversedOrder(3), 0};
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
