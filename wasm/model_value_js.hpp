#pragma once
// A JavaScript value as the core's model reader sees it (core/model_reader.hpp). Every question is
// answered inside a JavaScript try/catch that reads only own data properties (a getter is never
// called, a Proxy's trap that throws becomes Kind::Other), so no JavaScript exception and no C++
// exception crosses the boundary, and nothing is left allocated when a value is refused.
#include <emscripten/val.h>

#include <memory>
#include <string>
#include <string_view>

#include "core/message.hpp"
#include "core/model_reader.hpp"

namespace posattn::js {

class JsModelValue final : public ModelValue {
 public:
  explicit JsModelValue(emscripten::val value);
  Kind kind() const override { return kind_; }
  bool boolean() const override;
  double number() const override;
  std::size_t length() const override;
  std::string text() const override;
  std::unique_ptr<ModelValue> field(std::string_view name) const override;
  std::vector<std::string> keys(std::size_t limit, bool& more) const override;
  std::size_t numbers(double* out, std::size_t count) const override;

 private:
  emscripten::val value_;
  Kind kind_;
};

// For the analysis request's fields: an own data property, or undefined (absent, inherited, or
// not plain data; accessorProblem says why). Never runs a getter, never throws.
emscripten::val ownField(const emscripten::val& object, std::string_view name);
// Why an object is not plain data: `getter {field}` for its first own accessor property (a getter
// or setter), `unreadable-properties` for a Proxy whose traps throw; empty when every own property
// is plain data.
Message accessorProblem(const emscripten::val& object);

// Bytes copied out of JavaScript, in a buffer that is never zeroed first (a model file is about
// 1 MB, and filling it with zeros before the copy was a noticeable part of reading it).
struct CopiedBytes {
  std::unique_ptr<char[]> data;
  std::size_t size = 0;
  std::string_view view() const { return {data.get(), size}; }
};

// A Uint8Array's bytes, copied in one piece; `problem` says why not when it is not a real
// Uint8Array (a Proxy, a subclass with its own length, a detached buffer reads as empty) or holds
// more than `limit` bytes, which is checked before anything is allocated. Never throws.
CopiedBytes copyBytes(const emscripten::val& array, std::size_t limit, Message& problem);

}  // namespace posattn::js
