#pragma once
// Reading a trained model exported by the training module back in: its settings and weights as
// core values. Both modules link this file: the analysis module to run a trained model
// (attachTrainedModel), the training module to import one. It needs only the model's shape
// (core/train model, tasks, settings, supply), never the trainer, its gradients or Adam.
#include <emscripten/val.h>

#include <string>

#include "core/analysis.hpp"
#include "core/train/model.hpp"
#include "core/train/settings.hpp"

namespace posattn::js {

using emscripten::val;

// The `format` field of every exported model.
inline constexpr const char* kTrainedModelFormat = "posattn-trained-model";

// Training settings from a plain object: absent fields keep the defaults; an unknown task or
// scheme, or settings no trainer can run, set `problem`.
train::TrainSettings readTrainSettings(const val& object, std::string& problem);

// An exported model ({format, settings..., parameters}) into settings and weights. Returns false
// with `problem` set when it is not such a model or a group of weights has the wrong shape.
bool readTrainedModel(const val& object, train::TrainSettings& settings, train::Model& model,
                      std::string& problem);

// An analysis request may carry `trainedModel` (an exported model): the analysis then runs that
// model's weights. Returns false with `problem` set when the value cannot be read.
bool attachTrainedModel(const val& object, AnalysisRequest& request, std::string& problem);

}  // namespace posattn::js
