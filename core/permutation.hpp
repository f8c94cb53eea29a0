#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "matrix.hpp"
#include "message.hpp"

namespace posattn {

// An order lists, for each new position k, the original index of the token placed there.
using Order = std::vector<int>;

Order identityOrder(int count);  // empty for count <= 0, as are the two below
Order reversedOrder(int count);
// Fisher-Yates from a seeded SplitMix64, so a seed names the same shuffle everywhere. For two or
// more tokens it never returns the identity (a "shuffle" that changes nothing teaches nothing).
Order seededShuffle(int count, std::uint64_t seed);
Order inverseOrder(const Order& order);
bool isIdentity(const Order& order);
// Empty if `order` is a permutation of 0..count-1; otherwise why not.
Message validateOrder(const Order& order, int count);

// out.row(k) = rows.row(order[k]): the rows as they stand after reordering.
Matrix reorderRows(const Matrix& rows, const Order& order);
// out(k, l) = m(order[k], order[l]): a token-by-token matrix after reordering.
Matrix reorderBoth(const Matrix& m, const Order& order);
// max |f(PX) - P f(X)|: `reordered` is the result on the reordered tokens, `original` on the
// original ones; each row is compared with the row of the same token.
double equivarianceError(const Matrix& original, const Matrix& reordered, const Order& order);
// The same for token-by-token matrices (attention weights): rows and columns both move.
double pairwiseEquivarianceError(const Matrix& original, const Matrix& reordered,
                                 const Order& order);

}  // namespace posattn
