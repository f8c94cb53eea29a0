#pragma once
// Adapters between core values and plain JavaScript values. No logic lives here: each function
// copies one kind of value across the boundary, so JS owns everything it receives.
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "core/analysis.hpp"
#include "core/cricket.hpp"
#include "core/nearest_settings.hpp"
#include "message_value.hpp"

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
// (message, failure and shownValue: message_value.hpp)
val cricket(const CricketWalkthrough& walkthrough);  // {ok, error, ...}; vectors as Float64Array

// Argument checks: each returns an empty message and sets `out`, or says what is wrong.
// A whole number in [low, high]; `field` is the argument's name in the API ("heads", "order[2]").
Message wholeNumber(const val& value, const std::string& field, long long low, long long high, int& out);
// A string of at most kMaxTextLength UTF-16 units, lone surrogates replaced by U+FFFD, as UTF-8.
Message wellFormedText(const val& value, std::string& out);

// An order field (absent, or an array of own whole numbers of at most kMaxTokens entries).
Message readOrder(const val& field, Order& out);

// A request's `parts` field (AnalysisParts; absent: every part, every head).
Message readParts(const val& field, AnalysisParts& out);

// Reads an analysis request from a plain object. Absent fields keep the defaults; a field of the
// wrong type, a fraction where a whole number belongs, or a number beyond any setting sets
// `problem` to a message naming the field and the value (docs/api.md).
AnalysisRequest request(const val& object, Message& problem);

// {ok: true, error: null, settings: {only the fields that changed}, notes: [messages]}
val runnable(const AnalysisRequest& asked, const RunnableSettings& near);

}  // namespace posattn::js
