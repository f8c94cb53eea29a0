#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <limits>
#include <string>

#include "core/lm/model_file.hpp"
#include "core/model_reader.hpp"
#include "core/schemes.hpp"
#include "fixtures.hpp"
#include "messages.hpp"

using namespace posattn;
using namespace posattn::lm;
using posattn::test::shown;

namespace {

void setU32(std::string& bytes, std::size_t at, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) bytes[at + static_cast<std::size_t>(i)] = static_cast<char>((v >> (8 * i)) & 0xffu);
}

std::string tinyWeightsFile(PositionScheme scheme) {
  const LmModel<float> model = test::tinyModel<float>(scheme);
  return encodeWeights(model.shape, model.weights);
}

std::string tinyVocabularyFile() {
  std::vector<std::string> words;
  for (int i = 0; i < 20; ++i) words.push_back("w" + std::to_string(i));
  Mat<float> quantized;
  return encodeVocabulary(words, seededMatrix(9, 20, 8, 1.0), quantized);
}

}  // namespace

TEST_CASE("lm file: fp16 conversion rounds to nearest even and round-trips every half") {
  CHECK(floatToHalf(1.0f) == 0x3c00);
  CHECK(floatToHalf(-2.0f) == 0xc000);
  CHECK(floatToHalf(65504.0f) == 0x7bff);
  CHECK(floatToHalf(70000.0f) == 0x7c00);
  CHECK(floatToHalf(1e-9f) == 0);
  CHECK(floatToHalf(std::ldexp(1.0f, -24)) == 1);        // smallest subnormal
  CHECK(floatToHalf(1.0f + std::ldexp(1.0f, -11)) == 0x3c00);  // a tie goes to even
  CHECK(floatToHalf(1.0f + 3 * std::ldexp(1.0f, -11)) == 0x3c02);
  for (std::uint32_t h = 0; h < 65536; ++h) {
    const auto half = static_cast<std::uint16_t>(h);
    if (((half >> 10) & 0x1f) == 31 && (half & 0x3ff) != 0) continue;  // NaNs
    REQUIRE(floatToHalf(halfToFloat(half)) == half);
  }
}

namespace {

// The hand-written conversions the project used before Eigen::half, kept here as the reference
// Eigen's must match bit for bit.
std::uint16_t referenceFloatToHalf(float value) {
  std::uint32_t bits;
  std::memcpy(&bits, &value, 4);
  const std::uint32_t sign = (bits >> 16) & 0x8000u;
  const std::uint32_t magnitude = bits & 0x7fffffffu;
  if (magnitude >= 0x7f800000u)
    return static_cast<std::uint16_t>(sign | 0x7c00u | (magnitude > 0x7f800000u ? 0x200u : 0u));
  if (magnitude >= 0x477ff000u) return static_cast<std::uint16_t>(sign | 0x7c00u);
  if (magnitude < 0x38800000u) {
    if (magnitude < 0x33000000u) return static_cast<std::uint16_t>(sign);
    const std::uint32_t mantissa = (magnitude & 0x7fffffu) | 0x800000u;
    const int shift = 126 - static_cast<int>(magnitude >> 23);
    const std::uint32_t kept = mantissa >> shift;
    const std::uint32_t rest = mantissa & ((1u << shift) - 1u);
    const std::uint32_t half = 1u << (shift - 1);
    return static_cast<std::uint16_t>(sign | (kept + ((rest > half || (rest == half && (kept & 1u))) ? 1u : 0u)));
  }
  const std::uint32_t rebased = magnitude - 0x38000000u;
  const std::uint32_t kept = rebased >> 13;
  const std::uint32_t rest = rebased & 0x1fffu;
  return static_cast<std::uint16_t>(sign | (kept + ((rest > 0x1000u || (rest == 0x1000u && (kept & 1u))) ? 1u : 0u)));
}

std::uint32_t referenceHalfToFloatBits(std::uint16_t half) {
  const std::uint32_t sign = (static_cast<std::uint32_t>(half) & 0x8000u) << 16;
  const std::uint32_t exponent = (half >> 10) & 0x1fu;
  const std::uint32_t mantissa = half & 0x3ffu;
  if (exponent == 0) {
    const float value = std::ldexp(static_cast<float>(mantissa), -24);
    std::uint32_t bits;
    std::memcpy(&bits, &value, 4);
    return bits | sign;
  }
  if (exponent == 31) return sign | 0x7f800000u | (mantissa << 13);
  return sign | ((exponent + 112u) << 23) | (mantissa << 13);
}

std::uint32_t bitsOf(float f) { std::uint32_t b; std::memcpy(&b, &f, 4); return b; }
float floatOf(std::uint32_t b) { float f; std::memcpy(&f, &b, 4); return f; }

}  // namespace

