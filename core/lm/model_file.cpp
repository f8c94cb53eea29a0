#include "model_file.hpp"

#include "core/model_reader.hpp"

#include <cmath>
#include <cstring>

namespace posattn::lm {

std::uint16_t floatToHalf(float value) {
  std::uint32_t bits;
  std::memcpy(&bits, &value, 4);
  const std::uint32_t sign = (bits >> 16) & 0x8000u;
  const std::uint32_t magnitude = bits & 0x7fffffffu;
  if (magnitude >= 0x7f800000u)  // infinity or NaN
    return static_cast<std::uint16_t>(sign | 0x7c00u | (magnitude > 0x7f800000u ? 0x200u : 0u));
  if (magnitude >= 0x477ff000u) return static_cast<std::uint16_t>(sign | 0x7c00u);  // rounds past 65504
  if (magnitude < 0x38800000u) {  // below the smallest normal half: a subnormal or zero
    if (magnitude < 0x33000000u) return static_cast<std::uint16_t>(sign);
    const std::uint32_t mantissa = (magnitude & 0x7fffffu) | 0x800000u;
    const int shift = 126 - static_cast<int>(magnitude >> 23);  // 14 .. 24
    const std::uint32_t kept = mantissa >> shift;
    const std::uint32_t rest = mantissa & ((1u << shift) - 1u);
    const std::uint32_t half = 1u << (shift - 1);
    const std::uint32_t rounded = kept + ((rest > half || (rest == half && (kept & 1u))) ? 1u : 0u);
    return static_cast<std::uint16_t>(sign | rounded);
  }
  const std::uint32_t rebased = magnitude - 0x38000000u;  // exponent 127 -> 15
  const std::uint32_t kept = rebased >> 13;
  const std::uint32_t rest = rebased & 0x1fffu;
  const std::uint32_t rounded = kept + ((rest > 0x1000u || (rest == 0x1000u && (kept & 1u))) ? 1u : 0u);
  return static_cast<std::uint16_t>(sign | rounded);
}

float halfToFloat(std::uint16_t half) {
  const std::uint32_t sign = (static_cast<std::uint32_t>(half) & 0x8000u) << 16;
  const std::uint32_t exponent = (half >> 10) & 0x1fu;
  const std::uint32_t mantissa = half & 0x3ffu;
  std::uint32_t bits;
  if (exponent == 0) {
    const float value = std::ldexp(static_cast<float>(mantissa), -24);
    std::memcpy(&bits, &value, 4);
    bits |= sign;
  } else if (exponent == 31) {
    bits = sign | 0x7f800000u | (mantissa << 13);
  } else {
    bits = sign | ((exponent + 112u) << 23) | (mantissa << 13);
  }
  float out;
  std::memcpy(&out, &bits, 4);
  return out;
}

Mat<float> roundedToHalf(const Mat<float>& values) {
  return values.unaryExpr([](float v) { return halfToFloat(floatToHalf(v)); });
}

LmWeights<float> roundedToHalf(const LmWeights<float>& weights) {
  LmWeights<float> out = weights;
  for (auto& group : weightGroups(out)) *group.second = roundedToHalf(*group.second);
  return out;
}

namespace {

void putU32(std::string& out, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) out.push_back(static_cast<char>((v >> (8 * i)) & 0xffu));
}
void putF32(std::string& out, float v) {
  std::uint32_t bits;
  std::memcpy(&bits, &v, 4);
  putU32(out, bits);
}

// A bounds-checked cursor over untrusted bytes.
class Reader {
 public:
  explicit Reader(std::string_view bytes) : bytes_(bytes) {}
  std::size_t left() const { return bytes_.size() - at_; }
  bool take(std::size_t count, std::string_view& out) {
    if (count > left()) return false;
    out = bytes_.substr(at_, count);
    at_ += count;
    return true;
  }
  bool u8(std::uint32_t& out) {
    std::string_view b;
    if (!take(1, b)) return false;
    out = static_cast<unsigned char>(b[0]);
    return true;
  }
  bool u16(std::uint16_t& out) {
    std::string_view b;
    if (!take(2, b)) return false;
    out = static_cast<std::uint16_t>(static_cast<unsigned char>(b[0]) |
                                     (static_cast<unsigned char>(b[1]) << 8));
    return true;
  }
  bool u32(std::uint32_t& out) {
    std::string_view b;
    if (!take(4, b)) return false;
    out = 0;
    for (int i = 3; i >= 0; --i) out = (out << 8) | static_cast<unsigned char>(b[static_cast<std::size_t>(i)]);
    return true;
  }
  bool f32(float& out) {
    std::uint32_t bits;
    if (!u32(bits)) return false;
    std::memcpy(&out, &bits, 4);
    return true;
  }

