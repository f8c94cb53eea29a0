#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/limits.hpp"
#include "core/tokenizer.hpp"
#include "messages.hpp"
#include "tolerance.hpp"

using namespace posattn;

namespace {

std::vector<std::string> texts(const TokenizeResult& result) {
  std::vector<std::string> out;
  for (const auto& token : result.tokens) out.push_back(token.text);
  return out;
}

// An independent UTF-8 validator (RFC 3629), so the tokenizer is not checked against itself.
bool isValidUtf8(const std::string& s) {
  std::size_t i = 0;
  while (i < s.size()) {
    const auto b0 = static_cast<unsigned char>(s[i]);
    int len = 0;
    unsigned lo = 0x80, hi = 0xBF;  // allowed range of the second byte
    if (b0 <= 0x7F) len = 1;
    else if (b0 >= 0xC2 && b0 <= 0xDF) len = 2;
    else if (b0 == 0xE0) { len = 3; lo = 0xA0; }
    else if (b0 >= 0xE1 && b0 <= 0xEC) len = 3;
    else if (b0 == 0xED) { len = 3; hi = 0x9F; }
    else if (b0 >= 0xEE && b0 <= 0xEF) len = 3;
    else if (b0 == 0xF0) { len = 4; lo = 0x90; }
    else if (b0 >= 0xF1 && b0 <= 0xF3) len = 4;
    else if (b0 == 0xF4) { len = 4; hi = 0x8F; }
    else return false;
    if (i + len > s.size()) return false;
    for (int k = 1; k < len; ++k) {
      const auto b = static_cast<unsigned char>(s[i + k]);
      if (b < (k == 1 ? lo : 0x80u) || b > (k == 1 ? hi : 0xBFu)) return false;
    }
    i += static_cast<std::size_t>(len);
  }
  return true;
}

std::string withoutAsciiWhitespace(const std::string& s) {
  std::string out;
  for (char c : s)
    if (c != ' ' && c != '\t' && c != '\n' && c != '\r') out += c;
  return out;
}

std::string repeatedWords(int count) {
  std::string text;
  for (int i = 0; i < count; ++i) text += "w" + std::to_string(i) + " ";
  return text;
}

// Inputs that mix every kind of character the page may see. Only ASCII whitespace separates.
const std::vector<std::string> kUnicodeSamples = {
    "Hello, world!",
    "Caf\xC3\xA9 na\xC3\xAFve r\xC3\xA9sum\xC3\xA9.",                     // precomposed accents
    "Cafe\xCC\x81 and n\xCC\x83o",                                         // combining marks
    // heart + VS16, and the ZWJ sequence woman + ZWJ + laptop
    "I \xE2\x9D\xA4\xEF\xB8\x8F code \xF0\x9F\x91\xA9\xE2\x80\x8D\xF0\x9F\x92\xBB!",
    // a flag (two regional indicators) and a hand with a skin-tone modifier
    "Bonjour \xF0\x9F\x87\xAB\xF0\x9F\x87\xB7 et \xF0\x9F\x91\x8B\xF0\x9F\x8F\xBD",
    "\xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9E\xE3\x81\xAE\xE6\x96\x87",        // 日本語の文
    "Gr\xC3\xBC\xC3\x9F\x65, \xE4\xB8\x96\xE7\x95\x8C! don't \xE2\x80\x94 well-known",
    "\xE0\xA4\x95\xE0\xA5\x81\xE0\xA4\xA4\xE0\xA5\x8D\xE0\xA4\xA4\xE0\xA5\x87 \xE0\xA4\xA8\xE0\xA5\x87 \xE0\xA4\x86\xE0\xA4\xA6\xE0\xA4\xAE\xE0\xA5\x80 \xE0\xA4\x95\xE0\xA5\x8B \xE0\xA4\x95\xE0\xA4\xBE\xE0\xA4\x9F\xE0\xA4\xBE\xE0\xA5\xA4 \xE0\xA4\x9C\xE0\xA4\xBC\xE0\xA4\xB0\xE0\xA5\x82\xE0\xA4\xB0\xE0\xA5\xA5",  // कुत्ते ने आदमी को काटा। ज़रूर॥ (a danda, a nukta, a double danda)
};

}  // namespace

