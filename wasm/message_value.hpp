#pragma once
// A core message (core/message.hpp) as a plain JavaScript value, for every module: the analysis,
// training and English modules all answer with {ok: false, error: {code, name: value, ...}}.
#include <emscripten/val.h>

#include "core/message.hpp"

namespace posattn::js {

using emscripten::val;

// A core message as a plain object {code, name: value, ...}, a message argument as such an object
// too; an empty message is null.
val message(const Message& m);
val failure(const Message& error);  // {ok: false, error: {code, ...}}

// What a JavaScript value is, for a message: {code: "value", type} with `type` its typeof (or
// "null"), and `text` as JavaScript writes it for numbers, booleans, BigInts and undefined.
Message shownValue(const val& value);

}  // namespace posattn::js
