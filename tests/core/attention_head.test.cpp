#include <catch2/catch.hpp>

#include "core/attention_head.hpp"
#include "core/random.hpp"
#include "tolerance.hpp"

using namespace posattn;
using test::maxAbsDiff;

// The one head every model runs (core/attention_head.hpp). Its numbers inside each model are
// checked by those models' goldens and gradient checks; here, what it promises whatever the model.
namespace {

constexpr HeadReads kAllReads[] = {HeadReads::Every, HeadReads::OwnAndBefore, HeadReads::OwnAndAfter};
constexpr HeadRounding kAllRoundings[] = {HeadRounding::Analysis, HeadRounding::EnglishModels};

bool reads(HeadReads rule, int i, int j) {
  return rule == HeadReads::Every || (rule == HeadReads::OwnAndBefore ? j <= i : j >= i);
}

}  // namespace

TEST_CASE("A head's softmax reads exactly its side, each row a distribution, in either rounding",
          "[attention][head]") {
  Matrix scores = seededMatrix(21, 9, 9, 3.0);
  scores(0, 8) = 500.0;  // an unread entry far above the rest must still get nothing
  scores(8, 0) = 500.0;
  for (HeadReads rule : kAllReads)
    for (HeadRounding rounding : kAllRoundings) {
      Matrix w = scores;
      softmaxRowsInPlace(w, rule, rounding);
      for (int i = 0; i < 9; ++i) {
        CHECK(w.row(i).sum() == Approx(1.0).margin(test::kTight));
        for (int j = 0; j < 9; ++j) {
          if (reads(rule, i, j)) CHECK(w(i, j) > 0.0);
          else CHECK(w(i, j) == 0.0);
        }
      }
    }
}

TEST_CASE("The two roundings differ only in rounding", "[attention][head]") {
  const Matrix scores = seededMatrix(22, 12, 12, 4.0);
  for (HeadReads rule : kAllReads) {
    Matrix analysis = scores, english = scores;
    softmaxRowsInPlace(analysis, rule, HeadRounding::Analysis);
    softmaxRowsInPlace(english, rule, HeadRounding::EnglishModels);
    CHECK(maxAbsDiff(analysis, english) < test::kTight);
  }
}

TEST_CASE("A head reading its own word and those after it is the mirror of one reading those before",
          "[attention][head]") {
  // Reversing the sentence turns "before" into "after": the weights come out reversed both ways.
  const int n = 7, width = 4;
  const Matrix q = seededMatrix(23, n, width, 1.0), k = seededMatrix(24, n, width, 1.0),
               v = seededMatrix(25, n, width, 1.0);
  const Matrix reverse = Matrix::Identity(n, n).rowwise().reverse();
  HeadRule<double> before, after;
  before.reads = HeadReads::OwnAndBefore;
  after.reads = HeadReads::OwnAndAfter;
  Matrix qb = q, kb = k, qa = reverse * q, ka = reverse * k, outBefore(n, width), outAfter(n, width);
  const Matrix wb = attendHead(qb, kb, v, 0, width, before, outBefore);
  const Matrix wa = attendHead(qa, ka, Matrix(reverse * v), 0, width, after, outAfter);
  CHECK(maxAbsDiff(wa, Matrix(reverse * wb * reverse)) < test::kTight);
  CHECK(maxAbsDiff(outAfter, Matrix(reverse * outBefore)) < test::kTight);
}

TEST_CASE("A head's backward matches central differences of its output", "[attention][head]") {
  // loss = sum(output ∘ G) for a fixed G; the check covers every rule and both roundings, with
  // RoPE (whose turn the backward undoes) and T5 (whose bucket table learns).
  const int n = 6, width = 4;
  const Matrix g = seededMatrix(26, n, width, 1.0);
  for (PositionScheme scheme : {PositionScheme::Rope, PositionScheme::T5})
    for (HeadReads rule : kAllReads)
      for (HeadRounding rounding : kAllRoundings) {
        Matrix buckets = seededMatrix(27, 8, 1, 0.5);
        HeadRule<double> head;
        head.positions.scheme = scheme;
        head.positions.t5Buckets = 8;
        head.positions.t5MaxDistance = 16;
        head.biasParts.buckets = &buckets;
        head.reads = rule;
        head.rounding = rounding;
        const Matrix q0 = seededMatrix(28, n, width, 1.0), k0 = seededMatrix(29, n, width, 1.0),
                     v = seededMatrix(30, n, width, 1.0);
        const auto loss = [&](const Matrix& q, const Matrix& k) {
          Matrix qq = q, kk = k, out(n, width);
          attendHead(qq, kk, v, 0, width, head, out);
          return out.cwiseProduct(g).sum();
        };
        Matrix q = q0, k = k0, out(n, width);
        const Matrix w = attendHead(q, k, v, 0, width, head, out);
        Matrix dq(n, width), dk(n, width), dv(n, width), dBuckets = Matrix::Zero(8, 1);
        attendHeadBackward(w, q, k, v, 0, width, head, g, dq, dk, dv, dBuckets);
        const double h = 1e-6;
        for (int i = 0; i < n; ++i)
          for (int c = 0; c < width; ++c) {
            Matrix up = q0, down = q0;
            up(i, c) += h;
            down(i, c) -= h;
            CHECK(dq(i, c) == Approx((loss(up, k0) - loss(down, k0)) / (2 * h)).margin(1e-6));
            up = k0;
            down = k0;
            up(i, c) += h;
            down(i, c) -= h;
            CHECK(dk(i, c) == Approx((loss(q0, up) - loss(q0, down)) / (2 * h)).margin(1e-6));
          }
        CHECK(maxAbsDiff(dv, Matrix(w.transpose() * g)) < test::kTight);
        if (scheme != PositionScheme::T5) continue;
        for (int b = 0; b < 8; ++b) {
          const double kept = buckets(b, 0);
          buckets(b, 0) = kept + h;
          const double up = loss(q0, k0);
          buckets(b, 0) = kept - h;
          const double down = loss(q0, k0);
          buckets(b, 0) = kept;
          CHECK(dBuckets(b, 0) == Approx((up - down) / (2 * h)).margin(1e-6));
        }
      }
}
