#include "message_value.hpp"

#include <string>

namespace posattn::js {

val message(const Message& m) {
  if (m.empty()) return val::null();
  val out = val::object();
  out.set("code", m.code);
  for (const Message::Argument& a : m.args) {
    if (a.kind == Message::Argument::Kind::Number) out.set(a.name, a.number);
    else if (a.kind == Message::Argument::Kind::Text) out.set(a.name, a.text);
    else out.set(a.name, message(a.message.front()));
  }
  return out;
}

val failure(const Message& error) {
  val out = val::object();
  out.set("ok", false);
  out.set("error", message(error));
  return out;
}

Message shownValue(const val& value) {
  const std::string type = value.isNull() ? "null" : value.typeOf().as<std::string>();
  Message m = say("value", "type", type);
  if (type == "number" || type == "boolean" || type == "undefined" || type == "bigint")
    m.with("text", val::global("String")(value).as<std::string>());
  return m;
}

}  // namespace posattn::js