TEST_CASE("Words and punctuation marks become separate tokens", "[tokenizer]") {
  SECTION("punctuation after a word is a token of its own") {
    const auto result = tokenize("Hello, world!", kMaxTokens);
    REQUIRE(result.ok());
    CHECK(texts(result) == std::vector<std::string>{"Hello", ",", "world", "!"});
  }
  SECTION("an apostrophe or hyphen between letters stays inside the word") {
    const auto result = tokenize("I don't like well-known rock\xE2\x80\x99n'roll", kMaxTokens);
    REQUIRE(result.ok());
    CHECK(texts(result) ==
          std::vector<std::string>{"I", "don't", "like", "well-known", "rock\xE2\x80\x99n'roll"});
  }
  SECTION("an apostrophe or hyphen not between letters is punctuation") {
    const auto result = tokenize("'quoted' - end-", kMaxTokens);
    REQUIRE(result.ok());
    CHECK(texts(result) == std::vector<std::string>{"'", "quoted", "'", "-", "end", "-"});
  }
  SECTION("every kind of whitespace separates and is dropped") {
    // tab, newline, no-break space, ideographic space
    const auto result = tokenize("a\tb\nc\xC2\xA0" "d\xE3\x80\x80" "e", kMaxTokens);
    REQUIRE(result.ok());
    CHECK(texts(result) == std::vector<std::string>{"a", "b", "c", "d", "e"});
  }
}

