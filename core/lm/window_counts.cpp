#include "window_counts.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

namespace posattn::lm {

namespace {
// Each pattern reads these offsets from the masked word (0: unused slot), longest contexts first.
constexpr std::array<std::array<int, 4>, WindowCounts::kContexts> kPatterns{{
    {-2, -1, 1, 2}, {-1, 1, 2, 0}, {-2, -1, 1, 0}, {-1, 1, 0, 0},
    {-2, -1, 0, 0}, {1, 2, 0, 0}, {-1, 0, 0, 0}, {1, 0, 0, 0}}};
constexpr int kBothNeighbours = 3;      // l1 _ r1: its bucket is the product term's
constexpr int kLeftTwo = 4, kRightTwo = 5, kLeftOne = 6, kRightOne = 7;
constexpr int kIdBits = 15;             // vocabulary + 2 context ids must fit
constexpr int kLongPatterns = 3;        // l2 l1 _ r1 r2, l1 _ r1 r2, l2 l1 _ r1: WindowPruning's minimumLong
int patternOf(std::uint64_t key) { return static_cast<int>(key >> (4 * kIdBits)); }
constexpr int kRounds = 200;            // EM rounds
constexpr std::array<double, 9> kKappas{0.25, 0.5, 1, 2, 4, 8, 16, 32, 64};
}  // namespace

int countBucket(long long count) {
  if (count <= 0) return 0;
  int bucket = 1;
  while (bucket < WindowCounts::kBuckets - 1 && count >= (1LL << bucket)) ++bucket;
  return bucket;
}

int WindowCounts::contextId(const Sentence& sentence, int position) const {
  if (position < 0 || position >= static_cast<int>(sentence.size())) return vocabulary_ + 1;
  const int id = sentence[static_cast<std::size_t>(position)];
  return id >= 0 && id < vocabulary_ ? id : vocabulary_;  // the unknown word and the mask alike
}

std::uint64_t WindowCounts::key(const Sentence& sentence, int position, int pattern) const {
  std::uint64_t k = static_cast<std::uint64_t>(pattern) << (4 * kIdBits);
  for (int slot = 0; slot < 4; ++slot) {
    const int offset = kPatterns[static_cast<std::size_t>(pattern)][static_cast<std::size_t>(slot)];
    if (offset == 0) break;
    k |= static_cast<std::uint64_t>(contextId(sentence, position + offset)) << (slot * kIdBits);
  }
  return k;
}

WindowCounts::WindowCounts(const std::vector<Sentence>& training, int vocabulary, WindowPruning pruning)
    : vocabulary_(vocabulary), unigram_(static_cast<std::size_t>(vocabulary), 0) {
  if (vocabulary + 2 >= (1 << kIdBits)) throw std::invalid_argument("WindowCounts: vocabulary too large");
  // Every (context, word) pair of the training sentences, sorted: runs of a key are its context.
  std::vector<std::pair<std::uint64_t, int>> pairs;
  for (const Sentence& sentence : training)
    for (std::size_t i = 0; i < sentence.size(); ++i) {
      const int word = sentence[i];
      if (word < 0 || word >= vocabulary) continue;
      for (int pattern = 0; pattern < kContexts; ++pattern)
        pairs.emplace_back(key(sentence, static_cast<int>(i), pattern), word);
      ++unigram_[static_cast<std::size_t>(word)];
      ++tokens_;
    }
  std::sort(pairs.begin(), pairs.end());
  for (std::size_t i = 0; i < pairs.size();) {
    Context context;
    context.begin = static_cast<std::uint32_t>(words_.size());
    const std::uint64_t k = pairs[i].first;
    const long long minimum = patternOf(k) < kLongPatterns ? pruning.minimumLong : pruning.minimum;
    while (i < pairs.size() && pairs[i].first == k) {
      const int word = pairs[i].second;
      long long n = 0;
      while (i < pairs.size() && pairs[i].first == k && pairs[i].second == word) { ++n; ++i; }
      if (n < minimum) continue;
      words_.push_back(word);
      counts_.push_back(n);
      context.total += n;
    }
    context.end = static_cast<std::uint32_t>(words_.size());
    if (context.end == context.begin) continue;  // every word dropped: the context is unseen
    keys_.push_back(k);
    contexts_.push_back(context);
  }
  // The frequency u(w), with half a count for a word training never saw, so the product's division is safe.
  frequency_.resize(static_cast<std::size_t>(vocabulary));
  inverseFrequency_.resize(static_cast<std::size_t>(vocabulary));
  for (std::size_t w = 0; w < frequency_.size(); ++w) {
    frequency_[w] = (static_cast<double>(unigram_[w]) + 0.5) / (static_cast<double>(tokens_) + 0.5 * static_cast<double>(vocabulary));
    inverseFrequency_[w] = 1.0 / frequency_[w];
  }
}

std::vector<unsigned char> WindowCounts::packedCounts() const {
  std::vector<unsigned char> bytes;
  const auto varint = [&bytes](std::uint64_t v) {
    for (; v >= 128; v >>= 7) bytes.push_back(static_cast<unsigned char>(v | 128));
    bytes.push_back(static_cast<unsigned char>(v));
  };
  std::uint64_t previous = 0;
  for (std::size_t c = 0; c < keys_.size(); ++c) {
    varint(keys_[c] - previous);
    previous = keys_[c];
    varint(contexts_[c].end - contexts_[c].begin);
    for (std::uint32_t i = contexts_[c].begin; i < contexts_[c].end; ++i) {
      bytes.push_back(static_cast<unsigned char>(words_[i] & 255));
      bytes.push_back(static_cast<unsigned char>(words_[i] >> 8));
      varint(static_cast<std::uint64_t>(counts_[i]));
    }
  }
  return bytes;
}

const WindowCounts::Context* WindowCounts::find(std::uint64_t k) const {
  const auto at = std::lower_bound(keys_.begin(), keys_.end(), k);
  return at != keys_.end() && *at == k ? &contexts_[static_cast<std::size_t>(at - keys_.begin())] : nullptr;
}

long long WindowCounts::countOf(const Context* context, int word) const {
  if (!context) return 0;
  const auto first = words_.begin() + context->begin, last = words_.begin() + context->end;
  const auto at = std::lower_bound(first, last, word);
  return at != last && *at == word ? counts_[static_cast<std::size_t>(at - words_.begin())] : 0;
}


WindowCounts::HeldOutFrequency WindowCounts::heldOutFrequency(int heldOut) const {
  HeldOutFrequency h;
  if (heldOut < 0 || heldOut >= vocabulary_ || unigram_[static_cast<std::size_t>(heldOut)] == 0) return h;
  const double half = 0.5 * static_cast<double>(vocabulary_), tokens = static_cast<double>(tokens_);
  h.word = heldOut;
  h.scale = (tokens + half) / (tokens - 1 + half);
  h.frequency = (static_cast<double>(unigram_[static_cast<std::size_t>(heldOut)]) - 0.5) / (tokens - 1 + half);
  return h;
}

WindowCounts::Seen WindowCounts::seen(std::uint64_t k, int heldOut) const {
  Seen out;
  out.context = find(k);
  if (!out.context) return out;
  out.total = out.context->total;
  if (heldOut >= 0 && countOf(out.context, heldOut) > 0) {
    out.less = heldOut;
    if (--out.total == 0) out.context = nullptr;  // seen only in the held-out sentence
  }
  return out;
}

void WindowCounts::sideDistribution(const Sentence& sentence, int position, int side, double kappa,
                                    std::vector<double>& out, int heldOut) const {
  const Seen one = seen(key(sentence, position, side == 0 ? kLeftOne : kRightOne), heldOut);
  const Seen two = seen(key(sentence, position, side == 0 ? kLeftTwo : kRightTwo), heldOut);
  out.resize(static_cast<std::size_t>(vocabulary_));
  // p1 = (c(one, w) + kappa u(w)) / (c(one) + kappa); p2 = (c(two, w) + kappa p1(w)) / (c(two) + kappa).
  // Multiplications by the reciprocals, not divisions: this runs over every word at every place.
  const double oneScale = 1.0 / (static_cast<double>(one.total) + kappa);
  for (std::size_t w = 0; w < out.size(); ++w) out[w] = kappa * frequency_[w];
  if (const HeldOutFrequency h = heldOutFrequency(heldOut); h.word >= 0) {
    for (double& p : out) p *= h.scale;
    out[static_cast<std::size_t>(h.word)] = kappa * h.frequency;
  }
  if (one.context) {
    for (std::uint32_t i = one.context->begin; i < one.context->end; ++i) out[static_cast<std::size_t>(words_[i])] += static_cast<double>(counts_[i]);
    if (one.less >= 0) out[static_cast<std::size_t>(one.less)] -= 1;
  }
  if (!two.context) {
    for (double& p : out) p *= oneScale;
    return;
  }
  const double twoScale = 1.0 / (static_cast<double>(two.total) + kappa);
  for (double& p : out) p *= oneScale * kappa;
  for (std::uint32_t i = two.context->begin; i < two.context->end; ++i) out[static_cast<std::size_t>(words_[i])] += static_cast<double>(counts_[i]);
  if (two.less >= 0) out[static_cast<std::size_t>(two.less)] -= 1;
  for (double& p : out) p *= twoScale;
}

WindowCounts::Terms WindowCounts::terms(const Sentence& sentence, int position, int word, double kappa) const {
  Terms t;
  for (int k = 0; k < kContexts; ++k) {
    const Context* c = find(key(sentence, position, k));
    if (!c) continue;
    t.seen[static_cast<std::size_t>(k)] = true;
    t.bucket[static_cast<std::size_t>(k)] = countBucket(c->total);
    t.probability[static_cast<std::size_t>(k)] = static_cast<double>(countOf(c, word)) / static_cast<double>(c->total);
  }
  t.seen[kFrequency] = t.seen[kUniform] = t.seen[kProduct] = true;
  t.probability[kFrequency] = static_cast<double>(unigram_[static_cast<std::size_t>(word)]) / static_cast<double>(tokens_);
  t.probability[kUniform] = 1.0 / vocabulary_;
  // The product needs its normaliser over every word: the whole distribution.
  std::vector<double> left, right;
  sideDistribution(sentence, position, 0, kappa, left);
  sideDistribution(sentence, position, 1, kappa, right);
  double z = 0, mine = 0;
  for (int w = 0; w < vocabulary_; ++w) {
    const auto i = static_cast<std::size_t>(w);
    const double q = left[i] * right[i] * inverseFrequency_[i];
    z += q;
    if (w == word) mine = q;
  }
  t.probability[kProduct] = mine / z;
  const Context* both = find(key(sentence, position, kBothNeighbours));
  t.bucket[kProduct] = countBucket(both ? both->total : 0);
  return t;
}

double mixWindowTerms(const WindowCounts::Terms& terms, const WindowCounts::Weights& weights) {
  double total = 0, mixed = 0;
  for (std::size_t k = 0; k < WindowCounts::kTerms; ++k)
    if (terms.seen[k]) {
      const double w = weights[k][static_cast<std::size_t>(terms.bucket[k])];
      total += w;
      mixed += w * terms.probability[k];
    }
  return total > 0 ? mixed / total : 0.0;
}

std::vector<double> WindowCounts::distribution(const Sentence& sentence, int position, const Weights& weights,
                                               double kappa, int heldOut) const {
  Seen contexts[kContexts];
  double total = weights[kFrequency][0] + weights[kUniform][0];
  for (int k = 0; k < kContexts; ++k) {
    contexts[k] = seen(key(sentence, position, k), heldOut);
    if (contexts[k].context) total += weights[static_cast<std::size_t>(k)][static_cast<std::size_t>(countBucket(contexts[k].total))];
  }
  const Seen& both = contexts[kBothNeighbours];
  const double productWeight = weights[kProduct][static_cast<std::size_t>(countBucket(both.context ? both.total : 0))];
  total += productWeight;
  std::vector<double> left, right;
  sideDistribution(sentence, position, 0, kappa, left, heldOut);
  sideDistribution(sentence, position, 1, kappa, right, heldOut);
  std::vector<double> p(static_cast<std::size_t>(vocabulary_));
  const HeldOutFrequency h = heldOutFrequency(heldOut);
  if (h.word >= 0) {  // divided by u'(w) = u(w) scale, and heldOut's own u'
    right[static_cast<std::size_t>(h.word)] *= frequency_[static_cast<std::size_t>(h.word)] * h.scale / h.frequency;
    for (double& r : right) r /= h.scale;
  }
  double z = 0;
  for (int w = 0; w < vocabulary_; ++w) {
    const auto i = static_cast<std::size_t>(w);
    p[i] = left[i] * right[i] * inverseFrequency_[i];
    z += p[i];
  }
  const bool heldOutCounted = h.word >= 0;
  const double productShare = productWeight / total / z;
  const double uniform = weights[kUniform][0] / total / vocabulary_;
  const double perToken = weights[kFrequency][0] / total / static_cast<double>(tokens_ - (heldOutCounted ? 1 : 0));
  for (int w = 0; w < vocabulary_; ++w) {
    const auto i = static_cast<std::size_t>(w);
    p[i] = productShare * p[i] + uniform + perToken * static_cast<double>(unigram_[i]);
  }
  if (heldOutCounted) p[static_cast<std::size_t>(heldOut)] -= perToken;
  for (int k = 0; k < kContexts; ++k) {
    const Seen& c = contexts[k];
    if (!c.context) continue;
    const double share = weights[static_cast<std::size_t>(k)][static_cast<std::size_t>(countBucket(c.total))] / total /
                         static_cast<double>(c.total);
    for (std::uint32_t i = c.context->begin; i < c.context->end; ++i) p[static_cast<std::size_t>(words_[i])] += share * static_cast<double>(counts_[i]);
    if (c.less >= 0) p[static_cast<std::size_t>(c.less)] -= share;
  }
  return p;
}

namespace {
// The weights for one kappa by EM on the validation cases; returns the cases' negative log-likelihood.
double tuneWeights(const std::vector<WindowCounts::Terms>& cases, WindowCounts::Weights& w) {
  for (auto& row : w) row.fill(1.0);
  for (int round = 0; round < kRounds; ++round) {
    WindowCounts::Weights responsibility{}, share{};
    for (const auto& t : cases) {
      double total = 0, mixed = 0;
      for (std::size_t k = 0; k < WindowCounts::kTerms; ++k)
        if (t.seen[k]) {
          const double weight = w[k][static_cast<std::size_t>(t.bucket[k])];
          total += weight;
          mixed += weight * t.probability[k];
        }
      for (std::size_t k = 0; k < WindowCounts::kTerms; ++k)
        if (t.seen[k]) {
          const auto b = static_cast<std::size_t>(t.bucket[k]);
          responsibility[k][b] += w[k][b] * t.probability[k] / mixed;
          share[k][b] += w[k][b] / total;
        }
    }
    for (std::size_t k = 0; k < WindowCounts::kTerms; ++k)
      for (std::size_t b = 0; b < WindowCounts::kBuckets; ++b)
        if (share[k][b] > 0) w[k][b] *= responsibility[k][b] / share[k][b];
  }
  // Only ratios matter: the uniform term's weight is 1.
  const double scale = w[WindowCounts::kUniform][0];
  for (auto& row : w) for (double& x : row) x /= scale;
  double loss = 0;
  for (const auto& t : cases) loss -= std::log(mixWindowTerms(t, w));
  return loss;
}
}  // namespace

WindowTuning tuneWindowWeights(const WindowCounts& counts, const std::vector<Sentence>& validation) {
  // Each kappa with its own weights; the pair with the lowest validation loss.
  WindowTuning best;
  double bestLoss = INFINITY;
  for (double kappa : kKappas) {
    std::vector<WindowCounts::Terms> cases;
    for (const Sentence& sentence : validation)
      for (std::size_t i = 0; i < sentence.size(); ++i)
        if (sentence[i] >= 0 && sentence[i] < counts.vocabulary())
          cases.push_back(counts.terms(sentence, static_cast<int>(i), sentence[i], kappa));
    WindowTuning tuning;
    tuning.kappa = kappa;
    const double loss = tuneWeights(cases, tuning.weights);
    if (loss < bestLoss) { bestLoss = loss; best = tuning; }
  }
  return best;
}

MaskedFigures windowFigures(const WindowCounts& counts, const WindowTuning& tuning,
                            const std::vector<Sentence>& sentences, WordOrder order, std::uint64_t seed) {
  return distributionFigures(sentences, order, seed, counts.vocabulary(),
                             [&](const Sentence& sentence, int position) {
                               return counts.distribution(sentence, position, tuning.weights, tuning.kappa);
                             });
}

}  // namespace posattn::lm
