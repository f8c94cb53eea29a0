#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <string>

#include "core/lm/evaluation.hpp"
#include "core/lm/model_file.hpp"
#include "core/schemes.hpp"
#include "fixtures.hpp"
#include "messages.hpp"

using namespace posattn;
using namespace posattn::lm;

// The committed English models (web/public/models/english/, written by scripts/train-models.sh):
// they load, and reproduce their cards' figures on the card's check sentences (in double) to 1e-6.
namespace {

using test::readAll;

// The registry's schemes that have a model file (a scheme without one is not offered in English).
std::vector<std::string> shippedSchemes() {
  std::vector<std::string> names;
  for (const SchemeInfo& scheme : schemeRegistry())
    if (std::ifstream(std::string(POSATTN_ENGLISH_MODELS) + "/" + scheme.name + ".bin")) names.push_back(scheme.name);
  return names;
}

const Vocabulary& shippedVocabulary() {
  static const VocabularyRead read = readVocabulary(readAll(std::string(POSATTN_ENGLISH_MODELS) + "/vocabulary.bin"));
  REQUIRE(read.error.empty());
  return read.vocabulary;
}

LmModel<double> shippedModel(const std::string& scheme) {
  const Vocabulary& vocabulary = shippedVocabulary();
  const WeightsRead read = readWeights(readAll(std::string(POSATTN_ENGLISH_MODELS) + "/" + scheme + ".bin"),
                                       static_cast<int>(vocabulary.words.size()));
  INFO(scheme << ": " << read.error);
  REQUIRE(read.error.empty());
  LmModel<float> model{read.shape, vocabulary.embedding, read.weights};
  return castModel<double>(model);
}

std::vector<Sentence> checkSentences() {
  std::ifstream in(std::string(POSATTN_LM_TEST_DATA) + "/check-sentences.txt");
  std::vector<Sentence> sentences;
  std::string line;
  while (std::getline(in, line)) {
    const Encoded e = encodeText(shippedVocabulary(), line, kMaxLmPositions);
    if (e.error.empty() && !e.ids.empty()) sentences.push_back(e.ids);
  }
  return sentences;
}

// The number after "key": inside the card's "check" object, in the block of `order`.
double cardNumber(const std::string& card, const std::string& order, const std::string& key) {
  const auto check = card.find("\"check\"");
  const auto block = card.find("\"" + order + "\"", check);
  const auto at = card.find("\"" + key + "\": ", block);
  REQUIRE(check != std::string::npos);
  REQUIRE(at != std::string::npos);
  return std::stod(card.substr(at + key.size() + 4));
}

}  // namespace

// Under the sanitizers (the asan preset defines POSATTN_SANITIZED) every model still loads, and the
// first one's figures in the original order are reproduced: they look for memory errors, which one
// pass through the numbers meets as well as eighteen, at some 20 times the cost of a plain build.
// The plain and WebAssembly suites reproduce every figure.
#ifdef POSATTN_SANITIZED
constexpr bool kEveryFigure = false;
#else
constexpr bool kEveryFigure = true;
#endif

TEST_CASE("lm shipped: every model present loads and reproduces its card's check figures") {
  const std::vector<Sentence> sentences = checkSentences();
  REQUIRE(sentences.size() == 40);
  const std::vector<std::string> schemes = shippedSchemes();
  REQUIRE(!schemes.empty());
  for (const std::string& scheme : schemes) {
    const LmModel<double> model = shippedModel(scheme);
    CHECK(schemeName(model.shape.scheme) == scheme);
    if (!kEveryFigure && scheme != schemes.front()) continue;
    const std::string card = readAll(std::string(POSATTN_ENGLISH_MODELS) + "/" + scheme + ".json");
    for (WordOrder order : {WordOrder::Original, WordOrder::Shuffled, WordOrder::Reversed}) {
      if (!kEveryFigure && order != WordOrder::Original) continue;
      const MaskedFigures f = maskedFigures(model, sentences, order, 26);
      INFO(scheme << " " << orderName(order));
      CHECK(static_cast<double>(f.predictions) == cardNumber(card, orderName(order), "predictions"));
      CHECK(std::abs(f.top1 - cardNumber(card, orderName(order), "top1")) <= 1e-6);
      CHECK(std::abs(f.top5 - cardNumber(card, orderName(order), "top5")) <= 1e-6);
      const double ppl = cardNumber(card, orderName(order), "pseudoPerplexity");
      CHECK(std::abs(f.pseudoPerplexity - ppl) <= 1e-6 * ppl);
    }
  }
}

