#include <catch2/catch.hpp>

#include <string>

#include "core/embedding.hpp"
#include "core/limits.hpp"
#include "core/tokenizer.hpp"
#include "tolerance.hpp"

using namespace posattn;
using posattn::test::maxAbsDiff;

TEST_CASE("Hashed embeddings are a deterministic function of (seed, key)", "[embedding]") {
  const HashedEmbedder embedder(7);
  SECTION("the same key gives a bit-identical vector, even from another instance") {
    const HashedEmbedder twin(7);
    CHECK(maxAbsDiff(embedder.embed("cat", 32), embedder.embed("cat", 32)) == 0.0);
    CHECK(maxAbsDiff(embedder.embed("cat", 32), twin.embed("cat", 32)) == 0.0);
  }
  SECTION("different keys give clearly different vectors") {
    const char* words[] = {"the", "cat", "sat", "on", "mat", "The", "cats", ""};
    for (const char* a : words)
      for (const char* b : words) {
        if (std::string(a) == b) continue;
        CAPTURE(a, b);
        CHECK(maxAbsDiff(embedder.embed(a, 32), embedder.embed(b, 32)) > test::kVisible);
      }
  }
  SECTION("a different seed gives a different vocabulary") {
    CHECK(maxAbsDiff(embedder.embed("cat", 32), HashedEmbedder(8).embed("cat", 32)) >
          test::kVisible);
  }
  SECTION("the requested width is respected") {
    for (int width : {1, kMinModelWidth, 33, kMaxModelWidth}) {
      CAPTURE(width);
      CHECK(embedder.embed("word", width).size() == width);
    }
  }
  SECTION("entries look like a fresh embedding table: mean ~0, variance ~1") {
    double sum = 0.0, sumSquares = 0.0;
    int count = 0;
    for (int w = 0; w < 200; ++w) {
      const Vector v = embedder.embed("word" + std::to_string(w), 64);
      sum += v.sum();
      sumSquares += v.squaredNorm();
      count += static_cast<int>(v.size());
    }
    CHECK(sum / count == Approx(0.0).margin(0.05));
    CHECK(sumSquares / count == Approx(1.0).margin(0.05));
  }
}

TEST_CASE("embedTokens stacks one embedding per token, looked up by key", "[embedding]") {
  const HashedEmbedder embedder(7);
  const auto tokens = tokenize("The cat sat on the mat.", kMaxTokens).tokens;
  REQUIRE(tokens.size() == 7);
  const Matrix rows = embedTokens(embedder, tokens, 16);
  SECTION("one row per token, one column per dimension") {
    CHECK(rows.rows() == 7);
    CHECK(rows.cols() == 16);
  }
  SECTION("row i is embed(tokens[i].key)") {
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      CAPTURE(i);
      CHECK(maxAbsDiff(rows.row(static_cast<Eigen::Index>(i)).transpose(),
                       embedder.embed(tokens[i].key, 16)) == 0.0);
    }
  }
  SECTION("\"The\" and \"the\" share a row because they share a key") {
    CHECK(maxAbsDiff(rows.row(0), rows.row(4)) == 0.0);
  }
}