TEST_CASE("lm file: fp16 through Eigen::half is bit for bit the hand-written conversion it replaced") {
  // Every half to float (NaN payloads and signs included) and back, and to double.
  // Counted, not one assertion each: a million REQUIREs would cost seconds under the sanitizers.
  std::size_t differ = 0, checked = 0;
  for (std::uint32_t h = 0; h < 65536; ++h) {
    const auto half = static_cast<std::uint16_t>(h);
    differ += bitsOf(halfToFloat(half)) != referenceHalfToFloatBits(half);
    const double wide = halfToDouble(half);
    differ += std::isnan(wide) ? !std::isnan(halfToFloat(half)) : wide != static_cast<double>(halfToFloat(half));
  }
  CHECK(differ == 0);
  // Floats: around every half's value (exact, the ties halfway to the next half, one float either
  // side of them), which covers subnormals, the overflow edge and infinity, and a stride through all
  // bit patterns (NaNs included).
  for (std::uint32_t h = 0; h < 0x7c00; ++h) {
    for (std::uint32_t sign : {0u, 0x80000000u}) {
      const std::uint32_t lower = referenceHalfToFloatBits(static_cast<std::uint16_t>(h)) | sign;
      const std::uint32_t upper = referenceHalfToFloatBits(static_cast<std::uint16_t>(h + 1)) | sign;
      const float tie = (floatOf(lower) + floatOf(upper)) / 2.0f;  // exact: a float between two halves
      for (std::uint32_t bits : {lower, bitsOf(tie) - 1, bitsOf(tie), bitsOf(tie) + 1}) {
        differ += floatToHalf(floatOf(bits)) != referenceFloatToHalf(floatOf(bits));
        ++checked;
      }
    }
  }
  for (std::uint64_t bits = 0; bits <= 0xffffffffu; bits += 4099) {
    const float f = floatOf(static_cast<std::uint32_t>(bits));
    differ += floatToHalf(f) != referenceFloatToHalf(f);
    ++checked;
  }
  for (float f : {std::numeric_limits<float>::infinity(), -std::numeric_limits<float>::infinity(),
                  std::numeric_limits<float>::quiet_NaN(), -std::numeric_limits<float>::quiet_NaN(),
                  std::numeric_limits<float>::denorm_min(), 65504.0f, 65519.996f, 65520.0f})
    CHECK(floatToHalf(f) == referenceFloatToHalf(f));
  CHECK(differ == 0);
  CHECK(checked > 1000000);
}

TEST_CASE("lm file: weights and vocabulary round-trip through their files") {
  for (PositionScheme scheme : {PositionScheme::None, PositionScheme::Learned, PositionScheme::T5}) {
    const LmModel<float> model = test::tinyModel<float>(scheme);
    const WeightsRead read = readWeights(encodeWeights(model.shape, model.weights), 20);
    REQUIRE(read.error.empty());
    LmWeights<float> expected = roundedToHalf(model.weights);
    LmWeights<float> got = read.weights;
    auto a = weightGroups(expected);
    auto b = weightGroups(got);
    for (std::size_t g = 0; g < a.size(); ++g) CHECK(*a[g].second == *b[g].second);
  }
  const VocabularyRead vocabulary = readVocabulary(tinyVocabularyFile());
  REQUIRE(vocabulary.error.empty());
  CHECK(vocabulary.vocabulary.words.size() == 20);
  CHECK(vocabulary.vocabulary.lookup("w7", -1) == 7);
  CHECK((vocabulary.vocabulary.embedding - seededMatrix(9, 20, 8, 1.0).cast<float>()).cwiseAbs().maxCoeff() < 0.03);
}

