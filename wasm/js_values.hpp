#pragma once
// Adapters between core values and plain JavaScript values. No logic lives here: each function
// copies one kind of value across the boundary, so JS owns everything it receives.
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "core/analysis.hpp"
#include "core/cricket.hpp"
#include "core/nearest_settings.hpp"

namespace posattn::js {

using emscripten::val;

// {rows, cols, data: Float64Array (row-major copy)}
val matrix(const Matrix& m);
val numbers(const std::vector<double>& values);  // Float64Array copy
val integers(const std::vector<int>& values);    // Int32Array copy
val tokens(const std::vector<Token>& tokens);    // [{text, key, byteStart, byteEnd}]
// Every matrix and per-head list of numbers in the result is a view into one Float64Array
// (packed_numbers.hpp); a head's intermediates the run did not keep are null.
val analysis(const AnalysisResult& result);
val failure(const std::string& message);  // {ok: false, error}
val cricket(const CricketWalkthrough& walkthrough);  // {ok, error, ...}; vectors as Float64Array

// Argument checks: each returns "" and sets `out`, or says what is wrong with the argument.
// A whole number in [low, high]; `what` names the argument in the message.
std::string wholeNumber(const val& value, const std::string& what, long long low, long long high,
                        int& out);
// A string of at most kMaxTextLength UTF-16 units, lone surrogates replaced by U+FFFD, as UTF-8.
std::string wellFormedText(const val& value, std::string& out);

// An order field (absent, or an array of own whole numbers of at most kMaxTokens entries).
std::string readOrder(const val& field, Order& out);

// Reads an analysis request from a plain object. Absent fields keep the defaults; a field of the
// wrong type, a fraction where a whole number belongs, or a number beyond any setting sets
// `problem` to a sentence naming the field and the value (docs/api.md).
AnalysisRequest request(const val& object, std::string& problem);

// {ok: true, error: "", settings: {only the fields that changed}, notes: [sentences]}
val runnable(const AnalysisRequest& asked, const RunnableSettings& near);

}  // namespace posattn::js
