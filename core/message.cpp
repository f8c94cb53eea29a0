#include "message.hpp"

namespace posattn {

Message::Message(const Message&) = default;
Message::Message(Message&&) noexcept = default;
Message& Message::operator=(const Message&) = default;
Message& Message::operator=(Message&&) noexcept = default;
Message::~Message() = default;

Message& Message::with(const char* name, double value) {
  Argument a;
  a.name = name;
  a.number = value;
  args.push_back(std::move(a));
  return *this;
}

Message& Message::with(const char* name, std::string value) {
  Argument a;
  a.name = name;
  a.kind = Argument::Kind::Text;
  a.text = std::move(value);
  args.push_back(std::move(a));
  return *this;
}

Message& Message::with(const char* name, Message value) {
  Argument a;
  a.name = name;
  a.kind = Argument::Kind::Message;
  a.message.push_back(std::move(value));
  args.push_back(std::move(a));
  return *this;
}

}  // namespace posattn
