#pragma once
// The English models' files (model_file.hpp's formats) as the core's model reader sees a model
// (core/model_reader.hpp): model_file.cpp walks a file's layout once (magic, counts, names, and
// where each tensor's numbers lie) into these values, and every setting and number is then asked
// of them through the same field and tensor checks as an imported or stored model's. A tensor's
// numbers stay in the file's bytes until the reader, having checked the shape, copies them.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/model_reader.hpp"

namespace posattn::lm {

class FileValue final : public ModelValue {
 public:
  // Half, Float32: little-endian IEEE 754, 2 or 4 bytes a number. Int8Rows: rows x f32 scale, then
  // rows x cols int8; a number is its int8 times its row's scale (in float).
  enum class Encoding { Half, Float32, Int8Rows };

  FileValue() = default;  // absent
  static FileValue number(double value);
  static FileValue object();
  // rows x cols numbers stored in `bytes` (exactly the bytes the encoding needs for them, checked
  // by the caller's walk): {rows, cols, data}.
  static FileValue tensor(std::uint32_t rows, std::uint32_t cols, std::string_view bytes, Encoding encoding);
  // Adds a field to an object (before it is handed to the reader).
  FileValue& set(std::string name, FileValue value);
  bool has(std::string_view name) const;

  Kind kind() const override { return kind_; }
  bool boolean() const override { return false; }
  double number() const override { return number_; }
  std::size_t length() const override { return kind_ == Kind::Array ? count_ : 0; }
  std::string text() const override { return ""; }
  std::unique_ptr<ModelValue> field(std::string_view name) const override;
  std::vector<std::string> keys(std::size_t limit, bool& more) const override;
  std::size_t numbers(double* out, std::size_t count) const override;

 private:
  Kind kind_ = Kind::Absent;
  double number_ = 0;
  std::shared_ptr<std::vector<std::pair<std::string, FileValue>>> fields_;
  std::string_view bytes_;
  Encoding encoding_ = Encoding::Half;
  std::size_t count_ = 0;
  std::uint32_t rows_ = 0, cols_ = 0;
};

// The bytes rows x cols numbers take in an encoding.
std::uint64_t encodedSize(std::uint32_t rows, std::uint32_t cols, FileValue::Encoding encoding);

}  // namespace posattn::lm
