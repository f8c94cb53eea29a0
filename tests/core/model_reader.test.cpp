// The one reader for models from outside (core/model_reader.hpp, core/train/model_input.hpp): an
// exported model reads back exactly; every crafted model is refused with a message naming the
// field, before anything its own sizes would drive is allocated; half-precision tensors (the
// English models' binary files) pass the same shape, finite and bound checks.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "core/model_reader.hpp"
#include "messages.hpp"
#include "core/train/model_input.hpp"
#include "model_value_tree.hpp"

using namespace posattn;
using namespace posattn::train;
using posattn::test::TreeValue;
using Node = TreeValue::Node;

namespace {

// What the training module's exportModel writes, as a tree.
Node exported(const TrainSettings& s) {
  Model model = initModel(s.model);
  auto root = TreeValue::object();
  root->set("format", TreeValue::str(kTrainedModelFormat)).set("version", TreeValue::num(1));
  root->set("task", TreeValue::str(taskName(s.model.task)));
  root->set("scheme", TreeValue::str(schemeName(s.model.position.scheme)));
  root->set("width", TreeValue::num(s.model.width)).set("heads", TreeValue::num(s.model.heads));
  root->set("layers", TreeValue::num(s.model.layers)).set("steps", TreeValue::num(0));
  auto groups = TreeValue::object();
  for (const auto& group : parameterGroups(model.parameters)) {
    auto entry = TreeValue::object();
    entry->set("rows", TreeValue::num(static_cast<double>(group.values->rows())));
    entry->set("cols", TreeValue::num(static_cast<double>(group.values->cols())));
    entry->set("data", TreeValue::list(group.values->data(), static_cast<std::size_t>(group.values->size())));
    groups->set(group.name, entry);
  }
  root->set("parameters", groups);
  return root;
}

TrainSettings settingsWith(PositionScheme scheme) {
  TrainSettings s;
  s.model.position.scheme = scheme;
  return s;
}

// The refusal in one line (tests/core/messages.hpp): code(name: value, ...).
std::string refusal(const Node& root) {
  TrainSettings settings;
  Model model;
  return posattn::test::shown(readTrainedModel(*root, settings, model));
}
using posattn::test::shown;

}  // namespace

TEST_CASE("an exported model reads back with the same settings and weights", "[model_reader]") {
  for (PositionScheme scheme : {PositionScheme::None, PositionScheme::Learned, PositionScheme::T5,
                                PositionScheme::Alibi}) {
    const TrainSettings s = settingsWith(scheme);
    TrainSettings read;
    Model model;
    REQUIRE(shown(readTrainedModel(*exported(s), read, model)) == "(none)");
    Model expected = initModel(s.model);
    CHECK(model.parameters.embedding == expected.parameters.embedding);
    CHECK(model.parameters.readout == expected.parameters.readout);
    CHECK(runsOnce(model).empty());
  }
}

