// The first-visit analysis module's attachTrainedModel (attention.js): the seeded model only. Reading
// a trained model links the training side's model reader and its forward pass, 12.5 KB gzip of the
// first visit's 150 KB budget, for a learner who has trained or imported a model; the page sends
// those requests to attention-trained.js (the same surface with trained_model_values.cpp,
// engine/calls.js), so a request that carries one here is a fault of the caller's, refused by code.
#include "model_value_js.hpp"
#include "trained_model_values.hpp"

namespace posattn::js {

bool attachTrainedModel(const val& object, AnalysisRequest&, Message& problem) {
  const val model = ownField(object, "trainedModel");
  if (model.isUndefined() || model.isNull()) return true;
  problem = say("trained-model-in-other-module");
  return false;
}

}  // namespace posattn::js
