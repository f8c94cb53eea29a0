#include "js_values.hpp"

#include <emscripten/bind.h>

#include <cmath>

namespace posattn::js {
namespace {

template <typename T>
val typedCopy(const T* data, std::size_t size) {
  return val(emscripten::typed_memory_view(size, data)).call<val>("slice");
}

val head(const HeadTrace& h) {
  val out = val::object();
  out.set("label", h.label);
  out.set("query", matrix(h.query));
  out.set("key", matrix(h.key));
  out.set("value", matrix(h.value));
  out.set("dotProducts", matrix(h.dotProducts));
  out.set("rawScores", matrix(h.rawScores));
  out.set("bias", matrix(h.bias));
  out.set("scores", matrix(h.scores));
  out.set("weights", matrix(h.weights));
  out.set("output", matrix(h.output));
  if (h.decomposition.empty()) {
    out.set("decomposition", val::null());
  } else {
    val d = val::object();
    d.set("contentContent", matrix(h.decomposition.contentContent));
    d.set("contentPosition", matrix(h.decomposition.contentPosition));
    d.set("positionContent", matrix(h.decomposition.positionContent));
    d.set("positionPosition", matrix(h.decomposition.positionPosition));
    out.set("decomposition", d);
  }
  return out;
}

val heads(const std::vector<HeadTrace>& list) {
  val out = val::array();
  for (const auto& h : list) out.call<void>("push", head(h));
  return out;
}

val matrices(const std::vector<Matrix>& list) {
  val out = val::array();
  for (const auto& m : list) out.call<void>("push", matrix(m));
  return out;
}

bool has(const val& object, const char* name, const char* type) {
  return object[name].typeOf().as<std::string>() == type;
}

double number(const val& object, const char* name, double fallback) {
  if (!has(object, name, "number")) return fallback;
  const double value = object[name].as<double>();
  return std::isfinite(value) ? value : fallback;
}

int integer(const val& object, const char* name, int fallback) {
  const double value = number(object, name, fallback);
  return std::fabs(value) < 1e9 ? static_cast<int>(std::lround(value)) : fallback;
}

bool flag(const val& object, const char* name, bool fallback) {
  return has(object, name, "boolean") ? object[name].as<bool>() : fallback;
}

}  // namespace

val matrix(const Matrix& m) {
  val out = val::object();
  out.set("rows", static_cast<int>(m.rows()));
  out.set("cols", static_cast<int>(m.cols()));
  out.set("data", typedCopy(m.data(), static_cast<std::size_t>(m.size())));
  return out;
}

val numbers(const std::vector<double>& values) { return typedCopy(values.data(), values.size()); }

val integers(const std::vector<int>& values) { return typedCopy(values.data(), values.size()); }

val tokens(const std::vector<Token>& list) {
  val out = val::array();
  for (const auto& t : list) {
    val token = val::object();
    token.set("text", t.text);
    token.set("key", t.key);
    token.set("byteStart", t.byteStart);
    token.set("byteEnd", t.byteEnd);
    out.call<void>("push", token);
  }
  return out;
}

val trace(const AttentionTrace& t) {
  val out = val::object();
  out.set("content", matrix(t.content));
  out.set("position", matrix(t.position));
  out.set("input", matrix(t.input));
  out.set("output", matrix(t.output));
  out.set("heads", heads(t.heads));
  out.set("designed", heads(t.designed));
  return out;
}

val failure(const std::string& message) {
  val out = val::object();
  out.set("ok", false);
  out.set("error", message);
  return out;
}

val analysis(const AnalysisResult& r) {
  if (!r.ok()) return failure(r.error);
  val out = val::object();
  out.set("ok", true);
  out.set("error", std::string());
  out.set("tokens", tokens(r.tokens));
  out.set("order", integers(r.order));
  out.set("original", trace(r.original));
  out.set("reordered", trace(r.reordered));

  const Comparison& c = r.comparison;
  val comparison = val::object();
  comparison.set("outputError", c.outputError);
  comparison.set("equivariant", c.equivariant());
  comparison.set("headWeightErrors", numbers(c.headWeightErrors));
  comparison.set("headOutputErrors", numbers(c.headOutputErrors));
  comparison.set("displacement", numbers(c.displacement));
  comparison.set("alignedOutput", matrix(c.alignedOutput));
  comparison.set("outputDifference", matrix(c.outputDifference));
  comparison.set("alignedWeights", matrices(c.alignedWeights));
  comparison.set("weightDifferences", matrices(c.weightDifferences));
  comparison.set("meanOutputError", c.meanOutputError);
  out.set("comparison", comparison);

  val shift = val::object();
  shift.set("shiftBy", r.shift.shiftBy);
  shift.set("headWeightDifference", numbers(r.shift.headWeightDifference));
  shift.set("maxWeightDifference", r.shift.maxWeightDifference);
  shift.set("invariant", r.shift.invariant());
  out.set("shift", shift);

  val positions = val::object();
  positions.set("encoding", matrix(r.positions.encoding));
  positions.set("similarity", matrix(r.positions.similarity));
  out.set("positions", positions);
  out.set("alibiSlopes", numbers(r.alibiSlopes));
  return out;
}

val cricket(const CricketWalkthrough& w) {
  if (!w.ok()) return failure(w.error);
  // The walkthrough's vectors are single rows; the page reads them as plain arrays.
  const auto row = [](const Matrix& m) {
    return typedCopy(m.data(), static_cast<std::size_t>(m.size()));
  };
  val out = val::object();
  out.set("ok", true);
  out.set("error", std::string());
  out.set("phase", w.phase);
  out.set("phaseLabel", w.phaseLabel);
  out.set("situation", w.situation);
  out.set("phaseIds", val::array(w.phaseIds));
  out.set("phaseLabels", val::array(w.phaseLabels));
  out.set("keyFeatures", val::array(w.keyFeatures));
  out.set("valueFeatures", val::array(w.valueFeatures));
  out.set("bowlers", val::array(w.bowlers));
  out.set("bowlerDescriptions", val::array(w.bowlerDescriptions));
  out.set("queryScale", w.queryScale);
  out.set("keyScale", w.keyScale);
  out.set("valueScale", w.valueScale);
  out.set("query", row(w.query));
  out.set("keys", matrix(w.keys));
  out.set("values", matrix(w.values));
  out.set("dotProducts", row(w.dotProducts));
  out.set("scores", row(w.scores));
  out.set("weights", row(w.weights));
  out.set("output", row(w.output));
  return out;
}

AnalysisRequest request(const val& o, std::string& problem) {
  AnalysisRequest r;
  if (has(o, "text", "string")) r.text = o["text"].as<std::string>();
  if (val::global("Array").call<bool>("isArray", o["order"]))
    r.order = emscripten::vecFromJSArray<int>(o["order"]);
  r.shiftBy = integer(o, "shiftBy", r.shiftBy);
  // parts: {decomposition, shift, positions}, each true unless set false (absent = everything).
  if (has(o, "parts", "object")) {
    const val parts = o["parts"];
    r.parts.decomposition = flag(parts, "decomposition", r.parts.decomposition);
    r.parts.shift = flag(parts, "shift", r.parts.shift);
    r.parts.positions = flag(parts, "positions", r.parts.positions);
  }

  AttentionSettings& s = r.settings;
  s.modelWidth = integer(o, "modelWidth", s.modelWidth);
  s.heads = integer(o, "heads", s.heads);
  s.causal = flag(o, "causal", s.causal);
  s.temperature = number(o, "temperature", s.temperature);
  s.seed = static_cast<std::uint64_t>(std::fabs(number(o, "seed", static_cast<double>(s.seed))));
  s.designedHeads = flag(o, "designedHeads", s.designedHeads);
  s.designedSharpness = number(o, "designedSharpness", s.designedSharpness);

  PositionSettings& p = s.position;
  if (has(o, "scheme", "string") && !parseScheme(o["scheme"].as<std::string>(), p.scheme))
    problem = "Unknown positional encoding \"" + o["scheme"].as<std::string>() + "\".";
  p.base = number(o, "base", p.base);
  p.strength = number(o, "strength", p.strength);
  p.t5Buckets = integer(o, "t5Buckets", p.t5Buckets);
  p.t5MaxDistance = integer(o, "t5MaxDistance", p.t5MaxDistance);
  p.t5Bidirectional = flag(o, "t5Bidirectional", p.t5Bidirectional);
  p.startPosition = integer(o, "startPosition", p.startPosition);
  return r;
}

}  // namespace posattn::js
