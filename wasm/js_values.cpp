#include "js_values.hpp"

#include <emscripten/bind.h>

#include <climits>
#include <cmath>

#include "core/limits.hpp"
#include "model_value_js.hpp"
#include "packed_numbers.hpp"
#include "scheme_values.hpp"

namespace posattn::js {
namespace {

template <typename T>
val typedCopy(const T* data, std::size_t size) {
  return val(emscripten::typed_memory_view(size, data)).call<val>("slice");
}

// A matrix the run did not keep (TraceOptions::keepIntermediates) is null, as the decomposition.
val kept(PackedNumbers& pack, const Matrix& m) { return m.size() == 0 ? val::null() : pack.matrix(m); }

val head(PackedNumbers& pack, const HeadTrace& h, HeadReads reads) {
  val out = val::object();
  out.set("label", message(h.label));
  out.set("reads", std::string(headReadsName(reads)));
  out.set("query", kept(pack, h.query));
  out.set("key", kept(pack, h.key));
  out.set("value", kept(pack, h.value));
  out.set("dotProducts", kept(pack, h.dotProducts));
  out.set("rawScores", kept(pack, h.rawScores));
  out.set("bias", kept(pack, h.bias));
  out.set("scores", kept(pack, h.scores));
  out.set("weights", kept(pack, h.weights));
  out.set("output", pack.matrix(h.output));
  if (h.decomposition.empty()) {
    out.set("decomposition", val::null());
  } else {
    val d = val::object();
    d.set("contentContent", pack.matrix(h.decomposition.contentContent));
    d.set("contentPosition", pack.matrix(h.decomposition.contentPosition));
    d.set("positionContent", pack.matrix(h.decomposition.positionContent));
    d.set("positionPosition", pack.matrix(h.decomposition.positionPosition));
    out.set("decomposition", d);
  }
  return out;
}

// `sides` holds every head's, seeded then designed; `first` is the list's first head among them.
val heads(PackedNumbers& pack, const std::vector<HeadTrace>& list, const std::vector<HeadReads>& sides,
          std::size_t first) {
  val out = val::array();
  for (std::size_t k = 0; k < list.size(); ++k)
    out.call<void>("push", head(pack, list[k], first + k < sides.size() ? sides[first + k] : HeadReads::Every));
  return out;
}

// A list's matrices, those not kept (AnalysisParts::comparisonHead) null.
val matrices(PackedNumbers& pack, const std::vector<Matrix>& list) {
  val out = val::array();
  for (const auto& m : list) out.call<void>("push", kept(pack, m));
  return out;
}

val trace(PackedNumbers& pack, const AttentionTrace& t, const std::vector<HeadReads>& sides) {
  val out = val::object();
  out.set("content", kept(pack, t.content));
  out.set("position", kept(pack, t.position));
  out.set("input", kept(pack, t.input));
  out.set("output", pack.matrix(t.output));
  out.set("heads", heads(pack, t.heads, sides, 0));
  out.set("designed", heads(pack, t.designed, sides, t.heads.size()));
  return out;
}

std::string typeOf(const val& value) { return value.typeOf().as<std::string>(); }

// Each reader leaves `out` alone when the field is absent, and returns what is wrong otherwise.
Message readNumber(const val& object, const char* name, double& out) {
  const val field = ownField(object, name);
  if (field.isUndefined()) return {};
  if (typeOf(field) != "number" || !std::isfinite(field.as<double>()))
    return say("expected-number", "field", name, "value", shownValue(field));
  out = field.as<double>();
  return {};
}

Message readFlag(const val& object, const char* name, bool& out) {
  const val field = ownField(object, name);
  if (field.isUndefined()) return {};
  if (typeOf(field) != "boolean") return say("expected-boolean", "field", name, "value", shownValue(field));
  out = field.as<bool>();
  return {};
}

// A whole number that fits an int; past that, the message names the field's real range (low..high),
// not the int's. Inside it, the core checks the range and says why (validateSettings).
Message readInteger(const val& object, const char* name, int& out, long long low = INT_MIN,
                    long long high = INT_MAX) {
  const val field = ownField(object, name);
  if (field.isUndefined()) return {};
  Message problem = wholeNumber(field, name, INT_MIN, INT_MAX, out);
  if (problem.empty() || typeOf(field) != "number") return problem;
  const double number = field.as<double>();
  if (!std::isfinite(number) || std::floor(number) != number) return problem;
  return say("out-of-range", "field", name, "min", low, "max", high, "value", shownValue(field));
}

// Not inlined: one copy of the vectorised scan serves every part below (the first download's size).
__attribute__((noinline)) bool finite(const double* data, std::size_t size) {
  for (std::size_t k = 0; k < size; ++k)
    if (!std::isfinite(data[k])) return false;
  return true;
}
bool finite(const Matrix& m) { return finite(m.data(), static_cast<std::size_t>(m.size())); }
bool finite(const std::vector<double>& list) { return finite(list.data(), list.size()); }

// The first part of a result holding a number that is not finite (NaN or an infinity), by id for
// the message (docs/api.md), or nullptr when every number is finite. A page never draws NaN: such
// a result is refused instead.
const char* nonFinitePart(const AnalysisResult& r) {
  for (const AttentionTrace* t : {&r.original, &r.reordered}) {
    if (!finite(t->content) || !finite(t->position) || !finite(t->input)) return "vectors";
    for (const std::vector<HeadTrace>* list : {&t->heads, &t->designed})
      for (const HeadTrace& h : *list) {
        if (!finite(h.query) || !finite(h.key) || !finite(h.value)) return "queries";
        if (!finite(h.dotProducts) || !finite(h.rawScores) || !finite(h.bias) || !finite(h.scores))
          return "scores";
        if (!finite(h.weights)) return "weights";
        if (!finite(h.output)) return "head-outputs";
      }
    if (!finite(t->output)) return "outputs";
  }
  const Comparison& c = r.comparison;
  const double scalars[] = {c.outputError, c.meanOutputError, r.shift.maxWeightDifference};
  bool compared = finite(scalars, 3) && finite(c.headWeightErrors) && finite(c.headOutputErrors) &&
                  finite(c.displacement) && finite(c.alignedOutput) && finite(c.outputDifference) &&
                  finite(r.shift.headWeightDifference);
  for (const std::vector<Matrix>* list : {&c.alignedWeights, &c.weightDifferences})
    for (const Matrix& m : *list) compared = compared && finite(m);
  if (!compared) return "comparison";
  if (!finite(r.positions.encoding) || !finite(r.positions.similarity) || !finite(r.alibiSlopes))
    return "positions";
  return nullptr;
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

val analysis(const AnalysisResult& r) {
  if (!r.ok()) return failure(r.error);
  if (const char* part = nonFinitePart(r)) return failure(say("non-finite-result", "part", part));
  PackedNumbers pack;
  val out = val::object();
  out.set("ok", true);
  out.set("error", val::null());
  out.set("tokens", tokens(r.tokens));
  out.set("order", integers(r.order));
  out.set("original", trace(pack, r.original, r.headSides));
  out.set("reordered", trace(pack, r.reordered, r.headSides));
  const Comparison& c = r.comparison;
  val comparison = val::object();
  comparison.set("outputError", c.outputError);
  comparison.set("equivariant", c.equivariant());
  pack.numbers(comparison, "headWeightErrors", c.headWeightErrors);
  pack.numbers(comparison, "headOutputErrors", c.headOutputErrors);
  pack.numbers(comparison, "displacement", c.displacement);
  comparison.set("alignedOutput", pack.matrix(c.alignedOutput));
  comparison.set("outputDifference", pack.matrix(c.outputDifference));
  comparison.set("alignedWeights", matrices(pack, c.alignedWeights));
  comparison.set("weightDifferences", matrices(pack, c.weightDifferences));
  comparison.set("meanOutputError", c.meanOutputError);
  out.set("comparison", comparison);
  val shift = val::object();
  shift.set("shiftBy", r.shift.shiftBy);
  pack.numbers(shift, "headWeightDifference", r.shift.headWeightDifference);
  shift.set("maxWeightDifference", r.shift.maxWeightDifference);
  shift.set("invariant", r.shift.invariant());
  out.set("shift", shift);
  val positions = val::object();
  positions.set("encoding", pack.matrix(r.positions.encoding));
  positions.set("similarity", pack.matrix(r.positions.similarity));
  out.set("positions", positions);
  pack.numbers(out, "alibiSlopes", r.alibiSlopes);
  pack.finish();
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
  out.set("error", val::null());
  out.set("phase", w.phase);
  out.set("phaseIds", val::array(w.phaseIds));
  out.set("keyFeatureIds", val::array(w.keyFeatureIds));
  out.set("valueFeatureIds", val::array(w.valueFeatureIds));
  out.set("bowlerIds", val::array(w.bowlerIds));
  out.set("query", row(w.query));
  out.set("keys", matrix(w.keys));
  out.set("values", matrix(w.values));
  out.set("dotProducts", row(w.dotProducts));
  out.set("scores", row(w.scores));
  out.set("weights", row(w.weights));
  out.set("output", row(w.output));
  return out;
}

Message wholeNumber(const val& value, const std::string& field, long long low, long long high, int& out) {
  if (typeOf(value) != "number") return say("expected-whole-number", "field", field, "value", shownValue(value));
  const double number = value.as<double>();
  if (!std::isfinite(number) || std::floor(number) != number)
    return say("not-whole-number", "field", field, "value", shownValue(value));
  if (number < static_cast<double>(low) || number > static_cast<double>(high))
    return say("out-of-range", "field", field, "min", low, "max", high, "value", shownValue(value));
  out = static_cast<int>(number);
  return {};
}

Message wellFormedText(const val& value, std::string& out) {
  if (typeOf(value) != "string") return say("expected-text", "field", "text", "value", shownValue(value));
  const int length = value["length"].as<int>();
  if (length > kMaxTextLength) return say("text-too-long", "length", length, "limit", kMaxTextLength);
  // A lone UTF-16 surrogate has no UTF-8 form: U+FFFD stands in for it, as in web/js/util/well-formed.js.
  static const val loneSurrogate = val::global("RegExp").new_(
      val("[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]"), val("g"));
  out = value.call<val>("replace", loneSurrogate, val(std::string("\uFFFD"))).as<std::string>();
  return {};
}

Message readOrder(const val& field, Order& out) {
  if (field.isUndefined()) return {};
  if (!val::global("Array").call<bool>("isArray", field))
    return say("expected-array", "field", "order", "value", shownValue(field));
  if (!accessorProblem(field).empty()) return say("getters", "field", "order");
  const int length = ownField(field, "length").as<int>();
  if (length > kMaxTokens) return say("order-too-long", "length", length, "limit", kMaxTokens);
  out.clear();
  for (int k = 0; k < length; ++k) {
    int index = 0;
    const std::string name = "order[" + std::to_string(k) + "]";
    if (Message problem = wholeNumber(ownField(field, std::to_string(k)), name, 0, kMaxTokens - 1, index);
        !problem.empty())
      return problem;
    out.push_back(index);
  }
  return {};
}

namespace {

// A scheme parameter (schemes.hpp, readParameter) from a request; the core checks its range.
Message readRequestParameter(const val& o, const SchemeParameter& parameter, PositionSettings& p) {
  const char* name = parameter.name;
  return readParameter(
      parameter, p, [&](bool& flag) { return readFlag(o, name, flag); },
      [&](double& number) { return readNumber(o, name, number); },
      [&](long long& whole) {
        int value = static_cast<int>(whole);
        Message problem = readInteger(o, name, value, static_cast<long long>(parameter.min),
                                      static_cast<long long>(parameter.max));
        whole = value;
        return problem;
      });
}

}  // namespace

// parts: {decomposition, shift, positions, intermediates, comparisonWeights}, each true unless
// set false (absent = everything), and detailHead and comparisonHead (absent = -1, every head).

Message readParts(const val& parts, AnalysisParts& out) {
  if (parts.isUndefined()) return {};
  if (typeOf(parts) != "object" || parts.isNull())
    return say("expected-object", "field", "parts", "value", shownValue(parts));
  if (!accessorProblem(parts).empty()) return say("getters", "field", "parts");
  for (const Message& each : {readFlag(parts, "decomposition", out.decomposition),
                              readFlag(parts, "shift", out.shift),
                              readFlag(parts, "positions", out.positions),
                              readFlag(parts, "intermediates", out.intermediates),
                              readFlag(parts, "comparisonWeights", out.comparisonWeights),
                              readInteger(parts, "detailHead", out.detailHead),
                              readInteger(parts, "comparisonHead", out.comparisonHead)})
    if (!each.empty()) return each;
  return {};
}

AnalysisRequest request(const val& o, Message& problem) {
  AnalysisRequest r;
  if (typeOf(o) != "object" || o.isNull() || val::global("Array").call<bool>("isArray", o)) {
    problem = say("expected-request", "value", shownValue(o));
    return r;
  }
  // Only own data properties are read (no getter runs, nothing inherited), as for a model.
  if (!(problem = accessorProblem(o)).empty()) return r;
  AttentionSettings& s = r.settings;
  PositionSettings& p = s.position;
  double seed = static_cast<double>(s.seed);
  std::string scheme;
  // In a fixed order, so the first problem is always the one reported.
  const Message problems[] = {
      ownField(o, "text").isUndefined() ? Message() : wellFormedText(ownField(o, "text"), r.text),
      readOrder(ownField(o, "order"), r.order),
      readInteger(o, "shiftBy", r.shiftBy, 1, kMaxPosition - 1),
      readInteger(o, "modelWidth", s.modelWidth, kMinModelWidth, kMaxModelWidth),
      readInteger(o, "heads", s.heads, 1, kMaxHeads),
      readFlag(o, "causal", s.causal),
      readNumber(o, "temperature", s.temperature),
      readNumber(o, "seed", seed),
      readFlag(o, "designedHeads", s.designedHeads),
      readNumber(o, "designedSharpness", s.designedSharpness),
  };
  for (const Message& each : problems)
    if (problem.empty()) problem = each;
  for (const SchemeParameter& parameter : kSchemeParameters)  // every one, as the registry lists them
    if (Message each = readRequestParameter(o, parameter, p); problem.empty()) problem = std::move(each);
  if (Message each = readInteger(o, "startPosition", p.startPosition, 0, kMaxPosition - 1); problem.empty())
    problem = std::move(each);
  if (problem.empty()) problem = readParts(ownField(o, "parts"), r.parts);
  if (problem.empty() && (seed < 0 || seed > 9007199254740991.0 || std::floor(seed) != seed))
    problem = say("out-of-range", "field", "seed", "min", 0, "max", 9007199254740991.0, "value",
                  shownValue(ownField(o, "seed")));
  s.seed = static_cast<std::uint64_t>(seed);
  const val schemeField = ownField(o, "scheme");
  if (problem.empty() && !schemeField.isUndefined()) {
    if (typeOf(schemeField) != "string")
      problem = say("expected-text", "field", "scheme", "value", shownValue(schemeField));
    else if (!parseScheme(schemeField.as<std::string>(), p.scheme))
      problem = say("unknown-scheme", "scheme", schemeField.as<std::string>());
  }
  return r;
}

val runnable(const AnalysisRequest& asked, const RunnableSettings& near) {
  // Only the fields that changed, named as in the request, so a caller can merge them in.
  val changed = val::object();
  const AttentionSettings &a = asked.settings, &n = near.settings;
  if (n.modelWidth != a.modelWidth) changed.set("modelWidth", n.modelWidth);
  if (n.heads != a.heads) changed.set("heads", n.heads);
  if (n.temperature != a.temperature) changed.set("temperature", n.temperature);
  if (n.designedSharpness != a.designedSharpness) changed.set("designedSharpness", n.designedSharpness);
  for (const SchemeParameter& parameter : kSchemeParameters)
    if (parameter.get(n.position) != parameter.get(a.position)) changed.set(parameter.name, parameterValue(parameter, n.position));
  if (n.position.startPosition != a.position.startPosition)
    changed.set("startPosition", n.position.startPosition);
  if (n.position.scheme != a.position.scheme) changed.set("scheme", schemeName(n.position.scheme));
  if (near.shiftBy != asked.shiftBy) changed.set("shiftBy", near.shiftBy);
  val out = val::object();
  val notes = val::array();
  for (const Message& note : near.notes) notes.call<void>("push", message(note));
  out.set("ok", true);
  out.set("error", val::null());
  out.set("settings", changed);
  out.set("notes", notes);
  return out;
}

}  // namespace posattn::js
