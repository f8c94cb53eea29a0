// Arbitrary JSON-shaped values -> the model reader (train::readTrainedModel, the entry point both
// modules' bindings use for an imported, stored or requested model): never crashes, leaks or trips
// a sanitizer; a refusal has a message; an accepted model has exactly the shapes its settings
// need, only finite weights within kMaxWeightMagnitude, and runs. The tree below stands in for
// the JavaScript value (wasm/model_value_js.cpp answers the same questions of a real one).
#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstdlib>
#include <limits>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/analysis.hpp"
#include "core/model_reader.hpp"
#include "core/schemes.hpp"
#include "core/train/model_input.hpp"
#include "core/train/supply.hpp"
#include "tests/core/model_value_tree.hpp"

namespace {

using posattn::ModelValue;
using Kind = ModelValue::Kind;

void require(bool condition) {
  if (!condition) std::abort();
}

using Tree = posattn::test::TreeValue;

const char* const kKeys[] = {
    "format", "version", "task", "scheme", "width", "heads", "layers", "causal", "seed", "base",
    "t5Buckets", "t5MaxDistance", "t5Bidirectional", "dataSeed", "learningRate", "batchSize",
    "trainExamples", "testExamples", "steps", "words", "parameters", "embedding", "positions", "t5",
    "layer1.query", "layer1.key", "layer1.value", "layer1.output", "layer2.query", "layer2.key",
    "layer2.value", "layer2.output", "readout", "readoutBias", "rows", "cols", "data"};
// The texts a model file holds: its format, the tasks, every scheme's name (from the registry), "".
const std::vector<std::string>& texts() {
  static const std::vector<std::string> all = [] {
    std::vector<std::string> out{"posattn-trained-model", "who-did-it", "previous-token", ""};
    for (const posattn::SchemeInfo& scheme : posattn::schemeRegistry()) out.push_back(scheme.name);
    return out;
  }();
  return all;
}

double someNumber(FuzzedDataProvider& in) {
  switch (in.ConsumeIntegralInRange(0, 5)) {
    case 0: return in.ConsumeIntegralInRange(-2, 70);
    case 1: return in.ConsumeFloatingPointInRange(-2.0, 2.0);
    case 2: return std::numeric_limits<double>::quiet_NaN();
    case 3: return in.ConsumeBool() ? HUGE_VAL : 1e308;
    case 4: return in.ConsumeIntegralInRange<long long>(-(1LL << 40), 1LL << 40);
    default: return in.ConsumeFloatingPoint<double>();
  }
}

std::shared_ptr<Tree> someValue(FuzzedDataProvider& in, int depth);

// {rows, cols, data} with data of rows x cols numbers, so the reader's number checks are reached.
std::shared_ptr<Tree> someTensor(FuzzedDataProvider& in) {
  auto t = std::make_shared<Tree>();
  t->type = Kind::Object;
  const int rows = in.ConsumeIntegralInRange(0, 70), cols = in.ConsumeIntegralInRange(0, 70);
  auto number = [](double v) { auto n = std::make_shared<Tree>(); n->type = Kind::Number; n->value = v; return n; };
  t->fields.push_back({"rows", number(rows)});
  t->fields.push_back({"cols", number(cols)});
  auto data = std::make_shared<Tree>();
  data->type = Kind::Array;
  const bool wild = in.ConsumeIntegralInRange(0, 15) == 0;
  for (int k = 0; k < rows * cols; ++k)
    data->items.push_back(number(wild ? someNumber(in) : in.ConsumeFloatingPointInRange(-3.0, 3.0)));
  if (in.ConsumeIntegralInRange(0, 20) == 0) { data->claims = true; data->claimedLength = in.ConsumeIntegral<std::uint32_t>(); }
  t->fields.push_back({"data", data});
  return t;
}

std::shared_ptr<Tree> someValue(FuzzedDataProvider& in, int depth) {
  auto t = std::make_shared<Tree>();
  const int pick = in.ConsumeIntegralInRange(0, depth > 3 ? 4 : 8);
  switch (pick) {
    case 0: t->type = Kind::Null; break;
    case 1: t->type = Kind::Boolean; t->flag = in.ConsumeBool(); break;
    case 2: case 3: t->type = Kind::Number; t->value = someNumber(in); break;
    case 4:
      t->type = Kind::String;
      t->string = in.ConsumeBool() ? texts()[in.ConsumeIntegralInRange<std::size_t>(0, texts().size() - 1)]
                                   : in.ConsumeRandomLengthString(100);
      break;
    case 5: t->type = Kind::Other; break;
    case 6: {
      t->type = Kind::Array;
      const int n = in.ConsumeIntegralInRange(0, 8);
      for (int k = 0; k < n; ++k) t->items.push_back(someValue(in, depth + 1));
      break;
    }
    case 7: return someTensor(in);
    default: {
      t->type = Kind::Object;
      const int n = in.ConsumeIntegralInRange(0, 24);
      for (int k = 0; k < n && in.remaining_bytes() > 0; ++k) {
        std::string key = in.ConsumeBool() ? kKeys[in.ConsumeIntegralInRange<std::size_t>(0, 36)]
                                           : in.ConsumeRandomLengthString(20);
        t->fields.push_back({key, someValue(in, depth + 1)});
      }
    }
  }
  return t;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  const auto root = someValue(in, 0);
  posattn::train::TrainSettings settings;
  posattn::train::Model model;
  const posattn::Message problem = posattn::train::readTrainedModel(*root, settings, model);
  if (!problem.empty()) return 0;
  require(posattn::train::validateTrainSettings(settings).empty());
  for (auto& group : posattn::train::parameterGroups(model.parameters))
    for (Eigen::Index k = 0; k < group.values->size(); ++k)
      require(std::isfinite(group.values->data()[k]) &&
              std::fabs(group.values->data()[k]) <= posattn::kMaxWeightMagnitude);
  posattn::train::runsOnce(model);  // either answer; it must not crash
  posattn::AnalysisRequest request;
  request.text = "the dog chased the cat";
  request.settings = posattn::train::analysisSettings(model);
  request.model = std::make_shared<posattn::SuppliedModel>(posattn::train::suppliedModel(model));
  const posattn::AnalysisResult result = posattn::analyze(request);
  require(result.ok() || !result.error.empty());
  return 0;
}
