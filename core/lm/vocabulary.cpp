#include "vocabulary.hpp"

#include <cctype>

#include "core/tokenizer.hpp"

namespace posattn::lm {

int Vocabulary::lookup(const std::string& key, int unknown) const {
  const auto found = index.find(key);
  return found == index.end() ? unknown : found->second;
}

bool isGuessableWord(const std::string& word) {
  // A lone letter other than "a" and "i" is a piece of an abbreviation the tokenizer split ("e.g."
  // reads e . g .), so before a full stop the models offer them: no one means one by a blank.
  if (word.size() == 1 && std::isalpha(static_cast<unsigned char>(word[0])) && word != "a" && word != "i") return false;
  for (const char c : word) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x80 || std::isalnum(byte)) return true;
  }
  return false;
}

void rebuildIndex(Vocabulary& vocabulary) {
  vocabulary.index.clear();
  vocabulary.guessable.clear();
  for (std::size_t i = 0; i < vocabulary.words.size(); ++i) {
    vocabulary.index.emplace(vocabulary.words[i], static_cast<int>(i));
    vocabulary.guessable.push_back(isGuessableWord(vocabulary.words[i]) ? 1 : 0);
  }
}

Encoded encodeText(const Vocabulary& vocabulary, const std::string& text, int maxTokens) {
  Encoded out;
  const TokenizeResult tokens = tokenize(text, maxTokens);
  if (!tokens.ok()) {
    out.error = tokens.error;
    return out;
  }
  const int unknown = static_cast<int>(vocabulary.words.size());
  for (const Token& token : tokens.tokens) {
    const int id = vocabulary.lookup(token.key, unknown);
    out.ids.push_back(id);
    out.texts.push_back(token.text);
    if (id == unknown) {
      bool seen = false;
      for (const std::string& word : out.outOfVocabulary) seen = seen || word == token.key;
      if (!seen) out.outOfVocabulary.push_back(token.key);
    }
  }
  return out;
}

}  // namespace posattn::lm
