#pragma once
// The k best-scoring ids of a list, best first: Fill the blank's guesses (evaluation.cpp) and the
// count teacher's words (training.cpp). Ties go to the lower id, so the answer never depends on the
// sort.
#include <algorithm>
#include <cstddef>
#include <vector>

namespace posattn::lm {

// score: id -> a number (any type with > and ==).
template <typename Score>
std::vector<int> bestIds(std::vector<int> ids, int k, Score score) {
  k = std::clamp(k, 0, static_cast<int>(ids.size()));
  std::partial_sort(ids.begin(), ids.begin() + k, ids.end(), [&](int a, int b) {
    const auto scoreA = score(a), scoreB = score(b);
    return scoreA > scoreB || (scoreA == scoreB && a < b);
  });
  ids.resize(static_cast<std::size_t>(k));
  return ids;
}

}  // namespace posattn::lm
