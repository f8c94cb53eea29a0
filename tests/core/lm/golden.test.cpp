#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>

#include "core/lm/training.hpp"
#include "core/random.hpp"
#include "fixtures.hpp"

using namespace posattn;
using namespace posattn::lm;

// Fifty float32 training steps on a seeded toy corpus, per scheme: the mean loss of the last ten
// steps, hard-coded. The same numbers natively and in WebAssembly (their libm's expf and tanhf may
// differ in the last bit, hence a relative 1e-4 and not equality).
namespace {
double goldenRun(PositionScheme scheme) {
  const LmShape shape = test::tinyShape(scheme);
  std::vector<Sentence> corpus;
  SplitMix64 random(77);
  for (int s = 0; s < 64; ++s) {
    Sentence sentence;
    const int length = 3 + random.below(6);
    int word = random.below(20);
    for (int i = 0; i < length; ++i) {  // a walk, so order carries information
      sentence.push_back(random.below(10) == 0 ? shape.vocabulary : word);
      word = (word + 1 + random.below(3)) % 20;
    }
    corpus.push_back(sentence);
  }
  const Mat<float> embedding = seededMatrix(3, 20, 8, 1.0).cast<float>();
  LmModel<float> model = startingModel(shape, embedding, corpus, 26);
  TrainSettings settings;
  settings.steps = 50;
  settings.batch = 8;
  settings.warmup = 10;
  settings.peakRate = 1e-2;
  settings.maskShare = 0.3;
  Trainer trainer = startTraining(model, settings);
  double last = 0;
  for (int s = 0; s < 50; ++s) {
    const double loss = trainStep(model, trainer, corpus);
    if (s >= 40) last += loss / 10;
  }
  return last;
}
}  // namespace

TEST_CASE("lm golden: fifty training steps give the recorded loss, every scheme") {
  const std::pair<PositionScheme, double> golden[] = {
      {PositionScheme::None, 2.96394836},  {PositionScheme::Sinusoidal, 2.98196654}, {PositionScheme::Learned, 2.96293432},
      {PositionScheme::Rope, 2.9617814},  {PositionScheme::Alibi, 2.96532098},      {PositionScheme::T5, 2.96376812},
  };
  for (const auto& [scheme, expected] : golden) {
    const double loss = goldenRun(scheme);
    std::printf("golden %s %.9g\n", schemeName(scheme).c_str(), loss);
    INFO(schemeName(scheme) << " loss " << loss);
    CHECK(std::abs(loss - expected) <= 1e-4 * expected);
  }
}

TEST_CASE("lm golden: a training run is the same twice") {
  CHECK(goldenRun(PositionScheme::T5) == goldenRun(PositionScheme::T5));
}
