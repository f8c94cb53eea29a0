#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <limits>
#include <string>

#include "core/lm/model_file.hpp"
#include "fixtures.hpp"

using namespace posattn;
using namespace posattn::lm;

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

TEST_CASE("lm file: every truncation of a file is refused with a message") {
  const std::string weights = tinyWeightsFile(PositionScheme::T5);
  for (std::size_t cut = 0; cut < weights.size(); ++cut)
    REQUIRE_FALSE(readWeights(weights.substr(0, cut), 20).error.empty());
  const std::string vocabulary = tinyVocabularyFile();
  for (std::size_t cut = 0; cut < vocabulary.size(); ++cut)
    REQUIRE_FALSE(readVocabulary(vocabulary.substr(0, cut)).error.empty());
  CHECK(readWeights(weights + "x", 20).error == "weights: bytes after the last group");
}

TEST_CASE("lm file: declared sizes are checked before anything is allocated") {
  std::string vocabulary = tinyVocabularyFile();
  setU32(vocabulary, 8, 0xffffffffu);
  CHECK(readVocabulary(vocabulary).error == "vocabulary: header.words must be between 2 and 60000; 4294967295 is not.");
  vocabulary = tinyVocabularyFile();
  setU32(vocabulary, 12, 100000u);
  CHECK(readVocabulary(vocabulary).error == "vocabulary: header.width must be between 4 and 256; 100000 is not.");
  // A count within bounds but more than the bytes hold.
  vocabulary = tinyVocabularyFile();
  setU32(vocabulary, 8, 50000u);
  CHECK(readVocabulary(vocabulary).error.find("too short") != std::string::npos);

  const std::string weights = tinyWeightsFile(PositionScheme::None);
  std::string bad = weights;
  setU32(bad, 8 + 4 * 2, 0x7fffffffu);  // width
  CHECK(readWeights(bad, 20).error == "weights: header.width must be between 4 and 256; 2147483647 is not.");
  bad = weights;
  setU32(bad, 8, 9);  // scheme
  CHECK(readWeights(bad, 20).error == "weights: header.scheme must be between 0 and 5; 9 is not.");
  bad = weights;
  setU32(bad, 8 + 4 * 4, 40);  // layers beyond kMaxLmLayers
  CHECK(readWeights(bad, 20).error == "weights: header.layers must be between 1 and 4; 40 is not.");
  bad = weights;
  setU32(bad, 8 + 4 * 9, 0xffffffffu);  // the group count
  CHECK(readWeights(bad, 20).error == "weights: the file declares 4294967295 groups; at most 64 are read");
  CHECK(readWeights(weights, 21).error.find("vocabulary has 21") != std::string::npos);
}

TEST_CASE("lm file: non-finite and out-of-bound numbers are refused, naming the field") {
  const LmModel<float> model = test::tinyModel<float>(PositionScheme::Rope);
  for (float bad : {std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity(), 5000.0f}) {
    LmWeights<float> weights = model.weights;
    weights.layers[1].up(2, 3) = bad;
    const std::string error = readWeights(encodeWeights(model.shape, weights), 20).error;
    INFO(error);
    CHECK(error.find("weights: parameters.layer2.up.data entry ") == 0);
    CHECK(error.find("; weights must be finite and at most 1000 in size.") != std::string::npos);
  }
  std::string vocabulary = tinyVocabularyFile();
  const std::size_t scales = vocabulary.size() - 20 * 8 - 20 * 4;
  setU32(vocabulary, scales + 4 * 3, 0x7fc00000u);  // NaN scale of word 3
  CHECK(readVocabulary(vocabulary).error == "vocabulary: scales.data entry 3 is NaN; weights must be finite and at most 1000 in size.");
  // A name changed in place: the group is not one the shape uses; twice the same name is refused.
  std::string renamed = tinyWeightsFile(PositionScheme::None);
  const auto at = renamed.find("layer1.query");
  renamed[at + 6] = '9';
  CHECK(readWeights(renamed, 20).error == "weights: parameters holds \"layer19query\", which this model's settings do not use.");
  std::string twice = tinyWeightsFile(PositionScheme::None);
  twice.replace(twice.find("layer1.value"), 12, "layer1.query");  // the same length
  CHECK(readWeights(twice, 20).error == "weights: group layer1.query appears twice");
}

TEST_CASE("lm file: a group's declared shape is checked against the header's before a number is read") {
  const LmModel<float> model = test::tinyModel<float>(PositionScheme::None);
  std::string file = encodeWeights(model.shape, model.weights);
  // "special" is 2 x d: declare 1 x 2d instead (the same number of bytes).
  const auto at = file.find("special") + 7;
  setU32(file, at, 1);
  setU32(file, at + 4, static_cast<std::uint32_t>(2 * model.shape.width));
  CHECK(readWeights(file, 20).error == "weights: parameters.special is 1 x " + std::to_string(2 * model.shape.width) +
                                           "; the model's settings need 2 x " + std::to_string(model.shape.width) + ".");
}