TEST_CASE("Devanagari: danda and double danda are punctuation, marks stay in their word", "[tokenizer][devanagari]") {
  SECTION("the danda (U+0964) and double danda (U+0965) end a clause as a full stop does") {
    // कुत्ते ने आदमी को काटा। वह भागा॥
    const auto result = tokenize("\xE0\xA4\x95\xE0\xA5\x81\xE0\xA4\xA4\xE0\xA5\x8D\xE0\xA4\xA4\xE0\xA5\x87 \xE0\xA4\xA8\xE0\xA5\x87 \xE0\xA4\x86\xE0\xA4\xA6\xE0\xA4\xAE\xE0\xA5\x80 \xE0\xA4\x95\xE0\xA5\x8B \xE0\xA4\x95\xE0\xA4\xBE\xE0\xA4\x9F\xE0\xA4\xBE\xE0\xA5\xA4 \xE0\xA4\xB5\xE0\xA4\xB9 \xE0\xA4\xAD\xE0\xA4\xBE\xE0\xA4\x97\xE0\xA4\xBE\xE0\xA5\xA5", kMaxTokens);
    REQUIRE(result.ok());
    CHECK(texts(result) == std::vector<std::string>{"\xE0\xA4\x95\xE0\xA5\x81\xE0\xA4\xA4\xE0\xA5\x8D\xE0\xA4\xA4\xE0\xA5\x87", "\xE0\xA4\xA8\xE0\xA5\x87", "\xE0\xA4\x86\xE0\xA4\xA6\xE0\xA4\xAE\xE0\xA5\x80", "\xE0\xA4\x95\xE0\xA5\x8B", "\xE0\xA4\x95\xE0\xA4\xBE\xE0\xA4\x9F\xE0\xA4\xBE", "\xE0\xA5\xA4", "\xE0\xA4\xB5\xE0\xA4\xB9", "\xE0\xA4\xAD\xE0\xA4\xBE\xE0\xA4\x97\xE0\xA4\xBE", "\xE0\xA5\xA5"});
  }
  SECTION("vowel signs, virama and nukta stay in their word, composed or not") {
    // कुत्ते (virama, vowel sign), ज़रूर written as ज + nukta and as the composed ज़ (U+095B), क्‍ष with a ZWJ
    const auto result = tokenize("\xE0\xA4\x95\xE0\xA5\x81\xE0\xA4\xA4\xE0\xA5\x8D\xE0\xA4\xA4\xE0\xA5\x87 \xE0\xA4\x9C\xE0\xA4\xBC\xE0\xA4\xB0\xE0\xA5\x82\xE0\xA4\xB0 \xE0\xA5\x9B\xE0\xA4\xB0\xE0\xA5\x82\xE0\xA4\xB0 \xE0\xA4\x95\xE0\xA5\x8D\xE2\x80\x8D\xE0\xA4\xB7", kMaxTokens);
    REQUIRE(result.ok());
    CHECK(texts(result) == std::vector<std::string>{"\xE0\xA4\x95\xE0\xA5\x81\xE0\xA4\xA4\xE0\xA5\x8D\xE0\xA4\xA4\xE0\xA5\x87", "\xE0\xA4\x9C\xE0\xA4\xBC\xE0\xA4\xB0\xE0\xA5\x82\xE0\xA4\xB0", "\xE0\xA5\x9B\xE0\xA4\xB0\xE0\xA5\x82\xE0\xA4\xB0", "\xE0\xA4\x95\xE0\xA5\x8D\xE2\x80\x8D\xE0\xA4\xB7"});
  }
  SECTION("a combining mark after a danda stays with it, never a token of its own") {
    const auto result = tokenize("\xE0\xA4\x95\xE0\xA4\xBE\xE0\xA4\x9F\xE0\xA4\xBE\xE0\xA5\xA4\xE0\xA4\xBC", kMaxTokens);
    REQUIRE(result.ok());
    CHECK(texts(result) == std::vector<std::string>{"\xE0\xA4\x95\xE0\xA4\xBE\xE0\xA4\x9F\xE0\xA4\xBE", "\xE0\xA5\xA4\xE0\xA4\xBC"});
  }
  SECTION("Devanagari words count as words under the token limit") {
    std::string text;
    for (int i = 0; i < kMaxTokens; ++i) text += "\xE0\xA4\x95\xE0\xA5\x81\xE0\xA4\xA4\xE0\xA5\x8D\xE0\xA4\xA4\xE0\xA4\xBE" " ";  // कुत्ता
    const auto atLimit = tokenize(text, kMaxTokens);
    REQUIRE(atLimit.ok());
    CHECK(atLimit.tokens.size() == static_cast<std::size_t>(kMaxTokens));
    const auto over = tokenize(text + "\xE0\xA4\x95\xE0\xA5\x81\xE0\xA4\xA4\xE0\xA5\x8D\xE0\xA4\xA4\xE0\xA4\xBE", kMaxTokens);
    CHECK_FALSE(over.ok());
    CHECK(over.tokens.empty());
  }
}

