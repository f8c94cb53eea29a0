#pragma once
// Adapters for training (the training module only): settings in, plain figures and plain model
// values out. Trainers live in the module, named by a small integer id, so JavaScript holds no C++
// handle (releaseTrainer frees).
#include <emscripten/val.h>

#include <string>

namespace posattn::js {

using emscripten::val;

val trainTasks();                          // [{name, words: [..], trainLengths: [shortest, longest]}]
val createTrainer(const val& settings);    // {ok, error, id}
val trainSteps(int id, int count);         // {ok, error, steps, losses: Float64Array, accuracy, testLoss}
// The same steps, with the held-out accuracy only when `evaluate` (no test loss): a slice the panel
// can size to a few tens of milliseconds.
val trainSlice(int id, int count, bool evaluate);  // {ok, error, steps, losses, accuracy?}
val lengthTable(int id);  // testLengths and accuracy: Float64Array, one per factor (1x to 8x)
val exportModel(int id);                   // {ok, error, model: {format, settings..., parameters}}
val importModel(const val& model);         // {ok, error, id}: a trainer with these weights
val testLengths(int id);  // {ok, error, factors, lengths, testSizes, shortestSeen, shortestPossible}
val heldOutAccuracy(int id, double lengthFactor);  // {ok, error, accuracy}: one column of lengthTable
val copyTrainer(int id);                   // {ok, error, id}: the same weights, data and moments
val scaleRope(int id, const std::string& scaling, double factor);  // {ok, error}: RoPE from now on
val trainAt(int id, double lengthFactor);  // {ok, error}: fine-tune on longer sentences from now on
val trainAlibiSlopes(int heads);           // Float64Array: the paper's slopes for this many heads
val predictWords(const val& model, const val& words);  // {ok, error, known, unknown, answers}
bool releaseTrainer(int id);

}  // namespace posattn::js
