#include <catch2/catch.hpp>

#include <cmath>
#include <numeric>

#include "core/lm/count_model.hpp"
#include "core/lm/window_counts.hpp"
#include "core/random.hpp"
#include "fixtures.hpp"

using namespace posattn;
using namespace posattn::lm;

// The stronger count model's properties (window_counts.hpp): a distribution at every place equal
// to its terms' mix, unseen contexts giving their share to the others, tuning that does no worse
// than the weights it starts from, and the two words on each side read where the neighbours alone
// cannot tell.
namespace {
constexpr int kWords = 12;

std::vector<Sentence> walks(std::uint64_t seed, int count) { return test::ringWalks(seed, count, kWords, 3); }

double validationLoss(const WindowCounts& counts, const std::vector<Sentence>& validation,
                      const WindowCounts::Weights& weights, double kappa) {
  double sum = 0;
  for (const Sentence& s : validation)
    for (int i = 0; i < static_cast<int>(s.size()); ++i)
      if (s[static_cast<std::size_t>(i)] < kWords)
        sum -= std::log(mixWindowTerms(counts.terms(s, i, s[static_cast<std::size_t>(i)], kappa), weights));
  return sum;
}
}  // namespace

TEST_CASE("lm window counts: count buckets double") {
  CHECK(countBucket(0) == 0);
  CHECK(countBucket(1) == 1);
  CHECK(countBucket(2) == 2);
  CHECK(countBucket(3) == 2);
  CHECK(countBucket(4) == 3);
  CHECK(countBucket(1023) == 10);
  CHECK(countBucket(1024) == 11);
  CHECK(countBucket(1LL << 40) == WindowCounts::kBuckets - 1);
}

TEST_CASE("lm window counts: a distribution at every place, equal to its terms' mix") {
  const WindowCounts counts(walks(1, 200), kWords);
  WindowCounts::Weights weights{};
  SplitMix64 random(9);
  for (auto& row : weights) for (double& w : row) w = 0.1 + random.uniform01();
  for (const Sentence& sentence : walks(2, 30))
    for (int i = 0; i < static_cast<int>(sentence.size()); ++i) {
      const std::vector<double> p = counts.distribution(sentence, i, weights, 2.0);
      CHECK(std::accumulate(p.begin(), p.end(), 0.0) == Approx(1.0).margin(1e-12));
      double product = 0;
      for (int w = 0; w < kWords; ++w) {
        const auto terms = counts.terms(sentence, i, w, 2.0);
        CHECK(p[static_cast<std::size_t>(w)] == Approx(mixWindowTerms(terms, weights)).margin(1e-14));
        product += terms.probability[WindowCounts::kProduct];
      }
      CHECK(product == Approx(1.0).margin(1e-12));  // the sides' product is a distribution too
    }
}

TEST_CASE("lm window counts: a context never seen gives its share to the others") {
  const WindowCounts counts({{0, 1, 2, 3}, {0, 1, 2, 4}}, 6);
  // Between 5 and 5: no context was seen; the word's frequency, the uniform term and the product remain.
  const auto unseen = counts.terms({5, 5, 1, 5, 5}, 2, 1, 1.0);
  for (int k = 0; k < WindowCounts::kContexts; ++k) CHECK_FALSE(unseen.seen[static_cast<std::size_t>(k)]);
  CHECK(unseen.seen[WindowCounts::kFrequency]);
  CHECK(unseen.bucket[WindowCounts::kProduct] == 0);
  // 0 1 _ 3: l2 l1 _ r1 was seen once, with 2 there.
  const auto seen = counts.terms({0, 1, 5, 3}, 2, 2, 1.0);
  CHECK(seen.seen[2]);
  CHECK(seen.bucket[2] == 1);
  CHECK(seen.probability[2] == 1.0);
  CHECK(seen.probability[3] == 1.0);  // l1 _ r1 as well
  CHECK(seen.probability[4] == 1.0);  // and l2 l1 _ (seen twice, 2 both times)
  CHECK(seen.bucket[4] == 2);
}

TEST_CASE("lm window counts: tuning does no worse than where it starts, on validation") {
  const WindowCounts counts(walks(3, 300), kWords);
  const std::vector<Sentence> validation = walks(4, 60);
  const WindowTuning tuned = tuneWindowWeights(counts, validation);
  CHECK(tuned.kappa > 0);
  CHECK(tuned.weights[WindowCounts::kUniform][0] == 1.0);
  WindowCounts::Weights flat{};
  for (auto& row : flat) row.fill(1.0);
  CHECK(validationLoss(counts, validation, tuned.weights, tuned.kappa) <= validationLoss(counts, validation, flat, tuned.kappa));
  for (const auto& row : tuned.weights)
    for (double w : row) CHECK((std::isfinite(w) && w >= 0));
}

