#pragma once
// The baseline the English models must beat: a model that only counts each word's neighbours in the
// training sentences. A masked word w between the words l (left) and r (right) gets
//   p(w | l, r) = a3 c(l,w,r)/c(l,.,r) + a2 c(l,w)/c(l,.) + b2 c(w,r)/c(.,r) + a1 c(w)/N + a0/V,
// where a context never seen in training gives its share to the other terms in proportion (the
// weights are renormalised over the terms whose context was seen). The sentence's start and end
// count as neighbours. The weights are tuned on validation sentences only (tuneCountWeights).
#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "evaluation.hpp"
#include "training.hpp"

namespace posattn::lm {

// a3 (both neighbours), a2 (left), b2 (right), a1 (the word alone), a0 (uniform).
using CountWeights = std::array<double, 5>;

class NeighbourCounts {
 public:
  // vocabulary: the model's output words; ids >= vocabulary (unknown) count as one context word.
  NeighbourCounts(const std::vector<Sentence>& training, int vocabulary);

  // p(w | neighbours) for every word w < vocabulary, at `position` of `sentence` (its own word unread).
  std::vector<double> distribution(const Sentence& sentence, int position, const CountWeights& weights) const;
  // The five terms' probabilities of `word` there, and which contexts were seen (for tuning).
  struct Terms { std::array<double, 5> probability{}; std::array<bool, 5> seen{}; };
  Terms terms(const Sentence& sentence, int position, int word) const;
  int vocabulary() const { return vocabulary_; }

 private:
  struct Context {
    long long total = 0;
    std::unordered_map<int, long long> words;
  };
  int contextId(const Sentence& sentence, int position) const;  // a neighbour, or the boundary
  const Context* find(const std::unordered_map<std::uint64_t, Context>& table, std::uint64_t key) const;

  int vocabulary_;
  std::vector<long long> unigram_;
  long long tokens_ = 0;
  std::unordered_map<std::uint64_t, Context> left_, right_, both_;
};

// Every sentence, then every sentence reversed: counted this way, with a2 = b2 (tuneCountWeights'
// sameSides), the count model is mirror-symmetric: it cannot tell left from right.
std::vector<Sentence> inBothOrders(const std::vector<Sentence>& sentences);

// Mixes the terms with the weights renormalised over the seen ones.
double mixTerms(const NeighbourCounts::Terms& terms, const CountWeights& weights);

// The weights (on a grid of step 1/20 over the simplex, a0 > 0) with the lowest
// pseudo-perplexity on `validation`'s known words. sameSides keeps a2 = b2: with counts of every
// sentence in both orders, that model cannot tell left from right (docs/models.md, ALiBi).
CountWeights tuneCountWeights(const NeighbourCounts& counts, const std::vector<Sentence>& validation,
                              bool sameSides = false);

// The figures maskedFigures gives a transformer, for the count model: each known word of each
// sentence (in the given order) guessed from its neighbours. Ties rank the lower id first.
MaskedFigures countFigures(const NeighbourCounts& counts, const CountWeights& weights,
                           const std::vector<Sentence>& sentences, WordOrder order, std::uint64_t seed);

}  // namespace posattn::lm