TEST_CASE("crafted models are refused by name, before their sizes are believed", "[model_reader]") {
  const TrainSettings s = settingsWith(PositionScheme::None);
  auto embedding = [](const Node& root) { return root->get("parameters")->get("embedding"); };

  Node bomb = exported(s);
  embedding(bomb)->get("data")->claims = true;
  embedding(bomb)->get("data")->claimedLength = 100000000;
  CHECK_THAT(refusal(bomb), Catch::StartsWith("tensor-length(field: \"parameters.embedding.data\", length: 100000000, "));

  Node notList = exported(s);
  embedding(notList)->set("data", TreeValue::object());
  CHECK(refusal(notList) == "expected-numbers(field: \"parameters.embedding.data\", value: {value(type: \"object\")})");

  Node shape = exported(s);
  embedding(shape)->set("rows", TreeValue::num(3));
  CHECK_THAT(refusal(shape), Catch::StartsWith("tensor-shape(field: \"parameters.embedding\", rows: 3, cols: 16, needRows: "));

  for (double bad : {1e308, -1e7, static_cast<double>(NAN), static_cast<double>(INFINITY)}) {
    Node huge = exported(s);
    embedding(huge)->get("data")->items[5] = TreeValue::num(bad);
    CHECK_THAT(refusal(huge), Catch::StartsWith("weight-out-of-range(field: \"parameters.embedding.data\", entry: 5, ") &&
                                  Catch::EndsWith(", limit: 1000000)"));
  }

  Node text = exported(s);
  embedding(text)->get("data")->items[2] = TreeValue::str("0.5");
  CHECK(refusal(text) == "entry-not-number(field: \"parameters.embedding.data\", entry: 2)");

  Node relabelled = exported(settingsWith(PositionScheme::Learned));
  relabelled->set("scheme", TreeValue::str("none"));
  CHECK(refusal(relabelled) == "unexpected-key(field: \"parameters\", key: \"positions\")");

  Node width = exported(s);
  width->set("width", TreeValue::str("16"));
  CHECK(refusal(width) == "expected-whole-number(field: \"width\", value: {value(type: \"string\")})");
  width->set("width", TreeValue::num(16.5));
  CHECK(refusal(width) == "not-whole-number(field: \"width\", value: {value(type: \"number\", text: \"16.5\")})");
  width->set("width", TreeValue::num(4294967312.0));
  CHECK(refusal(width) == "out-of-range(field: \"width\", min: 4, max: 64, value: {value(type: \"number\", text: \"4294967312\")})");

  CHECK(refusal(TreeValue::num(42)) == "not-trained-model");
  CHECK(refusal(TreeValue::make(ModelValue::Kind::Array)) == "not-trained-model");
  Node formatOnly = TreeValue::object();
  formatOnly->set("format", TreeValue::str(kTrainedModelFormat));
  CHECK(refusal(formatOnly) == "no-parameters");
  Node getter = exported(s);
  getter->set("heads", TreeValue::make(ModelValue::Kind::Other));
  CHECK(refusal(getter) == "expected-whole-number(field: \"heads\", value: {value(type: \"unreadable\")})");
}

TEST_CASE("training settings: one object, each field checked, text measured before it is read", "[model_reader]") {
  Message problem;
  readTrainSettings(*TreeValue::make(ModelValue::Kind::Null), problem, "createTrainer");
  CHECK(shown(problem) == "expected-settings(caller: \"createTrainer\", value: {value(type: \"null\")})");
  Node long_task = TreeValue::object();
  long_task->set("task", TreeValue::str(std::string(100, 'x')));
  problem = {};
  readTrainSettings(*long_task, problem);
  CHECK(shown(problem) == "field-too-long(field: \"task\", length: 100, limit: 64)");
  Node fine = TreeValue::object();
  fine->set("batchSize", TreeValue::num(32)).set("learningRate", TreeValue::num(0.1));
  problem = {};
  const TrainSettings s = readTrainSettings(*fine, problem);
  CHECK(shown(problem) == "(none)");
  CHECK(s.batchSize == 32);
  CHECK(stepWork(s) > 0);
  TrainSettings largest;
  largest.model.width = 64;
  largest.model.layers = 2;
  largest.batchSize = 256;
  CHECK(static_cast<int>(kMaxWorkPerCall / stepWork(largest)) == 15);
}

