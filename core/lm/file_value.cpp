#include "file_value.hpp"

#include <algorithm>
#include <cstring>

namespace posattn::lm {

FileValue FileValue::number(double value) {
  FileValue v;
  v.kind_ = Kind::Number;
  v.number_ = value;
  return v;
}

FileValue FileValue::object() {
  FileValue v;
  v.kind_ = Kind::Object;
  v.fields_ = std::make_shared<std::vector<std::pair<std::string, FileValue>>>();
  return v;
}

FileValue FileValue::tensor(std::uint32_t rows, std::uint32_t cols, std::string_view bytes, Encoding encoding) {
  FileValue data;
  data.kind_ = Kind::Array;
  data.bytes_ = bytes;
  data.encoding_ = encoding;
  data.count_ = static_cast<std::size_t>(rows) * cols;
  data.rows_ = rows;
  data.cols_ = cols;
  FileValue t = object();
  t.set("rows", number(rows)).set("cols", number(cols)).set("data", data);
  return t;
}

std::uint64_t encodedSize(std::uint32_t rows, std::uint32_t cols, FileValue::Encoding encoding) {
  const std::uint64_t count = static_cast<std::uint64_t>(rows) * cols;
  switch (encoding) {
    case FileValue::Encoding::Half: return 2 * count;
    case FileValue::Encoding::Float32: return 4 * count;
    case FileValue::Encoding::Int8Rows: return 4 * static_cast<std::uint64_t>(rows) + count;
  }
  return 0;
}

FileValue& FileValue::set(std::string name, FileValue value) {
  if (fields_) fields_->emplace_back(std::move(name), std::move(value));
  return *this;
}

bool FileValue::has(std::string_view name) const {
  if (fields_)
    for (const auto& entry : *fields_)
      if (entry.first == name) return true;
  return false;
}

std::unique_ptr<ModelValue> FileValue::field(std::string_view name) const {
  if (fields_)
    for (const auto& entry : *fields_)
      if (entry.first == name) return std::make_unique<FileValue>(entry.second);
  return std::make_unique<FileValue>();
}

std::vector<std::string> FileValue::keys(std::size_t limit, bool& more) const {
  std::vector<std::string> out;
  more = false;
  if (!fields_) return out;
  for (const auto& entry : *fields_) {
    if (out.size() == limit) { more = true; break; }
    out.push_back(entry.first);
  }
  return out;
}

std::size_t FileValue::numbers(double* out, std::size_t count) const {
  if (kind_ != Kind::Array || count > count_) return 0;
  const auto* b = reinterpret_cast<const unsigned char*>(bytes_.data());
  const auto float32At = [b](std::size_t at) {
    const std::uint32_t bits = static_cast<std::uint32_t>(b[at]) | (static_cast<std::uint32_t>(b[at + 1]) << 8) |
                               (static_cast<std::uint32_t>(b[at + 2]) << 16) | (static_cast<std::uint32_t>(b[at + 3]) << 24);
    float value;
    std::memcpy(&value, &bits, 4);
    return value;
  };
  // One loop per encoding, and a row's scale read once: the page reads a model's million numbers
  // here on first opening, in the browser's first-call code (bench/README.md, opening cold).
  switch (encoding_) {
    case Encoding::Half:
      for (std::size_t k = 0; k < count; ++k) out[k] = halfToDouble(static_cast<std::uint16_t>(b[2 * k] | (b[2 * k + 1] << 8)));
      break;
    case Encoding::Float32:
      for (std::size_t k = 0; k < count; ++k) out[k] = float32At(4 * k);
      break;
    case Encoding::Int8Rows: {
      const auto* codes = reinterpret_cast<const std::int8_t*>(b + 4 * static_cast<std::size_t>(rows_));
      for (std::size_t start = 0, row = 0; start < count; start += cols_, ++row) {
        const float scale = float32At(4 * row);
        const std::size_t end = std::min<std::size_t>(count, start + cols_);
        for (std::size_t k = start; k < end; ++k) out[k] = static_cast<float>(codes[k]) * scale;
      }
      break;
    }
  }
  return count;
}

}  // namespace posattn::lm
