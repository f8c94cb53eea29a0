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
// Ids, counts, factors, flags and names arrive as any JavaScript value and are checked (whole
// numbers in range, finite numbers, true or false, short text), never coerced by embind:
// 2**32 + 3 is not 3, "16" is not 16. Every call that trains or tests is held to the work bound
// (kMaxWorkPerCall in core/train/model_input.hpp).
val trainSteps(const val& id, const val& count);  // {ok, error, steps, losses: Float64Array, accuracy, testLoss}
// The same steps, with the held-out accuracy only when `evaluate` (no test loss): a slice the panel
// can size to a few tens of milliseconds.
val trainSlice(const val& id, const val& count, const val& evaluate);  // {ok, error, steps, losses, accuracy?}
val lengthTable(const val& id);  // testLengths and accuracy: Float64Array, one per factor (1x to 8x)
val exportModel(const val& id);            // {ok, error, model: {format, settings..., parameters}}
val importModel(const val& model);         // {ok, error, id}: a trainer with these weights
val testLengths(const val& id);  // {ok, error, factors, lengths, testSizes, shortestSeen, shortestPossible}
val heldOutAccuracy(const val& id, const val& lengthFactor);  // {ok, error, accuracy}: one column of lengthTable
val copyTrainer(const val& id);            // {ok, error, id}: the same weights, data and moments
val scaleRope(const val& id, const val& scaling, const val& factor);  // {ok, error}: RoPE from now on
val trainAt(const val& id, const val& lengthFactor);  // {ok, error}: fine-tune on longer sentences from now on
val trainAlibiSlopes(const val& heads);    // Float64Array: the paper's slopes for 1-8 heads (else empty)
val predictWords(const val& model, const val& words);  // {ok, error, known, unknown, answers}
bool releaseTrainer(const val& id);        // false for anything but the id of a live trainer

}  // namespace posattn::js
