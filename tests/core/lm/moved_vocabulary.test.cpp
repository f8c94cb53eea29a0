#include <catch2/catch.hpp>

#include "core/lm/moved_vocabulary.hpp"
#include "fixtures.hpp"

using namespace posattn;
using namespace posattn::lm;

namespace {

std::vector<std::string> numberedWords(const std::string& prefix, int count) {
  std::vector<std::string> words;
  for (int i = 0; i < count; ++i) words.push_back(prefix + std::to_string(i));
  return words;
}

// The tiny model's vocabulary in another order with its last `replaced` words swapped for new ones,
// as lm_prepare's BASIS_FROM writes it: each kept word keeps its fixed vector, a new word gets its own.
struct NextVocabulary {
  std::vector<std::string> words;
  Mat<double> embedding;
};
NextVocabulary nextVocabulary(const LmModel<double>& model, const std::vector<std::string>& earlier, int replaced) {
  NextVocabulary next;
  const int count = static_cast<int>(earlier.size());
  next.embedding = seededMatrix(77, count, model.shape.width, 1.0);
  for (int i = 0; i < count; ++i) {
    const int old = (i * 7 + 3) % count;  // 7 is prime to the tiny vocabulary's 20: a permutation
    if (old >= count - replaced) {
      next.words.push_back("new" + std::to_string(old));
    } else {
      next.words.push_back(earlier[static_cast<std::size_t>(old)]);
      next.embedding.row(i) = model.embedding.row(old);
    }
  }
  return next;
}

}  // namespace

TEST_CASE("moved vocabulary: every shared word keeps its logit, whatever its new id") {
  for (PositionScheme scheme : {PositionScheme::Rope, PositionScheme::Learned, PositionScheme::None}) {
    const LmModel<double> trained = test::tinyModel<double>(scheme, 5, true);  // input codes and deltas
    const std::vector<std::string> earlier = numberedWords("w", trained.shape.vocabulary);
    const NextVocabulary next = nextVocabulary(trained, earlier, 5);
    LmModel<double> moved = trained;
    moved.embedding = next.embedding;
    moved.weights = movedVocabulary(trained.weights, earlier, initialWeights<double>(trained.shape, 9), next.words);
    REQUIRE(sharedWords(earlier, next.words) == trained.shape.vocabulary - 5);
    auto newId = [&](int old) {
      return static_cast<int>(std::find(next.words.begin(), next.words.end(), earlier[static_cast<std::size_t>(old)]) - next.words.begin());
    };
    const std::vector<int> oldIds = {3, 11, maskId(trained.shape), 0, 7, unknownId(trained.shape)};
    std::vector<int> newIds;
    for (int id : oldIds) newIds.push_back(id < trained.shape.vocabulary ? newId(id) : id);
    const Mat<double> before = wordLogits(trained, encode(trained, oldIds), {2});
    const Mat<double> after = wordLogits(moved, encode(moved, newIds), {2});
    for (int old = 0; old < trained.shape.vocabulary - 5; ++old)
      CHECK(std::abs(before(0, old) - after(0, newId(old))) < 1e-12);
  }
}

TEST_CASE("moved vocabulary: the same vocabulary moves nothing; a new word's bias follows the shared words' line, its code starts at zero") {
  const LmModel<double> trained = test::tinyModel<double>(PositionScheme::T5, 5, true);
  const std::vector<std::string> words = numberedWords("w", trained.shape.vocabulary);
  const LmWeights<double> seeded = initialWeights<double>(trained.shape, 9);
  LmWeights<double> same = movedVocabulary(trained.weights, words, seeded, words);
  auto groups = weightGroups(same);
  LmWeights<double> copy = trained.weights;
  auto expected = weightGroups(copy);
  for (std::size_t g = 0; g < groups.size(); ++g) CHECK(*groups[g].second == *expected[g].second);

  // Trained biases exactly on a line of the seeded ones: a new word lands on it too.
  LmWeights<double> start = seeded;
  start.wordBias = seededMatrix(31, 1, trained.shape.vocabulary, 1.0);
  const std::vector<std::string> next = {"w4", "fresh", "w0", "w9", "w2", "w5", "w6", "w7", "w8", "w1",
                                         "w10", "w11", "w12", "w13", "w14", "w15", "w16", "w17", "w18", "w19"};
  LmWeights<double> lined = trained.weights;
  for (std::size_t i = 0; i < next.size(); ++i) {
    const auto old = std::find(words.begin(), words.end(), next[i]) - words.begin();
    if (old < static_cast<long>(words.size())) lined.wordBias(0, old) = 0.5 + 2.0 * start.wordBias(0, static_cast<Eigen::Index>(i));
  }
  const LmWeights<double> moved = movedVocabulary(lined, words, start, next);
  CHECK(moved.wordBias(0, 1) == Approx(0.5 + 2.0 * start.wordBias(0, 1)).epsilon(1e-12));
  CHECK(moved.wordCodes.row(1).isZero(0));  // a new word's code starts at zero
  CHECK(moved.wordDeltas.row(1).isZero(0));
  CHECK(moved.wordCodes.row(0) == lined.wordCodes.row(4));  // "w4", from its old place
}