 private:
  std::string_view bytes_;
  std::size_t at_ = 0;
};

constexpr std::string_view kVocabularyMagic = "PAVOCAB1";
constexpr std::string_view kWeightsMagic = "PALMWT01";

}  // namespace

std::string checkDeclaredShape(const LmShape& shape) {
  const std::string problem = validateShape(shape);
  return problem.empty() ? "" : "header: " + problem;
}

std::string checkFiniteWithin(const float* values, std::size_t count, double bound,
                              const std::string& field) {
  for (std::size_t i = 0; i < count; ++i) {
    if (!std::isfinite(values[i])) return field + ": value " + std::to_string(i) + " is not finite";
    if (std::fabs(values[i]) > bound)
      return field + ": value " + std::to_string(i) + " is beyond " + std::to_string(bound);
  }
  return "";
}

std::string encodeVocabulary(const std::vector<std::string>& words, const Mat<double>& embedding,
                             Mat<float>& quantized) {
  std::string out(kVocabularyMagic);
  const auto count = static_cast<Eigen::Index>(words.size());
  putU32(out, static_cast<std::uint32_t>(count));
  putU32(out, static_cast<std::uint32_t>(embedding.cols()));
  for (const std::string& word : words) {
    out.push_back(static_cast<char>(word.size()));
    out += word;
  }
  quantized.resize(count, embedding.cols());
  std::string codes;
  for (Eigen::Index r = 0; r < count; ++r) {
    const float scale = static_cast<float>(embedding.row(r).cwiseAbs().maxCoeff() / 127.0);
    putF32(out, scale);
    for (Eigen::Index c = 0; c < embedding.cols(); ++c) {
      const double q = scale > 0 ? std::round(embedding(r, c) / scale) : 0.0;
      const int code = static_cast<int>(std::max(-127.0, std::min(127.0, q)));
      codes.push_back(static_cast<char>(static_cast<std::int8_t>(code)));
      quantized(r, c) = static_cast<float>(code) * scale;
    }
  }
  return out + codes;
}

VocabularyRead readVocabulary(std::string_view bytes) {
  VocabularyRead result;
  Reader in(bytes);
  std::string_view magic;
  if (!in.take(8, magic) || magic != kVocabularyMagic) return {{}, "vocabulary: not a vocabulary file (magic)"};
  std::uint32_t count = 0, width = 0;
  if (!in.u32(count) || !in.u32(width)) return {{}, "vocabulary: header is cut short"};
  if (count < 2 || count > static_cast<std::uint32_t>(kMaxLmVocabulary))
    return {{}, "vocabulary: word count " + std::to_string(count) + " out of range"};
  if (width < 4 || width > static_cast<std::uint32_t>(kMaxLmWidth))
    return {{}, "vocabulary: width " + std::to_string(width) + " out of range"};
  // Each word takes at least 2 bytes, each row 4 + width: refuse a count the bytes cannot hold.
  if (static_cast<std::uint64_t>(count) * (2 + 4 + width) > in.left())
    return {{}, "vocabulary: file too short for " + std::to_string(count) + " words"};
  Vocabulary& v = result.vocabulary;
  v.words.reserve(count);
  for (std::uint32_t i = 0; i < count; ++i) {
    std::uint32_t length = 0;
    std::string_view word;
    if (!in.u8(length) || length == 0 || length > 255 || !in.take(length, word))
      return {{}, "vocabulary: word " + std::to_string(i) + " is cut short or empty"};
    for (char c : word)
      if (static_cast<unsigned char>(c) <= ' ') return {{}, "vocabulary: word " + std::to_string(i) + " holds a space or control byte"};
    v.words.emplace_back(word);
  }
  if (in.left() != static_cast<std::size_t>(count) * (4 + width))
    return {{}, "vocabulary: scales and embeddings do not fill the rest of the file exactly"};
  std::vector<float> scales(count);
  for (std::uint32_t i = 0; i < count; ++i) in.f32(scales[i]);
  const std::string bad = checkFiniteWithin(scales.data(), scales.size(), kMaxWeightMagnitude, "vocabulary scales");
  if (!bad.empty()) return {{}, bad};
  v.embedding.resize(count, width);
  std::string_view codes;
  in.take(static_cast<std::size_t>(count) * width, codes);
  for (std::uint32_t r = 0; r < count; ++r)
    for (std::uint32_t c = 0; c < width; ++c)
      v.embedding(r, c) = static_cast<float>(static_cast<std::int8_t>(codes[r * width + c])) * scales[r];
  rebuildIndex(v);
  if (v.index.size() != v.words.size()) return {{}, "vocabulary: a word appears twice"};
  return result;
}

