#include "packed_numbers.hpp"

#include <emscripten/bind.h>

namespace posattn::js {
namespace {

std::vector<double>& sharedStaging() {
  static std::vector<double> staging;  // its capacity stays: the next result reuses it
  return staging;
}

}  // namespace

PackedNumbers::PackedNumbers() : staging_(sharedStaging()) { staging_.clear(); }

void PackedNumbers::stage(val owner, const char* key, const double* data, std::size_t size) {
  pending_.push_back({std::move(owner), key, staging_.size(), size});
  staging_.insert(staging_.end(), data, data + size);
}

val PackedNumbers::matrix(const Matrix& m) {
  val out = val::object();
  out.set("rows", static_cast<int>(m.rows()));
  out.set("cols", static_cast<int>(m.cols()));
  stage(out, "data", m.data(), static_cast<std::size_t>(m.size()));
  return out;
}

void PackedNumbers::numbers(val owner, const char* key, const std::vector<double>& values) {
  stage(std::move(owner), key, values.data(), values.size());
}

void PackedNumbers::finish() {
  const val all = val(emscripten::typed_memory_view(staging_.size(), staging_.data())).call<val>("slice");
  for (Pending& p : pending_)
    p.owner.set(p.key, all.call<val>("subarray", p.begin, p.begin + p.size));
  pending_.clear();
}

}  // namespace posattn::js
