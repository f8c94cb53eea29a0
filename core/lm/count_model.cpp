#include "count_model.hpp"

#include <cmath>
#include <limits>

namespace posattn::lm {

namespace {
constexpr int kTerms = 5;  // both, left, right, unigram, uniform
}

NeighbourCounts::NeighbourCounts(const std::vector<Sentence>& training, int vocabulary)
    : vocabulary_(vocabulary), unigram_(static_cast<std::size_t>(vocabulary), 0) {
  const auto contexts = static_cast<std::uint64_t>(vocabulary) + 2;
  for (const Sentence& sentence : training)
    for (std::size_t i = 0; i < sentence.size(); ++i) {
      const int word = sentence[i];
      if (word < 0 || word >= vocabulary) continue;
      const int position = static_cast<int>(i);
      const auto l = static_cast<std::uint64_t>(contextId(sentence, position - 1));
      const auto r = static_cast<std::uint64_t>(contextId(sentence, position + 1));
      for (Context* c : {&left_[l], &right_[r], &both_[l * contexts + r]}) {
        ++c->total;
        ++c->words[word];
      }
      ++unigram_[static_cast<std::size_t>(word)];
      ++tokens_;
    }
}

int NeighbourCounts::contextId(const Sentence& sentence, int position) const {
  if (position < 0 || position >= static_cast<int>(sentence.size())) return vocabulary_ + 1;
  const int id = sentence[static_cast<std::size_t>(position)];
  return id >= 0 && id < vocabulary_ ? id : vocabulary_;  // the unknown word and the mask alike
}

const NeighbourCounts::Context* NeighbourCounts::find(const std::unordered_map<std::uint64_t, Context>& table,
                                                      std::uint64_t key) const {
  const auto found = table.find(key);
  return found == table.end() ? nullptr : &found->second;
}

NeighbourCounts::Terms NeighbourCounts::terms(const Sentence& sentence, int position, int word) const {
  Terms t;
  const auto l = static_cast<std::uint64_t>(contextId(sentence, position - 1));
  const auto r = static_cast<std::uint64_t>(contextId(sentence, position + 1));
  const Context* contexts[] = {find(both_, l * (static_cast<std::uint64_t>(vocabulary_) + 2) + r),
                               find(left_, l), find(right_, r)};
  for (int k = 0; k < 3; ++k) {
    const Context* c = contexts[k];
    if (!c) continue;
    t.seen[static_cast<std::size_t>(k)] = true;
    const auto found = c->words.find(word);
    t.probability[static_cast<std::size_t>(k)] =
        found == c->words.end() ? 0.0 : static_cast<double>(found->second) / static_cast<double>(c->total);
  }
  t.seen[3] = t.seen[4] = true;
  t.probability[3] = static_cast<double>(unigram_[static_cast<std::size_t>(word)]) / static_cast<double>(tokens_);
  t.probability[4] = 1.0 / vocabulary_;
  return t;
}

std::vector<Sentence> inBothOrders(const std::vector<Sentence>& sentences) {
  std::vector<Sentence> both = sentences;
  for (const Sentence& sentence : sentences) both.emplace_back(sentence.rbegin(), sentence.rend());
  return both;
}

double mixTerms(const NeighbourCounts::Terms& terms, const CountWeights& weights) {
  double total = 0, mixed = 0;
  for (std::size_t k = 0; k < kTerms; ++k)
    if (terms.seen[k]) { total += weights[k]; mixed += weights[k] * terms.probability[k]; }
  return total > 0 ? mixed / total : 0.0;
}

std::vector<double> NeighbourCounts::distribution(const Sentence& sentence, int position,
                                                  const CountWeights& weights) const {
  const auto l = static_cast<std::uint64_t>(contextId(sentence, position - 1));
  const auto r = static_cast<std::uint64_t>(contextId(sentence, position + 1));
  const Context* contexts[] = {find(both_, l * (static_cast<std::uint64_t>(vocabulary_) + 2) + r),
                               find(left_, l), find(right_, r)};
  double total = weights[3] + weights[4];
  for (int k = 0; k < 3; ++k)
    if (contexts[k]) total += weights[static_cast<std::size_t>(k)];
  std::vector<double> p(static_cast<std::size_t>(vocabulary_));
  const double uniform = weights[4] / total / vocabulary_;
  const double perToken = weights[3] / total / static_cast<double>(tokens_);
  for (std::size_t w = 0; w < p.size(); ++w) p[w] = uniform + perToken * static_cast<double>(unigram_[w]);
  for (int k = 0; k < 3; ++k) {
    const Context* c = contexts[k];
    if (!c) continue;
    const double share = weights[static_cast<std::size_t>(k)] / total / static_cast<double>(c->total);
    for (const auto& [word, count] : c->words) p[static_cast<std::size_t>(word)] += share * static_cast<double>(count);
  }
  return p;
}

CountWeights tuneCountWeights(const NeighbourCounts& counts, const std::vector<Sentence>& validation,
                              bool sameSides) {
  std::vector<NeighbourCounts::Terms> cases;
  for (const Sentence& sentence : validation)
    for (std::size_t i = 0; i < sentence.size(); ++i)
      if (sentence[i] >= 0 && sentence[i] < counts.vocabulary())
        cases.push_back(counts.terms(sentence, static_cast<int>(i), sentence[i]));
  constexpr int kSteps = 20;
  CountWeights best{0, 0, 0, 0, 1};
  double bestLoss = std::numeric_limits<double>::infinity();
  for (int a = 0; a < kSteps; ++a)
    for (int b = 0; a + b < kSteps; ++b)
      for (int c = 0; a + b + c < kSteps; ++c)
        for (int d = 0; a + b + c + d < kSteps; ++d) {
          if (sameSides && b != c) continue;
          const int e = kSteps - a - b - c - d;  // at least 1: every word keeps a chance
          const CountWeights w{a / double(kSteps), b / double(kSteps), c / double(kSteps),
                               d / double(kSteps), e / double(kSteps)};
          double loss = 0;
          for (const auto& t : cases) loss -= std::log(mixTerms(t, w));
          if (loss < bestLoss) { bestLoss = loss; best = w; }
        }
  return best;
}

MaskedFigures countFigures(const NeighbourCounts& counts, const CountWeights& weights,
                           const std::vector<Sentence>& sentences, WordOrder order, std::uint64_t seed) {
  return distributionFigures(sentences, order, seed, counts.vocabulary(),
                             [&](const Sentence& sentence, int position) { return counts.distribution(sentence, position, weights); });
}

}  // namespace posattn::lm
