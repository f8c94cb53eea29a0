#include "model_reader.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

namespace posattn {
namespace {

using Kind = ModelValue::Kind;

std::string named(std::string_view where, std::string_view name) {
  return std::string(where) + std::string(name);
}

// A number as a message shows it: whole numbers in full, others with up to 6 significant digits.
std::string shownNumber(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
  char text[32];
  if (std::floor(value) == value && std::fabs(value) < 1e16)
    std::snprintf(text, sizeof text, "%.0f", value);
  else
    std::snprintf(text, sizeof text, "%.6g", value);
  return text;
}

std::string shownRange(double low, double high) { return shownNumber(low) + " and " + shownNumber(high); }

}  // namespace

std::string describe(const ModelValue& value) {
  switch (value.kind()) {
    case Kind::Absent: return "nothing";
    case Kind::Null: return "null";
    case Kind::Boolean: return value.boolean() ? "true" : "false";
    case Kind::Number: return shownNumber(value.number());
    case Kind::String: return "a piece of text";
    case Kind::Array: return "a list";
    case Kind::Object: return "an object";
    case Kind::Other: break;
  }
  return "a value that is not plain data (a getter, symbol, BigInt or function)";
}

std::string wholeNumber(const ModelValue& field, std::string_view what, long long low, long long high,
                        long long& out) {
  const std::string name(what);
  if (field.kind() != Kind::Number) return name + " must be a whole number, not " + describe(field) + ".";
  const double value = field.number();
  if (!std::isfinite(value) || std::floor(value) != value)
    return name + " must be a whole number; " + shownNumber(value) + " is not one.";
  if (value < static_cast<double>(low) || value > static_cast<double>(high))
    return name + " must be between " + shownRange(static_cast<double>(low), static_cast<double>(high)) +
           "; " + shownNumber(value) + " is not.";
  out = static_cast<long long>(value);
  return "";
}

std::string readWholeNumber(const ModelValue& object, std::string_view name, long long low,
                            long long high, long long& out, std::string_view where) {
  const auto field = object.field(name);
  if (field->kind() == Kind::Absent) return "";
  return wholeNumber(*field, named(where, name), low, high, out);
}

std::string readWholeNumber(const ModelValue& object, std::string_view name, long long low,
                            long long high, int& out, std::string_view where) {
  long long wide = out;
  const std::string problem = readWholeNumber(object, name, std::max<long long>(low, -2147483648LL),
                                              std::min<long long>(high, 2147483647LL), wide, where);
  if (problem.empty()) out = static_cast<int>(wide);
  return problem;
}

std::string finiteNumber(const ModelValue& value, std::string_view what, double low, double high,
                         double& out) {
  const std::string name(what);
  if (value.kind() != Kind::Number) return name + " must be a number, not " + describe(value) + ".";
  const double number = value.number();
  if (!std::isfinite(number)) return name + " must be a finite number, not " + shownNumber(number) + ".";
  if (number < low || number > high)
    return name + " must be between " + shownRange(low, high) + "; " + shownNumber(number) + " is not.";
  out = number;
  return "";
}

std::string readNumber(const ModelValue& object, std::string_view name, double low, double high,
                       double& out, std::string_view where) {
  const auto field = object.field(name);
  if (field->kind() == Kind::Absent) return "";
  return finiteNumber(*field, named(where, name), low, high, out);
}

std::string trueOrFalse(const ModelValue& value, std::string_view what, bool& out) {
  if (value.kind() != Kind::Boolean) return std::string(what) + " must be true or false, not " + describe(value) + ".";
  out = value.boolean();
  return "";
}

std::string shortText(const ModelValue& value, std::string_view what, std::size_t maxLength,
                      std::string& out) {
  const std::string name(what);
  if (value.kind() != Kind::String) return name + " must be text, not " + describe(value) + ".";
  if (value.length() > maxLength)
    return name + " has " + std::to_string(value.length()) + " characters; the limit is " +
           std::to_string(maxLength) + ".";
  out = value.text();
  return "";
}

std::string readFlag(const ModelValue& object, std::string_view name, bool& out, std::string_view where) {
  const auto field = object.field(name);
  if (field->kind() == Kind::Absent) return "";
  return trueOrFalse(*field, named(where, name), out);
}

std::string readText(const ModelValue& object, std::string_view name, std::size_t maxLength,
                     std::string& out, std::string_view where) {
  const auto field = object.field(name);
  if (field->kind() == Kind::Absent) return "";
  return shortText(*field, named(where, name), maxLength, out);
}

namespace {

// The shape checks of readTensor, before anything is copied or allocated: "" and `data` set to the
// tensor's list of numbers when the declared shape and the list's length are the expected ones.
std::string tensorShape(const ModelValue& entry, std::string_view name, const std::string& label,
                        long long rows, long long cols, std::unique_ptr<ModelValue>& data) {
  if (entry.kind() == Kind::Absent) return "The model is missing its \"" + std::string(name) + "\" weights.";
  if (entry.kind() != Kind::Object)
    return label + " must be an object {rows, cols, data}, not " + describe(entry) + ".";
  if (rows < 0 || cols < 0 || (cols > 0 && rows > static_cast<long long>(kMaxTensorNumbers) / cols))
    return label + " would hold more than " + std::to_string(kMaxTensorNumbers) + " numbers.";
  const std::string where = label + ".";
  long long declaredRows = -1, declaredCols = -1;
  if (std::string problem = readWholeNumber(entry, "rows", 0, 1LL << 32, declaredRows, where); !problem.empty())
    return problem;
  if (std::string problem = readWholeNumber(entry, "cols", 0, 1LL << 32, declaredCols, where); !problem.empty())
    return problem;
  if (declaredRows != rows || declaredCols != cols)
    return label + " is " + shownNumber(static_cast<double>(declaredRows)) + " x " +
           shownNumber(static_cast<double>(declaredCols)) + "; the model's settings need " +
           std::to_string(rows) + " x " + std::to_string(cols) + ".";
  data = entry.field("data");
  if (data->kind() != Kind::Array)
    return label + ".data must be a list of numbers, not " + describe(*data) + ".";
  const auto count = static_cast<std::size_t>(rows * cols);
  if (data->length() != count)
    return label + ".data has " + std::to_string(data->length()) + " numbers; " +
           std::to_string(rows) + " x " + std::to_string(cols) + " needs " + std::to_string(count) + ".";
  return "";
}

// Copies the checked list into `out` and checks every number.
std::string tensorNumbers(const ModelValue& data, const std::string& label, std::size_t count,
                          double magnitude, double* out) {
  const std::size_t bad = data.numbers(out, count);
  if (bad < count) return label + ".data entry " + std::to_string(bad) + " is not a number.";
  for (std::size_t k = 0; k < count; ++k)
    if (!std::isfinite(out[k]) || std::fabs(out[k]) > magnitude)
      return label + ".data entry " + std::to_string(k) + " is " + shownNumber(out[k]) +
             "; weights must be finite and at most " + shownNumber(magnitude) + " in size.";
  return "";
}

}  // namespace

std::string readTensor(const ModelValue& entry, std::string_view name, long long rows,
                       long long cols, double magnitude, double* out, std::string_view where) {
  const std::string label = named(where, name);
  std::unique_ptr<ModelValue> data;
  if (std::string problem = tensorShape(entry, name, label, rows, cols, data); !problem.empty())
    return problem;
  return tensorNumbers(*data, label, static_cast<std::size_t>(rows * cols), magnitude, out);
}

std::string readTensor(const ModelValue& entry, std::string_view name, long long rows,
                       long long cols, double magnitude, float* out, std::string_view where) {
  const std::string label = named(where, name);
  std::unique_ptr<ModelValue> data;
  if (std::string problem = tensorShape(entry, name, label, rows, cols, data); !problem.empty())
    return problem;
  // Sized from the expected shape, which the declared one has just matched.
  const auto count = static_cast<std::size_t>(rows * cols);
  std::vector<double> wide(count);
  if (std::string problem = tensorNumbers(*data, label, count, magnitude, wide.data()); !problem.empty())
    return problem;
  for (std::size_t k = 0; k < count; ++k) out[k] = static_cast<float>(wide[k]);
  return "";
}

double halfToDouble(std::uint16_t bits) {
  const int sign = (bits >> 15) ? -1 : 1;
  const int exponent = (bits >> 10) & 0x1f;
  const int fraction = bits & 0x3ff;
  if (exponent == 0) return sign * std::ldexp(static_cast<double>(fraction), -24);
  if (exponent == 31) return fraction ? std::nan("") : sign * HUGE_VAL;
  return sign * std::ldexp(static_cast<double>(fraction | 0x400), exponent - 25);
}

std::string onlyKeys(const ModelValue& object, const std::vector<std::string>& allowed,
                     std::string_view where) {
  bool more = false;
  const std::vector<std::string> keys = object.keys(kMaxModelKeys, more);
  if (more) return std::string(where) + " has more than " + std::to_string(kMaxModelKeys) + " entries.";
  for (const std::string& key : keys)
    if (std::find(allowed.begin(), allowed.end(), key) == allowed.end())
      return std::string(where) + " holds \"" + key.substr(0, kMaxModelText) +
             "\", which this model's settings do not use.";
  return "";
}

}  // namespace posattn
