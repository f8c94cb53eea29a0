#include "random.hpp"

namespace posattn {

std::uint64_t SplitMix64::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

double SplitMix64::uniform01() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

double SplitMix64::uniformSymmetric() { return 2.0 * uniform01() - 1.0; }

double SplitMix64::bell() {
  // Irwin-Hall with four terms has variance 4/12; multiplying by sqrt(3) makes it 1.
  const double sum = uniform01() + uniform01() + uniform01() + uniform01();
  return (sum - 2.0) * 1.7320508075688772;
}

int SplitMix64::below(int bound) {
  const auto range = static_cast<std::uint64_t>(bound);
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % range;
  std::uint64_t draw = next();
  while (draw >= limit) draw = next();
  return static_cast<int>(draw % range);
}

std::uint64_t hashString(std::string_view text) {
  std::uint64_t hash = 0xCBF29CE484222325ULL;
  for (unsigned char byte : text) {
    hash ^= byte;
    hash *= 0x100000001B3ULL;
  }
  return hash;
}

std::uint64_t mixSeeds(std::uint64_t a, std::uint64_t b) {
  SplitMix64 mixer(a ^ (b * 0x9E3779B97F4A7C15ULL));
  return mixer.next();
}

Matrix seededMatrix(std::uint64_t seed, int rows, int cols, double scale) {
  SplitMix64 rng(seed);
  Matrix m(rows, cols);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) m(r, c) = scale * rng.bell();
  return m;
}

}  // namespace posattn
