#pragma once
// A JSON-shaped value built in C++, as the model reader (core/model_reader.hpp) sees one: the
// stand-in for a JavaScript value (wasm/model_value_js.cpp) in the Catch2 suite and the fuzzer.
// An array may claim more elements than it holds, as a Proxy or {length: 1e8} can.
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/model_reader.hpp"

namespace posattn::test {

struct TreeValue final : ModelValue {
  using Node = std::shared_ptr<TreeValue>;
  Kind type = Kind::Absent;
  bool flag = false;
  double value = 0;
  std::string string;
  std::vector<Node> items;
  std::vector<std::pair<std::string, Node>> fields;
  bool claims = false;
  std::size_t claimedLength = 0;

  Kind kind() const override { return type; }
  bool boolean() const override { return flag; }
  double number() const override { return value; }
  std::size_t length() const override {
    if (type == Kind::String) return string.size();
    if (type == Kind::Array) return claims ? claimedLength : items.size();
    return 0;
  }
  std::string text() const override { return string; }
  std::unique_ptr<ModelValue> field(std::string_view name) const override {
    auto out = std::make_unique<TreeValue>();
    if (type == Kind::Object)
      for (const auto& [key, child] : fields)
        if (key == name) { *out = *child; break; }
    return out;
  }
  std::vector<std::string> keys(std::size_t limit, bool& more) const override {
    std::vector<std::string> out;
    more = false;
    for (const auto& entry : fields) {
      if (out.size() == limit) { more = true; break; }
      out.push_back(entry.first);
    }
    return out;
  }
  std::size_t numbers(double* out, std::size_t count) const override {
    for (std::size_t k = 0; k < count; ++k) {
      if (k >= items.size() || items[k]->type != Kind::Number) return k;
      out[k] = items[k]->value;
    }
    return count;
  }

  // Builders.
  static Node make(Kind kind) { auto n = std::make_shared<TreeValue>(); n->type = kind; return n; }
  static Node num(double v) { auto n = make(Kind::Number); n->value = v; return n; }
  static Node str(std::string s) { auto n = make(Kind::String); n->string = std::move(s); return n; }
  static Node boolean(bool b) { auto n = make(Kind::Boolean); n->flag = b; return n; }
  static Node list(const double* data, std::size_t count) {
    auto n = make(Kind::Array);
    for (std::size_t k = 0; k < count; ++k) n->items.push_back(num(data[k]));
    return n;
  }
  static Node object() { return make(Kind::Object); }
  TreeValue& set(const std::string& key, Node child) {
    for (auto& entry : fields)
      if (entry.first == key) { entry.second = std::move(child); return *this; }
    fields.emplace_back(key, std::move(child));
    return *this;
  }
  Node get(const std::string& key) const {
    for (const auto& entry : fields)
      if (entry.first == key) return entry.second;
    return nullptr;
  }
};

}  // namespace posattn::test
