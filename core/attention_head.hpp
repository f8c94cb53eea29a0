#pragma once
// One attention head, forward and backward, written once for the three models that run one: the
// analysis (core/attention.cpp), the Train panel's model (core/train/) and the English models
// (core/lm/). A head takes its queries, keys and values, turns the queries and keys as the scheme
// turns them, scores every pair (q·k / sqrt(head width), plus the scheme's bias by offset), gives
// the words it does not read weight exactly 0, takes the softmax of each row and mixes the values.
// The scheme's part is core/position_operations.hpp's; what differs between the models is said by
// a HeadRule. Templated on the scalar: float for the English models' training and the page, double
// for the analysis, the Train panel and the gradient checks.
#include <algorithm>
#include <utility>
#include <vector>

#include "position_operations.hpp"

namespace posattn {

// Which words a head reads, from each word (always its own): every word; its own and those before
// it (the causal mask, and the one-sided English ALiBi's left heads); its own and those after it.
enum class HeadReads { Every, OwnAndBefore, OwnAndAfter };

// The order a head's sums are rounded in. The two give the same numbers up to rounding (double:
// within 1e-9, tests/core/attention_head.test.cpp), not bit for bit; each model keeps the one its
// goldens, gradient checks and trained weights were made with, so a change here changes them:
// - Analysis (the analysis and the Train panel): each row's softmax entry by entry (the read entries'
//   largest, one std::exp per read entry, summed left to right, unread entries set to 0); in the
//   backward, the query, key and value gradients' products made straight into row-major matrices.
// - EnglishModels: each row's softmax through Eigen's vectorised exp and sum over the whole row,
//   unread entries first set to -inf (out of the row's largest) and to 0 after the exp (Eigen's exp
//   takes -inf to about 1e-308, not 0); in the backward, those three products through Eigen's
//   column-major temporaries.
enum class HeadRounding { Analysis, EnglishModels };

// What one head does besides q·k: its scheme's operations, which words it reads, its rounding.
template <typename T>
struct HeadRule {
  PositionSettings positions;    // the scheme as the model runs it (core/position_operations.hpp)
  ScoreBiasParts<T> biasParts;   // the slopes or bucket table its bias reads, if any
  int head = 0;                  // which head: its slope or table column
  HeadReads reads = HeadReads::Every;
  HeadRounding rounding = HeadRounding::Analysis;
  double temperature = 1.0;      // softmax(scores / temperature): the analysis's knob, else 1
};

// The scores on the way to the weights, for a caller that shows them (the analysis's trace).
template <typename T>
struct HeadScores {
  Rows<T> dotProducts;  // q·k, after the rotation where the scheme rotates
  Rows<T> rawScores;    // dotProducts / sqrt(head width)
  Rows<T> bias;         // the scheme's bias (zeros when it adds none); unread words are not masked here
  Rows<T> scores;       // rawScores + bias, before the temperature
};

// A head's columns of a wider matrix, or a matrix of its own, without a copy (the scalar is taken
// from the other arguments: Rows<T>::PlainObject is not deduced).
template <typename T>
using HeadColumns = Eigen::Ref<typename Rows<T>::PlainObject>;
template <typename T>
using ConstHeadColumns = Eigen::Ref<const typename Rows<T>::PlainObject>;

// Columns [first, end) of row `row` that a head reading `reads` reads, in a row of `columns`.
inline std::pair<Eigen::Index, Eigen::Index> readColumns(HeadReads reads, Eigen::Index row, Eigen::Index columns) {
  switch (reads) {
    case HeadReads::OwnAndBefore: return {0, std::min<Eigen::Index>(row + 1, columns)};
    case HeadReads::OwnAndAfter: return {std::min(row, columns), columns};
    case HeadReads::Every: break;
  }
  return {0, columns};
}

// Each row of `scores` turned into its softmax over the columns it reads (readColumns), the others
// exactly 0, in place, rounded as `rounding` says.
template <typename T>
void softmaxRowsInPlace(Rows<T>& scores, HeadReads reads, HeadRounding rounding);

// One head over columns [first, first + headWidth) of `queries`, `keys` and `values` (n rows each):
// turns those queries' and keys' columns in place (RoPE), writes weights · values to `output`
// (n x headWidth) and returns the weights (n x n). `scores`, when given, receives the steps between.
template <typename T>
Rows<T> attendHead(Rows<T>& queries, Rows<T>& keys, const Rows<T>& values, Eigen::Index first, int headWidth,
                   const HeadRule<T>& rule, HeadColumns<T> output, HeadScores<T>* scores = nullptr);

// The backward of attendHead, from the gradient of its output: writes the gradients of the queries,
// keys and values (columns [first, first + headWidth) of the three, as the forward turned them,
// the queries' and keys' turned back), and adds the bias's to `bucketGradient` (a learned bucket
// table's; untouched otherwise). `queries` and `keys` are as attendHead left them; masked entries
// have weight 0 and so get no gradient.
template <typename T>
void attendHeadBackward(const Rows<T>& weights, const Rows<T>& queries, const Rows<T>& keys, const Rows<T>& values,
                        Eigen::Index first, int headWidth, const HeadRule<T>& rule,
                        const ConstHeadColumns<T>& outputGradient, Rows<T>& queryGradient,
                        Rows<T>& keyGradient, Rows<T>& valueGradient, Rows<T>& bucketGradient);

// The explicit instantiations, one list: declared here (`extern template`), made in attention_head.cpp.
#define POSATTN_ATTENTION_HEAD_INSTANCES(how, T)                                                    \
  how void softmaxRowsInPlace(Rows<T>&, HeadReads, HeadRounding);                                   \
  how Rows<T> attendHead(Rows<T>&, Rows<T>&, const Rows<T>&, Eigen::Index, int, const HeadRule<T>&, \
                         HeadColumns<T>, HeadScores<T>*);                                           \
  how void attendHeadBackward(const Rows<T>&, const Rows<T>&, const Rows<T>&, const Rows<T>&,       \
                              Eigen::Index, int, const HeadRule<T>&, const ConstHeadColumns<T>&,    \
                              Rows<T>&, Rows<T>&, Rows<T>&, Rows<T>&);
POSATTN_ATTENTION_HEAD_INSTANCES(extern template, float)
POSATTN_ATTENTION_HEAD_INSTANCES(extern template, double)

}  // namespace posattn
