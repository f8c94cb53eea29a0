#include "model_file.hpp"

#include "core/model_reader.hpp"
#include "core/schemes.hpp"
#include "file_value.hpp"

#include <cmath>
#include <cstring>

namespace posattn::lm {

// Eigen's half precision: round to nearest even, overflow to infinity, NaN to a quiet NaN
// (tests/core/lm/model_file.test.cpp checks every half and a sweep of floats, ties included).
std::uint16_t floatToHalf(float value) { return Eigen::numext::bit_cast<std::uint16_t>(Eigen::half(value)); }

float halfToFloat(std::uint16_t half) { return static_cast<float>(Eigen::numext::bit_cast<Eigen::half>(half)); }

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
constexpr std::string_view kWeightsMagic = "PALMWT02";
// The same layout with one more header field, inputCodes, and each group's encoding (model_file.hpp);
// written only for a model that needs it, so any other model is the same file as before.
constexpr std::string_view kWeightsMagicInputCodes = "PALMWT03";
// PALMWT03 with one more header field after inputCodes, headSides (model.hpp: 0 both, 1 even heads
// left, 2 even heads right); written only for a model whose heads read one side.
constexpr std::string_view kWeightsMagicHeadSides = "PALMWT04";
// PALMWT04 with one more header field after headSides, base (model.hpp: the sinusoids' or RoPE's);
// written only for a model whose base is not kLmDefaultBase.
constexpr std::string_view kWeightsMagicBase = "PALMWT05";

// A file's refusal: which file ("vocabulary" or "weights") and why.
Message refusedFile(const char* file, Message why) {
  return say("model-file-refused").with("file", file).with("reason", std::move(why));
}

}  // namespace

namespace {
// One row as int8 with scale max|row| / 127: the stored codes and scale, and the values they give.
template <typename Row>
float quantizeRow(const Row& row, std::string& codes, float* values) {
  const float scale = static_cast<float>(static_cast<double>(row.cwiseAbs().maxCoeff()) / 127.0);
  for (Eigen::Index c = 0; c < row.size(); ++c) {
    const double q = scale > 0 ? std::round(static_cast<double>(row(c)) / scale) : 0.0;
    const int code = static_cast<int>(std::max(-127.0, std::min(127.0, q)));
    codes.push_back(static_cast<char>(static_cast<std::int8_t>(code)));
    values[c] = static_cast<float>(code) * scale;
  }
  return scale;
}
}  // namespace

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
  std::vector<float> values(static_cast<std::size_t>(embedding.cols()));
  for (Eigen::Index r = 0; r < count; ++r) {
    putF32(out, quantizeRow(embedding.row(r), codes, values.data()));
    for (Eigen::Index c = 0; c < embedding.cols(); ++c) quantized(r, c) = values[static_cast<std::size_t>(c)];
  }
  return out + codes;
}

