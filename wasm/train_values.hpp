#pragma once
// Adapters for training (the training module only): settings in, plain figures and plain model
// values out. Trainers live in the module, named by a small integer id, so JavaScript holds no C++
// handle (releaseTrainer frees).
#include <emscripten/val.h>

namespace posattn::js {

using emscripten::val;

val trainTasks();                          // [{name, words: [..], trainLengths: [shortest, longest]}]
val createTrainer(const val& settings);    // {ok, error, id}
val trainSteps(int id, int count);         // {ok, error, steps, losses: Float64Array, accuracy, testLoss}
val lengthTable(int id);                   // {ok, error, factors: Int32Array, accuracy: Float64Array}
val exportModel(int id);                   // {ok, error, model: {format, settings..., parameters}}
val importModel(const val& model);         // {ok, error, id}: a trainer with these weights
bool releaseTrainer(int id);

}  // namespace posattn::js
