#pragma once
// Many arrays of doubles out to JavaScript as views into one Float64Array: one allocation and one
// copy per result instead of one per matrix, and one buffer for a worker to transfer. The staging
// memory on the C++ side is kept from call to call, so a keystroke reuses it instead of growing it.
#include <emscripten/val.h>

#include <cstddef>
#include <string>
#include <vector>

#include "core/matrix.hpp"

namespace posattn::js {

using emscripten::val;

class PackedNumbers {
 public:
  PackedNumbers();
  // {rows, cols, data}: `data` is filled in by finish().
  val matrix(const Matrix& m);
  // Sets owner[key] to the numbers (a Float64Array view) when finish() runs.
  void numbers(val owner, const char* key, const std::vector<double>& values);
  // Copies everything staged into one Float64Array and points every `data` (or key) at its part.
  void finish();

 private:
  struct Pending {
    val owner;
    const char* key;
    std::size_t begin, size;
  };
  void stage(val owner, const char* key, const double* data, std::size_t size);
  std::vector<double>& staging_;
  std::vector<Pending> pending_;
};

}  // namespace posattn::js
