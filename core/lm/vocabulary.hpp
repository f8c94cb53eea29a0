#pragma once
// The shared vocabulary of the English models: words (tokenizer keys, most frequent first) and their
// fixed embeddings (GloVe, reduced by PCA and stored as int8 with one scale per row).
#include <string>
#include <unordered_map>
#include <vector>

#include "core/message.hpp"
#include "model.hpp"

namespace posattn::lm {

struct Vocabulary {
  std::vector<std::string> words;
  std::unordered_map<std::string, int> index;
  Mat<float> embedding;  // words x width, the dequantized int8 values the models were trained with
  // 1 for a word a guess may offer: one with a letter or digit (any non-ASCII counts), not a
  // punctuation mark ("`", "!", ";"); rebuilt with the index.
  std::vector<char> guessable;
  int lookup(const std::string& key, int unknown) const;
};

struct Encoded {
  std::vector<int> ids;            // word ids; unknown words get `unknown`
  std::vector<std::string> texts;  // each token as typed
  std::vector<std::string> outOfVocabulary;  // distinct unknown words, first-seen order
  Message error;                   // from the tokenizer (empty when fine)
};
// Tokenizes with the page's tokenizer (core/tokenizer.hpp) and looks up each key.
Encoded encodeText(const Vocabulary& vocabulary, const std::string& text, int maxTokens);

void rebuildIndex(Vocabulary& vocabulary);
// Whether Fill the blank may offer `word`: it has a letter or digit, and is not a lone letter other
// than "a" and "i" (a piece of a split abbreviation).
bool isGuessableWord(const std::string& word);

}  // namespace posattn::lm
