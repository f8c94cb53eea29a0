// Arbitrary bytes -> the English models' file readers (core/lm/model_file: readVocabulary and
// readWeights, the entry points the English module's loadVocabulary and loadModel use), which
// read every header field, group shape and number through the core's model reader: never
// crashes, leaks or trips a sanitizer; a refusal has a message; an accepted file has exactly the
// shapes its header needs and only finite numbers within lm::kMaxWeightMagnitude, and the model
// then runs. The first byte picks the file: even a vocabulary, odd a model for 8 words.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/lm/model.hpp"
#include "core/lm/model_file.hpp"

namespace {

void require(bool condition) {
  if (!condition) std::abort();
}

constexpr int kWords = 8;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string_view bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
  using namespace posattn::lm;
  if (data[0] % 2 == 0) {
    const VocabularyRead read = readVocabulary(bytes);
    if (!read.error.empty()) return 0;
    require(read.vocabulary.words.size() >= 2 && read.vocabulary.embedding.allFinite());
    return 0;
  }
  WeightsRead read = readWeights(bytes, kWords);
  if (!read.error.empty()) return 0;
  require(validateShape(read.shape).empty() && read.shape.vocabulary == kWords);
  const auto expected = expectedGroupShapes(read.shape);
  const auto groups = weightGroups(read.weights);
  require(groups.size() == expected.size());
  for (std::size_t g = 0; g < groups.size(); ++g) {
    const Mat<float>& values = *groups[g].second;
    require(values.rows() == expected[g].second.first && values.cols() == expected[g].second.second);
    for (Eigen::Index k = 0; k < values.size(); ++k)
      require(std::isfinite(values.data()[k]) && std::fabs(values.data()[k]) <= kMaxWeightMagnitude);
  }
  LmModel<float> model{read.shape, Mat<float>::Constant(kWords, read.shape.width, 0.5f), read.weights};
  const LmPass<float> pass = encode(model, {0, 1, maskId(read.shape), 2});
  (void)pass;  // it must run without a sanitizer report; its numbers may be anything finite or not
  return 0;
}
