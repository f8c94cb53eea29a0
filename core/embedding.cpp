#include "embedding.hpp"

#include "random.hpp"

namespace posattn {

Vector HashedEmbedder::embed(std::string_view key, int width) const {
  return seededMatrix(mixSeeds(seed_, hashString(key)), 1, width, 1.0).row(0).transpose();
}

Matrix embedTokens(const TokenEmbedder& embedder, const std::vector<Token>& tokens, int width) {
  Matrix rows(static_cast<Eigen::Index>(tokens.size()), width);
  for (std::size_t i = 0; i < tokens.size(); ++i)
    rows.row(static_cast<Eigen::Index>(i)) = embedder.embed(tokens[i].key, width).transpose();
  return rows;
}

}  // namespace posattn
