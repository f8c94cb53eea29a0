#pragma once
// Order tasks from a seeded generator: each is a small vocabulary and a rule, a few lines of data.
#include <cstdint>
#include <string>
#include <vector>

namespace posattn::train {

enum class Task {
  WhoDidIt,       // "the dog chased the cat" -> dog: one answer per sentence, read from the mean
  PreviousToken,  // at every position after the first, name the token before it
};

std::string taskName(Task task);  // "who-did-it", "previous-token"
bool parseTask(const std::string& name, Task& out);

// What a task reads and names. Words are lower case; the model's vocabulary is exactly this list.
struct TaskVocabulary {
  std::vector<std::string> words;
  int indexOf(const std::string& word) const;  // -1 when the word is not in the vocabulary
};
const TaskVocabulary& vocabulary(Task task);

// One sentence as word indices. WhoDidIt: `answer` is the doer's index and `labels` is empty.
// PreviousToken: labels[i] is the word at i - 1 (labels[0] = -1: nothing to name).
struct Example {
  std::vector<int> tokens;
  int answer = -1;
  std::vector<int> labels;
};

// Lengths (in tokens) a task trains on; test sets scale both ends (1.5x, 2x, ... rounded to whole
// tokens).
struct LengthRange {
  int shortest = 0;
  int longest = 0;
};
LengthRange trainingLengths(Task task);
LengthRange scaledLengths(Task task, double factor);
// How many different sentences of exactly `length` tokens the task's generator can make
// (who-did-it: nouns x other nouns x verbs x adjectives^a x (a + 1) places to split them;
// previous-token: words^length), capped at 10^15.
double distinctSentences(Task task, int length);
// The chance accuracy of naming a uniformly random word the answer can be (who-did-it: one of the
// six nouns; previous-token: one of the eight words); the same at every length.
double chanceAccuracy(Task task);

// One example of exactly `length` tokens (within the task's reach), drawn from `seed`.
Example makeExample(Task task, int length, std::uint64_t seed);
// `count` examples with lengths drawn uniformly from `lengths`, one seeded stream per example.
std::vector<Example> makeDataset(Task task, std::uint64_t seed, int count, LengthRange lengths);

// WhoDidIt only: the same sentence with its two nouns exchanged (same words, the other doer).
Example swapNouns(const Example& example);

}  // namespace posattn::train
