#pragma once
// A number as an error message shows it (the value a reader refused): whole numbers below 1e16 in
// full, others as C's "%.6g" writes them (six significant digits, trailing zeros dropped, the
// exponent form below 1e-4 and from 1e6), NaN and Infinity by name. Written out rather than through
// snprintf, which would bring printf's formatter (about 3 KB gzip) into the first download.
#include <string>

namespace posattn {

std::string shownNumber(double value);

}  // namespace posattn
