#pragma once
// The stronger count baseline: a masked word w guessed from the two words on each side of it,
// l2 l1 _ r1 r2, by counting the training sentences. Its terms:
//   eight context counts, p_k(w) = c(context_k, w) / c(context_k, .), for the contexts
//     l2 l1 _ r1 r2 | l1 _ r1 r2 | l2 l1 _ r1 | l1 _ r1 | l2 l1 _ | _ r1 r2 | l1 _ | _ r1,
//   the word's own frequency, the uniform 1/V, and a product of the two sides,
//     q(w) ∝ pL(w) pR(w) / u(w),
//   where pL reads l2 l1 and pR reads r1 r2 (each side's counts smoothed towards its shorter
//   context and the frequency u with a pseudo-count kappa): what each side says about w, combined
//   as if the sides were independent given w, so a left and a right context never seen together
//   still combine.
// They are mixed with a weight per term and per count bucket of its context (a context seen often
// is trusted more), renormalised over the terms whose context was seen in training. The weights and
// kappa are tuned on validation sentences only (tuneWindowWeights). Ties in a ranking put the
// lower id first, as the neighbour count model does (count_model.hpp).
#include <array>
#include <cstdint>
#include <vector>

#include "evaluation.hpp"
#include "training.hpp"

namespace posattn::lm {

// Which counts a count model keeps. A (context, word) pair counted fewer times than its minimum is
// dropped, as a count model held to a memory budget would drop it (docs/models.md, "The bar's
// memory"); the three longest patterns (l2 l1 _ r1 r2, l1 _ r1 r2, l2 l1 _ r1) have a minimum of
// their own. The defaults keep every count.
struct WindowPruning {
  long long minimum = 1, minimumLong = 1;
};

class WindowCounts {
 public:
  static constexpr int kContexts = 8;           // the eight context patterns, longest first
  static constexpr int kTerms = kContexts + 3;  // + the word's frequency, uniform, the sides' product
  static constexpr int kFrequency = kContexts, kUniform = kContexts + 1, kProduct = kContexts + 2;
  static constexpr int kBuckets = 12;           // 0: never seen (or no context); b: 2^(b-1) <= count < 2^b; 11: >= 1024
  using Weights = std::array<std::array<double, kBuckets>, kTerms>;

  // vocabulary: the model's output words; ids >= vocabulary (unknown) count as one context word.
  WindowCounts(const std::vector<Sentence>& training, int vocabulary, WindowPruning pruning = {});

  struct Terms {
    std::array<double, kTerms> probability{};
    std::array<int, kTerms> bucket{};   // each term's count bucket there
    std::array<bool, kTerms> seen{};    // a context never seen gives its share to the others
  };
  // The terms' probabilities of `word` at `position` of `sentence` (its own word unread).
  Terms terms(const Sentence& sentence, int position, int word, double kappa) const;
  // p(w | the window) for every word w < vocabulary. heldOut >= 0 (the word at `position` of a
  // training sentence): the counts without that one occurrence in each context, in the word counts
  // and in the frequency u(w) (leave-one-out): what the model would say had it not counted it.
  std::vector<double> distribution(const Sentence& sentence, int position, const Weights& weights, double kappa,
                                   int heldOut = -1) const;
  int vocabulary() const { return vocabulary_; }
  std::size_t contexts() const { return keys_.size(); }
  std::size_t entries() const { return words_.size(); }
  // The kept counts as a file could hold them, to measure what they take: each context's key as a
  // varint of its difference from the last, its number of words, then each word (2 bytes) and its
  // count (a varint).
  std::vector<unsigned char> packedCounts() const;

 private:
  struct Context { long long total = 0; std::uint32_t begin = 0, end = 0; };  // its words' range
  std::uint64_t key(const Sentence& sentence, int position, int pattern) const;
  int contextId(const Sentence& sentence, int position) const;
  const Context* find(std::uint64_t key) const;
  long long countOf(const Context* context, int word) const;
  // pL or pR for every word: side 0 left, 1 right.
  void sideDistribution(const Sentence& sentence, int position, int side, double kappa, std::vector<double>& out,
                        int heldOut = -1) const;
  // A context's counts with heldOut's one occurrence taken out (leave-one-out; -1: as counted).
  struct Seen { const Context* context = nullptr; long long total = 0; int less = -1; };
  Seen seen(std::uint64_t key, int heldOut) const;
  // Without heldOut's one token, u'(w) = u(w) * scale for every other word and `frequency` for it.
  struct HeldOutFrequency { int word = -1; double scale = 1, frequency = 0; };
  HeldOutFrequency heldOutFrequency(int heldOut) const;

  int vocabulary_;
  std::vector<long long> unigram_;
  long long tokens_ = 0;
  std::vector<double> frequency_, inverseFrequency_;  // u(w) (half a count for a word never seen) and 1/u(w)
  std::vector<std::uint64_t> keys_;       // sorted context keys
  std::vector<Context> contexts_;         // one per key
  std::vector<int> words_;                // each context's words, ascending
  std::vector<long long> counts_;         // and their counts
};

// The bucket of a context seen `count` times.
int countBucket(long long count);
// Mixes the terms with the weights of their buckets, renormalised over the seen ones.
double mixWindowTerms(const WindowCounts::Terms& terms, const WindowCounts::Weights& weights);

struct WindowTuning {
  WindowCounts::Weights weights{};
  double kappa = 1;
};
// For each kappa of a few, the weights by expectation-maximisation on `validation`'s known words
// (each term's weight in a bucket multiplied by its mean responsibility over its mean share, a
// fixed number of rounds, so the result is the same on every machine); the kappa and weights with
// the lowest validation loss.
WindowTuning tuneWindowWeights(const WindowCounts& counts, const std::vector<Sentence>& validation);

// The figures maskedFigures gives a transformer, for this count model.
MaskedFigures windowFigures(const WindowCounts& counts, const WindowTuning& tuning,
                            const std::vector<Sentence>& sentences, WordOrder order, std::uint64_t seed);

}  // namespace posattn::lm
