#pragma once
#include <cstdint>
#include <string_view>

#include "matrix.hpp"

namespace posattn {

// SplitMix64: every output is defined by this code alone, so seeded numbers are identical in every
// build (native, WebAssembly, any standard library). std::normal_distribution is not.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  double uniform01();           // [0, 1), 53 random bits
  double uniformSymmetric();    // [-1, 1)
  // Bell-shaped, mean 0, variance 1: a sum of four uniforms (Irwin-Hall), exact arithmetic only.
  double bell();
  int below(int bound);         // uniform integer in [0, bound), without modulo bias

 private:
  std::uint64_t state_;
};

std::uint64_t hashString(std::string_view text);                  // FNV-1a, 64 bit
std::uint64_t mixSeeds(std::uint64_t a, std::uint64_t b);

// A rows x cols matrix of bell() draws times `scale`, from its own stream.
Matrix seededMatrix(std::uint64_t seed, int rows, int cols, double scale);

}  // namespace posattn
