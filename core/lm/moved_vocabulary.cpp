#include "moved_vocabulary.hpp"

#include <unordered_map>

namespace posattn::lm {
namespace {

std::unordered_map<std::string, Eigen::Index> indexOf(const std::vector<std::string>& words) {
  std::unordered_map<std::string, Eigen::Index> index;
  for (std::size_t i = 0; i < words.size(); ++i) index.emplace(words[i], static_cast<Eigen::Index>(i));
  return index;
}

}  // namespace

int sharedWords(const std::vector<std::string>& trainedWords, const std::vector<std::string>& words) {
  const auto index = indexOf(trainedWords);
  int shared = 0;
  for (const std::string& w : words) shared += index.count(w) ? 1 : 0;
  return shared;
}

template <typename T>
LmWeights<T> movedVocabulary(const LmWeights<T>& trained, const std::vector<std::string>& trainedWords,
                             const LmWeights<T>& seeded, const std::vector<std::string>& words) {
  LmWeights<T> moved = trained;
  moved.wordBias = seeded.wordBias;
  // A new word's code and delta start at zero: it is placed by its fixed vector and its bias alone
  // until training gives it a code (a seeded code, trained only by the rare visits that hold the
  // word, put "hurrah" first in sentences that never hold it).
  moved.wordCodes = Mat<T>::Zero(seeded.wordCodes.rows(), seeded.wordCodes.cols());
  moved.wordDeltas = Mat<T>::Zero(seeded.wordDeltas.rows(), seeded.wordDeltas.cols());
  const auto earlier = indexOf(trainedWords);
  // The line from seeded to trained biases over the shared words (sums in double).
  double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
  std::vector<Eigen::Index> from(words.size(), -1);
  for (std::size_t i = 0; i < words.size(); ++i) {
    const auto found = earlier.find(words[i]);
    if (found == earlier.end()) continue;
    const auto r = static_cast<Eigen::Index>(i), o = found->second;
    from[i] = o;
    const double x = static_cast<double>(seeded.wordBias(0, r)), y = static_cast<double>(trained.wordBias(0, o));
    n += 1, sx += x, sy += y, sxx += x * x, sxy += x * y;
  }
  const double spread = n * sxx - sx * sx;
  const double slope = n > 1 && spread > 0 ? (n * sxy - sx * sy) / spread : 1.0;
  const double offset = n > 0 ? (sy - slope * sx) / n : 0.0;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const auto r = static_cast<Eigen::Index>(i), o = from[i];
    if (o < 0) {
      moved.wordBias(0, r) = static_cast<T>(offset + slope * static_cast<double>(seeded.wordBias(0, r)));
      continue;
    }
    moved.wordBias(0, r) = trained.wordBias(0, o);
    if (moved.wordCodes.size() > 0) moved.wordCodes.row(r) = trained.wordCodes.row(o);
    if (moved.wordDeltas.size() > 0) moved.wordDeltas.row(r) = trained.wordDeltas.row(o);
  }
  return moved;
}

template LmWeights<float> movedVocabulary(const LmWeights<float>&, const std::vector<std::string>&,
                                          const LmWeights<float>&, const std::vector<std::string>&);
template LmWeights<double> movedVocabulary(const LmWeights<double>&, const std::vector<std::string>&,
                                           const LmWeights<double>&, const std::vector<std::string>&);

}  // namespace posattn::lm
