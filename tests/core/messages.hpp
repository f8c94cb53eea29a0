#pragma once
// The core's messages in one line, for tests that compare a code and its arguments:
// "width-not-divisible(width: 30, heads: 4)", a message argument in braces, text in quotes.
#include <catch2/catch.hpp>

#include <cstdio>
#include <ostream>
#include <string>

#include "core/message.hpp"

namespace posattn::test {

inline std::string shown(const posattn::Message& m) {
  if (m.empty()) return "(none)";
  std::string out = m.code;
  for (std::size_t k = 0; k < m.args.size(); ++k) {
    const posattn::Message::Argument& a = m.args[k];
    out += std::string(k == 0 ? "(" : ", ") + a.name + ": ";
    if (a.kind == posattn::Message::Argument::Kind::Text) {
      out += "\"" + a.text + "\"";
    } else if (a.kind == posattn::Message::Argument::Kind::Message) {
      out += "{" + shown(a.message.front()) + "}";
    } else {
      char number[32];
      std::snprintf(number, sizeof number, "%.15g", a.number);
      out += number;
    }
  }
  return m.args.empty() ? out : out + ")";
}

}  // namespace posattn::test

namespace posattn {
// For Catch's CHECK and INFO (found by argument-dependent lookup).
inline std::ostream& operator<<(std::ostream& os, const Message& m) { return os << test::shown(m); }
}  // namespace posattn
