#pragma once
// A trained model's weights for another vocabulary: the next generation's, which keeps most of the
// words and gives them the same fixed vectors (lm_prepare's BASIS_FROM), so training goes on from
// the model instead of from nothing (lm_train's START_VOCABULARY; docs/models.md).
#include <string>
#include <vector>

#include "model.hpp"

namespace posattn::lm {

// `trained`'s weights (for `trainedWords`) moved to `words`: every word both hold keeps its trained
// bias, output code and delta; a word only `words` holds starts with its code and delta at zero and
// `seeded`'s bias (a fresh run's: the log of its training count) carried onto the trained biases'
// scale by the least-squares line from the seeded to the trained biases of the words both hold.
// Everything not per word is `trained`'s. So, given the same fixed vectors, a sentence of shared
// words gives every shared word the logit the trained model gave it. `seeded` has `words`' shape.
template <typename T>
LmWeights<T> movedVocabulary(const LmWeights<T>& trained, const std::vector<std::string>& trainedWords,
                             const LmWeights<T>& seeded, const std::vector<std::string>& words);

// How many of `words` the earlier vocabulary holds too.
int sharedWords(const std::vector<std::string>& trainedWords, const std::vector<std::string>& words);

}  // namespace posattn::lm
