#pragma once
// Reading a trained model exported by the training module back in: its settings and weights as
// core values. Both modules link this file: the analysis module to run a trained model
// (attachTrainedModel), the training module to import one. Every check lives in the core's model
// reader (core/train/model_input.hpp over core/model_reader.hpp); this file only hands it the
// JavaScript value through JsModelValue (model_value_js.hpp), which reads own data keys only.
#include <emscripten/val.h>

#include <string>

#include "core/analysis.hpp"
#include "core/train/model.hpp"
#include "core/train/model_input.hpp"
#include "core/train/settings.hpp"

namespace posattn::js {

using emscripten::val;

// The `format` field of every exported model.
inline constexpr const char* kTrainedModelFormat = train::kTrainedModelFormat;

// Training settings from a plain object (core/train/model_input.hpp, readTrainSettings); `what`
// names the caller when the value is not an object.
train::TrainSettings readTrainSettings(const val& object, Message& problem,
                                       const std::string& what = "model");

// An exported model ({format, settings..., parameters}) into settings and weights. Returns false
// with `problem` set when it is not such a model, a field is wrong, a group of weights has the
// wrong shape, or a weight is not a finite number within the bound (docs/api.md, "Model files").
bool readTrainedModel(const val& object, train::TrainSettings& settings, train::Model& model,
                      Message& problem);

// An analysis request may carry `trainedModel` (an exported model): the analysis then runs that
// model's weights. Returns false with `problem` set when the value cannot be read.
bool attachTrainedModel(const val& object, AnalysisRequest& request, Message& problem);

}  // namespace posattn::js