// Every setting and number below is checked by the core's model reader (core/model_reader.hpp),
// asked of the file's layout (file_value.hpp) as of any other model; this file only walks the
// bytes and checks what is particular to the format (magic, lengths, the words).
VocabularyRead readVocabulary(std::string_view bytes) {
  VocabularyRead result;
  auto refused = [](Message why) { return VocabularyRead{{}, refusedFile("vocabulary", std::move(why))}; };
  Reader in(bytes);
  std::string_view magic;
  if (!in.take(8, magic) || magic != kVocabularyMagic) return refused(say("file-magic").with("file", "vocabulary"));
  std::uint32_t count = 0, width = 0;
  if (!in.u32(count) || !in.u32(width)) return refused(say("header-cut-short"));
  FileValue header = FileValue::object();
  header.set("words", FileValue::number(count)).set("width", FileValue::number(width));
  int words = 0, columns = 0;
  for (const Message& problem :
       {readWholeNumber(header, "words", 2, kMaxLmVocabulary, words, "header."),
        readWholeNumber(header, "width", 4, kMaxLmWidth, columns, "header.")})
    if (!problem.empty()) return refused(problem);
  // Each word takes at least 2 bytes, each row 4 + width: refuse a count the bytes cannot hold.
  if (static_cast<std::uint64_t>(count) * (2 + 4 + width) > in.left())
    return refused(say("file-too-short").with("words", static_cast<std::size_t>(count)));
  Vocabulary& v = result.vocabulary;
  v.words.reserve(count);
  for (std::uint32_t i = 0; i < count; ++i) {
    std::uint32_t length = 0;
    std::string_view word;
    if (!in.u8(length) || length == 0 || !in.take(length, word))
      return refused(say("word-cut-short").with("word", static_cast<std::size_t>(i)));
    for (char c : word)
      if (static_cast<unsigned char>(c) <= ' ') return refused(say("word-control-byte").with("word", static_cast<std::size_t>(i)));
    v.words.emplace_back(word);
  }
  if (in.left() != static_cast<std::size_t>(count) * (4 + width))
    return refused(say("vocabulary-rest"));
  std::string_view scaleBytes, codes;
  in.take(static_cast<std::size_t>(count) * 4, scaleBytes);
  in.take(static_cast<std::size_t>(count) * width, codes);
  std::vector<float> scales(count);
  const FileValue scaleTensor = FileValue::tensor(count, 1, scaleBytes, FileValue::Encoding::Float32);
  if (Message problem = readTensor(scaleTensor, "scales", count, 1, kMaxWeightMagnitude, scales.data(), "");
      !problem.empty())
    return refused(problem);
  v.embedding.resize(count, width);
  const auto* code = reinterpret_cast<const std::int8_t*>(codes.data());
  float* row = v.embedding.data();  // row-major: row r's numbers are contiguous
  for (std::uint32_t r = 0; r < count; ++r, code += width, row += width)
    for (std::uint32_t c = 0; c < width; ++c) row[c] = static_cast<float>(code[c]) * scales[r];
  rebuildIndex(v);
  if (v.index.size() != v.words.size()) return refused(say("word-twice"));
  return result;
}

namespace {
enum GroupEncoding : std::uint32_t { kGroupHalf = 0, kGroupInt8Rows = 1 };
bool isBlockMatrix(const std::string& name) {
  const std::size_t dot = name.find('.');
  if (name.compare(0, 5, "layer") != 0 || dot == std::string::npos) return false;
  const std::string part = name.substr(dot + 1);
  return part == "query" || part == "key" || part == "value" || part == "output" || part == "up" || part == "down";
}
bool storedAsInt8(const std::string& name, WeightsStorage storage) {
  return (storage.int8Codes && name == "wordCodes") || (storage.int8Blocks && isBlockMatrix(name));
}
}  // namespace

LmWeights<float> storedValues(const LmWeights<float>& weights, WeightsStorage storage) {
  LmWeights<float> out = weights;
  for (auto& [name, values] : weightGroups(out)) {
    if (!storedAsInt8(name, storage)) { *values = roundedToHalf(*values); continue; }
    std::string codes;
    for (Eigen::Index r = 0; r < values->rows(); ++r) {
      Eigen::Matrix<float, 1, Eigen::Dynamic> row = values->row(r);
      quantizeRow(row, codes, values->row(r).data());
    }
  }
  return out;
}

