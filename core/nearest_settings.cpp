#include "nearest_settings.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "analysis.hpp"
#include "limits.hpp"
#include "schemes.hpp"

namespace posattn {
namespace {

// Integers from nearest to farthest from `wanted` within [low, high]; ties go to the smaller.
std::vector<int> byDistance(int wanted, int low, int high) {
  std::vector<int> values;
  for (int v = low; v <= high; ++v) values.push_back(v);
  std::stable_sort(values.begin(), values.end(), [wanted](int a, int b) {
    return std::abs(static_cast<long long>(a) - wanted) < std::abs(static_cast<long long>(b) - wanted);
  });
  return values;
}

class Repair {
 public:
  Repair(AttentionSettings& settings, int tokenCount, std::vector<Message>& notes)
      : s_(settings), n_(tokenCount), notes_(notes) {}

  // Sets `field` to `value` when `broken`; the note carries the core's message from before.
  template <typename T>
  bool fix(bool broken, const char* name, T& field, T value) {
    if (!broken) return false;
    note(name, static_cast<double>(field), static_cast<double>(value), validateSettings(s_, n_));
    field = value;
    return true;
  }

  // `name` is the request's name for the field ("modelWidth"); the page says it in words.
  void note(const char* name, double from, double to, Message why) {
    notes_.push_back(say("setting-changed", "field", name, "from", from, "to", to, "reason", std::move(why)));
  }

  // Model width and heads: when they cannot run together (evenly divided, and whatever the scheme
  // needs of each head's width), the nearest pair that can, moving heads before width.
  bool fixShape() {
    AttentionSettings probe;  // defaults everywhere else, so only the shape can fail
    probe.position.scheme = s_.position.scheme;
    const auto runs = [&](int width, int heads) {
      probe.modelWidth = width;
      probe.heads = heads;
      return validateSettings(probe, n_).empty();
    };
    if (runs(s_.modelWidth, s_.heads)) return false;
    const Message why = validateSettings(s_, n_);
    for (int width : byDistance(s_.modelWidth, kMinModelWidth, kMaxModelWidth))
      for (int heads : byDistance(s_.heads, 1, kMaxHeads))
        if (runs(width, heads)) {
          if (width != s_.modelWidth) note("modelWidth", s_.modelWidth, width, why);
          if (heads != s_.heads) note("heads", s_.heads, heads, why);
          s_.modelWidth = width;
          s_.heads = heads;
          return true;
        }
    return false;
  }

 private:
  AttentionSettings& s_;
  int n_;
  std::vector<Message>& notes_;
};

// A value in [low, high], or `fallback` when it is not a number at all.
double clampOr(double value, double low, double high, double fallback) {
  return std::isnan(value) ? fallback : std::clamp(value, low, high);
}

}  // namespace

RunnableSettings nearestRunnableSettings(const AttentionSettings& settings, int shiftBy,
                                         int tokenCount) {
  RunnableSettings out{settings, shiftBy, {}};
  AttentionSettings& s = out.settings;
  PositionSettings& p = s.position;
  const AttentionSettings defaults;
  const int n = std::clamp(tokenCount, 1, kMaxTokens);
  Repair repair(s, n, out.notes);

  // In validateSettings' order, so the message each note quotes is about the field it changes.
  repair.fix(s.heads < 1 || s.heads > kMaxHeads, "heads", s.heads, std::clamp(s.heads, 1, kMaxHeads));
  repair.fix(s.modelWidth < kMinModelWidth || s.modelWidth > kMaxModelWidth, "modelWidth",
             s.modelWidth, std::clamp(s.modelWidth, kMinModelWidth, kMaxModelWidth));
  repair.fixShape();
  repair.fix(!(s.temperature >= 0.05 && s.temperature <= 20.0), "temperature", s.temperature,
             clampOr(s.temperature, 0.05, 20.0, defaults.temperature));
  // The scheme parameters, each to the nearest value in its range (schemes.hpp), in the table's
  // order: a distance is measured against the buckets already repaired.
  for (const SchemeParameter& parameter : kSchemeParameters)
    if (!withinRange(parameter, p)) {
      const double nearest = nearestInRange(parameter, p);
      repair.note(parameter.name, parameter.get(p), nearest, validateSettings(s, n));
      parameter.set(p, nearest);
    }
  repair.fix(p.startPosition < 0 || p.startPosition > kMaxPosition - n, "startPosition",
             p.startPosition, std::clamp(p.startPosition, 0, kMaxPosition - n));
  repair.fix(!(s.designedSharpness > 0.0 && s.designedSharpness <= 50.0), "designedSharpness",
             s.designedSharpness,
             s.designedSharpness > 50.0 ? 50.0 : defaults.designedSharpness);

  // A rule this function does not know yet: fall back to the defaults (keeping the scheme if it
  // can run with them), and say so.
  if (Message why = validateSettings(s, n); !why.empty()) {
    AttentionSettings fallback = defaults;
    fallback.seed = s.seed;
    fallback.causal = s.causal;
    fallback.position.scheme = s.position.scheme;
    if (!validateSettings(fallback, n).empty()) fallback.position = defaults.position;
    s = fallback;
    out.notes.push_back(say("settings-defaults", "reason", std::move(why)));
  }

  if (Message why = validateShift(out.shiftBy, p.startPosition, n); !why.empty()) {
    if (p.startPosition > kMaxPosition - n - 1) {  // no room for any shift after the sentence
      repair.note("startPosition", p.startPosition, kMaxPosition - n - 1, why);
      p.startPosition = kMaxPosition - n - 1;
    }
    const int shift = std::clamp(out.shiftBy, 1, kMaxPosition - n - p.startPosition);
    out.notes.push_back(say("shift-changed", "from", out.shiftBy, "to", shift, "reason", std::move(why)));
    out.shiftBy = shift;
  }
  return out;
}

}  // namespace posattn
