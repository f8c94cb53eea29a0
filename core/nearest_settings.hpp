#pragma once
#include <string>
#include <vector>

#include "attention.hpp"

namespace posattn {

// Settings the core can run, as close as possible to the ones asked for: what a page does with a
// link whose settings the core refuses, so the first view still draws. One note per change, saying
// what changed and the core's own reason (validateSettings / validateShift), so the rules live in
// one place. Changes move the fewest fields: ranges are clamped, heads and width move to the
// nearest pair that divides evenly (and fits the scheme), the scheme and seed never change.
struct RunnableSettings {
  AttentionSettings settings;
  int shiftBy = 5;
  // One per change, empty when the settings already ran: {setting-changed, field, from, to, reason},
  // {shift-changed, from, to, reason} or {settings-defaults, reason}, the reason the core's message.
  std::vector<Message> notes;
};

RunnableSettings nearestRunnableSettings(const AttentionSettings& settings, int shiftBy,
                                         int tokenCount);

}  // namespace posattn
