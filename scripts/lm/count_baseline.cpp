// The count baseline of the English models (core/lm/count_model.hpp): built from the training
// split, its weights tuned on the validation split, evaluated on the whole test split in the three
// orders, exactly as lm_train evaluates a model. Writes a JSON file whose "test" block is shaped
// like a model card's. Its "mirrored" block is the same model counted on every training sentence in
// both orders, with equal left and right weights: counting that cannot tell left from right, the
// fair comparison for a model that cannot either (symmetric ALiBi; docs/models.md).
//
//   lm_count_baseline DATA_DIR VOCABULARY_FILE OUT_FILE
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "core/lm/count_model.hpp"
#include "core/lm/window_counts.hpp"
#include "core/lm/model_file.hpp"
#include "tool_io.hpp"

using namespace posattn;
using namespace posattn::lm;
using namespace posattn::lm::tool;

namespace {
std::string weightsJson(const CountWeights& weights) {
  return "{\"both\": " + number(weights[0]) + ", \"left\": " + number(weights[1]) + ", \"right\": " +
         number(weights[2]) + ", \"word\": " + number(weights[3]) + ", \"uniform\": " + number(weights[4]) + "}";
}
// The window model's weights: for each term, its weight per count bucket (window_counts.hpp).
std::string windowWeightsJson(const WindowCounts::Weights& weights) {
  const char* names[WindowCounts::kTerms] = {"l2 l1 _ r1 r2", "l1 _ r1 r2", "l2 l1 _ r1", "l1 _ r1", "l2 l1 _",
                                             "_ r1 r2", "l1 _", "_ r1", "word", "uniform", "sides' product"};
  std::string out = "{";
  for (int k = 0; k < WindowCounts::kTerms; ++k) {
    out += std::string(k ? ", " : "") + "\"" + names[k] + "\": [";
    for (int b = 0; b < WindowCounts::kBuckets; ++b) out += (b ? ", " : "") + number(weights[static_cast<std::size_t>(k)][static_cast<std::size_t>(b)]);
    out += "]";
  }
  return out + "}";
}
}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: lm_count_baseline DATA_DIR VOCABULARY_FILE OUT_FILE\n";
    return 2;
  }
  const std::string dataDir = argv[1];
  const VocabularyRead read = readVocabulary(readAll(argv[2]));
  if (!read.error.empty()) { std::cerr << "vocabulary refused\n"; return 1; }
  const auto start = std::chrono::steady_clock::now();
  const std::vector<Sentence> train = readSentences(read.vocabulary, dataDir + "/train.txt");
  const std::vector<Sentence> validation = readSentences(read.vocabulary, dataDir + "/validation.txt");
  const std::vector<Sentence> test = readSentences(read.vocabulary, dataDir + "/test.txt");
  const int vocabulary = static_cast<int>(read.vocabulary.words.size());
  const NeighbourCounts counts(train, vocabulary);
  const CountWeights weights = tuneCountWeights(counts, validation);
  const std::uint64_t seed = 26;  // the models' evaluation seed: the same shuffles
  std::ostringstream out;
  out << "{\n  \"model\": \"Neighbour counts: the masked word from its left and right neighbours\",\n"
      << "  \"rule\": \"p(w | l, r) = a3 c(l,w,r)/c(l,.,r) + a2 c(l,w)/c(l,.) + b2 c(w,r)/c(.,r) + a1 c(w)/N + a0/V, "
         "weights renormalised over the contexts seen in training\",\n"
      << "  \"weights\": " << weightsJson(weights) << ",\n"
      << "  \"trainSentences\": " << train.size() << ",\n"
      << "  \"validation\": {\"sentences\": " << validation.size() << ", \"original\": "
      << figuresJson(countFigures(counts, weights, validation, WordOrder::Original, seed)) << "},\n"
      << "  \"test\": {\"sentences\": " << test.size();
  for (WordOrder order : {WordOrder::Original, WordOrder::Shuffled, WordOrder::Reversed})
    out << ", \"" << orderName(order) << "\": " << figuresJson(countFigures(counts, weights, test, order, seed));
  // The cards of models evaluated on the test split's first 1,000 sentences (before the whole split
  // was used) are compared with the baseline on the same sentences.
  const std::vector<Sentence> first(test.begin(), test.begin() + static_cast<long>(std::min<std::size_t>(1000, test.size())));
  out << "},\n  \"testFirst1000\": {\"sentences\": " << first.size();
  for (WordOrder order : {WordOrder::Original, WordOrder::Shuffled, WordOrder::Reversed})
    out << ", \"" << orderName(order) << "\": " << figuresJson(countFigures(counts, weights, first, order, seed));
  // Mirrored: the reversed order's figures are the original's by construction, so only those.
  const NeighbourCounts mirrored(inBothOrders(train), vocabulary);
  const CountWeights mirroredWeights = tuneCountWeights(mirrored, validation, true);
  out << "},\n  \"mirrored\": {\"model\": \"The same counts of every training sentence in both orders, equal left "
         "and right weights: it cannot tell left from right\", \"weights\": " << weightsJson(mirroredWeights)
      << ", \"test\": {\"sentences\": " << test.size() << ", \"original\": "
      << figuresJson(countFigures(mirrored, mirroredWeights, test, WordOrder::Original, seed)) << "}}";
  // The stronger count model: two words each side (window_counts.hpp), the one the page compares with.
  const WindowCounts window(train, vocabulary);
  const WindowTuning tuning = tuneWindowWeights(window, validation);
  out << ",\n  \"window\": {\"model\": \"Counts of the two words on each side: the masked word from l2 l1 _ r1 r2 and its "
         "shorter contexts, and the product of what each side says\", \"rule\": \"p(w) = sum over the terms of "
         "lambda(term, bucket) p_term(w) / sum of those lambdas, over the terms whose context was seen in training; "
         "bucket: the context's count, 0 unseen, b for 2^(b-1) <= count < 2^b, 11 from 1024; the product q(w) ~ "
         "pL(w) pR(w) / u(w) with each side smoothed towards its shorter context by kappa\", \"kappa\": "
      << number(tuning.kappa) << ", \"weights\": " << windowWeightsJson(tuning.weights)
      // What it keeps: its (context, word) counts, and their bytes packed (packedCounts), beside a
      // model file's size on the page (docs/models.md, "The bar's memory").
      << ", \"counts\": " << window.entries() << ", \"countsBytes\": " << window.packedCounts().size()
      << ",\n    \"validation\": {\"sentences\": " << validation.size() << ", \"original\": "
      << figuresJson(windowFigures(window, tuning, validation, WordOrder::Original, seed)) << "},\n    \"test\": {\"sentences\": "
      << test.size();
  for (WordOrder order : {WordOrder::Original, WordOrder::Shuffled, WordOrder::Reversed})
    out << ", \"" << orderName(order) << "\": " << figuresJson(windowFigures(window, tuning, test, order, seed));
  out << "}}";
  out << ",\n  \"seconds\": "
      << number(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()) << "\n}\n";
  std::ofstream(argv[3]) << out.str();
  std::cout << out.str();
  return 0;
}
