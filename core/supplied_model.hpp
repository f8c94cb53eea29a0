#pragma once
// Weights a caller supplies in place of the seeded ones (a trained model, core/train/ fills it), so
// every view of the analysis works on a model that has learned something.
#include <string>
#include <string_view>
#include <vector>

#include "attention.hpp"
#include "embedding.hpp"

namespace posattn {

struct SuppliedModel {
  std::vector<std::string> words;  // the vocabulary, lower case
  Matrix embeddings;               // one row per word
  AttentionWeights weights;        // projections, T5 table, ALiBi slopes, learned table
  int heads = 1;
  int width() const { return static_cast<int>(embeddings.cols()); }
  // Empty when these weights fit `settings` (width, heads, the scheme's tables); else what differs.
  Message mismatch(const AttentionSettings& settings) const;
  // -1 when the word is not in the vocabulary.
  int indexOf(std::string_view key) const;
};

// Looks a token up in a supplied vocabulary; a word outside it gets the zero vector (it carries no
// meaning the model knows), and the analysis lists it as unknown.
class VocabularyEmbedder final : public TokenEmbedder {
 public:
  explicit VocabularyEmbedder(const SuppliedModel& model) : model_(model) {}
  Vector embed(std::string_view key, int width) const override;

 private:
  const SuppliedModel& model_;
};

}  // namespace posattn
