// Times analyze() on sentences of growing length: the cost of one keystroke on the page.
// Figures are recorded in bench/README.md; run with `build/native/bench/analysis_bench`.
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "core/analysis.hpp"
#include "core/schemes.hpp"

int main() {
  using Clock = std::chrono::steady_clock;
  std::vector<const char*> schemes;  // every scheme, from the registry
  for (const posattn::SchemeInfo& s : posattn::schemeRegistry()) schemes.push_back(s.name);
  for (int tokens : {6, 16, 32, 64}) {
    for (int width : {64, 256}) {
      for (const char* name : schemes) {
        posattn::AnalysisRequest request;
        for (int i = 0; i < tokens; ++i) request.text += "w" + std::to_string(i % 13) + " ";
        request.settings.modelWidth = width;
        request.settings.heads = 8;
        posattn::parseScheme(name, request.settings.position.scheme);
        request.order = posattn::seededShuffle(tokens, 3);
        const int repeats = 20;
        const auto start = Clock::now();
        double sink = 0.0;
        for (int r = 0; r < repeats; ++r) sink += posattn::analyze(request).comparison.outputError;
        const double ms =
            std::chrono::duration<double, std::milli>(Clock::now() - start).count() / repeats;
        std::printf("tokens=%2d width=%3d heads=8 scheme=%-10s %8.3f ms/analysis (%g)\n", tokens,
                    width, name, ms, sink > 0 ? 1.0 : 0.0);
      }
    }
  }
  return 0;
}