TEST_CASE("Tokenizing never breaks a UTF-8 sequence", "[tokenizer][utf8]") {
  SECTION("token texts concatenate back to the input without its whitespace") {
    for (const auto& text : kUnicodeSamples) {
      CAPTURE(text);
      const auto result = tokenize(text, kMaxTokens);
      REQUIRE(result.ok());
      std::string joined;
      for (const auto& token : result.tokens) joined += token.text;
      CHECK(joined == withoutAsciiWhitespace(text));
    }
  }
  SECTION("every token text and every key is valid UTF-8") {
    for (const auto& text : kUnicodeSamples) {
      const auto result = tokenize(text, kMaxTokens);
      REQUIRE(result.ok());
      for (const auto& token : result.tokens) {
        CAPTURE(text, token.text);
        CHECK(isValidUtf8(token.text));
        CHECK(isValidUtf8(token.key));
      }
    }
  }
  SECTION("byteStart/byteEnd slice the input to the token text, in increasing order") {
    for (const auto& text : kUnicodeSamples) {
      const auto result = tokenize(text, kMaxTokens);
      REQUIRE(result.ok());
      int previousEnd = 0;
      for (const auto& token : result.tokens) {
        CAPTURE(text, token.text);
        CHECK(token.byteStart >= previousEnd);
        CHECK(token.byteEnd > token.byteStart);
        CHECK(text.substr(token.byteStart, token.byteEnd - token.byteStart) == token.text);
        previousEnd = token.byteEnd;
      }
    }
  }
  SECTION("a ZWJ emoji sequence is one token") {
    const std::string technologist = "\xF0\x9F\x91\xA9\xE2\x80\x8D\xF0\x9F\x92\xBB";  // 👩‍💻
    const auto result = tokenize("a " + technologist + " b", kMaxTokens);
    REQUIRE(result.ok());
    CHECK(texts(result) == std::vector<std::string>{"a", technologist, "b"});
  }
  SECTION("a flag (two regional indicators) is one token") {
    const std::string flag = "\xF0\x9F\x87\xAB\xF0\x9F\x87\xB7";  // 🇫🇷
    const auto result = tokenize(flag + "!", kMaxTokens);
    REQUIRE(result.ok());
    CHECK(texts(result) == std::vector<std::string>{flag, "!"});
  }
  SECTION("each CJK ideograph or kana is its own token") {
    const auto result = tokenize("\xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9E\xE3\x81\xAE", kMaxTokens);
    REQUIRE(result.ok());
    CHECK(texts(result) == std::vector<std::string>{"\xE6\x97\xA5", "\xE6\x9C\xAC",
                                                    "\xE8\xAA\x9E", "\xE3\x81\xAE"});
  }
  SECTION("a combining mark stays with the letter it modifies") {
    const auto result = tokenize("Cafe\xCC\x81 ok", kMaxTokens);
    REQUIRE(result.ok());
    CHECK(texts(result) == std::vector<std::string>{"Cafe\xCC\x81", "ok"});
  }
}

TEST_CASE("Keys fold ASCII case and nothing else", "[tokenizer]") {
  const auto result = tokenize("The the THE \xC3\x89" "COLE", kMaxTokens);
  REQUIRE(result.ok());
  REQUIRE(result.tokens.size() == 4);
  SECTION("spellings differing only in ASCII case share a key") {
    CHECK(result.tokens[0].key == "the");
    CHECK(result.tokens[1].key == result.tokens[0].key);
    CHECK(result.tokens[2].key == result.tokens[0].key);
  }
  SECTION("the text keeps its original case") {
    CHECK(result.tokens[0].text == "The");
    CHECK(result.tokens[2].text == "THE");
  }
  SECTION("non-ASCII bytes are left as they are") {
    CHECK(result.tokens[3].key == "\xC3\x89" "cole");
  }
}

TEST_CASE("Invalid UTF-8 is rejected with a readable error and no tokens", "[tokenizer][utf8]") {
  const std::vector<std::pair<const char*, std::string>> cases = {
      {"lone continuation byte", "ab \x80 cd"},
      {"overlong two-byte slash", "a \xC0\xAF"},
      {"overlong three-byte", "\xE0\x80\xAF"},
      {"overlong four-byte", "\xF0\x80\x80\xAF"},
      {"truncated three-byte at the end", "euro \xE2\x82"},
      {"truncated four-byte before a space", "\xF0\x9F\x98 x"},
      {"UTF-16 surrogate", "\xED\xA0\x80"},
      {"beyond U+10FFFF", "\xF4\x90\x80\x80"},
      {"byte 0xFF", "x\xFF"},
  };
  for (const auto& [name, text] : cases) {
    CAPTURE(name);
    const auto result = tokenize(text, kMaxTokens);
    CHECK_FALSE(result.ok());
    CHECK(result.error.code == "invalid-utf8");
    CHECK(result.tokens.empty());
  }
}