TEST_CASE("lm file: a model with input codes has its own header field and round-trips; one without is written as before") {
  LmModel<float> model = test::tinyModel<float>(PositionScheme::Rope);
  const std::string without = encodeWeights(model.shape, model.weights);
  CHECK(without.substr(0, 8) == "PALMWT02");
  model.shape.inputCodes = true;
  model.weights.codeInput = seededMatrix(12, test::kTinyOutputRank, 8, 0.5).cast<float>();
  const std::string with = encodeWeights(model.shape, model.weights);
  CHECK(with.substr(0, 8) == "PALMWT03");
  const WeightsRead read = readWeights(with, 20);
  REQUIRE(read.error.empty());
  CHECK(read.shape.inputCodes);
  CHECK(read.weights.codeInput == roundedToHalf(model.weights.codeInput));
  CHECK_FALSE(readWeights(without, 20).shape.inputCodes);
  for (std::size_t cut = 0; cut < with.size(); cut += 7) REQUIRE_FALSE(readWeights(with.substr(0, cut), 20).error.empty());
  std::string bad = with;
  setU32(bad, 8 + 4 * 10, 2);  // inputCodes is 0 or 1
  CHECK(shown(readWeights(bad, 20).error) == "model-file-refused(file: \"weights\", reason: {out-of-range(field: \"header.inputCodes\", min: 0, max: 1, value: {value(type: \"number\", text: \"2\")})})");
  bad = with;
  setU32(bad, 8 + 4 * 9, 0);  // input codes without output codes
  CHECK(shown(readWeights(bad, 20).error) == "model-file-refused(file: \"weights\", reason: {lm-shape(rule: \"input-codes-without-codes\")})");
}

TEST_CASE("lm file: ALiBi whose heads read one side has its own header field and round-trips; symmetric ALiBi is written as before") {
  LmModel<float> model = test::tinyModel<float>(PositionScheme::Alibi);
  CHECK(encodeWeights(model.shape, model.weights).substr(0, 8) == "PALMWT02");
  model.shape.headSides = LmHeadSides::EvenHeadsLeft;
  const std::string sided = encodeWeights(model.shape, model.weights);
  CHECK(sided.substr(0, 8) == "PALMWT04");
  const WeightsRead read = readWeights(sided, 20);
  REQUIRE(read.error.empty());
  CHECK(read.shape.headSides == LmHeadSides::EvenHeadsLeft);
  CHECK_FALSE(read.shape.inputCodes);
  for (std::size_t cut = 0; cut < sided.size(); cut += 7) REQUIRE_FALSE(readWeights(sided.substr(0, cut), 20).error.empty());
  std::string paired = sided;
  setU32(paired, 8 + 4 * 11, 3);  // mirrored pairs
  const WeightsRead pairs = readWeights(paired, 20);
  REQUIRE(pairs.error.empty());
  CHECK(pairs.shape.headSides == LmHeadSides::MirroredPairs);
  CHECK(encodeWeights(pairs.shape, pairs.weights) == paired);
  std::string bad = sided;
  setU32(bad, 8 + 4 * 11, 4);  // headSides is 0 to 3
  CHECK(shown(readWeights(bad, 20).error) == "model-file-refused(file: \"weights\", reason: {out-of-range(field: \"header.headSides\", min: 0, max: 3, value: {value(type: \"number\", text: \"4\")})})");
  bad = sided;
  setU32(bad, 8, static_cast<int>(PositionScheme::Rope));  // sides belong to ALiBi alone
  CHECK(shown(readWeights(bad, 20).error) == "model-file-refused(file: \"weights\", reason: {lm-shape(rule: \"head-sides-without-alibi\")})");
}

