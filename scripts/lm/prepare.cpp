// Prepares the English models' data (docs/models.md): WordNet 3.0's glosses and quoted examples,
// split by synset into training, validation and test; the vocabulary (most frequent training
// words); GloVe 6B 100-d reduced by PCA to the model width, written as the shared vocabulary file.
//
//   lm_prepare WORDNET_DIR GLOVE_JSON DATA_OUT_DIR VOCABULARY_FILE WORDS WIDTH
//
// GLOVE_JSON "-" writes the three splits only (no vocabulary file, no stats): they need WordNet
// alone, so a test can rebuild the count baseline from them (scripts/check-count-baseline.sh).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

#include <Eigen/Dense>

#include "core/lm/model_file.hpp"
#include "core/random.hpp"
#include "core/tokenizer.hpp"

using namespace posattn;

namespace {

constexpr int kLongest = 40;   // tokens; longer texts are left out
constexpr int kShortest = 3;

int integerFromEnvironment(const char* name, int fallback) {
  const char* value = std::getenv(name);
  return value && *value ? std::stoi(value) : fallback;
}

struct Text {
  std::string text;
  std::vector<std::string> keys;
  int split = 0;  // 0 train, 1 validation, 2 test
  bool example = false;
};

std::string trim(const std::string& s) {
  const auto a = s.find_first_not_of(" \t\r\n");
  if (a == std::string::npos) return "";
  const auto b = s.find_last_not_of(" \t\r\n");
  return s.substr(a, b - a + 1);
}

// A WordNet gloss: definitions separated by "; ", quoted examples among them.
void splitGloss(const std::string& gloss, std::string& definition, std::vector<std::string>& examples) {
  std::string rest;
  for (std::size_t i = 0; i < gloss.size(); ++i) {
    if (gloss[i] == '"') {
      const auto end = gloss.find('"', i + 1);
      if (end == std::string::npos) { rest += gloss.substr(i + 1); break; }
      const std::string quoted = trim(gloss.substr(i + 1, end - i - 1));
      if (!quoted.empty()) examples.push_back(quoted);
      i = end;
    } else {
      rest.push_back(gloss[i]);
    }
  }
  // What is left: definitions, with the separators the examples leave behind.
  std::string cleaned;
  std::stringstream parts(rest);
  std::string part;
  while (std::getline(parts, part, ';')) {
    part = trim(part);
    if (part.empty()) continue;
    if (!cleaned.empty()) cleaned += "; ";
    cleaned += part;
  }
  definition = cleaned;
}

std::vector<std::string> keysOf(const std::string& text) {
  const TokenizeResult r = tokenize(text, 100000);
  std::vector<std::string> keys;
  for (const Token& t : r.tokens) keys.push_back(t.key);
  return keys;
}

// The wink-embeddings JSON: {"...","vectors":{"word":[100 numbers, norm, index], ...}, ...}.
std::unordered_map<std::string, std::vector<double>> readGlove(
    const std::string& path, const std::unordered_map<std::string, int>& wanted) {
  std::ifstream in(path, std::ios::binary);
  std::string s((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::unordered_map<std::string, std::vector<double>> found;
  std::size_t at = s.find("\"vectors\":{");
  if (at == std::string::npos) { std::cerr << "no vectors in " << path << "\n"; std::exit(1); }
  at += 11;
  while (at < s.size() && s[at] == '"') {
    std::string word;
    ++at;
    while (at < s.size() && s[at] != '"') {
      if (s[at] == '\\' && at + 1 < s.size()) ++at;
      word.push_back(s[at++]);
    }
    at += 3;  // '"', ':', '['
    const std::size_t end = s.find(']', at);
    if (wanted.count(word)) {
      std::vector<double> values;
      const char* p = s.c_str() + at;
      const char* stop = s.c_str() + end;
      while (p < stop && values.size() < 100) {
        char* next = nullptr;
        values.push_back(std::strtod(p, &next));
        p = next;
        if (*p == ',') ++p;
      }
      if (values.size() == 100) found.emplace(word, std::move(values));
    }
    at = end + 1;
    if (at < s.size() && s[at] == ',') ++at;
  }
  return found;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 7) {
    std::cerr << "usage: lm_prepare WORDNET_DIR GLOVE_JSON DATA_OUT_DIR VOCABULARY_FILE WORDS WIDTH\n";
    return 2;
  }
  const std::string wordnet = argv[1], glovePath = argv[2], outDir = argv[3], vocabPath = argv[4];
  const int wordCount = std::stoi(argv[5]), width = std::stoi(argv[6]);

  std::vector<Text> texts;
  long long synsets = 0, examples = 0, glosses = 0;
  for (const char* part : {"noun", "verb", "adj", "adv"}) {
    std::ifstream in(wordnet + "/data." + part);
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == ' ') continue;  // the licence header
      const auto bar = line.find(" | ");
      if (bar == std::string::npos) continue;
      ++synsets;
      const std::string offset = line.substr(0, line.find(' '));
      // The split follows the synset, so a test synset's gloss and examples are all unseen.
      const std::uint64_t h = hashString(std::string(part) + ":" + offset) % 100;
      const int split = h < 90 ? 0 : (h < 95 ? 1 : 2);
      std::string definition;
      std::vector<std::string> quoted;
      splitGloss(trim(line.substr(bar + 3)), definition, quoted);
      if (!definition.empty()) { texts.push_back({definition, keysOf(definition), split, false}); ++glosses; }
      for (const std::string& q : quoted) { texts.push_back({q, keysOf(q), split, true}); ++examples; }
    }
  }
  // Vocabulary: the most frequent training keys (ties by spelling).
  std::unordered_map<std::string, long long> counts;
  long long allTokens = 0;
  for (const Text& t : texts) {
    allTokens += static_cast<long long>(t.keys.size());
    if (t.split == 0) for (const std::string& k : t.keys) ++counts[k];
  }
  std::vector<std::pair<std::string, long long>> ranked(counts.begin(), counts.end());
  std::sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) {
    return a.second != b.second ? a.second > b.second : a.first < b.first;
  });
  std::vector<std::string> words;
  std::unordered_map<std::string, int> index;
  for (const auto& [word, count] : ranked) {
    if (static_cast<int>(words.size()) == wordCount) break;
    if (word.size() > 255) continue;
    index.emplace(word, static_cast<int>(words.size()));
    words.push_back(word);
  }
  long long knownAll = 0;
  for (const Text& t : texts) for (const std::string& k : t.keys) knownAll += index.count(k) > 0;

  // The corpus: texts of 3-40 tokens with at most MOST_UNKNOWN words outside the vocabulary, and
  // those at most 1 token in UNKNOWN_ONE_IN (so rare taxonomic names do not dominate the held-out
  // figures). The defaults are the shipped models' (40 and 10: any number, at most 1 token in 10;
  // scripts/train-models.sh); docs/models.md gives the figures of other rules.
  const int mostUnknown = integerFromEnvironment("MOST_UNKNOWN", 40);
  const int unknownOneIn = integerFromEnvironment("UNKNOWN_ONE_IN", 10);
  long long kept[3] = {0, 0, 0}, keptTokens = 0, keptKnown = 0, tooLong = 0, tooRare = 0;
  std::ofstream out[3] = {std::ofstream(outDir + "/train.txt"), std::ofstream(outDir + "/validation.txt"),
                          std::ofstream(outDir + "/test.txt")};
  for (const Text& t : texts) {
    const int n = static_cast<int>(t.keys.size());
    if (n < kShortest || n > kLongest) { ++tooLong; continue; }
    int unknown = 0;
    for (const std::string& k : t.keys) unknown += index.count(k) == 0;
    if (unknown > mostUnknown || unknown * unknownOneIn > n) { ++tooRare; continue; }
    out[t.split] << t.text << "\n";
    ++kept[t.split];
    keptTokens += n;
    keptKnown += n - unknown;
  }

  if (glovePath == "-") {
    for (std::ofstream& split : out) split.close();
    std::cout << "prepared: " << kept[0] << " / " << kept[1] << " / " << kept[2] << " sentences (the splits only)\n";
    return 0;
  }
  // GloVe: the vocabulary's vectors, centred, projected on their top `width` principal axes.
  const auto glove = readGlove(glovePath, index);
  Eigen::MatrixXd raw(static_cast<Eigen::Index>(words.size()), 100);
  std::vector<bool> has(words.size(), false);
  int found = 0;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const auto g = glove.find(words[i]);
    if (g == glove.end()) continue;
    has[i] = true;
    ++found;
    for (int c = 0; c < 100; ++c) raw(static_cast<Eigen::Index>(i), c) = g->second[static_cast<std::size_t>(c)];
  }
  Eigen::RowVectorXd mean = Eigen::RowVectorXd::Zero(100);
  for (std::size_t i = 0; i < words.size(); ++i) if (has[i]) mean += raw.row(static_cast<Eigen::Index>(i));
  mean /= found;
  Eigen::MatrixXd covariance = Eigen::MatrixXd::Zero(100, 100);
  for (std::size_t i = 0; i < words.size(); ++i)
    if (has[i]) {
      const Eigen::RowVectorXd c = raw.row(static_cast<Eigen::Index>(i)) - mean;
      covariance += c.transpose() * c;
    }
  covariance /= found;
  Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(covariance);
  Eigen::MatrixXd axes(100, width);  // eigenvalues ascend: take the last `width`, largest first
  double kept_variance = 0, total_variance = solver.eigenvalues().sum();
  for (int k = 0; k < width; ++k) {
    Eigen::VectorXd axis = solver.eigenvectors().col(99 - k);
    Eigen::Index biggest = 0;
    axis.cwiseAbs().maxCoeff(&biggest);
    if (axis(biggest) < 0) axis = -axis;  // a fixed sign, so the file is the same on every machine
    axes.col(k) = axis;
    kept_variance += solver.eigenvalues()(99 - k);
  }
  lm::Mat<double> embedding(static_cast<Eigen::Index>(words.size()), width);
  for (std::size_t i = 0; i < words.size(); ++i)
    if (has[i]) embedding.row(static_cast<Eigen::Index>(i)) = (raw.row(static_cast<Eigen::Index>(i)) - mean) * axes;
  double square = 0;
  for (std::size_t i = 0; i < words.size(); ++i)
    if (has[i]) square += embedding.row(static_cast<Eigen::Index>(i)).squaredNorm();
  const double rms = std::sqrt(square / (static_cast<double>(found) * width));
  for (std::size_t i = 0; i < words.size(); ++i) {
    const auto r = static_cast<Eigen::Index>(i);
    if (has[i]) embedding.row(r) /= rms;
    else embedding.row(r) = seededMatrix(hashString("missing-glove:" + words[i]), 1, width, 1.0);
  }
  lm::Mat<float> quantized;
  const std::string bytes = lm::encodeVocabulary(words, embedding, quantized);
  std::ofstream(vocabPath, std::ios::binary) << bytes;

  std::ofstream stats(outDir + "/stats.json");
  stats << "{\n  \"synsets\": " << synsets << ",\n  \"glosses\": " << glosses
        << ",\n  \"examples\": " << examples << ",\n  \"tokens\": " << allTokens
        << ",\n  \"vocabulary\": " << words.size()
        << ",\n  \"coverageAllTexts\": " << static_cast<double>(knownAll) / allTokens
        << ",\n  \"leftOutLength\": " << tooLong << ",\n  \"leftOutRareWords\": " << tooRare
        << ",\n  \"trainSentences\": " << kept[0] << ",\n  \"validationSentences\": " << kept[1]
        << ",\n  \"testSentences\": " << kept[2] << ",\n  \"corpusTokens\": " << keptTokens
        << ",\n  \"coverageCorpus\": " << static_cast<double>(keptKnown) / keptTokens
        << ",\n  \"wordsWithGlove\": " << found
        << ",\n  \"pcaVarianceKept\": " << kept_variance / total_variance
        << ",\n  \"vocabularyBytes\": " << bytes.size() << "\n}\n";
  std::cout << "prepared: " << kept[0] << " / " << kept[1] << " / " << kept[2]
            << " sentences; coverage " << static_cast<double>(keptKnown) / keptTokens
            << "; GloVe for " << found << " of " << words.size() << " words\n";
  return 0;
}
