#pragma once
// The one reader for model data that arrives from outside (an imported file, a stored entry, a
// fetched model): every check a model's numbers and settings must pass, on a JSON-shaped value the
// source hands over one question at a time. A source (wasm/model_value_js.cpp for JavaScript
// values, the fuzzer's tree, a parsed JSON header) answers only what is asked, reads only own data
// keys (no getter runs, nothing inherited) and never throws. The checks come before any allocation
// a value's own sizes would drive: the caller sizes its storage from settings already checked, and
// a tensor's declared rows, columns and length must match those before a number is copied.
// Every refusal is a message (core/message.hpp) naming the field as typed, with the value it
// holds and the range it must be in (docs/api.md, "Model files" and the codes table).
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/message.hpp"

namespace posattn {

// A weight further from 0 than this is refused: trained weights are of order 1 to 10; 1e6 keeps
// every score, softmax and output of the analysis finite (64-wide products of such numbers stay
// far below the double range).
inline constexpr double kMaxWeightMagnitude = 1e6;
// The most numbers one tensor may declare, checked before anything is allocated for it.
inline constexpr std::size_t kMaxTensorNumbers = std::size_t{1} << 24;  // 16,777,216
// Longest name or text field (task, scheme, format) read from a model, in UTF-16 units.
inline constexpr std::size_t kMaxModelText = 64;
// Most entries a model's object of weight groups may have (its settings say how many it needs).
inline constexpr std::size_t kMaxModelKeys = 64;
// The largest model file read as bytes (an English model or its vocabulary), checked before a
// byte is copied: 16 MiB, four times the largest vocabulary core/lm's bounds allow.
inline constexpr std::size_t kMaxModelFileBytes = std::size_t{16} << 20;

class ModelValue {
 public:
  // Array covers typed arrays of numbers too (Float64Array, Float32Array, ...); Other is a
  // symbol, BigInt, function, an accessor (getter) or anything the source could not read safely.
  enum class Kind { Absent, Null, Boolean, Number, String, Array, Object, Other };
  virtual ~ModelValue() = default;
  virtual Kind kind() const = 0;
  virtual bool boolean() const = 0;          // Kind::Boolean
  virtual double number() const = 0;         // Kind::Number (any double, NaN included)
  virtual std::size_t length() const = 0;    // String: UTF-16 units; Array: elements; else 0
  virtual std::string text() const = 0;      // String (UTF-8), asked only once length() passed
  // An own data property (Absent when missing; Other when it is a getter or cannot be read).
  virtual std::unique_ptr<ModelValue> field(std::string_view name) const = 0;
  // Object: its own enumerable keys, at most `limit` (more = true when there were more).
  virtual std::vector<std::string> keys(std::size_t limit, bool& more) const = 0;
  // Array: copies its `count` elements into `out` (count == length(), checked by the caller).
  // Returns the index of the first element that is not a number, or count when all are.
  virtual std::size_t numbers(double* out, std::size_t count) const = 0;
};

// One value as a whole number in [low, high] (at most 2^53 in size); `what` names it in the message
// (the field's name as typed). Each returns an empty message when the value passes.
Message wholeNumber(const ModelValue& value, std::string_view what, long long low, long long high,
                   long long& out);
// One value as a finite number in [low, high].
Message finiteNumber(const ModelValue& value, std::string_view what, double low, double high,
                         double& out);
// One value as a string of at most `maxLength` UTF-16 units (measured before it is copied).
Message shortText(const ModelValue& value, std::string_view what, std::size_t maxLength,
                      std::string& out);
// One value as true or false.
Message trueOrFalse(const ModelValue& value, std::string_view what, bool& out);

// Field readers. Each leaves `out` alone and returns an empty message when the field is absent;
// returns one and sets `out` when the field is valid; otherwise a message naming the field and
// what it holds.
// `where` prefixes the field's name ("" or "parameters.readout.").
Message readWholeNumber(const ModelValue& object, std::string_view name, long long low,
                            long long high, long long& out, std::string_view where = "");
Message readWholeNumber(const ModelValue& object, std::string_view name, long long low,
                            long long high, int& out, std::string_view where = "");
Message readNumber(const ModelValue& object, std::string_view name, double low, double high,
                       double& out, std::string_view where = "");
Message readFlag(const ModelValue& object, std::string_view name, bool& out,
                     std::string_view where = "");
// A string of at most `maxLength` UTF-16 units (checked before it is copied).
Message readText(const ModelValue& object, std::string_view name, std::size_t maxLength,
                     std::string& out, std::string_view where = "");

// What a value is, as a message argument: {code: "value", type, text} with type "number" (text
// "NaN", "12"), "boolean", "null", "absent", "string", "array", "object" or "unreadable" (a getter,
// symbol, BigInt or function); the text (a number or boolean as shown) only where it says more.
Message describe(const ModelValue& value);

// One tensor as a model declares it: {rows, cols, data} with data an array of rows x cols numbers
// (row-major). Checks the declared shape against the expected one, the data's length, then that
// every number is finite and within `magnitude`, copying into `out` (rows x cols, already sized by
// the caller). `name` names the tensor in messages, after `where` ("parameters." by default).
Message readTensor(const ModelValue& entry, std::string_view name, long long rows,
                       long long cols, double magnitude, double* out,
                       std::string_view where = "parameters.");
// The same for single-precision weights (the English models): the numbers pass the same checks
// as doubles and are then rounded to float.
Message readTensor(const ModelValue& entry, std::string_view name, long long rows,
                       long long cols, double magnitude, float* out,
                       std::string_view where = "parameters.");

// IEEE 754 half precision (an English model file's numbers) as a double: exact, NaN and
// infinities included (the reader refuses those).
double halfToDouble(std::uint16_t bits);

// Checks an object's own keys are exactly from `allowed` (an unexpected key names itself): a
// model whose file holds weights its settings do not use is not the model it says it is.
Message onlyKeys(const ModelValue& object, const std::vector<std::string>& allowed,
                     std::string_view where);

}  // namespace posattn
