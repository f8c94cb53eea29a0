#include "supplied_model.hpp"

#include "position_operations.hpp"

namespace posattn {

int SuppliedModel::indexOf(std::string_view key) const {
  for (std::size_t i = 0; i < words.size(); ++i)
    if (words[i] == key) return static_cast<int>(i);
  return -1;
}

Message SuppliedModel::mismatch(const AttentionSettings& s) const {
  const auto d = static_cast<Eigen::Index>(s.modelWidth);
  if (width() != s.modelWidth || weights.query.rows() != d || weights.query.cols() != d ||
      weights.key.cols() != d || weights.value.cols() != d || weights.output.cols() != d)
    return say("model-width-mismatch", "modelWidth", width(), "width", s.modelWidth);
  if (heads != s.heads)
    return say("model-heads-mismatch", "modelHeads", heads, "heads", s.heads);
  const ScoreBias bias = operationsOf(s.position).bias;
  if (bias == ScoreBias::BucketTable &&
      (weights.t5Table.rows() != s.position.t5Buckets || weights.t5Table.cols() != s.heads))
    return say("model-t5-mismatch");
  if (bias == ScoreBias::DistanceSlopes && weights.alibiSlopes.size() != static_cast<std::size_t>(s.heads))
    return say("model-alibi-mismatch");
  return {};
}

Vector VocabularyEmbedder::embed(std::string_view key, int width) const {
  const int row = model_.indexOf(key);
  if (row < 0 || width != model_.width()) return Vector::Zero(width);
  return model_.embeddings.row(row).transpose();
}

}  // namespace posattn
