#pragma once
#include <string>
#include <vector>

#include "matrix.hpp"
#include "message.hpp"

namespace posattn {

// One attention computation told through cricket: Virat Kohli batting against Australia in an
// ODI. His intent is the query, each bowler's recent overs and field are the keys, and what each
// bowler's kind of bowling tells him to do is the values. Small hand-picked numbers, so every one
// can be explained in a sentence; the arithmetic is the model's own (one query row, softmaxRows).
struct CricketWalkthrough {
  Message error;  // empty on success; otherwise why not, and nothing else set

  // Ids, not words: the page tells the story in its own language (web/js/text/en/cricket.js names
  // every phase, feature and bowler by these ids, with the match situation and the scales).
  std::string phase;                    // "powerplay" or "over35"
  std::vector<std::string> phaseIds;    // every phase, for the page's switch
  std::vector<std::string> keyFeatureIds;    // d: what Kohli can read off a bowler ("pace", ...)
  std::vector<std::string> valueFeatureIds;  // dv: the tactical insight a bowler gives ("bouncer", ...)
  std::vector<std::string> bowlerIds;        // n: one per key/value row ("cummins", ...)

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
