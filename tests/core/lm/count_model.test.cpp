#include <catch2/catch.hpp>

#include <cmath>
#include <numeric>

#include "core/lm/count_model.hpp"
#include "core/random.hpp"
#include "fixtures.hpp"

using namespace posattn;
using namespace posattn::lm;

// The count baseline's properties: a distribution over the words at every place, equal to its
// terms' mix, the unseen contexts' shares given to the others, and tuning that does no worse than
// any weights it could have chosen.
namespace {
constexpr int kWords = 12;

std::vector<Sentence> walks(std::uint64_t seed, int count) { return test::ringWalks(seed, count, kWords, 2); }
}  // namespace

TEST_CASE("lm count model: a distribution at every place, equal to its terms' mix") {
  const NeighbourCounts counts(walks(1, 200), kWords);
  const CountWeights weights{0.4, 0.2, 0.2, 0.1, 0.1};
  for (const Sentence& sentence : walks(2, 30))
    for (int i = 0; i < static_cast<int>(sentence.size()); ++i) {
      const std::vector<double> p = counts.distribution(sentence, i, weights);
      CHECK(std::accumulate(p.begin(), p.end(), 0.0) == Approx(1.0).margin(1e-12));
      for (int w = 0; w < kWords; ++w)
        CHECK(p[static_cast<std::size_t>(w)] == Approx(mixTerms(counts.terms(sentence, i, w), weights)).margin(1e-15));
    }
}

TEST_CASE("lm count model: a context never seen gives its share to the others") {
  const NeighbourCounts counts({{0, 1, 2}, {0, 1, 3}}, 5);
  const CountWeights weights{0.5, 0.2, 0.2, 0.05, 0.05};
  // Between 4 and 4: no neighbour was ever seen, so only the word's own count and the uniform term.
  const auto terms = counts.terms({4, 1, 4}, 1, 1);
  CHECK_FALSE(terms.seen[0]);
  CHECK_FALSE(terms.seen[1]);
  CHECK_FALSE(terms.seen[2]);
  CHECK(mixTerms(terms, weights) == Approx(0.5 * (2.0 / 6) + 0.5 * (1.0 / 5)));
  // Between 0 and 2, seen once with 1 there: the three context terms all say 1.
  CHECK(counts.distribution({0, 4, 2}, 1, weights)[1] > 0.9);
}

TEST_CASE("lm count model: tuning picks the weights with the lowest validation loss") {
  const NeighbourCounts counts(walks(3, 300), kWords);
  const std::vector<Sentence> validation = walks(4, 60);
  const CountWeights tuned = tuneCountWeights(counts, validation);
  CHECK(std::accumulate(tuned.begin(), tuned.end(), 0.0) == Approx(1.0));
  CHECK(tuned[4] > 0);  // every word keeps a chance
  const auto loss = [&](const CountWeights& w) {
    double sum = 0;
    for (const Sentence& s : validation)
      for (int i = 0; i < static_cast<int>(s.size()); ++i)
        if (s[static_cast<std::size_t>(i)] < kWords) sum -= std::log(mixTerms(counts.terms(s, i, s[static_cast<std::size_t>(i)]), w));
    return sum;
  };
  for (const CountWeights& other : {CountWeights{0, 0, 0, 0, 1}, CountWeights{0.25, 0.25, 0.25, 0.2, 0.05},
                                    CountWeights{0.6, 0.1, 0.1, 0.1, 0.1}})
    CHECK(loss(tuned) <= loss(other));
}

TEST_CASE("lm count model: figures as a model's, and order matters to it") {
  // Each word is fixed by its neighbours in this corpus: in order the model is always right.
  const std::vector<Sentence> corpus = {{0, 1, 2, 3, 4, 5}, {0, 1, 2, 3, 4, 5}};
  const NeighbourCounts counts(corpus, 6);
  const CountWeights weights{0.9, 0.03, 0.03, 0.02, 0.02};
  const MaskedFigures original = countFigures(counts, weights, corpus, WordOrder::Original, 26);
  CHECK(original.predictions == 12);
  CHECK(original.top1 == 1.0);
  CHECK(original.content.predictions == 0);  // every id is among the commonest 100
  const MaskedFigures reversed = countFigures(counts, weights, corpus, WordOrder::Reversed, 26);
  CHECK(reversed.top1 < 0.5);
}

TEST_CASE("lm count model: counted in both orders with equal sides, it cannot tell left from right") {
  const NeighbourCounts counts(inBothOrders(walks(5, 300)), kWords);
  const CountWeights tuned = tuneCountWeights(counts, walks(6, 60), true);
  CHECK(tuned[1] == tuned[2]);
  // A sentence and its mirror image get the same distribution at mirrored places.
  for (const Sentence& sentence : walks(7, 30)) {
    const Sentence mirror(sentence.rbegin(), sentence.rend());
    const int n = static_cast<int>(sentence.size());
    for (int i = 0; i < n; ++i) {
      const std::vector<double> p = counts.distribution(sentence, i, tuned);
      const std::vector<double> q = counts.distribution(mirror, n - 1 - i, tuned);
      for (std::size_t w = 0; w < p.size(); ++w) CHECK(p[w] == Approx(q[w]).margin(1e-15));
    }
  }
  // The plain model, tuned freely, can: on these left-to-right walks it is lost in a mirror image.
  const NeighbourCounts plain(walks(5, 300), kWords);
  const MaskedFigures forwards = countFigures(plain, tuned, walks(7, 30), WordOrder::Original, 26);
  const MaskedFigures backwards = countFigures(plain, tuned, walks(7, 30), WordOrder::Reversed, 26);
  CHECK(backwards.top1 < forwards.top1);
}
