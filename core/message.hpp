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
    std::string name;
    Kind kind = Kind::Number;
    double number = 0.0;
    std::string text;
    std::vector<Message> message;  // one entry when kind is Message
  };

  std::string code;  // empty: nothing to say (no error)
  std::vector<Argument> args;

  Message() = default;
  explicit Message(std::string c) : code(std::move(c)) {}

  bool empty() const { return code.empty(); }

  Message& with(std::string name, double value) {
    Argument a;
    a.name = std::move(name);
    a.number = value;
    args.push_back(std::move(a));
    return *this;
  }
  Message& with(std::string name, int value) { return with(std::move(name), static_cast<double>(value)); }
  Message& with(std::string name, long long value) { return with(std::move(name), static_cast<double>(value)); }
  Message& with(std::string name, std::size_t value) { return with(std::move(name), static_cast<double>(value)); }
  Message& with(std::string name, std::string value) {
    Argument a;
    a.name = std::move(name);
    a.kind = Argument::Kind::Text;
    a.text = std::move(value);
    args.push_back(std::move(a));
    return *this;
  }
  Message& with(std::string name, const char* value) { return with(std::move(name), std::string(value)); }
  Message& with(std::string name, Message value) {
    Argument a;
    a.name = std::move(name);
    a.kind = Argument::Kind::Message;
    a.message.push_back(std::move(value));
    args.push_back(std::move(a));
    return *this;
  }

  friend bool operator==(const Argument& a, const Argument& b) {
    return a.name == b.name && a.kind == b.kind && a.number == b.number && a.text == b.text &&
           a.message == b.message;
  }
  friend bool operator==(const Message& a, const Message& b) { return a.code == b.code && a.args == b.args; }
  friend bool operator!=(const Message& a, const Message& b) { return !(a == b); }

  // The argument called `name`, or nullptr (for tests and for callers that read one back).
  const Argument* arg(const std::string& name) const {
    for (const Argument& a : args)
      if (a.name == name) return &a;
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
inline Message say(std::string code) { return Message(std::move(code)); }
template <typename T, typename... Rest>
Message say(std::string code, const char* name, T value, Rest... rest) {
  Message m = say(std::move(code), rest...);
  m.args.insert(m.args.begin(), Message().with(name, value).args.front());
  return m;
}

}  // namespace posattn
