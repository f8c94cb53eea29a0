// Training speed natively: Adam steps per second for each scheme and task with the page's default
// settings (width 16, 2 heads, one layer, batch 16), and the time to the plateau. Compare with
// bench/train.bench.mjs (the same steps in WebAssembly). Timings on shared machines are noisy:
// compare ratios within one run.
#include <algorithm>
#include <chrono>
#include <cstdio>

#include "core/schemes.hpp"
#include "core/train/trainer.hpp"

using namespace posattn;
using namespace posattn::train;

int main() {
  constexpr int kSteps = 200;
  constexpr int kBlock = 40;
  for (Task task : {Task::WhoDidIt, Task::PreviousToken}) {
    for (const SchemeInfo& scheme : schemeRegistry()) {  // every scheme, from the registry
      const char* name = scheme.name;
      TrainSettings settings;
      settings.model.task = task;
      settings.model.position.scheme = scheme.scheme;
      Trainer trainer(settings);
      // The fastest of five blocks of 40 steps: the least disturbed by other work on the machine.
      double best = 1e300;
      for (int block = 0; block < kSteps / kBlock; ++block) {
        const auto start = std::chrono::steady_clock::now();
        for (int k = 0; k < kBlock; ++k) trainer.step();
        best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
      }
      std::printf("%-15s %-11s %7.0f steps/s  accuracy 1x %.3f 2x %.3f 4x %.3f\n",
                  taskName(task).c_str(), name, kBlock / best, trainer.testAccuracy(1),
                  trainer.testAccuracy(2), trainer.testAccuracy(4));
    }
  }
}
