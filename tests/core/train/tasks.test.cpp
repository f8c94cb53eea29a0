#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "core/train/tasks.hpp"

using namespace posattn::train;

TEST_CASE("task generators are seeded and follow their rules", "[train][tasks]") {
  for (Task task : {Task::WhoDidIt, Task::PreviousToken}) {
    const TaskVocabulary& words = vocabulary(task);
    SECTION(taskName(task) + ": same seed, same data; another seed, other data") {
      const auto a = makeDataset(task, 5, 50, trainingLengths(task));
      const auto b = makeDataset(task, 5, 50, trainingLengths(task));
      const auto c = makeDataset(task, 6, 50, trainingLengths(task));
      bool allSame = true, anyDifferent = false;
      for (std::size_t i = 0; i < a.size(); ++i) {
        allSame = allSame && a[i].tokens == b[i].tokens && a[i].answer == b[i].answer;
        anyDifferent = anyDifferent || a[i].tokens != c[i].tokens;
      }
      CHECK(allSame);
      CHECK(anyDifferent);
    }
    SECTION(taskName(task) + ": lengths stay in range at every factor") {
      for (double factor : {1.0, 1.5, 2.0, 3.0, 4.0, 8.0}) {
        const LengthRange range = scaledLengths(task, factor);
        for (const Example& e : makeDataset(task, 9, 40, range)) {
          CHECK(static_cast<int>(e.tokens.size()) >= range.shortest);
          CHECK(static_cast<int>(e.tokens.size()) <= range.longest);
          for (int t : e.tokens) CHECK((t >= 0 && t < static_cast<int>(words.words.size())));
        }
      }
    }
  }
}

TEST_CASE("who did it: the doer is the noun before the verb; swapping the nouns swaps it",
          "[train][tasks]") {
  const TaskVocabulary& words = vocabulary(Task::WhoDidIt);
  const Example plain = makeExample(Task::WhoDidIt, 5, 1);
  // "the N verb the N": the doer sits at position 1.
  CHECK(plain.tokens[0] == words.indexOf("the"));
  CHECK(plain.answer == plain.tokens[1]);
  for (const Example& e : makeDataset(Task::WhoDidIt, 2, 30, scaledLengths(Task::WhoDidIt, 2))) {
    const Example swapped = swapNouns(e);
    std::vector<int> before = e.tokens, after = swapped.tokens;
    std::sort(before.begin(), before.end());
    std::sort(after.begin(), after.end());
    CHECK(before == after);             // the same words
    CHECK(swapped.answer != e.answer);  // the other doer
    CHECK(swapNouns(swapped).tokens == e.tokens);
  }
}

TEST_CASE("previous token: every label names the word before it", "[train][tasks]") {
  for (const Example& e : makeDataset(Task::PreviousToken, 3, 20, trainingLengths(Task::PreviousToken))) {
    REQUIRE(e.labels.size() == e.tokens.size());
    CHECK(e.labels[0] == -1);
    for (std::size_t i = 1; i < e.tokens.size(); ++i) CHECK(e.labels[i] == e.tokens[i - 1]);
  }
}

TEST_CASE("the count of distinct sentences matches the generator, and chance is one answer in the set",
          "[train][tasks]") {
  // 6 nouns x 5 other nouns x 4 verbs: 120 five-token who-did-it sentences; 6 adjectives in one of
  // two places make 1440 of six tokens. Drawing many five-token sentences finds all 120, no more.
  CHECK(distinctSentences(Task::WhoDidIt, 5) == 120.0);
  CHECK(distinctSentences(Task::WhoDidIt, 6) == 1440.0);
  CHECK(distinctSentences(Task::PreviousToken, 4) == 4096.0);
  std::set<std::vector<int>> seen;
  for (std::uint64_t seed = 0; seed < 5000; ++seed) seen.insert(makeExample(Task::WhoDidIt, 5, seed).tokens);
  CHECK(seen.size() == 120);
  CHECK(chanceAccuracy(Task::WhoDidIt) == Approx(1.0 / 6));
  CHECK(chanceAccuracy(Task::PreviousToken) == Approx(1.0 / 8));
  CHECK(scaledLengths(Task::WhoDidIt, 1.5).shortest == 8);  // 7.5 rounds up
  CHECK(scaledLengths(Task::WhoDidIt, 8).longest == 64);     // the learned table's last row
}
