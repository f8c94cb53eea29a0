#pragma once
// A tiny English-model shape with seeded, perturbed weights, for the gradient and file tests; and
// readAll, for the tests that read the committed model files.
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "core/lm/model.hpp"
#include "core/lm/training.hpp"
#include "core/random.hpp"

namespace posattn::test {

// A file's bytes (empty if it cannot be read: the reader under test then refuses them).
inline std::string readAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// Sentences that walk a ring of `words` word ids, each step 1 to `longestStep` ahead, with now and
// then an unknown word (id `words`): contexts that recur, for the count models' tests.
inline std::vector<lm::Sentence> ringWalks(std::uint64_t seed, int count, int words, int longestStep) {
  std::vector<lm::Sentence> corpus;
  SplitMix64 random(seed);
  for (int s = 0; s < count; ++s) {
    lm::Sentence sentence;
    int word = random.below(words);
    const int length = 2 + random.below(7);
    for (int i = 0; i < length; ++i) {
      sentence.push_back(random.below(12) == 0 ? words : word);
      word = (word + 1 + random.below(longestStep)) % words;
    }
    corpus.push_back(sentence);
  }
  return corpus;
}

// The trained output codes' width in the tiny model (0 would leave the codes' gradient unchecked).
inline constexpr int kTinyOutputRank = 3;

inline lm::LmShape tinyShape(PositionScheme scheme, int outputRank = 0, bool wordOptions = false) {
  lm::LmShape shape;
  shape.scheme = scheme;
  shape.vocabulary = 20;
  shape.width = 8;
  shape.heads = 2;
  shape.layers = 2;
  shape.hidden = 12;
  shape.positions = 10;
  shape.t5Buckets = 8;
  shape.t5MaxDistance = 16;
  shape.outputRank = outputRank;
  shape.inputCodes = wordOptions;
  shape.wordDeltas = wordOptions;
  return shape;
}

// Every group moved off its initial value (gains off 1, biases and T5 off 0), so no gradient
// term can hide behind a zero.
template <typename T>
lm::LmModel<T> tinyModel(PositionScheme scheme, std::uint64_t seed = 5, bool wordOptions = false) {
  lm::LmModel<T> model;
  model.shape = tinyShape(scheme, kTinyOutputRank, wordOptions);
  model.embedding = seededMatrix(mixSeeds(seed, 1), model.shape.vocabulary, model.shape.width, 1.0).template cast<T>();
  model.weights = lm::initialWeights<T>(model.shape, seed);
  std::uint64_t group = 100;
  for (auto& entry : lm::weightGroups(model.weights)) {
    lm::Mat<T>& values = *entry.second;
    values += seededMatrix(mixSeeds(seed, ++group), static_cast<int>(values.rows()),
                           static_cast<int>(values.cols()), 0.3).template cast<T>();
  }
  return model;
}

}  // namespace posattn::test
