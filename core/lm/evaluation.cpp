#include "evaluation.hpp"

#include <algorithm>
#include <cmath>

#include "best_ids.hpp"
#include "core/random.hpp"

namespace posattn::lm {

const char* orderName(WordOrder order) {
  switch (order) {
    case WordOrder::Shuffled: return "shuffled";
    case WordOrder::Reversed: return "reversed";
    default: return "original";
  }
}

Sentence reordered(const Sentence& sentence, WordOrder order, std::uint64_t seed, std::uint64_t index) {
  Sentence out = sentence;
  if (order == WordOrder::Reversed) std::reverse(out.begin(), out.end());
  if (order == WordOrder::Shuffled && out.size() > 1) {
    SplitMix64 random(mixSeeds(mixSeeds(seed, hashString("shuffle")), index));
    for (std::size_t i = out.size() - 1; i > 0; --i)
      std::swap(out[i], out[static_cast<std::size_t>(random.below(static_cast<int>(i + 1)))]);
  }
  return out;
}

void MaskedTally::add(int word, int above, double logProbability) {
  for (Sums* sums : {&all_, &content_}) {
    if (sums == &content_ && word < kCommonWords) continue;
    ++sums->count;
    sums->first += above == 0;
    sums->five += above < 5;
    sums->logLoss -= logProbability;
  }
}

MaskedFigures MaskedTally::figures() const {
  const auto scores = [](const Sums& s) {
    MaskedScores out;
    out.predictions = s.count;
    if (s.count == 0) return out;
    out.top1 = static_cast<double>(s.first) / s.count;
    out.top5 = static_cast<double>(s.five) / s.count;
    out.pseudoPerplexity = std::exp(s.logLoss / s.count);
    return out;
  };
  MaskedFigures f;
  static_cast<MaskedScores&>(f) = scores(all_);
  f.content = scores(content_);
  return f;
}

template <typename T>
MaskedFigures maskedFigures(const LmModel<T>& model, const std::vector<Sentence>& sentences,
                            WordOrder order, std::uint64_t seed) {
  MaskedTally tally;
  for (std::size_t s = 0; s < sentences.size(); ++s) {
    const Sentence sentence = reordered(sentences[s], order, seed, s);
    for (std::size_t i = 0; i < sentence.size(); ++i) {
      const int word = sentence[i];
      if (word >= model.shape.vocabulary) continue;
      Sentence input = sentence;
      input[i] = maskId(model.shape);
      const LmPass<T> pass = encode(model, input);
      const Mat<T> logits = wordLogits(model, pass, {static_cast<int>(i)});
      const T target = logits(0, word);
      int above = 0;
      for (Eigen::Index c = 0; c < logits.cols(); ++c) above += logits(0, c) > target;
      const double top = static_cast<double>(logits.maxCoeff());
      double total = 0;
      for (Eigen::Index c = 0; c < logits.cols(); ++c) total += std::exp(static_cast<double>(logits(0, c)) - top);
      tally.add(word, above, static_cast<double>(target) - top - std::log(total));
    }
  }
  return tally.figures();
}

template <typename T>
std::vector<double> maskedProbabilities(const LmModel<T>& model, std::vector<int> ids, int position) {
  ids[static_cast<std::size_t>(position)] = maskId(model.shape);
  const Mat<T> logits = wordLogits(model, encode(model, ids), {position});
  const double top = static_cast<double>(logits.maxCoeff());
  std::vector<double> p(static_cast<std::size_t>(logits.cols()));
  double total = 0;
  for (std::size_t c = 0; c < p.size(); ++c) total += p[c] = std::exp(static_cast<double>(logits(0, static_cast<Eigen::Index>(c))) - top);
  for (double& x : p) x /= total;
  return p;
}

template <typename T>
std::vector<double> averageMaskedProbabilities(const std::vector<LmModel<T>>& models, const std::vector<int>& ids,
                                               int position) {
  std::vector<double> average;
  for (const LmModel<T>& model : models) {
    const std::vector<double> p = maskedProbabilities(model, ids, position);
    average.resize(p.size(), 0.0);
    for (std::size_t c = 0; c < p.size(); ++c) average[c] += p[c] / static_cast<double>(models.size());
  }
  return average;
}

template <typename T>
std::vector<Guess> bestGuesses(const LmModel<T>& model, std::vector<int> ids, int position, int k,
                               const std::vector<char>& allowed) {
  ids[static_cast<std::size_t>(position)] = maskId(model.shape);
  const LmPass<T> pass = encode(model, ids);
  const Mat<T> logits = wordLogits(model, pass, {position});
  const double top = static_cast<double>(logits.maxCoeff());
  double total = 0;
  for (Eigen::Index c = 0; c < logits.cols(); ++c) total += std::exp(static_cast<double>(logits(0, c)) - top);
  std::vector<int> order;
  for (int i = 0; i < static_cast<int>(logits.cols()); ++i)
    if (allowed.empty() || allowed[static_cast<std::size_t>(i)]) order.push_back(i);
  std::vector<Guess> guesses;
  for (const int w : bestIds(std::move(order), k, [&](int id) { return logits(0, id); }))
    guesses.push_back({w, std::exp(static_cast<double>(logits(0, w)) - top) / total});
  return guesses;
}

template <typename T>
std::vector<HeadPattern> headPatterns(const LmModel<T>& model, const std::vector<Sentence>& sentences) {
  const LmShape& s = model.shape;
  std::vector<HeadPattern> patterns;
  for (int l = 0; l < s.layers; ++l)
    for (int h = 0; h < s.heads; ++h) patterns.push_back({l, h, 0, 0, 0, 0, 0, 0});
  long long queries = 0, withPrevious = 0, withNext = 0;
  for (const Sentence& sentence : sentences) {
    if (sentence.size() < 2) continue;
    const LmPass<T> pass = encode(model, sentence);
    const int n = static_cast<int>(sentence.size());
    queries += n;
    withPrevious += n - 1;
    withNext += n - 1;
    for (int l = 0; l < s.layers; ++l)
      for (int h = 0; h < s.heads; ++h) {
        HeadPattern& p = patterns[static_cast<std::size_t>(l * s.heads + h)];
        const Mat<T>& a = pass.layers[static_cast<std::size_t>(l)].weights[static_cast<std::size_t>(h)];
        for (int i = 0; i < n; ++i) {
          Eigen::Index best = 0;
          a.row(i).maxCoeff(&best);
          p.self += static_cast<double>(a(i, i));
          p.selfTop += best == i;
          if (i > 0) { p.previous += static_cast<double>(a(i, i - 1)); p.previousTop += best == i - 1; }
          if (i + 1 < n) { p.next += static_cast<double>(a(i, i + 1)); p.nextTop += best == i + 1; }
        }
      }
  }
  for (HeadPattern& p : patterns) {
    if (queries == 0) break;
    p.self /= queries; p.selfTop /= queries;
    p.previous /= withPrevious; p.previousTop /= withPrevious;
    p.next /= withNext; p.nextTop /= withNext;
  }
  return patterns;
}

#define POSATTN_LM_EVAL(T)                                                                        \
  template MaskedFigures maskedFigures(const LmModel<T>&, const std::vector<Sentence>&, WordOrder,  \
                                       std::uint64_t);                                              \
  template std::vector<double> maskedProbabilities(const LmModel<T>&, std::vector<int>, int);             \
  template std::vector<double> averageMaskedProbabilities(const std::vector<LmModel<T>>&,                 \
                                                          const std::vector<int>&, int);                  \
  template std::vector<Guess> bestGuesses(const LmModel<T>&, std::vector<int>, int, int,            \
                                          const std::vector<char>&);                                \
  template std::vector<HeadPattern> headPatterns(const LmModel<T>&, const std::vector<Sentence>&);
POSATTN_LM_EVAL(float)
POSATTN_LM_EVAL(double)
#undef POSATTN_LM_EVAL

}  // namespace posattn::lm
