#pragma once
// A trained model as the analysis reads it: the same weights the seeded model would have had, so
// every view of the page works on what training learned.
#include "core/analysis.hpp"
#include "model.hpp"

namespace posattn::train {

// The first layer's weights, the embeddings by word and the learned table (the analysis shows one
// layer of attention; a second trained layer is not drawn).
SuppliedModel suppliedModel(const Model& model);
// Settings under which the analysis runs exactly the trained model's first layer.
AttentionSettings analysisSettings(const Model& model);

}  // namespace posattn::train
