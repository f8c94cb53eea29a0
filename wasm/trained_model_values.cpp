#include "trained_model_values.hpp"

#include <memory>

#include "core/train/supply.hpp"
#include "model_value_js.hpp"

namespace posattn::js {

train::TrainSettings readTrainSettings(const val& object, Message& problem, const std::string& what) {
  return train::readTrainSettings(JsModelValue(object), problem, what);
}

bool readTrainedModel(const val& object, train::TrainSettings& settings, train::Model& model,
                      Message& problem) {
  problem = train::readTrainedModel(JsModelValue(object), settings, model);
  return problem.empty();
}

bool attachTrainedModel(const val& object, AnalysisRequest& request, Message& problem) {
  const JsModelValue root(object);
  const auto value = root.field("trainedModel");
  if (value->kind() == ModelValue::Kind::Absent || value->kind() == ModelValue::Kind::Null) return true;
  train::TrainSettings settings;
  train::Model model;
  problem = train::readTrainedModel(*value, settings, model);
  if (!problem.empty()) return false;
  const int start = request.settings.position.startPosition;
  const bool designed = request.settings.designedHeads;
  const double sharpness = request.settings.designedSharpness;
  request.settings = train::analysisSettings(model);
  request.settings.position.startPosition = start;
  request.settings.designedHeads = designed;
  request.settings.designedSharpness = sharpness;
  request.model = std::make_shared<SuppliedModel>(train::suppliedModel(model));
  return true;
}

}  // namespace posattn::js
