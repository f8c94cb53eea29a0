#pragma once
// What a trained model knows, measured on held-out sentences: each known word masked in turn
// (pseudo-likelihood, Salazar et al. 2020), in the original, a shuffled or the reversed order; and
// where its attention heads look.
#include <cmath>
#include <cstdint>
#include <vector>

#include "model.hpp"
#include "training.hpp"

namespace posattn::lm {

enum class WordOrder { Original, Shuffled, Reversed };
const char* orderName(WordOrder order);
// The sentence in the given order; shuffles are seeded by (seed, index) so every model sees the same.
Sentence reordered(const Sentence& sentence, WordOrder order, std::uint64_t seed, std::uint64_t index);

// Content words: outside the kCommonWords commonest training tokens (ids are by frequency), where
// guessing needs the sentence's meaning rather than its grammar ("mat", not "the").
inline constexpr int kCommonWords = 100;
struct MaskedScores {
  long long predictions = 0;   // known words masked one at a time
  double top1 = 0, top5 = 0;   // share of those whose word ranks first, or in the first five
  double pseudoPerplexity = 0; // exp(mean -log p(word))
};
struct MaskedFigures : MaskedScores {
  MaskedScores content;        // the same, over the content words only
};
// Tallies one masked word: `above` words ranked over it, `logProbability` its log-probability.
class MaskedTally {
 public:
  void add(int word, int above, double logProbability);
  MaskedFigures figures() const;
 private:
  struct Sums { long long count = 0, first = 0, five = 0; double logLoss = 0; };
  Sums all_, content_;
};
// The figures of a model that gives a distribution over the words at each place: each known word of
// each sentence (in the given order) ranked in `distribution(sentence, position)`. Ties rank the
// lower id first. The count models' evaluation (count_model.hpp, window_counts.hpp).
template <typename Distribution>
MaskedFigures distributionFigures(const std::vector<Sentence>& sentences, WordOrder order, std::uint64_t seed,
                                  int vocabulary, Distribution distribution) {
  MaskedTally tally;
  for (std::size_t s = 0; s < sentences.size(); ++s) {
    const Sentence sentence = reordered(sentences[s], order, seed, s);
    for (std::size_t i = 0; i < sentence.size(); ++i) {
      const int word = sentence[i];
      if (word < 0 || word >= vocabulary) continue;
      const std::vector<double> p = distribution(sentence, static_cast<int>(i));
      const double target = p[static_cast<std::size_t>(word)];
      int above = 0;
      for (std::size_t w = 0; w < p.size(); ++w)
        above += p[w] > target || (p[w] == target && static_cast<int>(w) < word);
      tally.add(word, above, std::log(target));
    }
  }
  return tally.figures();
}

template <typename T>
MaskedFigures maskedFigures(const LmModel<T>& model, const std::vector<Sentence>& sentences,
                            WordOrder order, std::uint64_t seed);

// The model's probability of each word at `position` of `ids` with that position masked.
template <typename T>
std::vector<double> maskedProbabilities(const LmModel<T>& model, std::vector<int> ids, int position);

// The mean of several models' maskedProbabilities, in the models' order: what they guess together
// (distillation's teacher, lm_teacher_targets; their figures, lm_ensemble_figures).
template <typename T>
std::vector<double> averageMaskedProbabilities(const std::vector<LmModel<T>>& models, const std::vector<int>& ids,
                                               int position);

// The k most probable words for position `position` of `ids` with that position masked, best first.
struct Guess { int word; double probability; };
// `allowed` (one flag per vocabulary word; empty: every word) keeps punctuation out of the guesses.
template <typename T>
std::vector<Guess> bestGuesses(const LmModel<T>& model, std::vector<int> ids, int position, int k,
                               const std::vector<char>& allowed = {});

struct HeadPattern {
  int layer = 0, head = 0;
  double previous = 0, next = 0, self = 0;  // mean weight on the word before, after, itself
  double previousTop = 0, nextTop = 0, selfTop = 0;  // share of queries whose largest weight is there
};
template <typename T>
std::vector<HeadPattern> headPatterns(const LmModel<T>& model, const std::vector<Sentence>& sentences);

}  // namespace posattn::lm
