#pragma once
// Adapters for training (the training module only): settings in, plain figures and plain model
// values out. Trainers live in the module, named by a small integer id, so JavaScript holds no C++
// handle (releaseTrainer frees).
#include <emscripten/val.h>

namespace posattn::js {

using emscripten::val;

val trainTasks();                          // [{name, words: [..], trainLengths: [shortest, longest]}]
val createTrainer(const val& settings);    // {ok, error, id}
// Ids and counts arrive as any JavaScript value and are checked (whole numbers in range), never
// coerced by embind: 2**32 + 3 is not 3, "16" is not 16.
val trainSteps(const val& id, const val& count);  // {ok, error, steps, losses: Float64Array, accuracy, testLoss}
val lengthTable(const val& id);            // {ok, error, factors: Int32Array, accuracy: Float64Array}
val exportModel(const val& id);            // {ok, error, model: {format, settings..., parameters}}
val importModel(const val& model);         // {ok, error, id}: a trainer with these weights
bool releaseTrainer(const val& id);        // false for anything but the id of a live trainer

}  // namespace posattn::js
