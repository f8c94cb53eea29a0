#include "model_reader.hpp"

#include "shown_number.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <Eigen/Core>

namespace posattn {
namespace {

using Kind = ModelValue::Kind;

std::string named(std::string_view where, std::string_view name) {
  return std::string(where) + std::string(name);
}

// A number as a message argument's value: {code: "value", type: "number", text}.
Message numberValue(double value) { return say("value").with("type", "number").with("text", shownNumber(value)); }

}  // namespace

Message describe(const ModelValue& value) {
  switch (value.kind()) {
    case Kind::Absent: return say("value").with("type", "absent");
    case Kind::Null: return say("value").with("type", "null");
    case Kind::Boolean: return say("value").with("type", "boolean").with("text", value.boolean() ? "true" : "false");
    case Kind::Number: return numberValue(value.number());
    case Kind::String: return say("value").with("type", "string");
    case Kind::Array: return say("value").with("type", "array");
    case Kind::Object: return say("value").with("type", "object");
    case Kind::Other: break;
  }
  return say("value").with("type", "unreadable");
}

Message wholeNumber(const ModelValue& field, std::string_view what, long long low, long long high,
                    long long& out) {
  const std::string name(what);
  if (field.kind() != Kind::Number) return say("expected-whole-number").with("field", name).with("value", describe(field));
  const double value = field.number();
  if (!std::isfinite(value) || std::floor(value) != value)
    return say("not-whole-number").with("field", name).with("value", numberValue(value));
  if (value < static_cast<double>(low) || value > static_cast<double>(high))
    return say("out-of-range").with("field", name).with("min", low).with("max", high).with("value", numberValue(value));
  out = static_cast<long long>(value);
  return {};
}

Message readWholeNumber(const ModelValue& object, std::string_view name, long long low, long long high,
                        long long& out, std::string_view where) {
  const auto field = object.field(name);
  if (field->kind() == Kind::Absent) return {};
  return wholeNumber(*field, named(where, name), low, high, out);
}

Message readWholeNumber(const ModelValue& object, std::string_view name, long long low, long long high,
                        int& out, std::string_view where) {
  long long wide = out;
  Message problem = readWholeNumber(object, name, std::max<long long>(low, -2147483648LL),
                                    std::min<long long>(high, 2147483647LL), wide, where);
  if (problem.empty()) out = static_cast<int>(wide);
  return problem;
}

Message finiteNumber(const ModelValue& value, std::string_view what, double low, double high, double& out) {
  const std::string name(what);
  if (value.kind() != Kind::Number) return say("expected-number").with("field", name).with("value", describe(value));
  const double number = value.number();
  if (!std::isfinite(number)) return say("not-finite").with("field", name).with("value", numberValue(number));
  if (number < low || number > high)
    return say("out-of-range").with("field", name).with("min", low).with("max", high).with("value", numberValue(number));
  out = number;
  return {};
}

Message readNumber(const ModelValue& object, std::string_view name, double low, double high, double& out,
                   std::string_view where) {
  const auto field = object.field(name);
  if (field->kind() == Kind::Absent) return {};
  return finiteNumber(*field, named(where, name), low, high, out);
}

Message trueOrFalse(const ModelValue& value, std::string_view what, bool& out) {
  if (value.kind() != Kind::Boolean) return say("expected-boolean").with("field", std::string(what)).with("value", describe(value));
  out = value.boolean();
  return {};
}

Message shortText(const ModelValue& value, std::string_view what, std::size_t maxLength, std::string& out) {
  const std::string name(what);
  if (value.kind() != Kind::String) return say("expected-text").with("field", name).with("value", describe(value));
  if (value.length() > maxLength)
    return say("field-too-long").with("field", name).with("length", value.length()).with("limit", maxLength);
  out = value.text();
  return {};
}

Message readFlag(const ModelValue& object, std::string_view name, bool& out, std::string_view where) {
  const auto field = object.field(name);
  if (field->kind() == Kind::Absent) return {};
  return trueOrFalse(*field, named(where, name), out);
}

Message readText(const ModelValue& object, std::string_view name, std::size_t maxLength, std::string& out,
                 std::string_view where) {
  const auto field = object.field(name);
  if (field->kind() == Kind::Absent) return {};
  return shortText(*field, named(where, name), maxLength, out);
}

namespace {

// The shape checks of readTensor, before anything is copied or allocated: an empty message and
// `data` set to the tensor's list of numbers when the declared shape and the list's length are the
// expected ones.
Message tensorShape(const ModelValue& entry, std::string_view name, const std::string& label, long long rows,
                    long long cols, std::unique_ptr<ModelValue>& data) {
  if (entry.kind() == Kind::Absent) return say("missing-weights").with("name", std::string(name));
  if (entry.kind() != Kind::Object) return say("expected-tensor").with("field", label).with("value", describe(entry));
  if (rows < 0 || cols < 0 || (cols > 0 && rows > static_cast<long long>(kMaxTensorNumbers) / cols))
    return say("tensor-too-large").with("field", label).with("limit", kMaxTensorNumbers);
  const std::string where = label + ".";
  long long declaredRows = -1, declaredCols = -1;
  if (Message problem = readWholeNumber(entry, "rows", 0, 1LL << 32, declaredRows, where); !problem.empty())
    return problem;
  if (Message problem = readWholeNumber(entry, "cols", 0, 1LL << 32, declaredCols, where); !problem.empty())
    return problem;
  if (declaredRows != rows || declaredCols != cols)
    return say("tensor-shape").with("field", label).with("rows", declaredRows).with("cols", declaredCols).with("needRows", rows).with("needCols", cols);
  data = entry.field("data");
  if (data->kind() != Kind::Array) return say("expected-numbers").with("field", where + "data").with("value", describe(*data));
  const auto count = static_cast<std::size_t>(rows * cols);
  if (data->length() != count)
    return say("tensor-length").with("field", where + "data").with("length", data->length()).with("rows", rows).with("cols", cols).with("count", count);
  return {};
}

// Copies the checked list into `out` and checks every number.
Message tensorNumbers(const ModelValue& data, const std::string& label, std::size_t count, double magnitude,
                      double* out) {
  const std::size_t bad = data.numbers(out, count);
  if (bad < count) return say("entry-not-number").with("field", label + ".data").with("entry", bad);
  // One pass without a branch says whether all are in range (NaN and infinity compare false), so a
  // model's million numbers are checked as fast as they are read; only a refusal looks for which.
  std::size_t outside = 0;
  for (std::size_t k = 0; k < count; ++k) outside += std::fabs(out[k]) <= magnitude ? 0 : 1;
  if (outside == 0 && std::isfinite(magnitude)) return {};
  for (std::size_t k = 0; k < count; ++k)
    if (!std::isfinite(out[k]) || std::fabs(out[k]) > magnitude)
      return say("weight-out-of-range").with("field", label + ".data").with("entry", k).with("value", numberValue(out[k])).with("limit", magnitude);
  return {};
}

}  // namespace

Message readTensor(const ModelValue& entry, std::string_view name, long long rows, long long cols,
                   double magnitude, double* out, std::string_view where) {
  const std::string label = named(where, name);
  std::unique_ptr<ModelValue> data;
  if (Message problem = tensorShape(entry, name, label, rows, cols, data); !problem.empty()) return problem;
  return tensorNumbers(*data, label, static_cast<std::size_t>(rows * cols), magnitude, out);
}

Message readTensor(const ModelValue& entry, std::string_view name, long long rows, long long cols,
                   double magnitude, float* out, std::string_view where) {
  const std::string label = named(where, name);
  std::unique_ptr<ModelValue> data;
  if (Message problem = tensorShape(entry, name, label, rows, cols, data); !problem.empty()) return problem;
  // Sized from the expected shape, which the declared one has just matched.
  const auto count = static_cast<std::size_t>(rows * cols);
  // Not zeroed first: numbers() writes all of it (or the tensor is refused), and zeroing a model's
  // worth of doubles was a tenth of reading it.
  const std::unique_ptr<double[]> wide(new double[count]);
  if (Message problem = tensorNumbers(*data, label, count, magnitude, wide.get()); !problem.empty())
    return problem;
  for (std::size_t k = 0; k < count; ++k) out[k] = static_cast<float>(wide[k]);
  return {};
}

double halfToDouble(std::uint16_t bits) {
  // Every half is a float exactly, and every float a double: Eigen's conversion, widened.
  return static_cast<double>(static_cast<float>(Eigen::numext::bit_cast<Eigen::half>(bits)));
}

Message onlyKeys(const ModelValue& object, const std::vector<std::string>& allowed, std::string_view where) {
  bool more = false;
  const std::vector<std::string> keys = object.keys(kMaxModelKeys, more);
  if (more) return say("too-many-entries").with("field", std::string(where)).with("limit", kMaxModelKeys);
  for (const std::string& key : keys)
    if (std::find(allowed.begin(), allowed.end(), key) == allowed.end())
      return say("unexpected-key").with("field", std::string(where)).with("key", key.substr(0, kMaxModelText));
  return {};
}

}  // namespace posattn
