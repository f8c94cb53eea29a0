// What several trained models guess together (docs/models.md, "What the five know together"): the
// figures of their average, each known word of a split masked in turn, as a card's are measured
// (evaluation.hpp's distributionFigures; the same words, punctuation too).
//
//   lm_ensemble_figures SCHEME[,SCHEME...] MODELS_DIR DATA_DIR VOCABULARY_FILE SPLIT [SENTENCES]
#include <cstdio>
#include <iostream>
#include <string>

#include "tool_io.hpp"

using namespace posattn::lm;
using namespace posattn::lm::tool;

int main(int argc, char** argv) {
  if (argc != 6 && argc != 7) {
    std::cerr << "usage: lm_ensemble_figures SCHEME[,SCHEME...] MODELS_DIR DATA_DIR VOCABULARY_FILE SPLIT [SENTENCES]\n";
    return 2;
  }
  const VocabularyRead read = readVocabulary(readAll(argv[4]));
  if (!read.error.empty()) { std::cerr << "vocabulary refused\n"; return 1; }
  const std::vector<LmModel<float>> models = readModels(argv[2], read.vocabulary, argv[1]);
  if (models.empty()) return 1;
  const std::vector<Sentence> sentences = readSentences(read.vocabulary, std::string(argv[3]) + "/" + argv[5] + ".txt",
                                                        argc == 7 ? std::stoul(argv[6]) : SIZE_MAX);
  const MaskedFigures f = distributionFigures(
      sentences, WordOrder::Original, 26, static_cast<int>(read.vocabulary.words.size()),
      [&](const Sentence& s, int i) { return averageMaskedProbabilities(models, s, i); });
  std::printf("{\"models\": \"%s\", \"split\": \"%s\", \"sentences\": %zu, \"original\": %s}\n", argv[1], argv[5],
              sentences.size(), figuresJson(f).c_str());
  return 0;
}
