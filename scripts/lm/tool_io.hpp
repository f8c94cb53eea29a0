#pragma once
// What the English models' native tools (train.cpp, count_baseline.cpp) share: reading the data
// split's sentences as the models see them, and writing figures as the cards' JSON.
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include <sstream>

#include "core/lm/evaluation.hpp"
#include "core/lm/model_file.hpp"
#include "core/lm/vocabulary.hpp"

namespace posattn::lm::tool {

inline std::string readAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// At most `limit` sentences of a split file, one per line, tokenized as the page does.
inline std::vector<Sentence> readSentences(const Vocabulary& vocabulary, const std::string& path,
                                           std::size_t limit = SIZE_MAX) {
  std::ifstream in(path);
  std::vector<Sentence> sentences;
  std::string line;
  while (sentences.size() < limit && std::getline(in, line)) {
    const Encoded e = encodeText(vocabulary, line, kMaxLmPositions);
    if (e.error.empty() && !e.ids.empty()) sentences.push_back(e.ids);
  }
  return sentences;
}

// The models named in a comma-separated list ("rope,t5,learned"), each DIR/<scheme>.bin for this
// vocabulary; empty if any is missing or refused (named on stderr).
inline std::vector<LmModel<float>> readModels(const std::string& dir, const Vocabulary& vocabulary,
                                              const std::string& schemes) {
  std::vector<LmModel<float>> models;
  std::stringstream list(schemes);
  for (std::string scheme; std::getline(list, scheme, ',');) {
    WeightsRead w = readWeights(readAll(dir + "/" + scheme + ".bin"), static_cast<int>(vocabulary.words.size()));
    if (!w.error.empty()) { std::fprintf(stderr, "%s/%s.bin refused\n", dir.c_str(), scheme.c_str()); return {}; }
    models.push_back(LmModel<float>{w.shape, vocabulary.embedding, std::move(w.weights)});
  }
  return models;
}

inline std::string number(double v) {
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%.17g", v);
  return buffer;
}

inline std::string scoresJson(const MaskedScores& f) {
  return "\"predictions\": " + std::to_string(f.predictions) + ", \"top1\": " + number(f.top1) +
         ", \"top5\": " + number(f.top5) + ", \"pseudoPerplexity\": " + number(f.pseudoPerplexity);
}

// A card's figures for one order: all known words, and the content words apart.
inline std::string figuresJson(const MaskedFigures& f) {
  return "{" + scoresJson(f) + ", \"content\": {" + scoresJson(f.content) + "}}";
}

}  // namespace posattn::lm::tool
