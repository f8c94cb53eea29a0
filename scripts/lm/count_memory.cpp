// What the stronger count model's guesses owe to its memory (docs/models.md, "The bar's memory"):
// the window count model (core/lm/window_counts.hpp) with the counts below a minimum dropped, its
// kappa and weights tuned again on the validation split, its figures on the whole test split, and
// the counts it keeps written as a file could hold them (gzip that file to compare its size with a
// model's). Prints one JSON line. A measurement, not part of the models or of CI.
//
//   lm_count_memory DATA_DIR VOCABULARY_FILE MINIMUM MINIMUM_LONG COUNTS_OUT
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "core/lm/model_file.hpp"
#include "core/lm/window_counts.hpp"
#include "tool_io.hpp"

using namespace posattn::lm;
using namespace posattn::lm::tool;

int main(int argc, char** argv) {
  if (argc != 6) {
    std::cerr << "usage: lm_count_memory DATA_DIR VOCABULARY_FILE MINIMUM MINIMUM_LONG COUNTS_OUT\n";
    return 2;
  }
  const std::string dataDir = argv[1];
  const VocabularyRead read = readVocabulary(readAll(argv[2]));
  if (!read.error.empty()) { std::cerr << "vocabulary refused\n"; return 1; }
  WindowPruning pruning;
  pruning.minimum = std::stoll(argv[3]);
  pruning.minimumLong = std::stoll(argv[4]);
  const int vocabulary = static_cast<int>(read.vocabulary.words.size());
  const WindowCounts window(readSentences(read.vocabulary, dataDir + "/train.txt"), vocabulary, pruning);
  const WindowTuning tuning = tuneWindowWeights(window, readSentences(read.vocabulary, dataDir + "/validation.txt"));
  const std::vector<unsigned char> packed = window.packedCounts();
  std::ofstream(argv[5], std::ios::binary).write(reinterpret_cast<const char*>(packed.data()), static_cast<std::streamsize>(packed.size()));
  const std::uint64_t seed = 26;  // the models' evaluation seed
  std::cout << "{\"minimum\": " << pruning.minimum << ", \"minimumLong\": " << pruning.minimumLong
            << ", \"contexts\": " << window.contexts() << ", \"counts\": " << window.entries()
            << ", \"bytes\": " << packed.size() << ", \"kappa\": " << number(tuning.kappa) << ", \"test\": "
            << figuresJson(windowFigures(window, tuning, readSentences(read.vocabulary, dataDir + "/test.txt"),
                                         WordOrder::Original, seed))
            << "}\n";
  return 0;
}