std::string encodeWeights(const LmShape& shape, const LmWeights<float>& weights, WeightsStorage storage) {
  const bool based = shape.base != kLmDefaultBase;                        // PALMWT05
  const bool sided = based || shape.headSides != LmHeadSides::Both;       // PALMWT04 or 05
  const bool extended = shape.inputCodes || storage.int8Codes || storage.int8Blocks || sided;  // PALMWT03 to 05
  std::string out(based ? kWeightsMagicBase : sided ? kWeightsMagicHeadSides : extended ? kWeightsMagicInputCodes : kWeightsMagic);
  for (int value : {static_cast<int>(shape.scheme), shape.vocabulary, shape.width, shape.heads,
                    shape.layers, shape.hidden, shape.positions, shape.t5Buckets, shape.t5MaxDistance,
                    shape.outputRank})
    putU32(out, static_cast<std::uint32_t>(value));
  if (extended) putU32(out, shape.inputCodes ? 1 : 0);
  if (sided) putU32(out, static_cast<std::uint32_t>(shape.headSides));
  if (based) putU32(out, static_cast<std::uint32_t>(shape.base));
  LmWeights<float> copy = weights;
  const auto groups = weightGroups(copy);
  putU32(out, static_cast<std::uint32_t>(groups.size()));
  for (const auto& [name, values] : groups) {
    out.push_back(static_cast<char>(name.size()));
    out += name;
    const bool int8 = storedAsInt8(name, storage);
    if (extended) out.push_back(static_cast<char>(int8 ? kGroupInt8Rows : kGroupHalf));
    putU32(out, static_cast<std::uint32_t>(values->rows()));
    putU32(out, static_cast<std::uint32_t>(values->cols()));
    if (int8) {
      std::string codes;
      std::vector<float> unused(static_cast<std::size_t>(values->cols()));
      for (Eigen::Index r = 0; r < values->rows(); ++r) {
        Eigen::Matrix<float, 1, Eigen::Dynamic> row = values->row(r);
        putF32(out, quantizeRow(row, codes, unused.data()));
      }
      out += codes;
      continue;
    }
    for (Eigen::Index i = 0; i < values->size(); ++i) {
      const std::uint16_t h = floatToHalf(values->data()[i]);
      out.push_back(static_cast<char>(h & 0xffu));
      out.push_back(static_cast<char>(h >> 8));
    }
  }
  return out;
}

namespace {

// The weights file's layout as a model: {scheme, vocabulary, width, heads, layers, hidden,
// positions, t5Buckets, t5MaxDistance, outputRank, [inputCodes, [headSides, [base,]]] parameters: {name: {rows, cols, data}}}. Only the format is
// checked here (magic, every length against the bytes present, no name twice, nothing after the
// last group); no declared size drives an allocation.
constexpr const char* kHeaderFields[] = {"scheme", "vocabulary", "width", "heads", "layers",
                                         "hidden", "positions", "t5Buckets", "t5MaxDistance",
                                         "outputRank"};

Message weightsLayout(std::string_view bytes, FileValue& model) {
  Reader in(bytes);
  std::string_view magic;
  if (!in.take(8, magic) || (magic != kWeightsMagic && magic != kWeightsMagicInputCodes && magic != kWeightsMagicHeadSides &&
                             magic != kWeightsMagicBase))
    return say("file-magic").with("file", "weights");
  model = FileValue::object();
  const bool based = magic == kWeightsMagicBase;  // a base field too
  const bool sided = based || magic == kWeightsMagicHeadSides;  // a headSides field too
  const bool extended = sided || magic == kWeightsMagicInputCodes;  // an inputCodes field, and each group's encoding
  std::vector<const char*> fields(std::begin(kHeaderFields), std::end(kHeaderFields));
  if (extended) fields.push_back("inputCodes");
  if (sided) fields.push_back("headSides");
  if (based) fields.push_back("base");
  for (const char* name : fields) {
    std::uint32_t field = 0;
    if (!in.u32(field)) return say("header-cut-short");
    model.set(name, FileValue::number(field));
  }
  std::uint32_t groupCount = 0;
  if (!in.u32(groupCount)) return say("header-cut-short");
  if (groupCount > kMaxModelKeys)
    return say("too-many-groups").with("count", static_cast<std::size_t>(groupCount)).with("limit", kMaxModelKeys);
  FileValue groups = FileValue::object();
  for (std::uint32_t g = 0; g < groupCount; ++g) {
    std::uint32_t length = 0, rows = 0, cols = 0, encodingByte = kGroupHalf;
    std::string_view name, numbers;
    if (!in.u8(length) || !in.take(length, name)) return say("group-name-cut-short").with("group", static_cast<std::size_t>(g) + 1);
    const std::string shown(name.substr(0, kMaxModelText));
    if (groups.has(name)) return say("group-twice").with("group", shown);
    if (extended && !in.u8(encodingByte)) return say("group-shape-cut-short").with("group", shown);
    if (encodingByte != kGroupHalf && encodingByte != kGroupInt8Rows)
      return say("group-encoding").with("group", shown).with("encoding", static_cast<std::size_t>(encodingByte));
    const auto encoding = encodingByte == kGroupInt8Rows ? FileValue::Encoding::Int8Rows : FileValue::Encoding::Half;
    if (!in.u32(rows) || !in.u32(cols)) return say("group-shape-cut-short").with("group", shown);
    const std::uint64_t size = encodedSize(rows, cols, encoding);
    if (size > in.left()) return say("group-cut-short").with("group", shown);
    in.take(static_cast<std::size_t>(size), numbers);
    groups.set(std::string(name), FileValue::tensor(rows, cols, numbers, encoding));
  }
  if (in.left() != 0) return say("bytes-after-groups");
  model.set("parameters", groups);
  return {};
}

}  // namespace

