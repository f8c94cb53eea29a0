#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "message.hpp"

namespace posattn {

struct Token {
  std::string text;  // exactly as typed (valid UTF-8)
  std::string key;   // what the embedding looks up: ASCII letters folded to lower case
  int byteStart = 0;
  int byteEnd = 0;
};

struct TokenizeResult {
  std::vector<Token> tokens;
  Message error;  // empty when the text was tokenized; otherwise why not (docs/api.md, the codes)
  bool ok() const { return error.empty(); }
};

// Words and punctuation. Whitespace separates; ASCII and common Unicode punctuation marks are
// tokens of their own (an apostrophe or hyphen between letters stays inside the word: "don't");
// each CJK ideograph or kana is a token, as in BERT's basic tokenizer; everything else, including
// accents, combining marks and emoji sequences, stays in its word. Never splits a UTF-8 sequence.
TokenizeResult tokenize(std::string_view text, int maxTokens);

}  // namespace posattn
