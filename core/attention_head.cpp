#include "attention_head.hpp"

#include <limits>

namespace posattn {

template <typename T>
void softmaxRowsInPlace(Rows<T>& scores, HeadReads reads, HeadRounding rounding) {
  const Eigen::Index columns = scores.cols();
  for (Eigen::Index i = 0; i < scores.rows(); ++i) {
    const auto [begin, end] = readColumns(reads, i, columns);
    if (rounding == HeadRounding::Analysis) {
      const T peak = scores.row(i).segment(begin, end - begin).maxCoeff();
      T total = 0;
      for (Eigen::Index j = begin; j < end; ++j) total += (scores(i, j) = std::exp(scores(i, j) - peak));
      scores.row(i).segment(begin, end - begin) /= total;
      scores.row(i).head(begin).setZero();
      scores.row(i).tail(columns - end).setZero();
      continue;
    }
    // The whole row at once, as the English models were trained (the unread entries' -inf keeps
    // them out of the largest; the sum then adds their zeros).
    const bool masked = reads != HeadReads::Every;
    if (masked) {
      scores.row(i).head(begin).setConstant(-std::numeric_limits<T>::infinity());
      scores.row(i).tail(columns - end).setConstant(-std::numeric_limits<T>::infinity());
    }
    const T top = scores.row(i).maxCoeff();
    scores.row(i) = (scores.row(i).array() - top).exp().matrix();
    if (masked) {
      scores.row(i).head(begin).setZero();
      scores.row(i).tail(columns - end).setZero();
    }
    scores.row(i) /= scores.row(i).sum();
  }
}

template <typename T>
Rows<T> attendHead(Rows<T>& queries, Rows<T>& keys, const Rows<T>& values, Eigen::Index first, int headWidth,
                   const HeadRule<T>& rule, HeadColumns<T> output, HeadScores<T>* steps) {
  const auto n = static_cast<int>(queries.rows());
  const T scale = static_cast<T>(1.0 / std::sqrt(static_cast<double>(headWidth)));
  rotateQueriesOrKeys(rule.positions, queries, first, headWidth);
  rotateQueriesOrKeys(rule.positions, keys, first, headWidth);
  // Assigned, not constructed: Eigen then makes the product in its own column-major temporary, as
  // every model always has (built straight into a row-major matrix, it sums in another order).
  Rows<T> scores;
  scores = queries.middleCols(first, headWidth) * keys.middleCols(first, headWidth).transpose();
  if (steps) steps->dotProducts = scores;
  scores *= scale;
  if (steps) steps->rawScores = scores;
  if (addsScoreBias(rule.positions)) {
    // Each offset's bias found once, not for every pair (T5's bucket takes a log).
    const std::vector<T> byOffset = biasByOffset(rule.positions, rule.biasParts, rule.head, n);
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) scores(i, j) += byOffset[static_cast<std::size_t>(j - i + n - 1)];
    if (steps) steps->bias = biasMatrix(byOffset, n);
  } else if (steps) {
    steps->bias = Rows<T>::Zero(n, n);
  }
  if (steps) steps->scores = scores;
  // x / 1 is x: a temperature of 1 divides nothing.
  if (rule.temperature != 1.0) scores /= static_cast<T>(rule.temperature);
  softmaxRowsInPlace(scores, rule.reads, rule.rounding);
  output = scores * values.middleCols(first, headWidth);
  return scores;
}

template <typename T>
void attendHeadBackward(const Rows<T>& weights, const Rows<T>& queries, const Rows<T>& keys, const Rows<T>& values,
                        Eigen::Index first, int headWidth, const HeadRule<T>& rule,
                        const ConstHeadColumns<T>& outputGradient, Rows<T>& queryGradient,
                        Rows<T>& keyGradient, Rows<T>& valueGradient, Rows<T>& bucketGradient) {
  const auto n = static_cast<int>(weights.rows());
  const T scale = static_cast<T>(1.0 / std::sqrt(static_cast<double>(headWidth)));
  const Rows<T> dOutput = outputGradient;
  const Rows<T> dWeights = dOutput * values.middleCols(first, headWidth).transpose();
  // A product into the gradient's columns as HeadRounding says: through Eigen's column-major
  // temporary (assigned) or straight into a row-major matrix (constructed).
  const auto put = [&](auto&& columns, const auto& product) {
    if (rule.rounding == HeadRounding::EnglishModels) columns = product;
    else columns = Rows<T>(product);
  };
  put(valueGradient.middleCols(first, headWidth), weights.transpose() * dOutput);
  // Softmax backward, row by row (the temperature's 1/t aside: no trained model has one).
  Rows<T> dScores(n, n);
  for (int i = 0; i < n; ++i) {
    const T inner = dWeights.row(i).dot(weights.row(i));
    dScores.row(i) = (weights.row(i).array() * (dWeights.row(i).array() - inner)).matrix();
  }
  biasBackward(rule.positions, dScores, rule.head, bucketGradient);
  put(queryGradient.middleCols(first, headWidth), dScores * keys.middleCols(first, headWidth));
  put(keyGradient.middleCols(first, headWidth), dScores.transpose() * queries.middleCols(first, headWidth));
  queryGradient.middleCols(first, headWidth) *= scale;
  keyGradient.middleCols(first, headWidth) *= scale;
  rotateQueriesOrKeys(rule.positions, queryGradient, first, headWidth, /*backward=*/true);
  rotateQueriesOrKeys(rule.positions, keyGradient, first, headWidth, /*backward=*/true);
}

POSATTN_ATTENTION_HEAD_INSTANCES(template, float)
POSATTN_ATTENTION_HEAD_INSTANCES(template, double)

}  // namespace posattn