std::string encodeWeights(const LmShape& shape, const LmWeights<float>& weights) {
  std::string out(kWeightsMagic);
  for (int value : {static_cast<int>(shape.scheme), shape.vocabulary, shape.width, shape.heads,
                    shape.layers, shape.hidden, shape.positions, shape.t5Buckets, shape.t5MaxDistance})
    putU32(out, static_cast<std::uint32_t>(value));
  LmWeights<float> copy = weights;
  const auto groups = weightGroups(copy);
  putU32(out, static_cast<std::uint32_t>(groups.size()));
  for (const auto& [name, values] : groups) {
    out.push_back(static_cast<char>(name.size()));
    out += name;
    putU32(out, static_cast<std::uint32_t>(values->rows()));
    putU32(out, static_cast<std::uint32_t>(values->cols()));
    for (Eigen::Index i = 0; i < values->size(); ++i) {
      const std::uint16_t h = floatToHalf(values->data()[i]);
      out.push_back(static_cast<char>(h & 0xffu));
      out.push_back(static_cast<char>(h >> 8));
    }
  }
  return out;
}

WeightsRead readWeights(std::string_view bytes, int vocabulary) {
  WeightsRead result;
  Reader in(bytes);
  std::string_view magic;
  if (!in.take(8, magic) || magic != kWeightsMagic) return {{}, {}, "weights: not a model file (magic)"};
  std::uint32_t header[9];
  for (std::uint32_t& field : header)
    if (!in.u32(field)) return {{}, {}, "weights: header is cut short"};
  for (std::uint32_t field : header)
    if (field > 1000000u) return {{}, {}, "weights: header field out of range"};
  if (header[0] > 5) return {{}, {}, "weights: scheme " + std::to_string(header[0]) + " is unknown"};
  LmShape& s = result.shape;
  s.scheme = static_cast<PositionScheme>(header[0]);
  s.vocabulary = static_cast<int>(header[1]);
  s.width = static_cast<int>(header[2]);
  s.heads = static_cast<int>(header[3]);
  s.layers = static_cast<int>(header[4]);
  s.hidden = static_cast<int>(header[5]);
  s.positions = static_cast<int>(header[6]);
  s.t5Buckets = static_cast<int>(header[7]);
  s.t5MaxDistance = static_cast<int>(header[8]);
  std::string problem = checkDeclaredShape(s);
  if (!problem.empty()) return {{}, {}, "weights " + problem};
  if (s.vocabulary != vocabulary)
    return {{}, {}, "weights: made for " + std::to_string(s.vocabulary) + " words, the vocabulary has " +
                        std::to_string(vocabulary)};
  const auto expected = expectedGroupShapes(s);
  std::uint32_t groupCount = 0;
  if (!in.u32(groupCount) || groupCount != expected.size())
    return {{}, {}, "weights: group count differs from the shape's"};
  result.weights.layers.resize(static_cast<std::size_t>(s.layers));
  auto groups = weightGroups(result.weights);
  for (std::size_t g = 0; g < expected.size(); ++g) {
    const auto& [name, dims] = expected[g];
    std::uint32_t length = 0, rows = 0, cols = 0;
    std::string_view stored;
    if (!in.u8(length) || !in.take(length, stored) || stored != name)
      return {{}, {}, "weights: expected group " + name};
    if (!in.u32(rows) || !in.u32(cols) || rows != static_cast<std::uint32_t>(dims.first) ||
        cols != static_cast<std::uint32_t>(dims.second))
      return {{}, {}, "weights: " + name + " has the wrong shape"};
    if (static_cast<std::uint64_t>(rows) * cols * 2 > in.left())
      return {{}, {}, "weights: " + name + " is cut short"};
    std::string_view halves;
    in.take(static_cast<std::size_t>(rows) * cols * 2, halves);
    Mat<float>& values = *groups[g].second;
    values.resize(rows, cols);
    // The numbers go through the core's one model reader (core/model_reader.hpp), as every model's do.
    problem = readHalfTensor(reinterpret_cast<const std::uint8_t*>(halves.data()), halves.size(),
                             "weights " + name, rows, cols, kMaxWeightMagnitude, values.data());
    if (!problem.empty()) return {{}, {}, problem};
  }
  if (in.left() != 0) return {{}, {}, "weights: bytes after the last group"};
  return result;
}

}  // namespace posattn::lm
