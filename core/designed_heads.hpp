#pragma once
#include <vector>

#include "attention.hpp"

namespace posattn {

// Two heads built by hand, so a learner can read them (and compare them with the seeded ones):
//  - the previous-token head is told which slot is one back (i - 1) by index arithmetic, and scores
//    each key by how close the current scheme makes its position to that slot (cosine of added
//    vectors, RoPE's rotation kernel, ALiBi's distance penalty; for T5, whether the key's offset
//    falls in the bucket of offset -1). So the direction "back" comes from the index, not from the
//    scheme. With no position scheme it has nothing to go on and spreads evenly, which is the
//    point. The first token attends to itself.
//  - the same-word head scores keys by the cosine similarity of their token embeddings (content
//    only), so repeated words attend to each other wherever they stand.
// Both read their values from the token embeddings. The same-word head's scores are sharpness x
// cosine; the previous-token head's are calibrated so the runner-up slot gets e^-sharpness times
// the weight of the previous slot, whatever the scheme's own scale: its weights show that a position
// signal exists, not how strong it is.
// Both heads, in that order (previous-token, then same-word): kDesignedHeadCount of them.
inline constexpr int kDesignedHeadCount = 2;
// `slotKernel` is slotKernel(trace.position) (below), made once for both runs of an analysis
// (SlotPositions, attention.hpp). Without intermediates a head keeps its label, weights and output.
std::vector<HeadTrace> runDesignedHeads(const AttentionTrace& trace, const AttentionSettings& s,
                                        const Matrix& slotKernel, bool keepIntermediates);

// The previous-token head's position similarity between sequence slots a and b (before sharpness).
double positionKernel(const AttentionTrace& trace, const AttentionSettings& s,
                      const AttentionWeights& w, int a, int b);
// The same for every pair of slots at once (n x n), the explorer's position-similarity matrix,
// from a run's added position rows (n x d; n slots): it depends on the slots, not on the tokens.
Matrix slotKernel(const Matrix& position, const AttentionSettings& s, const AttentionWeights& w);

}  // namespace posattn
