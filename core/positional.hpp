#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "matrix.hpp"

namespace posattn {

enum class PositionScheme { None, Sinusoidal, Learned, Rope, Alibi, T5 };

// Additive schemes add a vector to each token's embedding; the others act on the scores.
bool isAdditive(PositionScheme scheme);
// Relative schemes make scores depend only on offsets between positions.
bool isRelative(PositionScheme scheme);
std::string schemeName(PositionScheme scheme);              // "none", "sinusoidal", ...
bool parseScheme(const std::string& name, PositionScheme& out);

// RoPE beyond its training length: position interpolation (Chen et al. 2023) divides every position
// by `factor`; NTK-aware scaling (bloc97 2023) leaves positions alone and raises the base to
// base * factor^(headWidth / (headWidth - 2)), stretching the slow pairs most and the fastest not at
// all. `None` (the default) is RoPE as published.
enum class RopeScaling { None, Interpolation, Ntk };
std::string ropeScalingName(RopeScaling scaling);  // "none", "interpolation", "ntk"
bool parseRopeScaling(const std::string& name, RopeScaling& out);

struct PositionSettings {
  PositionScheme scheme = PositionScheme::None;
  double base = 10000.0;      // sinusoidal and RoPE wavelength base
  double strength = 1.0;      // scale of added vectors (sinusoidal, learned)
  int t5Buckets = 32;
  int t5MaxDistance = 128;
  bool t5Bidirectional = true;
  int startPosition = 0;      // absolute position of the first token (the shift test moves it)
  RopeScaling ropeScaling = RopeScaling::None;  // the trainer's; the analysis runs RoPE unscaled
  double ropeFactor = 1.0;    // how many times the training length the scaling stretches to
};

// Vaswani et al. 2017: PE(p, 2i) = sin(p / base^(2i/d)), PE(p, 2i+1) = cos(p / base^(2i/d)).
Matrix sinusoidalEncoding(int start, int count, int width, double base);

// A fresh model's learned position table: rows drawn like token embeddings (mean 0, variance 1),
// one seeded stream per position, so any window of it is cheap and identical in every build.
// Untrained: it carries "which slot", but no notion of "near".
Matrix learnedEncoding(std::uint64_t seed, int start, int count, int width);

// The vectors added to the embeddings, strength included; zeros for non-additive schemes.
Matrix addedPositions(const PositionSettings& settings, std::uint64_t seed, int count, int width);

// RoPE (Su et al. 2021): rotate each pair (2i, 2i+1) of a query or key row at position p by the
// angle p * theta_i, theta_i = base^(-2i / headWidth). headWidth must be even.
void applyRotary(Matrix& rows, int start, double base);
double rotaryTheta(int pairIndex, int headWidth, double base);
// The same rotation with a scaling: interpolation turns position p by the angles of p / factor,
// NTK-aware scaling by a larger base. With RopeScaling::None it is exactly applyRotary above.
void applyRotary(Matrix& rows, int start, double base, RopeScaling scaling, double factor);
// The base and position multiplier a scaling gives (base unchanged and 1 without one).
double scaledRopeBase(double base, int headWidth, RopeScaling scaling, double factor);
double scaledRopePositionScale(RopeScaling scaling, double factor);

// ALiBi (Press et al. 2021) head slopes: for n a power of two, 2^(-8k/n), k = 1..n; otherwise the
// slopes of the closest smaller power of two m, then every other slope of 2m, as in the paper's code.
// Empty for heads < 1.
std::vector<double> alibiSlopes(int heads);
// Bias -slope * |i - j| (the causal mask, when on, removes j > i as in the paper).
Matrix alibiBias(double slope, int count);

// T5 (Raffel et al. 2020) bucket of relative position (key position - query position): exact for
// small distances, logarithmic up to maxDistance, the last bucket beyond. Defined for every input
// (bucket 0 when there are fewer than 2 buckets a direction); the binding refuses arguments outside
// the settings' ranges (docs/api.md).
int t5Bucket(int relativePosition, bool bidirectional, int buckets, int maxDistance);
// Seeded per-head bias per bucket (buckets x heads), as an untrained model's table.
Matrix t5BiasTable(std::uint64_t seed, int buckets, int heads);
Matrix t5Bias(const Matrix& table, int head, int count, const PositionSettings& settings);

}  // namespace posattn