TEST_CASE("lm shipped: without positions the English model is permutation-equivariant (1e-9)") {
  const LmModel<double> model = shippedModel("none");
  const std::vector<Sentence> sentences = checkSentences();
  for (std::size_t s = 0; s < 10; ++s) {
    const Sentence& original = sentences[s];
    for (WordOrder order : {WordOrder::Shuffled, WordOrder::Reversed}) {
      // Where each original position went: reorder the positions themselves.
      Sentence positions(original.size());
      for (std::size_t i = 0; i < positions.size(); ++i) positions[i] = static_cast<int>(i);
      const Sentence moved = reordered(positions, order, 26, s);
      Sentence permuted(original.size());
      for (std::size_t i = 0; i < moved.size(); ++i) permuted[i] = original[static_cast<std::size_t>(moved[i])];
      const LmPass<double> a = encode(model, original), b = encode(model, permuted);
      for (std::size_t i = 0; i < moved.size(); ++i)
        REQUIRE((a.finalNorm.out.row(moved[i]) - b.finalNorm.out.row(static_cast<Eigen::Index>(i))).cwiseAbs().maxCoeff() < 1e-9);
      // The masked-word probabilities of every word, masked in place, in both orders.
      for (std::size_t i = 0; i < moved.size(); ++i) {
        const int from = moved[i];
        const auto p = bestGuesses(model, original, from, 5);
        const auto q = bestGuesses(model, permuted, static_cast<int>(i), 5);
        for (std::size_t k = 0; k < p.size(); ++k) {
          REQUIRE(p[k].word == q[k].word);
          REQUIRE(std::abs(p[k].probability - q[k].probability) < 1e-9);
        }
      }
    }
  }
}

// A model that reads word order answers differently when the sentence is reversed: each known word
// of the first check sentences masked in place, against the same word masked at its mirrored place
// in the reversed sentence. The best guess's probability moves by at least 0.02 on average (the
// no-position model's moves by less than 1e-9, above), and at least a quarter of the best guesses
// change. ALiBi among them: its penalty survives a reversal, but its heads read one side each.
TEST_CASE("lm shipped: every scheme with positions tells a reversed sentence apart") {
  const std::vector<Sentence> sentences = checkSentences();
  REQUIRE(sentences.size() >= 4);
  for (const char* scheme : {"sinusoidal", "learned", "rope", "alibi", "t5"}) {
    const LmModel<double> model = shippedModel(scheme);
    double moved = 0;
    int masked = 0, changed = 0;
    for (std::size_t s = 0; s < 4; ++s) {
      Sentence reversed = sentences[s];
      std::reverse(reversed.begin(), reversed.end());
      const int n = static_cast<int>(reversed.size());
      for (int i = 0; i < n; ++i) {
        const auto p = bestGuesses(model, sentences[s], i, 1);
        const auto q = bestGuesses(model, reversed, n - 1 - i, 1);
        moved += std::abs(p[0].probability - q[0].probability);
        changed += p[0].word != q[0].word;
        ++masked;
      }
    }
    INFO(scheme << ": mean change " << moved / masked << " over " << masked << " words, " << changed << " best guesses changed");
    CHECK(moved / masked > 0.02);
    CHECK(changed * 4 >= masked);
  }
}

// ALiBi's mirror symmetry on the shipped model: its penalty, -slope * |i - j|, is the same either
// side, so the only thing a reversal changes is which side each head reads. Its heads stand in
// mirrored pairs (one slope, opposite sides), so the same weights with each pair's two heads
// swapped (their query, key and value columns, their rows of the output) read the reversed
// sentence exactly as the model reads the sentence.
TEST_CASE("lm shipped: ALiBi with each pair's heads swapped gives a reversed sentence the same predictions, mirrored") {
  const LmModel<double> model = shippedModel("alibi");
  REQUIRE(model.shape.headSides == LmHeadSides::MirroredPairs);
  LmModel<double> mirror = model;
  const int dh = model.shape.width / model.shape.heads;
  for (LmLayer<double>& layer : mirror.weights.layers)
    for (int h = 0; h + 1 < model.shape.heads; h += 2) {
      for (Mat<double>* m : {&layer.query, &layer.key, &layer.value}) m->middleCols(h * dh, dh).swap(m->middleCols((h + 1) * dh, dh));
      layer.output.middleRows(h * dh, dh).swap(layer.output.middleRows((h + 1) * dh, dh));
    }
  const Sentence original = checkSentences()[2];
  Sentence reversed(original.rbegin(), original.rend());
  const int n = static_cast<int>(original.size());
  for (int i = 0; i < n; ++i) {
    const auto p = bestGuesses(model, original, i, 3);
    const auto q = bestGuesses(mirror, reversed, n - 1 - i, 3);
    for (std::size_t k = 0; k < p.size(); ++k) {
      REQUIRE(p[k].word == q[k].word);
      REQUIRE(std::abs(p[k].probability - q[k].probability) < 1e-9);
    }
  }
}

TEST_CASE("lm: a model without positions is permutation-equivariant on any sentence (tiny, double)") {
  const LmModel<double> model = test::tinyModel<double>(PositionScheme::None);
  const Sentence original = {3, 20, 7, 11, 5, 9, 14};
  const Sentence permuted = {9, 3, 14, 5, 20, 11, 7};
  const int where[] = {1, 4, 6, 5, 3, 0, 2};  // original position i sits at where[i]
  const LmPass<double> a = encode(model, original), b = encode(model, permuted);
  for (int i = 0; i < 7; ++i)
    CHECK((a.finalNorm.out.row(i) - b.finalNorm.out.row(where[i])).cwiseAbs().maxCoeff() < 1e-12);
  const LmModel<double> rope = test::tinyModel<double>(PositionScheme::Rope);
  const LmPass<double> c = encode(rope, original), d = encode(rope, permuted);
  CHECK((c.finalNorm.out.row(0) - d.finalNorm.out.row(where[0])).cwiseAbs().maxCoeff() > 1e-3);
}
