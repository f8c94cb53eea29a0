#pragma once
// A tiny transformer that can be trained: learned token embeddings, one positional scheme (with its
// learnable parts, if any), one or two layers of multi-head self-attention with a residual
// connection, and a linear readout. Double precision, no layer norm, no MLP: small enough that every
// gradient is written out by hand in gradients.cpp and checked against finite differences.
#include <cstdint>
#include <string>
#include <vector>

#include "core/attention_head.hpp"
#include "core/matrix.hpp"
#include "core/message.hpp"
#include "core/positional.hpp"
#include "tasks.hpp"

namespace posattn::train {

inline constexpr int kMaxTrainWidth = 64;
inline constexpr int kMaxTrainLayers = 2;
// The learned table has a row for every position a test sentence may reach (4x the training
// lengths and more); rows no training sentence reaches are never updated and stay as initialised.
inline constexpr int kTrainPositions = 64;

struct ModelSettings {
  Task task = Task::WhoDidIt;
  // The scheme and its fixed settings (base, T5 buckets); startPosition is ignored.
  PositionSettings position;
  int width = 16;
  int heads = 2;
  int layers = 1;
  bool causal = false;
  std::uint64_t seed = 1;  // initial weights
};

// An empty message when the settings describe a model this code can build; otherwise what to change.
Message validateModelSettings(const ModelSettings& settings);

struct LayerParameters {
  Matrix query, key, value, output;  // d x d; head h uses columns [h*dh, (h+1)*dh)
};

// Every learnable number, by group. Gradients and Adam's moments have the same shape.
struct Parameters {
  Matrix embedding;      // vocabulary x d
  Matrix positionTable;  // kTrainPositions x d (learned scheme only; empty otherwise)
  Matrix t5Table;        // buckets x heads (T5 only), shared by the layers as in T5
  std::vector<LayerParameters> layers;
  Matrix readout;        // d x vocabulary
  Matrix readoutBias;    // 1 x vocabulary
};

// Named views of every group, in one fixed order (Adam, the gradient check and export use it).
struct ParameterGroup {
  std::string name;  // "embedding", "positions", "t5", "layer1.query", ..., "readout", "readoutBias"
  Matrix* values;
};
std::vector<ParameterGroup> parameterGroups(Parameters& parameters);
Parameters zerosLike(const Parameters& parameters);

struct Model {
  ModelSettings settings;
  Parameters parameters;
  std::vector<double> alibiSlopes;  // fixed, one per head (ALiBi only)
};

// Seeded initial weights: embeddings and the learned table as the analysis draws them (variance 1),
// projections with variance 1/d, T5 biases at zero so every scheme starts without a preference.
Model initModel(const ModelSettings& settings);

// What one forward pass keeps for the backward pass (and for showing attention).
struct HeadPass {
  Matrix query, key, value;  // n x dh, query and key after RoPE where it applies
  Matrix weights;            // n x n attention weights
};
struct LayerPass {
  Matrix input;              // n x d
  std::vector<HeadPass> heads;
  Matrix concatenated;       // n x d, head outputs side by side
};
struct ForwardPass {
  std::vector<LayerPass> layers;
  Matrix output;         // n x d, after the last layer
  Matrix readoutInput;   // who-did-it: 1 x d mean over tokens; previous-token: the output itself
  Matrix probabilities;  // rows of softmax(readout): 1 x V or n x V
};

// Token indices must be in the vocabulary and the sentence at most kTrainPositions long.
ForwardPass forward(const Model& model, const std::vector<int>& tokens);
// The scheme's settings as this model runs them: from position 0 (startPosition is ignored).
PositionSettings modelPositions(const ModelSettings& settings);
// Vectors added to the token embeddings (n x d): the table, the sinusoids, or zeros.
Matrix addedPositions(const Model& model, int count);
// How head `head` attends (core/attention_head.hpp): the scheme as modelPositions runs it, the
// model's slopes or T5 table, the causal mask if set, rounded as the analysis rounds.
HeadRule<double> headRule(const Model& model, int head);

// Cross-entropy of one example: who-did-it on the doer, previous-token averaged over positions 1..n-1.
double exampleLoss(const Model& model, const Example& example);
// The same loss, with its gradient times `weight` added to `gradient` (the backward pass).
double accumulateGradient(const Model& model, const Example& example, double weight,
                          Parameters& gradient);

// Who-did-it: one index (the predicted doer). Previous-token: one per position (index 0 included).
std::vector<int> predict(const Model& model, const std::vector<int>& tokens);
// Who-did-it: fraction of sentences right. Previous-token: fraction of positions 1..n-1 right.
double accuracy(const Model& model, const std::vector<Example>& examples);

}  // namespace posattn::train