TEST_CASE("Text with no tokens is an error", "[tokenizer]") {
  for (const std::string text : {"", "   ", " \t\n\r ", "\xE3\x80\x80\xC2\xA0"}) {
    CAPTURE(text);
    const auto result = tokenize(text, kMaxTokens);
    CHECK_FALSE(result.ok());
    CHECK(test::shown(result.error) == "no-words");
    CHECK(result.tokens.empty());
  }
}

TEST_CASE("The token limit is enforced exactly", "[tokenizer][limits]") {
  SECTION("exactly kMaxTokens tokens is fine") {
    const auto result = tokenize(repeatedWords(kMaxTokens), kMaxTokens);
    CHECK(result.ok());
    CHECK(result.tokens.size() == static_cast<std::size_t>(kMaxTokens));
  }
  SECTION("one more names both the count and the limit") {
    const auto result = tokenize(repeatedWords(kMaxTokens + 1), kMaxTokens);
    CHECK_FALSE(result.ok());
    CHECK(result.tokens.empty());
    CHECK(test::shown(result.error) == "too-many-tokens(count: " + std::to_string(kMaxTokens + 1) +
                                           ", limit: " + std::to_string(kMaxTokens) + ")");
  }
  SECTION("punctuation counts toward the limit") {
    std::string text;
    for (int i = 0; i < kMaxTokens / 2; ++i) text += "a, ";
    CHECK(tokenize(text, kMaxTokens).ok());
    CHECK_FALSE(tokenize(text + "b", kMaxTokens).ok());
  }
  SECTION("the limit passed in is the one applied") {
    CHECK(tokenize("a b c", 3).ok());
    const auto result = tokenize("a b c d", 3);
    CHECK_FALSE(result.ok());
    CHECK(test::shown(result.error) == "too-many-tokens(count: 4, limit: 3)");
  }
}

TEST_CASE("An over-long token is an error", "[tokenizer][limits]") {
  SECTION("a token of exactly kMaxTokenCharacters characters is fine") {
    CHECK(tokenize("a " + std::string(kMaxTokenCharacters, 'x'), kMaxTokens).ok());
  }
  SECTION("one character more is rejected, in characters (a learner never meets bytes)") {
    const auto result = tokenize("a " + std::string(kMaxTokenCharacters + 1, 'x'), kMaxTokens);
    CHECK_FALSE(result.ok());
    CHECK(result.tokens.empty());
    CHECK(test::shown(result.error) == "token-too-long(token: 2, limit: " + std::to_string(kMaxTokenCharacters) + ")");
  }
  SECTION("the limit counts characters, not bytes") {
    std::string accented;  // kMaxTokenCharacters two-byte characters: at the limit, not over it
    for (int i = 0; i < kMaxTokenCharacters; ++i) accented += "\xC3\xA9";
    CHECK(tokenize(accented, kMaxTokens).ok());
    CHECK_FALSE(tokenize(accented + "\xC3\xA9", kMaxTokens).ok());
  }
}

TEST_CASE("Messages count characters, never bytes", "[tokenizer][limits]") {
  CHECK(test::shown(tokenize("a b", 1).error) == "too-many-tokens(count: 2, limit: 1)");
  CHECK(test::shown(tokenize("ab \xFF", kMaxTokens).error) == "invalid-utf8(at: 4)");
  CHECK(test::shown(tokenize("\xC3\xA9\xC3\xA9 \xFF", kMaxTokens).error) == "invalid-utf8(at: 4)");
}

TEST_CASE("Past the limit, tokens are counted but never built", "[tokenizer][limits]") {
  // 200,000 words: the count is exact, nothing is kept, and the answer comes from one pass.
  std::string text;
  for (int i = 0; i < 200000; ++i) text += "w ";
  const auto result = tokenize(text, kMaxTokens);
  CHECK(result.tokens.empty());
  CHECK(test::shown(result.error) == "too-many-tokens(count: 200000, limit: 64)");
  SECTION("invalid UTF-8 after the limit is still reported") {
    CHECK(tokenize(text + "\xC0", kMaxTokens).error.code == "invalid-utf8");
  }
}
