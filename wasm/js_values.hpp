#pragma once
// Adapters between core values and plain JavaScript values. No logic lives here: each function
// copies one kind of value across the boundary, so JS owns everything it receives.
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "core/analysis.hpp"
#include "core/cricket.hpp"

namespace posattn::js {

using emscripten::val;

// {rows, cols, data: Float64Array (row-major copy)}
val matrix(const Matrix& m);
val numbers(const std::vector<double>& values);  // Float64Array copy
val integers(const std::vector<int>& values);    // Int32Array copy
val tokens(const std::vector<Token>& tokens);    // [{text, key, byteStart, byteEnd}]
val trace(const AttentionTrace& trace);
val analysis(const AnalysisResult& result);
val failure(const std::string& message);  // {ok: false, error}
val cricket(const CricketWalkthrough& walkthrough);  // {ok, error, ...}; vectors as Float64Array

// Reads an analysis request from a plain object; absent or non-numeric fields keep the defaults.
// `problem` is set when a field names something that does not exist (an unknown scheme).
AnalysisRequest request(const val& object, std::string& problem);

}  // namespace posattn::js
