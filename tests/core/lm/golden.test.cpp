#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>

#include "core/lm/count_model.hpp"
#include "core/lm/training.hpp"
#include "core/random.hpp"
#include "fixtures.hpp"

using namespace posattn;
using namespace posattn::lm;

// Fifty float32 training steps on a seeded toy corpus, per scheme: the mean loss of the last ten
// steps, hard-coded. The same numbers natively and in WebAssembly (their libm's expf and tanhf may
// differ in the last bit, hence a relative 1e-4 and not equality).
namespace {
// The shipped recipe's options (docs/models.md): output codes, distillation from the count model
// of the same corpus, full stops appended (word 19 stands for ".").
struct Recipe { int outputRank = 0; double teacherShare = 0, fullStopShare = 0; };

double goldenRun(PositionScheme scheme, Recipe recipe = {}) {
  const LmShape shape = test::tinyShape(scheme, recipe.outputRank);
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
  const NeighbourCounts teacher(corpus, shape.vocabulary);
  if (recipe.teacherShare > 0) {
    settings.teacher = &teacher;
    settings.teacherWeights = tuneCountWeights(teacher, corpus);
    settings.teacherShare = recipe.teacherShare;
  }
  settings.fullStopId = 19;
  settings.fullStopShare = recipe.fullStopShare;
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

TEST_CASE("lm golden: fifty training steps of the retraining's recipe give the recorded loss") {
  // Codes of width 3, half the target from the count model, a full stop on a third of the visits.
  const Recipe recipe{3, 0.5, 1.0 / 3};
  const std::pair<PositionScheme, double> golden[] = {{PositionScheme::None, 2.95232201}, {PositionScheme::Rope, 2.95194507}};
  for (const auto& [scheme, expected] : golden) {
    const double loss = goldenRun(scheme, recipe);
    std::printf("golden recipe %s %.9g\n", schemeName(scheme).c_str(), loss);
    INFO(schemeName(scheme) << " loss " << loss);
    CHECK(std::abs(loss - expected) <= 1e-4 * expected);
  }
}

TEST_CASE("lm golden: a training run is the same twice") {
  CHECK(goldenRun(PositionScheme::T5) == goldenRun(PositionScheme::T5));
}