WeightsRead readWeights(std::string_view bytes, int vocabulary) {
  WeightsRead result;
  auto refused = [](Message why) { return WeightsRead{{}, {}, refusedFile("weights", std::move(why))}; };
  FileValue model;
  if (Message problem = weightsLayout(bytes, model); !problem.empty()) return refused(problem);
  LmShape& s = result.shape;
  int scheme = 0;
  for (const Message& problem : {
           readWholeNumber(model, "scheme", 0, static_cast<long long>(schemeCount()) - 1, scheme, "header."),
           readWholeNumber(model, "vocabulary", 2, kMaxLmVocabulary, s.vocabulary, "header."),
           readWholeNumber(model, "width", 4, kMaxLmWidth, s.width, "header."),
           readWholeNumber(model, "heads", 1, kMaxLmHeads, s.heads, "header."),
           readWholeNumber(model, "layers", 1, kMaxLmLayers, s.layers, "header."),
           readWholeNumber(model, "hidden", 1, kMaxLmHidden, s.hidden, "header."),
           readWholeNumber(model, "positions", 1, kMaxLmPositions, s.positions, "header."),
           readWholeNumber(model, "t5Buckets", 4, kMaxLmT5Buckets, s.t5Buckets, "header."),
           readWholeNumber(model, "t5MaxDistance", 1, kMaxLmT5Distance, s.t5MaxDistance, "header."),
           readWholeNumber(model, "outputRank", 0, kMaxLmOutputRank, s.outputRank, "header."),
       })
    if (!problem.empty()) return refused(problem);
  if (model.has("inputCodes")) {
    int inputCodes = 0;
    if (Message problem = readWholeNumber(model, "inputCodes", 0, 1, inputCodes, "header."); !problem.empty())
      return refused(problem);
    s.inputCodes = inputCodes == 1;
  }
  if (model.has("headSides")) {
    int sides = 0;
    if (Message problem = readWholeNumber(model, "headSides", 0, kLmHeadSidesLast, sides, "header."); !problem.empty())
      return refused(problem);
    s.headSides = static_cast<LmHeadSides>(sides);
  }
  if (model.has("base")) {  // the page's own range for a base (core/schemes.hpp)
    constexpr SchemeParameter range = schemeParameter("base");
    if (Message problem = readWholeNumber(model, "base", static_cast<long long>(range.min), static_cast<long long>(range.max), s.base, "header.");
        !problem.empty())
      return refused(problem);
  }
  s.scheme = static_cast<PositionScheme>(scheme);
  if (Message problem = validateShape(s); !problem.empty()) return refused(problem);
  if (s.vocabulary != vocabulary)
    return refused(say("vocabulary-mismatch").with("words", s.vocabulary).with("vocabulary", vocabulary));
  // Sized by the checked header alone; each group must then declare exactly its expected shape.
  const auto expected = expectedGroupShapes(s);
  std::vector<std::string> names;
  for (const auto& group : expected) names.push_back(group.first);
  const auto groups = model.field("parameters");
  if (Message extra = onlyKeys(*groups, names, "parameters"); !extra.empty()) return refused(extra);
  result.weights = sizedWeights<float>(s);  // each group is then written whole, from its tensor
  auto targets = weightGroups(result.weights);
  for (std::size_t g = 0; g < expected.size(); ++g) {
    const auto& [name, dims] = expected[g];
    Mat<float>& values = *targets[g].second;
    if (Message problem = readTensor(*groups->field(name), name, dims.first, dims.second,
                                         kMaxWeightMagnitude, values.data());
        !problem.empty())
      return refused(problem);
  }
  return result;
}

}  // namespace posattn::lm
