#include "supply.hpp"

namespace posattn::train {

SuppliedModel suppliedModel(const Model& model) {
  SuppliedModel out;
  out.words = vocabulary(model.settings.task).words;
  out.embeddings = model.parameters.embedding;
  out.heads = model.settings.heads;
  const LayerParameters& first = model.parameters.layers.front();
  out.weights.query = first.query;
  out.weights.key = first.key;
  out.weights.value = first.value;
  out.weights.output = first.output;
  out.weights.t5Table = model.parameters.t5Table;
  out.weights.alibiSlopes = model.alibiSlopes;
  out.weights.learnedTable = model.parameters.positionTable;
  return out;
}

AttentionSettings analysisSettings(const Model& model) {
  const ModelSettings& m = model.settings;
  AttentionSettings s;
  s.modelWidth = m.width;
  s.heads = m.heads;
  s.causal = m.causal;
  s.temperature = 1.0;
  s.seed = m.seed;  // the learned table's rows past the trained ones are the seeded rows
  s.position = m.position;
  s.position.strength = 1.0;
  s.position.startPosition = 0;
  return s;
}

}  // namespace posattn::train
