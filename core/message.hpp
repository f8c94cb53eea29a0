#pragma once
// What the core says to a person, as data: a code and its named arguments, never a sentence. The
// page turns a message into words in the reader's language (web/js/text/en/errors.js, errorText);
// the binding copies it out as a plain object {code, name: value, ...} (wasm/js_values.cpp).
// Errors, the nearest-settings notes and the heads' names are messages; docs/api.md lists the codes.
#include <string>
#include <utility>
#include <vector>

namespace posattn {

struct Message {
  // One named argument: a number, a piece of text (a name, a value as typed) or another message
  // (the reason inside a note). Exactly one of them is meant, as `kind` says.
  struct Argument {
    enum class Kind { Number, Text, Message };
    const char* name = "";  // always a literal
    Kind kind = Kind::Number;
    double number = 0.0;
    std::string text;
    std::vector<Message> message;  // one entry when kind is Message
  };

  std::string code;  // empty: nothing to say (no error)
  std::vector<Argument> args;

  Message() = default;
  explicit Message(std::string c) : code(std::move(c)) {}
  // Out of line too (message.cpp), for the same reason: -O3 code would inline every copy.
  Message(const Message&);
  Message(Message&&) noexcept;
  Message& operator=(const Message&);
  Message& operator=(Message&&) noexcept;
  ~Message();

  bool empty() const { return code.empty(); }

  // Adds one argument. Out of line (message.cpp): one copy serves every call, which keeps the
  // WebAssembly module the page loads first small.
  Message& with(const char* name, double value);
  Message& with(const char* name, int value) { return with(name, static_cast<double>(value)); }
  Message& with(const char* name, long long value) { return with(name, static_cast<double>(value)); }
  Message& with(const char* name, std::size_t value) { return with(name, static_cast<double>(value)); }
  Message& with(const char* name, std::string value);
  Message& with(const char* name, const char* value) { return with(name, std::string(value)); }
  Message& with(const char* name, Message value);

  friend bool operator==(const Argument& a, const Argument& b) {
    return std::string(a.name) == b.name && a.kind == b.kind && a.number == b.number && a.text == b.text &&
           a.message == b.message;
  }
  friend bool operator==(const Message& a, const Message& b) { return a.code == b.code && a.args == b.args; }
  friend bool operator!=(const Message& a, const Message& b) { return !(a == b); }

  // The argument called `name`, or nullptr (for tests and for callers that read one back).
  const Argument* arg(const std::string& name) const {
    for (const Argument& a : args)
      if (name == a.name) return &a;
    return nullptr;
  }
  double number(const std::string& name) const { const Argument* a = arg(name); return a ? a->number : 0.0; }
  std::string text(const std::string& name) const { const Argument* a = arg(name); return a ? a->text : ""; }
  Message message(const std::string& name) const {
    const Argument* a = arg(name);
    return a && !a->message.empty() ? a->message.front() : Message();
  }
};

// A message with its arguments, in one expression: say("width-not-divisible", "width", 10, "heads", 4).
inline void addArguments(Message&) {}
template <typename T, typename... Rest>
void addArguments(Message& m, const char* name, T value, Rest... rest) {
  m.with(name, std::move(value));
  addArguments(m, std::move(rest)...);
}
template <typename... Arguments>
[[gnu::noinline]] Message say(const char* code, Arguments... arguments) {
  Message m{std::string(code)};
  addArguments(m, std::move(arguments)...);
  return m;
}

}  // namespace posattn
