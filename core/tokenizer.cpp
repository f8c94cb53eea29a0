#include "tokenizer.hpp"

#include <cstdint>

#include "limits.hpp"

namespace posattn {
namespace {

enum class CharClass { Space, Punctuation, Ideograph, Word };

struct DecodedChar {
  char32_t codepoint = 0;
  int length = 0;  // 0 marks an invalid sequence
};

DecodedChar decodeUtf8(std::string_view text, std::size_t at) {
  const auto lead = static_cast<unsigned char>(text[at]);
  int length = 0;
  char32_t cp = 0;
  if (lead < 0x80) return {lead, 1};
  if ((lead & 0xE0) == 0xC0) { length = 2; cp = lead & 0x1F; }
  else if ((lead & 0xF0) == 0xE0) { length = 3; cp = lead & 0x0F; }
  else if ((lead & 0xF8) == 0xF0) { length = 4; cp = lead & 0x07; }
  else return {};
  if (at + length > text.size()) return {};
  for (int i = 1; i < length; ++i) {
    const auto byte = static_cast<unsigned char>(text[at + i]);
    if ((byte & 0xC0) != 0x80) return {};
    cp = (cp << 6) | (byte & 0x3F);
  }
  static constexpr char32_t kSmallestForLength[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < kSmallestForLength[length] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return {};
  return {cp, length};
}

bool isAsciiPunctuation(char32_t c) {
  return (c >= 0x21 && c <= 0x2F) || (c >= 0x3A && c <= 0x40) || (c >= 0x5B && c <= 0x60) ||
         (c >= 0x7B && c <= 0x7E);
}

CharClass classify(char32_t c) {
  if (c == ' ' || (c >= 0x09 && c <= 0x0D) || c == 0xA0 || c == 0x1680 ||
      (c >= 0x2000 && c <= 0x200B) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F ||
      c == 0x3000 || c == 0xFEFF)
    return CharClass::Space;
  if (isAsciiPunctuation(c) || c == 0xA1 || c == 0xAB || c == 0xBB || c == 0xBF ||
      (c >= 0x2010 && c <= 0x2027) || (c >= 0x2030 && c <= 0x205E) ||
      (c >= 0x3001 && c <= 0x3003) || (c >= 0x3008 && c <= 0x3011) ||
      (c >= 0xFF01 && c <= 0xFF0F) || c == 0xFF1A || c == 0xFF1B || c == 0xFF1F)
    return CharClass::Punctuation;
  if ((c >= 0x3040 && c <= 0x30FF) || (c >= 0x3400 && c <= 0x4DBF) ||
      (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) ||
      (c >= 0x20000 && c <= 0x2FA1F))
    return CharClass::Ideograph;
  return CharClass::Word;
}

bool isAsciiLetterOrDigit(char32_t c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
}

std::string foldKey(std::string_view text) {
  std::string key(text);
  for (char& ch : key)
    if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
  return key;
}

}  // namespace

TokenizeResult tokenize(std::string_view text, int maxTokens) {
  // Decode once, so every decision below is about whole characters.
  struct Char { char32_t cp; int start; int length; };
  std::vector<Char> chars;
  for (std::size_t at = 0; at < text.size();) {
    const DecodedChar decoded = decodeUtf8(text, at);
    if (decoded.length == 0)
      return {{}, "The text is not valid UTF-8 (at byte " + std::to_string(at) + ")."};
    chars.push_back({decoded.codepoint, static_cast<int>(at), decoded.length});
    at += static_cast<std::size_t>(decoded.length);
  }

  TokenizeResult result;
  auto emit = [&](std::size_t first, std::size_t last) {  // chars [first, last)
    const int start = chars[first].start;
    const int end = chars[last - 1].start + chars[last - 1].length;
    result.tokens.push_back({std::string(text.substr(start, end - start)),
                             foldKey(text.substr(start, end - start)), start, end});
  };

  for (std::size_t i = 0; i < chars.size();) {
    const CharClass cls = classify(chars[i].cp);
    if (cls == CharClass::Space) { ++i; continue; }
    if (cls != CharClass::Word) { emit(i, i + 1); ++i; continue; }
    std::size_t end = i + 1;
    while (end < chars.size()) {
      const CharClass next = classify(chars[end].cp);
      if (next == CharClass::Word) { ++end; continue; }
      // Keep "don't" and "well-known" whole: a joiner between two letters belongs to the word.
      const bool joiner = chars[end].cp == '\'' || chars[end].cp == 0x2019 || chars[end].cp == '-';
      if (joiner && end + 1 < chars.size() && classify(chars[end + 1].cp) == CharClass::Word &&
          isAsciiLetterOrDigit(chars[end - 1].cp) && isAsciiLetterOrDigit(chars[end + 1].cp)) {
        end += 2;
        continue;
      }
      break;
    }
    emit(i, end);
    i = end;
  }

  if (result.tokens.empty()) {
    result.error = "Type a sentence: there are no words in it yet.";
    return result;
  }
  if (static_cast<int>(result.tokens.size()) > maxTokens) {
    result.error = "The sentence has " + std::to_string(result.tokens.size()) +
                   " tokens; the limit is " + std::to_string(maxTokens) + ".";
    result.tokens.clear();
    return result;
  }
  for (std::size_t i = 0; i < result.tokens.size(); ++i) {
    if (result.tokens[i].text.size() > static_cast<std::size_t>(kMaxTokenBytes)) {
      result.error = "Token " + std::to_string(i + 1) + " is longer than " +
                     std::to_string(kMaxTokenBytes) + " bytes; split it with spaces.";
      result.tokens.clear();
      return result;
    }
  }
  return result;
}

}  // namespace posattn
