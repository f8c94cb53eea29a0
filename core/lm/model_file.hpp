#pragma once
// The English models' two file formats (docs/models.md), little-endian throughout:
//
// vocabulary.bin  "PAVOCAB1", u32 words V, u32 width d, V x (u8 length, UTF-8 bytes),
//                 V x f32 row scale, V x d int8 (value = int8 * scale of its row)
// <scheme>.bin    "PALMWT02", u32 x 10: scheme (0 none .. 5 t5, core/positional.hpp's order),
//                 vocabulary, width, heads, layers, hidden, positions, t5Buckets, t5MaxDistance,
//                 outputRank (the width of each word's trained output code, 0 for none);
//                 u32 group count; per group (model.hpp's weightGroups order): u8 name length,
//                 name, u32 rows, u32 cols, rows x cols IEEE fp16
//                 "PALMWT03": the same with an 11th header field, inputCodes (1: the codes also
//                 shift the input vectors, group codeInput), and per group a u8 encoding after
//                 the name: 0 fp16 as above, 1 int8 rows (rows x f32 scale, then rows x cols int8;
//                 a number is its int8 times its row's scale). Written only for a model with input
//                 codes or int8 codes, so any other model is the same 02 file as before.
//                 "PALMWT04": PALMWT03 with a 12th header field, headSides (model.hpp's
//                 LmHeadSides: 0 both, 1 even heads left, 2 even heads right, 3 mirrored
//                 pairs; ALiBi only).
//                 Written only for a model whose heads read one side each.
//                 "PALMWT05": PALMWT04 with a 13th header field, base (the wavelength base of the
//                 schemes that read one, 2 to 10,000,000). Written only for a model whose base is
//                 not 10000 (the sinusoidal model of the generation of issue 46: 100).
//
// Files are untrusted input, read by the core's one model reader (core/model_reader.hpp) as every
// model is: the layout is walked without allocating (file_value.hpp), then every header field is
// checked against model.hpp's bounds, every group's declared shape against the one the header
// needs, and every number for finiteness and kMaxWeightMagnitude, before a number is kept; a
// failure returns a message (core/message.hpp) naming the field, never throws. A file is at most kMaxModelFileBytes.
#include <cstdint>
#include <string>
#include <string_view>

#include "core/message.hpp"
#include "model.hpp"
#include "vocabulary.hpp"

namespace posattn::lm {

inline constexpr double kMaxWeightMagnitude = 1000.0;  // any stored weight or row scale

std::uint16_t floatToHalf(float value);  // round to nearest even; overflow gives infinity
float halfToFloat(std::uint16_t half);
// The values a float matrix has after a round trip through fp16.
Mat<float> roundedToHalf(const Mat<float>& values);
LmWeights<float> roundedToHalf(const LmWeights<float>& weights);

// Quantizes each row to int8 with scale max|row| / 127; `quantized` receives the stored values.
std::string encodeVocabulary(const std::vector<std::string>& words, const Mat<double>& embedding,
                             Mat<float>& quantized);
struct VocabularyRead {
  Vocabulary vocabulary;
  Message error;  // empty when read; else model-file-refused {file: "vocabulary", reason}
};
VocabularyRead readVocabulary(std::string_view bytes);

// How a model's groups are stored: fp16, but the word codes (vocabulary x outputRank, most of a
// model's bytes) as int8 with a scale per row when int8Codes is set, and the blocks' matrices
// (query, key, value, output, up, down: most of the rest) so when int8Blocks is set.
struct WeightsStorage {
  bool int8Codes = false;
  bool int8Blocks = false;
};
// The values the weights have after a round trip through their file.
LmWeights<float> storedValues(const LmWeights<float>& weights, WeightsStorage storage);
std::string encodeWeights(const LmShape& shape, const LmWeights<float>& weights, WeightsStorage storage = {});
struct WeightsRead {
  LmShape shape;
  LmWeights<float> weights;
  Message error;  // empty when read; else model-file-refused {file: "weights", reason}
};
// `vocabulary` is the shared file's word count: a model for another vocabulary is refused.
WeightsRead readWeights(std::string_view bytes, int vocabulary);

}  // namespace posattn::lm
