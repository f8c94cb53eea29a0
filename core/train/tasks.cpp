#include "tasks.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "core/random.hpp"

namespace posattn::train {
namespace {

// Who did it: "the [adjective]* noun verb the [adjective]* noun". Adjectives stretch a sentence
// without changing who the doer is; they are what longer test sentences have more of.
const std::vector<std::string> kNouns = {"dog", "cat", "fox", "bird", "man", "woman"};
const std::vector<std::string> kVerbs = {"chased", "saw", "bit", "helped"};
const std::vector<std::string> kAdjectives = {"big", "small", "red", "old", "quick", "lazy"};
// Previous token: any word may follow any other.
const std::vector<std::string> kPreviousWords = {"sun", "moon", "star", "rain",
                                                 "snow", "wind", "cloud", "fog"};

TaskVocabulary buildWhoDidIt() {
  TaskVocabulary v;
  v.words.push_back("the");
  for (const auto* list : {&kNouns, &kVerbs, &kAdjectives})
    v.words.insert(v.words.end(), list->begin(), list->end());
  return v;
}

int pick(SplitMix64& rng, const std::vector<std::string>& words, const TaskVocabulary& v) {
  return v.indexOf(words[static_cast<std::size_t>(rng.below(static_cast<int>(words.size())))]);
}

Example whoDidIt(int length, SplitMix64& rng) {
  const TaskVocabulary& v = vocabulary(Task::WhoDidIt);
  const int adjectives = std::max(0, length - 5);
  const int before = rng.below(adjectives + 1);  // adjectives on the doer; the rest on the other
  const int doer = pick(rng, kNouns, v);
  int other = pick(rng, kNouns, v);
  while (other == doer) other = pick(rng, kNouns, v);
  Example e;
  e.tokens.push_back(v.indexOf("the"));
  for (int i = 0; i < before; ++i) e.tokens.push_back(pick(rng, kAdjectives, v));
  e.tokens.push_back(doer);
  e.tokens.push_back(pick(rng, kVerbs, v));
  e.tokens.push_back(v.indexOf("the"));
  for (int i = before; i < adjectives; ++i) e.tokens.push_back(pick(rng, kAdjectives, v));
  e.tokens.push_back(other);
  e.answer = doer;
  return e;
}

Example previousToken(int length, SplitMix64& rng) {
  const TaskVocabulary& v = vocabulary(Task::PreviousToken);
  Example e;
  for (int i = 0; i < std::max(2, length); ++i) e.tokens.push_back(pick(rng, kPreviousWords, v));
  e.labels.push_back(-1);
  for (std::size_t i = 1; i < e.tokens.size(); ++i) e.labels.push_back(e.tokens[i - 1]);
  return e;
}

bool isNoun(int index) {
  const TaskVocabulary& v = vocabulary(Task::WhoDidIt);
  return index >= 0 &&
         std::find(kNouns.begin(), kNouns.end(), v.words[static_cast<std::size_t>(index)]) !=
             kNouns.end();
}

}  // namespace

std::string taskName(Task task) {
  return task == Task::WhoDidIt ? "who-did-it" : "previous-token";
}

bool parseTask(const std::string& name, Task& out) {
  if (name == "who-did-it") { out = Task::WhoDidIt; return true; }
  if (name == "previous-token") { out = Task::PreviousToken; return true; }
  return false;
}

int TaskVocabulary::indexOf(const std::string& word) const {
  const auto found = std::find(words.begin(), words.end(), word);
  return found == words.end() ? -1 : static_cast<int>(found - words.begin());
}

const TaskVocabulary& vocabulary(Task task) {
  static const TaskVocabulary whoDidIt = buildWhoDidIt();
  static const TaskVocabulary previous{kPreviousWords};
  return task == Task::WhoDidIt ? whoDidIt : previous;
}

LengthRange trainingLengths(Task task) {
  return task == Task::WhoDidIt ? LengthRange{5, 8} : LengthRange{4, 8};
}

LengthRange scaledLengths(Task task, double factor) {
  const LengthRange base = trainingLengths(task);
  return {static_cast<int>(std::lround(base.shortest * factor)),
          static_cast<int>(std::lround(base.longest * factor))};
}

double distinctSentences(Task task, int length) {
  constexpr double kCap = 1e15;
  if (task == Task::PreviousToken)
    return std::min(kCap, std::pow(static_cast<double>(kPreviousWords.size()), std::max(2, length)));
  const double nouns = static_cast<double>(kNouns.size());
  const int adjectives = std::max(0, length - 5);
  return std::min(kCap, nouns * (nouns - 1) * static_cast<double>(kVerbs.size()) *
                            std::pow(static_cast<double>(kAdjectives.size()), adjectives) *
                            (adjectives + 1));
}

double chanceAccuracy(Task task) {
  return 1.0 / static_cast<double>(task == Task::WhoDidIt ? kNouns.size() : kPreviousWords.size());
}

Example makeExample(Task task, int length, std::uint64_t seed) {
  SplitMix64 rng(seed);
  return task == Task::WhoDidIt ? whoDidIt(length, rng) : previousToken(length, rng);
}

std::vector<Example> makeDataset(Task task, std::uint64_t seed, int count, LengthRange lengths) {
  std::vector<Example> examples;
  SplitMix64 lengthStream(mixSeeds(seed, hashString("lengths")));
  for (int i = 0; i < count; ++i) {
    const int length = lengths.shortest + lengthStream.below(lengths.longest - lengths.shortest + 1);
    examples.push_back(makeExample(task, length, mixSeeds(seed, static_cast<std::uint64_t>(i))));
  }
  return examples;
}

Example swapNouns(const Example& example) {
  Example swapped = example;
  std::vector<std::size_t> nouns;
  for (std::size_t i = 0; i < swapped.tokens.size(); ++i)
    if (isNoun(swapped.tokens[i])) nouns.push_back(i);
  if (nouns.size() != 2) return swapped;
  std::swap(swapped.tokens[nouns[0]], swapped.tokens[nouns[1]]);
  swapped.answer = swapped.tokens[nouns[0]];
  return swapped;
}

}  // namespace posattn::train