TEST_CASE("issue 25's settings: the mask, heads, width and RoPE scaling read and are checked", "[model_reader]") {
  TrainSettings s = settingsWith(PositionScheme::Rope);
  s.model.width = 32;
  s.model.heads = 4;
  Node root = exported(s);
  root->set("causal", TreeValue::boolean(true)).set("ropeScaling", TreeValue::str("ntk"));
  root->set("ropeFactor", TreeValue::num(2));
  TrainSettings read;
  Model model;
  REQUIRE(shown(readTrainedModel(*root, read, model)) == "(none)");
  CHECK(read.model.causal);
  CHECK(read.model.heads == 4);
  CHECK(read.model.width == 32);
  CHECK(read.model.position.ropeScaling == RopeScaling::Ntk);
  CHECK(read.model.position.ropeFactor == 2);
  root->set("ropeFactor", TreeValue::num(20));
  CHECK(refusal(root) == "out-of-range(field: \"ropeFactor\", min: 1, max: 16, value: {value(type: \"number\", text: \"20\")})");
  root->set("ropeFactor", TreeValue::str("2"));
  CHECK(refusal(root) == "expected-number(field: \"ropeFactor\", value: {value(type: \"string\")})");
  root->set("ropeFactor", TreeValue::num(2)).set("ropeScaling", TreeValue::str("yarn"));
  CHECK(refusal(root) == "unknown-rope-scaling(scaling: \"yarn\")");
  root->set("ropeScaling", TreeValue::str(std::string(65, 'n')));
  CHECK(refusal(root) == "field-too-long(field: \"ropeScaling\", length: 65, limit: 64)");
  Node none = exported(settingsWith(PositionScheme::None));
  none->set("ropeScaling", TreeValue::str("interpolation"));
  CHECK(refusal(none) == "rope-scaling-not-rope");
}

TEST_CASE("the work bound: longer sentences cost more a step; testing counts each sentence", "[model_reader]") {
  TrainSettings s;
  CHECK(stepWork(s) == stepWork(s, 8));
  CHECK(stepWork(s, 64) > 8 * stepWork(s, 8));
  CHECK(evaluationWork(s, 16, 8) == stepWork(s, 8));  // 16 sentences, as a batch of 16
  CHECK(evaluationWork(s, 0, 64) == 0);
}

TEST_CASE("half precision, and float tensors: the same checks, entry named", "[model_reader]") {
  CHECK(halfToDouble(0x3c00) == 1.0);
  CHECK(halfToDouble(0xc000) == -2.0);
  CHECK(halfToDouble(0x0001) == std::ldexp(1.0, -24));
  CHECK(halfToDouble(0x7bff) == 65504.0);
  CHECK(std::isinf(halfToDouble(0x7c00)));
  CHECK(std::isnan(halfToDouble(0x7e00)));
  // The float reader (the English models) applies the same checks, then rounds.
  auto tensor = TreeValue::make(ModelValue::Kind::Object);
  auto data = TreeValue::make(ModelValue::Kind::Array);
  for (double v : {1.0, -2.0, 65504.0, 0.1}) data->items.push_back(TreeValue::num(v));
  tensor->set("rows", TreeValue::num(2)).set("cols", TreeValue::num(2)).set("data", data);
  std::vector<float> out(4);
  CHECK(readTensor(*tensor, "w", 2, 2, 1e6, out.data()).empty());
  CHECK(out == std::vector<float>{1.0f, -2.0f, 65504.0f, 0.1f});
  CHECK(shown(readTensor(*tensor, "w", 2, 2, 100, out.data(), "")) ==
        "weight-out-of-range(field: \"w.data\", entry: 2, value: {value(type: \"number\", text: \"65504\")}, limit: 100)");
  CHECK(shown(readTensor(*tensor, "w", 1, 4, 1e6, out.data())) ==
        "tensor-shape(field: \"parameters.w\", rows: 2, cols: 2, needRows: 1, needCols: 4)");
  CHECK(shown(readTensor(*tensor, "w", 1LL << 30, 1LL << 30, 1e6, out.data())) ==
        "tensor-too-large(field: \"parameters.w\", limit: 16777216)");
  data->items[1] = TreeValue::num(std::nan(""));
  CHECK(shown(readTensor(*tensor, "w", 2, 2, 1e6, out.data())) ==
        "weight-out-of-range(field: \"parameters.w.data\", entry: 1, value: {value(type: \"number\", text: \"NaN\")}, limit: 1000000)");
}
