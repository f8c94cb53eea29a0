#pragma once
#include <string>
#include <vector>

#include "matrix.hpp"

namespace posattn {

// One attention computation told through cricket: Virat Kohli batting against Australia in an
// ODI. His intent is the query, each bowler's recent overs and field are the keys, and what each
// bowler's kind of bowling tells him to do is the values. Small hand-picked numbers, so every one
// can be explained in a sentence; the arithmetic is the model's own (one query row, softmaxRows).
struct CricketWalkthrough {
  std::string error;  // empty on success; otherwise a sentence for the page, and nothing else set

  std::string phase;       // "powerplay" or "over35"
  std::string phaseLabel;  // e.g. "Powerplay (overs 1-10)"
  std::string situation;   // one line on the match situation
  std::vector<std::string> phaseIds, phaseLabels;  // every phase, for the page's switch

  std::vector<std::string> keyFeatures;    // d names: what Kohli can read off a bowler
  std::vector<std::string> valueFeatures;  // dv names: the tactical insight a bowler gives
  std::vector<std::string> bowlers, bowlerDescriptions;  // n each, one per key/value row
  std::string queryScale, keyScale, valueScale;  // what the numbers 0..2, 0..3, 0..1 mean

  Matrix query;        // 1 x d: Kohli's intent, one row as in the model
  Matrix keys;         // n x d
  Matrix values;       // n x dv
  Matrix dotProducts;  // 1 x n: query · key
  Matrix scores;       // 1 x n: dotProducts / sqrt(d)
  Matrix weights;      // 1 x n: softmaxRows(scores)
  Matrix output;       // 1 x dv: weights · values, the insight he acts on

  bool ok() const { return error.empty(); }
};

// The walkthrough for one phase id ("powerplay" or "over35"); an unknown id sets `error`.
CricketWalkthrough cricketWalkthrough(const std::string& phase);

}  // namespace posattn
