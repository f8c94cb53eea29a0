#pragma once
// Masked-word training of model.hpp's encoder: seeded batches and masks, Adam with warm-up and
// linear decay, global gradient clipping. Everything follows from the seed, so two runs of the same
// build give the same weights bit for bit.
#include <cstdint>
#include <vector>

#include "model.hpp"

namespace posattn::lm {

struct TrainSettings {
  int steps = 1000;
  int batch = 32;              // sentences per step
  double peakRate = 2e-3;
  int warmup = 200;            // steps of linear warm-up
  double finalRate = 0.1;      // fraction of the peak reached at the last step (linear decay)
  double maskShare = 0.15;     // of each sentence's known words, at least one
  double clip = 1.0;           // global gradient norm
  double beta1 = 0.9, beta2 = 0.999, epsilon = 1e-8;
  std::uint64_t seed = 26;
};

using Sentence = std::vector<int>;  // word ids, unknownId for words outside the vocabulary

// A model starting from `seed`, its word biases at the training words' log frequencies.
LmModel<float> startingModel(const LmShape& shape, const Mat<float>& embedding,
                             const std::vector<Sentence>& corpus, std::uint64_t seed);

// Which positions of sentence number `visit` are masked (seeded by the visit, not the scheme).
std::vector<MaskedTarget> chooseMasks(const Sentence& sentence, int vocabulary, double share,
                                      std::uint64_t seed, std::uint64_t visit);

struct Trainer {
  TrainSettings settings;
  LmWeights<float> firstMoment, secondMoment;
  int step = 0;
  std::vector<std::uint32_t> order;  // this epoch's sentence order
  long long orderEpoch = -1;
};
Trainer startTraining(const LmModel<float>& model, const TrainSettings& settings);
// One Adam step on the next batch; returns the batch's mean masked-word loss (nats).
double trainStep(LmModel<float>& model, Trainer& trainer, const std::vector<Sentence>& corpus);
double learningRate(const TrainSettings& settings, int step);

}  // namespace posattn::lm