TEST_CASE("lm window counts: two words each side tell apart what the neighbours cannot") {
  // The word between 1 and 2 is 7 after 5 1 and 8 after 6 1: the neighbour counts cannot know which.
  std::vector<Sentence> corpus;
  for (int r = 0; r < 20; ++r) {
    corpus.push_back({5, 1, 7, 2, 3});
    corpus.push_back({6, 1, 8, 2, 3});
  }
  const WindowCounts counts(corpus, 10);
  const WindowTuning tuning = tuneWindowWeights(counts, corpus);
  const MaskedFigures window = windowFigures(counts, tuning, corpus, WordOrder::Original, 26);
  const NeighbourCounts neighbours(corpus, 10);
  const MaskedFigures plain = countFigures(neighbours, tuneCountWeights(neighbours, corpus), corpus, WordOrder::Original, 26);
  CHECK(window.top1 == 1.0);
  CHECK(plain.top1 < 1.0);
  // And order matters to it: reversed, it is lost.
  CHECK(windowFigures(counts, tuning, corpus, WordOrder::Reversed, 26).top1 < 0.5);
}

TEST_CASE("lm window counts: leaving one word out is counting without it") {
  // A sentence whose only known word is `word` adds that one word's counts: the model of the corpus
  // with it, leaving that word out, is the model of the corpus without it (the distillation teacher's
  // view of a training sentence, training.hpp).
  const std::vector<Sentence> corpus = walks(7, 300);
  const WindowCounts without(corpus, kWords);
  WindowCounts::Weights weights{};
  for (auto& row : weights) row.fill(1.0);
  weights[WindowCounts::kProduct].fill(2.0);
  constexpr int kUnknown = kWords;
  SplitMix64 random(8);
  int compared = 0;
  for (int trial = 0; trial < 30; ++trial) {
    const int length = 1 + random.below(6), place = random.below(length), word = random.below(kWords);
    Sentence one(static_cast<std::size_t>(length), kUnknown);
    one[static_cast<std::size_t>(place)] = word;
    std::vector<Sentence> with = corpus;
    with.push_back(one);
    const WindowCounts counted(with, kWords);
    for (const double kappa : {0.5, 4.0}) {
      const std::vector<double> expected = without.distribution(one, place, weights, kappa);
      const std::vector<double> left = counted.distribution(one, place, weights, kappa, word);
      const std::vector<double> kept = counted.distribution(one, place, weights, kappa);
      for (int w = 0; w < kWords; ++w) CHECK(left[static_cast<std::size_t>(w)] == Approx(expected[static_cast<std::size_t>(w)]).epsilon(1e-12).margin(1e-15));
      CHECK(kept[static_cast<std::size_t>(word)] > left[static_cast<std::size_t>(word)]);  // counting it recalls it
      ++compared;
    }
  }
  CHECK(compared == 60);
}

TEST_CASE("lm window counts: pruning drops the counts below its minimum, and guesses stay distributions") {
  // Between 1 and 2 the word is 7 three times (after 5 1) and 8 once (after 6 1).
  std::vector<Sentence> corpus(3, Sentence{5, 1, 7, 2, 3});
  corpus.push_back({6, 1, 8, 2, 3});
  const WindowCounts all(corpus, 10), pruned(corpus, 10, {2, 2}), longOnly(corpus, 10, {1, 2});
  const Sentence asked{6, 1, 0, 2, 3};
  CHECK(all.terms(asked, 2, 8, 1.0).seen[0]);            // 6 1 _ 2 3, seen once with 8
  CHECK_FALSE(pruned.terms(asked, 2, 8, 1.0).seen[0]);   // its one count dropped: never seen
  CHECK(pruned.terms(asked, 2, 8, 1.0).probability[3] == 0.0);  // 1 _ 2 keeps 7 alone
  CHECK(pruned.terms(asked, 2, 7, 1.0).probability[3] == 1.0);
  CHECK_FALSE(longOnly.terms(asked, 2, 8, 1.0).seen[0]);  // the long patterns' minimum alone
  CHECK(longOnly.terms(asked, 2, 8, 1.0).probability[3] == 0.25);
  CHECK(pruned.entries() < longOnly.entries());
  CHECK(longOnly.entries() < all.entries());
  CHECK(pruned.packedCounts().size() < all.packedCounts().size());
  // Kept whole, it is the model without pruning, count for count.
  const WindowCounts kept(corpus, 10, {1, 1});
  CHECK(kept.packedCounts() == all.packedCounts());
  // At every place of other sentences, a pruned model's guess is still a distribution.
  const WindowCounts walksPruned(walks(1, 200), kWords, {3, 5});
  WindowCounts::Weights weights{};
  for (auto& row : weights) row.fill(1.0);
  for (const Sentence& sentence : walks(2, 20))
    for (int i = 0; i < static_cast<int>(sentence.size()); ++i) {
      const std::vector<double> p = walksPruned.distribution(sentence, i, weights, 2.0);
      CHECK(std::accumulate(p.begin(), p.end(), 0.0) == Approx(1.0).margin(1e-12));
    }
}
