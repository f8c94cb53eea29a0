// Any bytes -> tokenize(): never crashes, and its answer agrees with a strict UTF-8 decoder written
// here from RFC 3629, independently of the tokenizer's own decoder.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/limits.hpp"
#include "core/tokenizer.hpp"

namespace {

// Code points of `text`, or -1 when it is not strictly valid UTF-8 (no overlong forms, no
// surrogates, nothing above U+10FFFF).
long long countCodePoints(std::string_view text) {
  long long count = 0;
  for (std::size_t i = 0; i < text.size(); ++count) {
    const auto b0 = static_cast<unsigned char>(text[i]);
    std::size_t length = 0;
    unsigned char low = 0x80, high = 0xBF;
    if (b0 <= 0x7F) length = 1;
    else if (b0 >= 0xC2 && b0 <= 0xDF) length = 2;
    else if (b0 == 0xE0) { length = 3; low = 0xA0; }
    else if ((b0 >= 0xE1 && b0 <= 0xEC) || b0 == 0xEE || b0 == 0xEF) length = 3;
    else if (b0 == 0xED) { length = 3; high = 0x9F; }
    else if (b0 == 0xF0) { length = 4; low = 0x90; }
    else if (b0 >= 0xF1 && b0 <= 0xF3) length = 4;
    else if (b0 == 0xF4) { length = 4; high = 0x8F; }
    else return -1;
    if (i + length > text.size()) return -1;
    for (std::size_t k = 1; k < length; ++k) {
      const auto b = static_cast<unsigned char>(text[i + k]);
      if (k == 1 ? (b < low || b > high) : (b < 0x80 || b > 0xBF)) return -1;
    }
    i += length;
  }
  return count;
}

void require(bool condition) {
  if (!condition) std::abort();
}

void check(std::string_view text, int limit) {
  const posattn::TokenizeResult result = posattn::tokenize(text, limit);
  const bool valid = countCodePoints(text) >= 0;
  if (!valid) {  // the tokenizer must refuse it, and say so
    require(!result.ok() && result.tokens.empty());
    require(result.error.code == "invalid-utf8");
    return;
  }
  if (!result.ok()) {
    require(result.tokens.empty() && !result.error.empty());
    require(result.error.code != "invalid-utf8");
    return;
  }
  require(!result.tokens.empty());
  require(static_cast<int>(result.tokens.size()) <= limit);
  int previousEnd = 0;
  for (const posattn::Token& token : result.tokens) {
    require(token.byteStart >= previousEnd && token.byteEnd > token.byteStart);
    require(static_cast<std::size_t>(token.byteEnd) <= text.size());
    require(text.substr(token.byteStart, token.byteEnd - token.byteStart) == token.text);
    const long long characters = countCodePoints(token.text);
    require(characters >= 1 && characters <= posattn::kMaxTokenCharacters);
    require(token.key.size() == token.text.size());
    for (std::size_t i = 0; i < token.key.size(); ++i) {
      const char c = token.text[i];
      require(token.key[i] == ((c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c));
    }
    // Between tokens only separators: never an ASCII letter or digit.
    for (int i = previousEnd; i < token.byteStart; ++i) {
      const char c = text[i];
      require(!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')));
    }
    previousEnd = token.byteEnd;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check(text, posattn::kMaxTokens);
  check(text, static_cast<int>(size % 5) + 1);  // small limits reach the counting path
  return 0;
}