TEST_CASE("lm file: sinusoids with their own base have a header field and round-trip; the default base is written as before") {
  LmModel<float> model = test::tinyModel<float>(PositionScheme::Sinusoidal);
  const std::string plain = encodeWeights(model.shape, model.weights);
  CHECK(plain.substr(0, 8) == "PALMWT02");
  CHECK(readWeights(plain, 20).shape.base == kLmDefaultBase);
  model.shape.base = 100;
  const std::string based = encodeWeights(model.shape, model.weights);
  CHECK(based.substr(0, 8) == "PALMWT05");
  const WeightsRead read = readWeights(based, 20);
  REQUIRE(read.error.empty());
  CHECK(read.shape.base == 100);
  CHECK(read.shape.headSides == LmHeadSides::Both);
  CHECK(encodeWeights(read.shape, read.weights) == based);
  for (std::size_t cut = 0; cut < based.size(); cut += 7) REQUIRE_FALSE(readWeights(based.substr(0, cut), 20).error.empty());
  std::string bad = based;
  setU32(bad, 8 + 4 * 12, 1);  // the page's range for a base: 2 to 10,000,000
  CHECK(shown(readWeights(bad, 20).error) == "model-file-refused(file: \"weights\", reason: {out-of-range(field: \"header.base\", min: 2, max: 10000000, value: {value(type: \"number\", text: \"1\")})})");
  setU32(bad, 8 + 4 * 12, 10000001);
  CHECK_FALSE(readWeights(bad, 20).error.empty());
}

namespace {
// Every group of `read` equals the one in `expected`, by name.
void checkSameGroups(LmWeights<float> expected, LmWeights<float> read) {
  auto a = weightGroups(expected);
  auto b = weightGroups(read);
  REQUIRE(a.size() == b.size());
  for (std::size_t g = 0; g < a.size(); ++g) {
    INFO(a[g].first);
    CHECK(*a[g].second == *b[g].second);
  }
}
}  // namespace

TEST_CASE("lm file: the blocks' matrices stored as int8 rows round-trip to the values training measured") {
  LmModel<float> model = test::tinyModel<float>(PositionScheme::Rope);
  WeightsStorage storage;
  storage.int8Codes = true;
  storage.int8Blocks = true;
  const std::string file = encodeWeights(model.shape, model.weights, storage);
  const WeightsRead read = readWeights(file, 20);
  REQUIRE(read.error.empty());
  const LmWeights<float> expected = storedValues(model.weights, storage);
  checkSameGroups(expected, read.weights);
  // Each block matrix within half a step of its row's scale; the vectors and the readout as fp16.
  for (std::size_t l = 0; l < model.weights.layers.size(); ++l) {
    const LmLayer<float>& was = model.weights.layers[l];
    const LmLayer<float>& stored = expected.layers[l];
    using Pair = std::pair<const Mat<float>*, const Mat<float>*>;
    for (const auto& [before, after] : {Pair{&was.query, &stored.query}, Pair{&was.up, &stored.up}, Pair{&was.down, &stored.down}})
      for (Eigen::Index r = 0; r < before->rows(); ++r)
        CHECK((after->row(r) - before->row(r)).cwiseAbs().maxCoeff() <= before->row(r).cwiseAbs().maxCoeff() / 254 * 1.0001);
    CHECK(stored.norm1Gain == roundedToHalf(was.norm1Gain));
    CHECK(stored.upBias == roundedToHalf(was.upBias));
  }
  CHECK(expected.transform == roundedToHalf(model.weights.transform));
  WeightsStorage codesOnly;
  codesOnly.int8Codes = true;
  CHECK(file.size() < encodeWeights(model.shape, model.weights, codesOnly).size());
}

