#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "core/train/supply.hpp"
#include "core/train/trainer.hpp"
#include "fixtures.hpp"
#include "messages.hpp"
#include "tolerance.hpp"

using namespace posattn;
using namespace posattn::train;
using posattn::test::kAllSchemes;

// The analysis, given a trained model, runs exactly that model's first layer: its attention
// weights equal the trainer's own forward pass on the same sentence, for every scheme.
TEST_CASE("the analysis shows a trained model's own attention", "[train][supply]") {
  for (PositionScheme scheme : kAllSchemes) {
    for (bool causal : {false, true}) {
      TrainSettings s;
      s.model.position.scheme = scheme;
      s.model.causal = causal;
      Trainer trainer(s);
      for (int k = 0; k < 5; ++k) trainer.step();
      const Model& model = trainer.model();

      AnalysisRequest request;
      request.text = "The big dog chased the cat";
      request.settings = analysisSettings(model);
      request.model = std::make_shared<SuppliedModel>(suppliedModel(model));
      const AnalysisResult result = analyze(request);
      REQUIRE(result.ok());
      CHECK(result.unknownTokens.empty());

      const TaskVocabulary& words = vocabulary(Task::WhoDidIt);
      std::vector<int> tokens;
      for (const char* w : {"the", "big", "dog", "chased", "the", "cat"}) tokens.push_back(words.indexOf(w));
      const ForwardPass pass = forward(model, tokens);
      INFO(schemeName(scheme) << (causal ? " causal" : ""));
      for (int h = 0; h < model.settings.heads; ++h)
        CHECK(test::maxAbsDiff(result.original.heads[static_cast<std::size_t>(h)].weights,
                               pass.layers[0].heads[static_cast<std::size_t>(h)].weights) < test::kTight);
    }
  }
}

TEST_CASE("words outside a trained model's vocabulary are listed as unknown", "[train][supply]") {
  Trainer trainer(TrainSettings{});
  AnalysisRequest request;
  request.text = "the zebra chased the cat";
  request.settings = analysisSettings(trainer.model());
  request.model = std::make_shared<SuppliedModel>(suppliedModel(trainer.model()));
  const AnalysisResult result = analyze(request);
  REQUIRE(result.ok());
  CHECK(result.unknownTokens == std::vector<int>{1});

  SECTION("weights that do not fit the settings are an error, not a crash") {
    request.settings.heads = 4;
    const AnalysisResult wrong = analyze(request);
    CHECK_FALSE(wrong.ok());
    CHECK(test::shown(wrong.error) == "model-heads-mismatch(modelHeads: 2, heads: 4)");
  }
}
