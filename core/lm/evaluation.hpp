#pragma once
// What a trained model knows, measured on held-out sentences: each known word masked in turn
// (pseudo-likelihood, Salazar et al. 2020), in the original, a shuffled or the reversed order; and
// where its attention heads look.
#include <cstdint>
#include <vector>

#include "model.hpp"
#include "training.hpp"

namespace posattn::lm {

enum class WordOrder { Original, Shuffled, Reversed };
const char* orderName(WordOrder order);
// The sentence in the given order; shuffles are seeded by (seed, index) so every model sees the same.
Sentence reordered(const Sentence& sentence, WordOrder order, std::uint64_t seed, std::uint64_t index);

struct MaskedFigures {
  long long predictions = 0;   // known words masked one at a time
  double top1 = 0, top5 = 0;   // share of those whose word ranks first, or in the first five
  double pseudoPerplexity = 0; // exp(mean -log p(word))
};
template <typename T>
MaskedFigures maskedFigures(const LmModel<T>& model, const std::vector<Sentence>& sentences,
                            WordOrder order, std::uint64_t seed);

// The k most probable words for position `position` of `ids` with that position masked, best first.
struct Guess { int word; double probability; };
template <typename T>
std::vector<Guess> bestGuesses(const LmModel<T>& model, std::vector<int> ids, int position, int k);

struct HeadPattern {
  int layer = 0, head = 0;
  double previous = 0, next = 0, self = 0;  // mean weight on the word before, after, itself
  double previousTop = 0, nextTop = 0, selfTop = 0;  // share of queries whose largest weight is there
};
template <typename T>
std::vector<HeadPattern> headPatterns(const LmModel<T>& model, const std::vector<Sentence>& sentences);

}  // namespace posattn::lm