TEST_CASE("lm file: word codes stored as int8 rows round-trip to the values training measured") {
  LmModel<float> model = test::tinyModel<float>(PositionScheme::T5);
  WeightsStorage storage;
  storage.int8Codes = true;
  const std::string file = encodeWeights(model.shape, model.weights, storage);
  CHECK(file.substr(0, 8) == "PALMWT03");
  const WeightsRead read = readWeights(file, 20);
  REQUIRE(read.error.empty());
  CHECK_FALSE(read.shape.inputCodes);
  const LmWeights<float> expected = storedValues(model.weights, storage);
  checkSameGroups(expected, read.weights);
  // int8 codes: within half a step of their row's scale; the other groups as fp16.
  const Mat<float>& codes = model.weights.wordCodes;
  for (Eigen::Index r = 0; r < codes.rows(); ++r)
    CHECK((expected.wordCodes.row(r) - codes.row(r)).cwiseAbs().maxCoeff() <= codes.row(r).cwiseAbs().maxCoeff() / 254 * 1.0001);
  CHECK(expected.transform == roundedToHalf(model.weights.transform));
  // Storing the codes as int8 makes the file smaller: 1 byte a number and 4 a row, not 2 a number.
  CHECK(file.size() == encodeWeights(model.shape, model.weights).size() + 4 /* inputCodes field */ +
                           weightGroups(model.weights).size() /* encoding bytes */ + 4 * codes.rows() - codes.size());
  for (std::size_t cut = 0; cut < file.size(); cut += 5) REQUIRE_FALSE(readWeights(file.substr(0, cut), 20).error.empty());
  // An unknown encoding byte: the first group's, after its name ("special", 7 letters).
  std::string bad = file;
  const std::size_t at = 8 + 4 * 11 + 4 + 1 + 7;
  bad[at] = 7;
  CHECK(shown(readWeights(bad, 20).error) == "model-file-refused(file: \"weights\", reason: {group-encoding(group: \"special\", encoding: 7)})");
  // A NaN row scale is refused as the numbers it makes.
  LmModel<float> nan = model;
  nan.weights.wordCodes.row(3).setConstant(std::numeric_limits<float>::quiet_NaN());
  CHECK_FALSE(readWeights(encodeWeights(nan.shape, nan.weights, storage), 20).error.empty());
}

TEST_CASE("lm file: every truncation of a file is refused with a message") {
  const std::string weights = tinyWeightsFile(PositionScheme::T5);
  for (std::size_t cut = 0; cut < weights.size(); ++cut)
    REQUIRE_FALSE(readWeights(weights.substr(0, cut), 20).error.empty());
  const std::string vocabulary = tinyVocabularyFile();
  for (std::size_t cut = 0; cut < vocabulary.size(); ++cut)
    REQUIRE_FALSE(readVocabulary(vocabulary.substr(0, cut)).error.empty());
  CHECK(shown(readWeights(weights + "x", 20).error) == "model-file-refused(file: \"weights\", reason: {bytes-after-groups})");
}

TEST_CASE("lm file: declared sizes are checked before anything is allocated") {
  std::string vocabulary = tinyVocabularyFile();
  setU32(vocabulary, 8, 0xffffffffu);
  CHECK(shown(readVocabulary(vocabulary).error) == "model-file-refused(file: \"vocabulary\", reason: {out-of-range(field: \"header.words\", min: 2, max: 60000, value: {value(type: \"number\", text: \"4294967295\")})})");
  vocabulary = tinyVocabularyFile();
  setU32(vocabulary, 12, 100000u);
  CHECK(shown(readVocabulary(vocabulary).error) == "model-file-refused(file: \"vocabulary\", reason: {out-of-range(field: \"header.width\", min: 4, max: 256, value: {value(type: \"number\", text: \"100000\")})})");
  // A count within bounds but more than the bytes hold.
  vocabulary = tinyVocabularyFile();
  setU32(vocabulary, 8, 50000u);
  CHECK(shown(readVocabulary(vocabulary).error) == "model-file-refused(file: \"vocabulary\", reason: {file-too-short(words: 50000)})");

  const std::string weights = tinyWeightsFile(PositionScheme::None);
  std::string bad = weights;
  setU32(bad, 8 + 4 * 2, 0x7fffffffu);  // width
  CHECK(shown(readWeights(bad, 20).error) == "model-file-refused(file: \"weights\", reason: {out-of-range(field: \"header.width\", min: 4, max: 256, value: {value(type: \"number\", text: \"2147483647\")})})");
  bad = weights;
  setU32(bad, 8, 9);  // scheme
  CHECK(shown(readWeights(bad, 20).error) == "model-file-refused(file: \"weights\", reason: {out-of-range(field: \"header.scheme\", min: 0, max: " +
                                               std::to_string(schemeCount() - 1) + ", value: {value(type: \"number\", text: \"9\")})})");
  bad = weights;
  setU32(bad, 8 + 4 * 4, 40);  // layers beyond kMaxLmLayers
  CHECK(shown(readWeights(bad, 20).error) == "model-file-refused(file: \"weights\", reason: {out-of-range(field: \"header.layers\", min: 1, max: 4, value: {value(type: \"number\", text: \"40\")})})");
  bad = weights;
  setU32(bad, 8 + 4 * 9, 65);  // the output codes' width beyond kMaxLmOutputRank
  CHECK(shown(readWeights(bad, 20).error) == "model-file-refused(file: \"weights\", reason: {out-of-range(field: \"header.outputRank\", min: 0, max: 64, value: {value(type: \"number\", text: \"65\")})})");
  bad = weights;
  setU32(bad, 8 + 4 * 10, 0xffffffffu);  // the group count
  CHECK(shown(readWeights(bad, 20).error) == "model-file-refused(file: \"weights\", reason: {too-many-groups(count: 4294967295, limit: 64)})");
  CHECK(shown(readWeights(weights, 21).error) == "model-file-refused(file: \"weights\", reason: {vocabulary-mismatch(words: 20, vocabulary: 21)})");
}

