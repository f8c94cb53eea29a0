#include "cricket.hpp"

#include <array>
#include <cmath>

#include "attention.hpp"

namespace posattn {
namespace {

constexpr int kKeyWidth = 5;    // d
constexpr int kValueWidth = 5;  // dv
constexpr int kBowlers = 4;     // n

using KeyRow = std::array<double, kKeyWidth>;
using ValueRow = std::array<double, kValueWidth>;

// The ids of the features and bowlers; their words are the page's (text/en/cricket.js).
const std::array<const char*, kKeyWidth> kKeyFeatures = {"pace", "bounce", "turn", "close", "deep"};
const std::array<const char*, kValueWidth> kValueFeatures = {"bouncer", "leave", "googly", "feet", "rotate"};
// The scales (text/en/cricket.js says them): query 0 = not looking for it, 1 = keeping an eye on it,
// 2 = top priority; keys 0 = not seen in his recent overs .. 3 = his stock ball (fields: 3 = as many
// catchers, or men back, as the plan allows); values 1 = the main lesson, 0.5 = a second, 0 = none.

struct Bowler {
  const char* id;  // Pat Cummins, right-arm fast: the short ball; Mitchell Starc, left-arm fast:
                   // swing; Adam Zampa, leg-spinner: the googly; Glenn Maxwell, part-time off-spin
  ValueRow value;  // what his kind of bowling tells the batter, the same in every phase
};

const std::array<Bowler, kBowlers> kBowlerTable = {{
    {"cummins", {1.0, 0.5, 0.0, 0.0, 0.0}},  // the bouncer is his weapon; the one that seams asks for a leave
    {"starc", {0.5, 1.0, 0.0, 0.0, 0.0}},  // swing is beaten by playing late; his bouncer is the surprise
    {"zampa", {0.0, 0.0, 1.0, 0.5, 0.5}},  // the googly takes wickets; footwork and singles blunt him
    {"maxwell", {0.0, 0.0, 0.0, 1.0, 1.0}},  // nothing to read: get down the track and take the singles
}};

struct Phase {
  const char* id;  // its label and match situation: text/en/cricket.js
  KeyRow query;                        // Kohli's intent
  std::array<KeyRow, kBowlers> keys;   // rows in kBowlerTable order
};

// Deep field: only two men may be out in overs 1-10 (every bowler reads 1), four in overs 11-40
// and every captain uses them (every bowler reads 3). A reading all keys share adds the same to
// every score, and softmax ignores a constant shift, so it never decides whom Kohli watches.
const std::array<Phase, 2> kPhases = {{
    {"powerplay",  // new hard ball, fielding restrictions: the quicks bowl short with slips
     // pace and bounce are the threat, the close catchers say how hard they are attacking
     {2, 2, 0, 1, 0},
     {{
         {3, 3, 0, 3, 1},  // Cummins: express, short ball is the plan, slips + gully + short leg
         {3, 1, 0, 2, 1},  // Starc: express but full for swing, bouncer only now and then, 2 slips
         {0, 0, 2, 1, 1},  // Zampa: the new ball grips less, one slip
         {0, 0, 1, 0, 1},  // Maxwell: little turn from a new ball, no catcher
     }}},
    {"over35",  // old ball, tiring quicks, Zampa on with men in the deep: turn and strike rotation
     // the turn (and the googly) is the threat; a close catcher means the edge is being hunted;
     // the deep field shows where the gaps for singles are
     {0, 0, 2, 1, 1},
     {{
         {2, 1, 0, 0, 3},  // Cummins: tiring, cutters and the odd short one, no slip any more
         {2, 0, 0, 0, 3},  // Starc: tiring, full and straight looking for reverse swing
         {0, 0, 3, 1, 3},  // Zampa: the old ball grips, legbreak and googly, a slip for the edge
         {0, 0, 2, 0, 3},  // Maxwell: some turn from the rough, defensive field
     }}},
}};

template <std::size_t N>
std::vector<std::string> names(const std::array<const char*, N>& list) {
  return std::vector<std::string>(list.begin(), list.end());
}

template <std::size_t N>
Matrix row(const std::array<double, N>& values) {
  Matrix out(1, static_cast<Eigen::Index>(N));
  for (std::size_t j = 0; j < N; ++j) out(0, static_cast<Eigen::Index>(j)) = values[j];
  return out;
}

void describe(CricketWalkthrough& w, const Phase& p) {
  w.phase = p.id;
  for (const Phase& each : kPhases) w.phaseIds.push_back(each.id);
  w.keyFeatureIds = names(kKeyFeatures);
  w.valueFeatureIds = names(kValueFeatures);
  for (const Bowler& b : kBowlerTable) w.bowlerIds.push_back(b.id);
}

}  // namespace

CricketWalkthrough cricketWalkthrough(const std::string& phase) {
  CricketWalkthrough w;
  const Phase* chosen = nullptr;
  for (const Phase& p : kPhases)
    if (phase == p.id) chosen = &p;
  if (!chosen) {
    w.error = say("unknown-phase", "phase", phase);
    return w;
  }
  describe(w, *chosen);

  w.query = row(chosen->query);
  w.keys.resize(kBowlers, kKeyWidth);
  w.values.resize(kBowlers, kValueWidth);
  for (int i = 0; i < kBowlers; ++i) {
    w.keys.row(i) = row(chosen->keys[static_cast<std::size_t>(i)]);
    w.values.row(i) = row(kBowlerTable[static_cast<std::size_t>(i)].value);
  }

  // As runSeededHead does it: q·k, scaled by 1/sqrt(d), softmax by row, then weights · values.
  const double scale = 1.0 / std::sqrt(static_cast<double>(kKeyWidth));
  w.dotProducts = w.query * w.keys.transpose();
  w.scores = scale * w.dotProducts;
  w.weights = softmaxRows(w.scores, false);
  w.output = w.weights * w.values;
  return w;
}

}  // namespace posattn
