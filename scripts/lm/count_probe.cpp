// The stronger count model on the everyday probes (bench/everyday-probe*.json; issue 46's item 4),
// to set beside the models' figures (bench/lm-probe.mjs): the window count model built from the
// training split and tuned on the validation split as count-baseline.json's is, each probe
// sentence's blank guessed from the words around it, its first five guesses the words Fill the
// blank may offer (never punctuation), as the page's are. A measurement, not part of CI.
//
//   lm_count_probe DATA_DIR VOCABULARY_FILE PROBE_TSV   (a line per sentence: text with [?], a tab,
//   the acceptable answers separated by commas; bench/README.md shows how to write it)
#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "core/lm/best_ids.hpp"
#include "core/lm/model_file.hpp"
#include "core/lm/window_counts.hpp"
#include "tool_io.hpp"

using namespace posattn::lm;
using namespace posattn::lm::tool;

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: lm_count_probe DATA_DIR VOCABULARY_FILE PROBE_TSV\n";
    return 2;
  }
  const std::string dataDir = argv[1];
  const VocabularyRead read = readVocabulary(readAll(argv[2]));
  if (!read.error.empty()) { std::cerr << "vocabulary refused\n"; return 1; }
  const Vocabulary& v = read.vocabulary;
  const int vocabulary = static_cast<int>(v.words.size());
  const WindowCounts window(readSentences(v, dataDir + "/train.txt"), vocabulary);
  const WindowTuning tuning = tuneWindowWeights(window, readSentences(v, dataDir + "/validation.txt"));
  std::ifstream probe(argv[3]);
  int sentences = 0, top1 = 0, top5 = 0;
  for (std::string line; std::getline(probe, line);) {
    const auto tab = line.find('\t'), blank = line.find("[?]");
    if (tab == std::string::npos || blank == std::string::npos || blank > tab) { std::cerr << "bad line: " << line << "\n"; return 1; }
    std::vector<std::string> answers;
    std::stringstream list(line.substr(tab + 1));
    for (std::string answer; std::getline(list, answer, ',');) answers.push_back(answer);
    // The words on each side, tokenized as the page does; the blank's own id is never read.
    const Encoded left = encodeText(v, line.substr(0, blank), 64), right = encodeText(v, line.substr(blank + 3, tab - blank - 3), 64);
    Sentence ids = left.ids;
    const int position = static_cast<int>(ids.size());
    ids.push_back(vocabulary);
    ids.insert(ids.end(), right.ids.begin(), right.ids.end());
    const std::vector<double> p = window.distribution(ids, position, tuning.weights, tuning.kappa);
    // The five likeliest words Fill the blank may offer, ties to the lower id (best_ids.hpp).
    std::vector<int> allowed;
    for (int w = 0; w < vocabulary; ++w)
      if (v.guessable[static_cast<std::size_t>(w)]) allowed.push_back(w);
    std::vector<std::string> guesses;
    for (int w : bestIds(allowed, 5, [&p](int id) { return p[static_cast<std::size_t>(id)]; }))
      guesses.push_back(v.words[static_cast<std::size_t>(w)]);
    const auto accepted = [&answers](const std::string& w) { return std::find(answers.begin(), answers.end(), w) != answers.end(); };
    ++sentences;
    top1 += accepted(guesses[0]);
    top5 += std::any_of(guesses.begin(), guesses.end(), accepted);
    std::cout << line.substr(0, tab) << "\t";
    for (const auto& g : guesses) std::cout << g << " ";
    std::cout << "\n";
  }
  std::cout << "{\"sentences\": " << sentences << ", \"top1\": " << top1 << ", \"top5\": " << top5 << "}\n";
  return 0;
}
