// The one Adam (core/adam.hpp) both trainers run: the paper's first step, numbers without a gradient
// standing still, and the float instance (the English trainer's) following the double one.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "core/adam.hpp"

using namespace posattn;

TEST_CASE("Adam: the first step moves each number by the rate against its gradient's sign", "[adam]") {
  std::vector<double> values{1.0, -2.0, 0.5}, first(3, 0.0), second(3, 0.0);
  const std::vector<double> gradient{3.0, -0.002, 0.0};
  adamUpdate(values.data(), first.data(), second.data(), gradient.data(), 3, 1, 0.01, AdamCoefficients{});
  CHECK(values[0] == Approx(1.0 - 0.01).epsilon(1e-6));
  CHECK(values[1] == Approx(-2.0 + 0.01).epsilon(1e-4));
  CHECK(values[2] == 0.5);  // no gradient: it never moves
}

TEST_CASE("Adam: the scale is the gradient's, and float follows double", "[adam]") {
  std::vector<double> a(50), am(50, 0.0), av(50, 0.0), b(50), bm(50, 0.0), bv(50, 0.0);
  std::vector<float> f(50), fm(50, 0.0f), fv(50, 0.0f);
  for (int i = 0; i < 50; ++i) a[i] = b[i] = f[i] = static_cast<float>(std::sin(i));
  for (int step = 1; step <= 30; ++step) {
    std::vector<double> g(50), twice(50);
    std::vector<float> gf(50);
    for (int i = 0; i < 50; ++i) {
      g[i] = std::cos(i * step) * (i % 7);
      twice[i] = 2 * g[i];
      gf[i] = static_cast<float>(g[i]);
    }
    adamUpdate(a.data(), am.data(), av.data(), g.data(), 50, step, 1e-2, AdamCoefficients{});
    adamUpdate(b.data(), bm.data(), bv.data(), twice.data(), 50, step, 1e-2, AdamCoefficients{}, 0.5);
    adamUpdate(f.data(), fm.data(), fv.data(), gf.data(), 50, step, 1e-2, AdamCoefficients{});
  }
  for (int i = 0; i < 50; ++i) {
    CHECK(a[i] == b[i]);  // halving twice the gradient is the gradient, exactly
    CHECK(f[i] == Approx(a[i]).margin(1e-5));
  }
}
