#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "core/attention.hpp"
#include "core/cricket.hpp"
#include "messages.hpp"

using namespace posattn;

namespace {

const char* const kPhaseIds[] = {"powerplay", "over35"};

Eigen::Index strongestBowler(const CricketWalkthrough& w) {
  Eigen::Index best = 0;
  w.weights.row(0).maxCoeff(&best);
  return best;
}

Eigen::Index bowlerNamed(const CricketWalkthrough& w, const std::string& id) {
  for (std::size_t i = 0; i < w.bowlerIds.size(); ++i)
    if (w.bowlerIds[i] == id) return static_cast<Eigen::Index>(i);
  return -1;
}

}  // namespace

TEST_CASE("cricket: every phase has consistent shapes and ids", "[cricket]") {
  for (const char* id : kPhaseIds) {
    const CricketWalkthrough w = cricketWalkthrough(id);
    INFO(id);
    REQUIRE(w.ok());
    const auto n = static_cast<Eigen::Index>(w.bowlerIds.size());
    const auto d = static_cast<Eigen::Index>(w.keyFeatureIds.size());
    const auto dv = static_cast<Eigen::Index>(w.valueFeatureIds.size());
    REQUIRE(n >= 3);
    CHECK(w.query.rows() == 1);
    CHECK(w.query.cols() == d);
    CHECK(w.keys.rows() == n);
    CHECK(w.keys.cols() == d);
    CHECK(w.values.rows() == n);
    CHECK(w.values.cols() == dv);
    CHECK(w.weights.cols() == n);
    CHECK(w.output.cols() == dv);
    CHECK(w.phase == id);
    CHECK(w.phaseIds == std::vector<std::string>{"powerplay", "over35"});
  }
}

TEST_CASE("cricket: weights sum to 1 in each phase", "[cricket]") {
  for (const char* id : kPhaseIds) {
    const CricketWalkthrough w = cricketWalkthrough(id);
    INFO(id);
    REQUIRE(w.ok());
    CHECK(w.weights.sum() == Approx(1.0).margin(1e-12));
    CHECK(w.weights.minCoeff() >= 0.0);
  }
}

TEST_CASE("cricket: Kohli watches the pace bowler in the powerplay", "[cricket]") {
  const CricketWalkthrough w = cricketWalkthrough("powerplay");
  REQUIRE(w.ok());
  CHECK(strongestBowler(w) == bowlerNamed(w, "cummins"));
  CHECK(w.weights.maxCoeff() > 0.5);  // clearly focused, not near-uniform
}

TEST_CASE("cricket: Kohli watches the spinner in the 35th over", "[cricket]") {
  const CricketWalkthrough w = cricketWalkthrough("over35");
  REQUIRE(w.ok());
  CHECK(strongestBowler(w) == bowlerNamed(w, "zampa"));
  CHECK(w.weights.maxCoeff() > 0.5);
}

TEST_CASE("cricket: scores are query·key / sqrt(d), by hand from the returned vectors",
          "[cricket]") {
  for (const char* id : kPhaseIds) {
    const CricketWalkthrough w = cricketWalkthrough(id);
    INFO(id);
    REQUIRE(w.ok());
    const double d = static_cast<double>(w.query.cols());
    for (Eigen::Index i = 0; i < w.keys.rows(); ++i) {
      double dot = 0.0;
      for (Eigen::Index j = 0; j < w.query.cols(); ++j) dot += w.query(0, j) * w.keys(i, j);
      // The features are small whole numbers, so the dot product is exact in any order.
      CHECK(w.dotProducts(0, i) == dot);
      // The model multiplies by 1/sqrt(d); dividing instead may round differently in the last bit.
      CHECK(w.scores(0, i) == dot * (1.0 / std::sqrt(d)));
      CHECK(w.scores(0, i) == Approx(dot / std::sqrt(d)).epsilon(1e-15));
    }
  }
}

TEST_CASE("cricket: weights are the model's softmax of the returned scores", "[cricket]") {
  for (const char* id : kPhaseIds) {
    const CricketWalkthrough w = cricketWalkthrough(id);
    INFO(id);
    REQUIRE(w.ok());
    const Matrix expected = softmaxRows(w.scores, false);
    CHECK(w.weights == expected);
  }
}

TEST_CASE("cricket: the output is the weighted sum of the returned values", "[cricket]") {
  for (const char* id : kPhaseIds) {
    const CricketWalkthrough w = cricketWalkthrough(id);
    INFO(id);
    REQUIRE(w.ok());
    for (Eigen::Index j = 0; j < w.values.cols(); ++j) {
      double blended = 0.0;
      for (Eigen::Index i = 0; i < w.values.rows(); ++i)
        blended += w.weights(0, i) * w.values(i, j);
      CHECK(w.output(0, j) == Approx(blended).margin(1e-12));
    }
  }
}

TEST_CASE("cricket: an unknown phase is an error value", "[cricket]") {
  const CricketWalkthrough w = cricketWalkthrough("tea break");
  CHECK_FALSE(w.ok());
  CHECK(test::shown(w.error) == "unknown-phase(phase: \"tea break\")");
  CHECK(w.weights.size() == 0);
  CHECK(w.bowlerIds.empty());
}
