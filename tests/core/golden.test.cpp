#include <catch2/catch.hpp>

#include <string>

#include "core/analysis.hpp"
#include "messages.hpp"
#include "tolerance.hpp"

using namespace posattn;

// One fixed request per scheme must give the same numbers in every build. The values below were
// printed (%.17g) from the native Release build; the WebAssembly suite checks the same table, so
// passing both proves native and wasm agree to kGolden. Regenerate them only on purpose, when the
// model itself changes.
namespace {

struct Golden {
  const char* scheme;
  double output00;            // original.output(0, 0)
  double output35;            // original.output(3, 5)
  double head1Weight24;       // original.heads[1].weights(2, 4)
  double reorderedWeight10;   // reordered.heads[3].weights(1, 0)
  double outputError;         // comparison.outputError
  double shiftDifference;     // shift.maxWeightDifference
  double previousToken32;     // original.designed[0].weights(3, 2)
  double sameWord04;          // original.designed[1].weights(0, 4)
};

constexpr Golden kGoldenValues[] = {
    {"none", -0.59502117009741451, -0.65496365482158592, 0.0068438311486777245,
     0.18289025458744607, 7.7715611723760958e-16, 0, 0.16666666666666666, 0.49526111213804508},
    {"sinusoidal", -0.35461790714589742, -0.63957134287237383, 0.0068331975658513233,
     0.25224705866100305, 0.91853906993043233, 0.52642291038433386,
     0.99506694648109018, 0.49526111213804508},
    {"learned", -0.43180949635222282, -0.99206488168618656, 3.6882259961816665e-07,
     0.65408932730198077, 2.4379660512436003, 0.86753798467193965,
     0.99731452887068939, 0.49526111213804508},
    {"rope", -0.51798014589702934, -0.5042984620052402, 0.0065390144185033519,
     0.17562044850085262, 0.70304261645048316, 2.2204460492503131e-16,
     0.99506693372822042, 0.49526111213804508},
    {"alibi", -0.61829438693144567, -0.68502672585312874, 0.0069376638077458599,
     0.1828957711609385, 0.28156789549209221, 0, 0.99505476884139465, 0.49526111213804508},
    {"t5", -0.39331435863889935, -0.87393689288036469, 0.0026177561758941414,
     0.073274168926509675, 1.0213362304760447, 0, 0.98775796398377858, 0.49526111213804508},
};

AnalysisRequest goldenRequest(PositionScheme scheme) {
  AnalysisRequest r;
  r.text = "The cat sat on the mat";
  r.order = {5, 2, 0, 4, 1, 3};
  r.settings.modelWidth = 32;
  r.settings.heads = 4;
  r.settings.seed = 7;
  r.settings.position.scheme = scheme;
  return r;  // everything else at its default (non-causal, temperature 1, shift by 5)
}

}  // namespace

TEST_CASE("Fixed requests give the recorded numbers in every build", "[golden]") {
  for (const Golden& g : kGoldenValues) {
    CAPTURE(g.scheme);
    PositionScheme scheme = PositionScheme::None;
    REQUIRE(parseScheme(g.scheme, scheme));
    const AnalysisResult a = analyze(goldenRequest(scheme));
    INFO(a.error);
    REQUIRE(a.ok());
    REQUIRE(a.tokens.size() == 6);
    // Absolute margin only: Approx's default relative epsilon would allow more than kGolden.
    const auto golden = [](double value) {
      return Approx(value).epsilon(0.0).margin(test::kGolden);
    };
    CHECK(a.original.output(0, 0) == golden(g.output00));
    CHECK(a.original.output(3, 5) == golden(g.output35));
    CHECK(a.original.heads[1].weights(2, 4) == golden(g.head1Weight24));
    CHECK(a.reordered.heads[3].weights(1, 0) == golden(g.reorderedWeight10));
    CHECK(a.comparison.outputError == golden(g.outputError));
    CHECK(a.shift.maxWeightDifference == golden(g.shiftDifference));
    CHECK(a.original.designed[0].weights(3, 2) == golden(g.previousToken32));
    CHECK(a.original.designed[1].weights(0, 4) == golden(g.sameWord04));
  }
}
