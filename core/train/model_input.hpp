#pragma once
// A trained model, or training settings, as they arrive from outside (an imported file, a stored
// entry, a caller of the training module): read through the one model reader (core/model_reader.hpp),
// so every field is checked, every tensor's shape is checked against the settings before a number
// is copied, and every weight is finite and bounded. Also the work bound of one training call.
#include <string>

#include "core/model_reader.hpp"
#include "model.hpp"
#include "settings.hpp"

namespace posattn::train {

// The `format` field of every exported model, and the versions this code reads.
inline constexpr const char* kTrainedModelFormat = "posattn-trained-model";
inline constexpr int kTrainedModelVersion = 1;

// Training settings from a plain object: absent fields keep the defaults; a field of the wrong
// type, a fraction where a whole number belongs, a number out of range, an unknown task or scheme,
// or settings no trainer can run set `problem` to a message naming the field. `what` names the
// caller in the message when the value is not an object ("createTrainer"; "model" for a model).
TrainSettings readTrainSettings(const ModelValue& object, Message& problem,
                                const std::string& what = "model");

// An exported model ({format, version, settings..., parameters}) into settings and weights.
// Returns an empty message on success, else what is wrong. Nothing is allocated from the value's own sizes:
// the weights are sized by the checked settings and each tensor must declare exactly that shape.
Message readTrainedModel(const ModelValue& object, TrainSettings& settings, Model& model);

// Runs the model once on a sentence of its task: an empty message when every output is finite.
Message runsOnce(const Model& model);

// The work of one training step in the units of kMaxWorkPerCall: batch x layers x longest
// training sentence x (width^2 + longest x width), the shape of one forward and backward pass.
double stepWork(const TrainSettings& settings);
// The same for a trainer whose training sentences now reach `longest` tokens (after trainAt).
double stepWork(const TrainSettings& settings, int longest);
// The work of measuring `sentences` held-out sentences of at most `longest` tokens, in the same
// units: each sentence counts as one of a training batch (a forward pass alone costs less, so this
// errs on the side of refusing).
double evaluationWork(const TrainSettings& settings, std::size_t sentences, int longest);
// The most work one trainSteps call may do: about 2 s at the largest settings on a laptop.
inline constexpr double kMaxWorkPerCall = 3e8;

}  // namespace posattn::train