TEST_CASE("lm file: non-finite and out-of-bound numbers are refused, naming the field") {
  const LmModel<float> model = test::tinyModel<float>(PositionScheme::Rope);
  for (float bad : {std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity(), 5000.0f}) {
    LmWeights<float> weights = model.weights;
    weights.layers[1].up(2, 3) = bad;
    const std::string error = shown(readWeights(encodeWeights(model.shape, weights), 20).error);
    CHECK_THAT(error, Catch::StartsWith("model-file-refused(file: \"weights\", reason: {weight-out-of-range(field: \"parameters.layer2.up.data\", entry: ") &&
                          Catch::EndsWith(", limit: 1000)})"));
  }
  std::string vocabulary = tinyVocabularyFile();
  const std::size_t scales = vocabulary.size() - 20 * 8 - 20 * 4;
  setU32(vocabulary, scales + 4 * 3, 0x7fc00000u);  // NaN scale of word 3
  CHECK(shown(readVocabulary(vocabulary).error) ==
        "model-file-refused(file: \"vocabulary\", reason: {weight-out-of-range(field: \"scales.data\", entry: 3, value: {value(type: \"number\", text: \"NaN\")}, limit: 1000)})");
  // A name changed in place: the group is not one the shape uses; twice the same name is refused.
  std::string renamed = tinyWeightsFile(PositionScheme::None);
  const auto at = renamed.find("layer1.query");
  renamed[at + 6] = '9';
  CHECK(shown(readWeights(renamed, 20).error) == "model-file-refused(file: \"weights\", reason: {unexpected-key(field: \"parameters\", key: \"layer19query\")})");
  std::string twice = tinyWeightsFile(PositionScheme::None);
  twice.replace(twice.find("layer1.value"), 12, "layer1.query");  // the same length
  CHECK(shown(readWeights(twice, 20).error) == "model-file-refused(file: \"weights\", reason: {group-twice(group: \"layer1.query\")})");
}

TEST_CASE("lm file: a group's declared shape is checked against the header's before a number is read") {
  const LmModel<float> model = test::tinyModel<float>(PositionScheme::None);
  std::string file = encodeWeights(model.shape, model.weights);
  // "special" is 2 x d: declare 1 x 2d instead (the same number of bytes).
  const auto at = file.find("special") + 7;
  setU32(file, at, 1);
  setU32(file, at + 4, static_cast<std::uint32_t>(2 * model.shape.width));
  CHECK(shown(readWeights(file, 20).error) == "model-file-refused(file: \"weights\", reason: {tensor-shape(field: \"parameters.special\", rows: 1, cols: " +
                                                  std::to_string(2 * model.shape.width) + ", needRows: 2, needCols: " +
                                                  std::to_string(model.shape.width) + ")})");
}
