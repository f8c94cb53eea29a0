#pragma once
// A small bidirectional transformer encoder trained on English with a masked-word objective
// (docs/models.md). Pre-LayerNorm blocks (attention, then a GELU MLP, each with a residual), a final
// LayerNorm, and a readout tied to the fixed word embeddings plus a trained code per word. One template serves float (training,
// the page) and double (gradient checks, exact equivariance tests); model.cpp instantiates both.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <Eigen/Dense>

#include "core/attention_head.hpp"
#include "core/message.hpp"

#include "core/positional.hpp"

namespace posattn::lm {

// Bounds for every declared size; a model file declaring more is refused before anything is allocated.
inline constexpr int kMaxLmVocabulary = 60000;
inline constexpr int kMaxLmWidth = 256;
inline constexpr int kMaxLmHeads = 8;
inline constexpr int kMaxLmLayers = 4;
inline constexpr int kMaxLmHidden = 1024;
inline constexpr int kMaxLmPositions = 64;  // the page's longest sentence (core/limits.hpp)
inline constexpr int kMaxLmT5Buckets = 64;
inline constexpr int kMaxLmT5Distance = 1024;
inline constexpr int kMaxLmOutputRank = 64;

template <typename T>
using Mat = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// The base of the wavelengths, for the schemes that read one (sinusoidal and RoPE): Vaswani et al.'s
// 10000 unless the file says otherwise. The sinusoidal English model's is 100: at 10000, with 64
// dimensions and sentences of at most 64 words, most of its sinusoids hardly move, and two
// neighbouring positions' vectors differ by a fifth of a word vector's length (docs/models.md,
// "A tenth step").
inline constexpr int kLmDefaultBase = 10000;

// Which side of its own word each attention head reads. Both: every word (symmetric ALiBi, and every
// other scheme). EvenHeadsLeft: heads 1, 3, ... (even from 0) read their own word and those before
// it, as the ALiBi paper's causal heads do, and heads 2, 4, ... their own and those after, their
// mirror images; the bias stays -slope * distance, each head with the paper's slope for its number
// (so the words after get the gentler ones). EvenHeadsRight is that model's mirror image (a reversed
// sentence read by it gives the same guesses, mirrored: tests/core/lm/shipped.test.cpp).
// docs/models.md, "An eighth step". MirroredPairs: the sides as EvenHeadsLeft, but heads 2k-1 and
// 2k (counting from 1) share the paper's k-th slope, so each side gets the steepest ones (lmHeadSlopes;
// docs/models.md, "An eleventh step").
enum class LmHeadSides { Both = 0, EvenHeadsLeft = 1, EvenHeadsRight = 2, MirroredPairs = 3 };
inline constexpr int kLmHeadSidesLast = 3;  // the largest a file may hold

struct LmShape {
  PositionScheme scheme = PositionScheme::None;
  int vocabulary = 0;  // output words, ids 0..vocabulary-1; input ids vocabulary (unknown), +1 (mask)
  int width = 64;
  int heads = 4;
  int layers = 2;
  int hidden = 256;    // MLP width
  int positions = kMaxLmPositions;  // longest sentence; rows of the learned table
  int t5Buckets = 32;  // bidirectional buckets, as in T5
  int t5MaxDistance = 128;
  // Width of each word's trained output code, beside its fixed vector: the fixed 64-d word vectors
  // alone cannot make a sharp guess (docs/models.md, "What each change bought"). 0: none.
  int outputRank = 0;
  // The codes also shift each word's input vector, through codeInput (outputRank x d): the input
  // side then tells apart words whose fixed vectors are close, for 64 numbers per code width.
  bool inputCodes = false;
  // A trial option only (lm_train's WORD_DELTAS; no file holds it): a trained change to every fixed
  // word vector (vocabulary x d), read on both sides (docs/models.md, "What each change bought").
  bool wordDeltas = false;
  LmHeadSides headSides = LmHeadSides::Both;  // ALiBi only
  int base = kLmDefaultBase;  // read by the schemes that read a base (schemeInfo(scheme).reads("base"))
};
// Its name in cards and in the page's loadModel: "both", "even heads left", "even heads right",
// "mirrored pairs".
inline const char* headSidesName(LmHeadSides sides) {
  switch (sides) {
    case LmHeadSides::Both: return "both";
    case LmHeadSides::EvenHeadsLeft: return "even heads left";
    case LmHeadSides::EvenHeadsRight: return "even heads right";
    case LmHeadSides::MirroredPairs: return "mirrored pairs";
  }
  return "both";
}
// Whether head `head` reads the word at offset j - i from its own (always its own word).
inline bool headReads(const LmShape& shape, int head, int offset) {
  if (shape.headSides == LmHeadSides::Both || offset == 0) return true;
  const bool left = (head % 2 == 0) == (shape.headSides != LmHeadSides::EvenHeadsRight);
  return left ? offset < 0 : offset > 0;
}
// The same as the words head `head` reads (core/attention_head.hpp): the rule its softmax runs, and
// what the analysis result says of it.
inline HeadReads headReadsOf(const LmShape& shape, int head) {
  return shape.headSides == LmHeadSides::Both ? HeadReads::Every
         : headReads(shape, head, -1)        ? HeadReads::OwnAndBefore
                                             : HeadReads::OwnAndAfter;
}
// ALiBi's slope for each head as the model's softmax applies it (the paper's schedule, paired for
// MirroredPairs); empty for the other schemes. The analysis result and the position view read the same.
std::vector<double> lmHeadSlopes(const LmShape& shape);
inline constexpr double kLmNormEpsilon = 1e-5;

// An empty message when the shape is buildable; otherwise lm-shape {rule}: the field out of range
// or the pairing rule that fails.
Message validateShape(const LmShape& shape);
inline int unknownId(const LmShape& shape) { return shape.vocabulary; }
inline int maskId(const LmShape& shape) { return shape.vocabulary + 1; }

template <typename T>
struct LmLayer {
  Mat<T> norm1Gain, norm1Bias;             // 1 x d
  Mat<T> query, key, value, output;        // d x d; head h uses columns [h*dh, (h+1)*dh)
  Mat<T> outputBias;                       // 1 x d
  Mat<T> norm2Gain, norm2Bias;             // 1 x d
  Mat<T> up, upBias, down, downBias;       // d x m, 1 x m, m x d, 1 x d
};

// Every trained number. The word embeddings are not here: they are fixed (the shared vocabulary file).
// A word's input vector is its fixed vector, plus its code through codeInput where the model has input codes.
template <typename T>
struct LmWeights {
  Mat<T> special;        // 2 x d: the unknown word, the mask
  Mat<T> positionTable;  // positions x d (learned scheme), else 0 x d
  Mat<T> t5Table;        // buckets x heads (T5), shared by the layers as in T5, else 0 x heads
  std::vector<LmLayer<T>> layers;
  Mat<T> finalGain, finalBias;         // 1 x d
  Mat<T> transform, transformBias;     // d x d, 1 x d: hidden state -> embedding space
  Mat<T> wordBias;                     // 1 x vocabulary
  Mat<T> codeTransform;                // d x outputRank: hidden state -> code space
  Mat<T> wordCodes;                    // vocabulary x outputRank: each word's trained output code
  Mat<T> codeInput;                    // outputRank x d (inputCodes), else empty
  Mat<T> wordDeltas;                   // vocabulary x d (wordDeltas), else empty
};

// Named views of every group in one fixed order: Adam, the gradient check and the file use it.
template <typename T>
std::vector<std::pair<std::string, Mat<T>*>> weightGroups(LmWeights<T>& weights);
// Whether a group's name ends with `suffix`, which names its kind: "Gain", "Bias", ".output".
bool groupEndsWith(const std::string& group, const std::string& suffix);
// The shape each group must have, in the same order, for a given model shape.
std::vector<std::pair<std::string, std::pair<int, int>>> expectedGroupShapes(const LmShape& shape);
template <typename T>
LmWeights<T> zeroWeights(const LmShape& shape);
// Every group at its shape with its values unset: for a reader or a cast that writes each group
// whole (zeroing first was most of the time a page took to read a model, bench/README.md).
template <typename T>
LmWeights<T> sizedWeights(const LmShape& shape);

template <typename T>
struct LmModel {
  LmShape shape;
  Mat<T> embedding;  // vocabulary x d, fixed
  LmWeights<T> weights;
};

// Seeded starting weights (deterministic, identical in every build).
template <typename T>
LmWeights<T> initialWeights(const LmShape& shape, std::uint64_t seed);
template <typename To, typename From>
LmModel<To> castModel(const LmModel<From>& model);
template <typename To, typename From>
LmWeights<To> castWeights(const LmShape& shape, const LmWeights<From>& weights);
// `narrow`'s weights in a model with wider word codes (`seeded`'s outputRank), computing exactly what
// `narrow` computes: the codes' new columns and the input map's new rows at zero, the readout's new
// columns as seeded, so the new code columns get gradients (a stage from a file, docs/models.md).
template <typename T>
LmWeights<T> widenedCodes(const LmWeights<T>& narrow, const LmWeights<T>& seeded);
// `small`'s weights grown to `seeded`'s shape, computing exactly what `small` computes: wider codes
// as widenedCodes; a wider MLP whose new units start as seeded on the way in and at zero on the way
// out; and new blocks after the old ones whose attention output and MLP output start at zero, so
// each adds nothing to the residual until it learns (a stage from a file that adds capacity).
template <typename T>
LmWeights<T> grownWeights(const LmWeights<T>& small, const LmWeights<T>& seeded);

template <typename T>
struct NormPass {
  Mat<T> normalized;            // (x - mean) / sd, before gain and bias
  std::vector<T> inverseSd;
  Mat<T> out;                   // gain * normalized + bias
};
template <typename T>
struct LmLayerPass {
  Mat<T> input;                 // n x d
  NormPass<T> norm1;
  Mat<T> query, key, value;     // n x d; query and key after RoPE where it applies
  std::vector<Mat<T>> weights;  // per head, n x n attention weights (rows sum to 1)
  Mat<T> mixed;                 // n x d, heads side by side
  Mat<T> afterAttention;        // n x d, the residual stream after attention
  NormPass<T> norm2;
  Mat<T> hiddenIn, hiddenOut;   // n x m, before and after GELU
  // Training's dropout (LmDropout): each element's factor on the attention's and the MLP's output
  // before it joins the residual stream, 0 or 1 / (1 - rate). Empty without dropout.
  Mat<T> keepAttention, keepMlp;  // n x d
};
// Dropout for training: each block's attention output and MLP output (before the residual sum)
// lose each element with probability `rate`, the rest scaled by 1 / (1 - rate); the elements lost
// follow from `seed` alone (training.cpp seeds it by the visit, so a resumed run drops the same).
// rate 0: none, the pass without it bit for bit.
struct LmDropout {
  double rate = 0.0;
  std::uint64_t seed = 0;
};
template <typename T>
struct LmPass {
  std::vector<int> ids;
  std::vector<LmLayerPass<T>> layers;
  Mat<T> output;                // n x d after the last block
  NormPass<T> finalNorm;
};

// ids: word ids, unknownId or maskId; at most shape.positions of them, at least one.
// attentionOf >= 0 stops after that block's attention (its `mixed` heads), for a caller that reads
// no further (the page's analysis of one layer): the rest of that block, the later blocks, `output`
// and `finalNorm` stay empty. The numbers computed are the full pass's, bit for bit.
template <typename T>
LmPass<T> encode(const LmModel<T>& model, const std::vector<int>& ids, int attentionOf = -1,
                 const LmDropout& dropout = {});
// Head `head`'s score bias for every offset j - i from -(n-1) to n-1, at index j - i + n - 1 (it
// depends on the offset only): ALiBi's symmetric distance penalty (the bidirectional variant of
// MosaicBERT), T5's shared bucket table; zeros for the other schemes.
template <typename T>
std::vector<T> scoreBiasByOffset(const LmModel<T>& model, int head, int n);
// The scheme's settings as the English models run it (core/position_operations.hpp): from
// position 0, the shape's base for sinusoids and RoPE, bidirectional T5 buckets.
PositionSettings positionSettings(const LmShape& shape);
// Each id's vector before positions are added: its fixed vector (plus its code through codeInput
// where the model has input codes), or the trained unknown-word and mask rows.
template <typename T>
Mat<T> wordVectors(const LmModel<T>& model, const std::vector<int>& ids);
// The vectors added to the inputs of positions 0..n-1 (zeros for the schemes that add none).
template <typename T>
Mat<T> addedPositions(const LmModel<T>& model, int n);
// Word logits (rows.size() x vocabulary) at the given positions of a pass.
template <typename T>
Mat<T> wordLogits(const LmModel<T>& model, const LmPass<T>& pass, const std::vector<int>& rows);

struct MaskedTarget {
  int position;  // where the input holds maskId
  int word;      // the word that was there (0..vocabulary-1)
  // Soft targets from a teacher (distillation): (word, probability) pairs whose probabilities sum to
  // the teacher's share s; the target distribution is (1 - s) on `word` plus these. Empty: all on `word`.
  std::vector<std::pair<int, double>> teacher = {};
  double hardShare() const {
    double share = 1.0;
    for (const auto& entry : teacher) share -= entry.second;
    return share;
  }
};
// Sum over targets of weight * cross-entropy against each target's distribution; its gradient is added to `gradient`.
template <typename T>
T accumulateGradient(const LmModel<T>& model, const std::vector<int>& ids,
                     const std::vector<MaskedTarget>& targets, T weight, LmWeights<T>& gradient,
                     const LmDropout& dropout = {});
// accumulateGradient's two halves, so a batch's masked rows share one readout (training.cpp): the
// readout's loss and gradient for rows y (one per target) of final states, with dy receiving the
// loss's gradient by y; then the encoder's backward pass from dy at those rows of `pass`.
template <typename T>
T readoutGradient(const LmModel<T>& model, const Mat<T>& y, const std::vector<MaskedTarget>& targets,
                  T weight, LmWeights<T>& gradient, Mat<T>& dy);
template <typename T>
void encoderGradient(const LmModel<T>& model, const LmPass<T>& pass, const std::vector<int>& ids,
                     const std::vector<int>& rows, const Mat<T>& dy, LmWeights<T>& gradient);
// The same sum without the gradient.
template <typename T>
T maskedLoss(const LmModel<T>& model, const std::vector<int>& ids,
             const std::vector<MaskedTarget>& targets, T weight, const LmDropout& dropout = {});

// Building blocks, public so tests check each one's gradient on its own.
template <typename T>
NormPass<T> layerNorm(const Mat<T>& x, const Mat<T>& gain, const Mat<T>& bias);
template <typename T>
Mat<T> layerNormBackward(const NormPass<T>& pass, const Mat<T>& gain, const Mat<T>& outGradient,
                         Mat<T>& gainGradient, Mat<T>& biasGradient);
template <typename T>
T gelu(T u);
template <typename T>
T geluDerivative(T u);

}  // namespace posattn::lm
