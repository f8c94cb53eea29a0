#pragma once
#include <cstdint>
#include <string_view>
#include <vector>

#include "matrix.hpp"
#include "tokenizer.hpp"

namespace posattn {

// What a token means, as a vector. An interface, so a richer lexicon (real word vectors shipped as
// data) can replace the hashed one without touching attention or the page.
class TokenEmbedder {
 public:
  virtual ~TokenEmbedder() = default;
  virtual Vector embed(std::string_view key, int width) const = 0;
};

// Deterministic stand-in for learned embeddings: the vector of a word is drawn from a stream seeded
// by (seed, hash of the word), so "the" is the same vector every time, in every build. Entries have
// mean 0 and variance 1, as a freshly initialised embedding table would (up to scale).
class HashedEmbedder final : public TokenEmbedder {
 public:
  explicit HashedEmbedder(std::uint64_t seed) : seed_(seed) {}
  Vector embed(std::string_view key, int width) const override;

 private:
  std::uint64_t seed_;
};

// One row per token, looked up by Token::key.
Matrix embedTokens(const TokenEmbedder& embedder, const std::vector<Token>& tokens, int width);

}  // namespace posattn
