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
      (c >= 0xFF01 && c <= 0xFF0F) || c == 0xFF1A || c == 0xFF1B || c == 0xFF1F ||
      // Devanagari's danda and double danda end a clause or verse as "." does; U+0970 abbreviates.
      c == 0x0964 || c == 0x0965 || c == 0x0970)
    return CharClass::Punctuation;
  if ((c >= 0x3040 && c <= 0x30FF) || (c >= 0x3400 && c <= 0x4DBF) ||
      (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) ||
      (c >= 0x20000 && c <= 0x2FA1F))
    return CharClass::Ideograph;
  return CharClass::Word;
}

// Marks that combine with the character before them (accents, Devanagari's vowel signs, virama
// and nukta, and the joiners that shape conjuncts): they belong to that character's token, so
// "ज़" (ज + nukta) or "कि" never splits, even after a mark the tokenizer counts as punctuation.
bool isCombiningMark(char32_t c) {
  return (c >= 0x0300 && c <= 0x036F) || (c >= 0x0900 && c <= 0x0903) || (c >= 0x093A && c <= 0x093C) ||
         (c >= 0x093E && c <= 0x094F) || (c >= 0x0951 && c <= 0x0957) || c == 0x0962 || c == 0x0963 ||
         (c >= 0x1AB0 && c <= 0x1AFF) || (c >= 0x1DC0 && c <= 0x1DFF) || c == 0x200C || c == 0x200D ||
         (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xA8E0 && c <= 0xA8F1) || (c >= 0xFE20 && c <= 0xFE2F);
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
  // One pass, decoding as it goes. Past the limit, tokens are only counted (for the message), never
  // built, so an oversized text costs no memory beyond the limit's worth of tokens.
  TokenizeResult result;
  std::size_t count = 0, characters = 0;
  std::size_t invalidAt = 0;  // 1-based; 0 while the text is valid
  const auto decode = [&](std::size_t at) {
    const DecodedChar decoded = decodeUtf8(text, at);
    if (decoded.length == 0 && invalidAt == 0) invalidAt = characters + 1;
    return decoded;
  };

  for (std::size_t at = 0; at < text.size();) {
    const DecodedChar first = decode(at);
    if (first.length == 0) break;
    ++characters;
    const CharClass cls = classify(first.codepoint);
    if (cls == CharClass::Space) { at += first.length; continue; }
    std::size_t end = at + first.length;
    std::size_t tokenCharacters = 1;
    if (cls == CharClass::Word) {
      char32_t previous = first.codepoint;
      while (end < text.size()) {
        const DecodedChar next = decode(end);
        if (next.length == 0) break;
        const CharClass nextClass = classify(next.codepoint);
        if (nextClass == CharClass::Word) {
          previous = next.codepoint;
          end += next.length;
          ++characters;
          ++tokenCharacters;
          continue;
        }
        // Keep "don't" and "well-known" whole: a joiner between two letters belongs to the word.
        const bool joiner = next.codepoint == '\'' || next.codepoint == 0x2019 || next.codepoint == '-';
        if (joiner && end + next.length < text.size()) {
          const DecodedChar after = decodeUtf8(text, end + next.length);
          if (after.length != 0 && classify(after.codepoint) == CharClass::Word &&
              isAsciiLetterOrDigit(previous) && isAsciiLetterOrDigit(after.codepoint)) {
            previous = after.codepoint;
            end += next.length + after.length;
            characters += 2;
            tokenCharacters += 2;
            continue;
          }
        }
        break;
      }
    }
    // A combining mark after a punctuation mark or an ideograph stays with it (in a word it already
    // is: it classifies as a letter).
    while (cls != CharClass::Word && end < text.size()) {
      const DecodedChar next = decode(end);
      if (next.length == 0 || !isCombiningMark(next.codepoint)) break;
      end += next.length;
      ++characters;
      ++tokenCharacters;
    }
    if (invalidAt != 0) break;
    ++count;
    if (tokenCharacters > static_cast<std::size_t>(kMaxTokenCharacters) && result.error.empty())
      result.error = say("token-too-long", "token", count, "limit", kMaxTokenCharacters);
    if (count <= static_cast<std::size_t>(maxTokens) && result.error.empty()) {
      const auto token = text.substr(at, end - at);
      result.tokens.push_back({std::string(token), foldKey(token), static_cast<int>(at),
                               static_cast<int>(end)});
    }
    at = end;
  }

  if (invalidAt != 0) return {{}, say("invalid-utf8", "at", invalidAt)};
  if (count > static_cast<std::size_t>(maxTokens))
    return {{}, say("too-many-tokens", "count", count, "limit", maxTokens)};
  if (!result.ok()) { result.tokens.clear(); return result; }
  if (count == 0) result.error = say("no-words");
  return result;
}

}  // namespace posattn
