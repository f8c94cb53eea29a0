#include "model.hpp"

#include <cmath>

#include "core/attention.hpp"
#include "core/attention_head.hpp"
#include "core/position_operations.hpp"
#include "core/random.hpp"

namespace posattn::train {

std::vector<ParameterGroup> parameterGroups(Parameters& p) {
  std::vector<ParameterGroup> groups{{"embedding", &p.embedding}};
  if (p.positionTable.size() > 0) groups.push_back({"positions", &p.positionTable});
  if (p.t5Table.size() > 0) groups.push_back({"t5", &p.t5Table});
  for (std::size_t l = 0; l < p.layers.size(); ++l) {
    const std::string prefix = "layer" + std::to_string(l + 1) + ".";
    groups.push_back({prefix + "query", &p.layers[l].query});
    groups.push_back({prefix + "key", &p.layers[l].key});
    groups.push_back({prefix + "value", &p.layers[l].value});
    groups.push_back({prefix + "output", &p.layers[l].output});
  }
  groups.push_back({"readout", &p.readout});
  groups.push_back({"readoutBias", &p.readoutBias});
  return groups;
}

Parameters zerosLike(const Parameters& p) {
  Parameters z = p;
  for (auto& group : parameterGroups(z)) group.values->setZero();
  return z;
}

Model initModel(const ModelSettings& s) {
  Model model;
  model.settings = s;
  Parameters& p = model.parameters;
  const int d = s.width;
  const int vocabularySize = static_cast<int>(vocabulary(s.task).words.size());
  const double projectionScale = 1.0 / std::sqrt(static_cast<double>(d));
  auto stream = [&](const std::string& name) { return mixSeeds(s.seed, hashString("train-" + name)); };
  p.embedding = seededMatrix(stream("embedding"), vocabularySize, d, 1.0);
  const PositionPartShapes parts = positionPartShapes(s.position, kTrainPositions);
  if (parts.tableRows > 0) p.positionTable = learnedEncoding(s.seed, 0, parts.tableRows, d);
  if (parts.bucketRows > 0) p.t5Table = Matrix::Zero(parts.bucketRows, s.heads);
  if (parts.slopes) model.alibiSlopes = alibiSlopes(s.heads);
  for (int l = 0; l < s.layers; ++l) {
    const std::string layer = "layer" + std::to_string(l + 1) + ".";
    p.layers.push_back({seededMatrix(stream(layer + "query"), d, d, projectionScale),
                        seededMatrix(stream(layer + "key"), d, d, projectionScale),
                        seededMatrix(stream(layer + "value"), d, d, projectionScale),
                        seededMatrix(stream(layer + "output"), d, d, projectionScale)});
  }
  p.readout = seededMatrix(stream("readout"), d, vocabularySize, projectionScale);
  p.readoutBias = Matrix::Zero(1, vocabularySize);
  return model;
}

PositionSettings modelPositions(const ModelSettings& settings) {
  PositionSettings p = settings.position;
  p.startPosition = 0;
  return p;
}

Matrix addedPositions(const Model& model, int count) {
  const auto tableRows = [&](int start, int rows) { return model.parameters.positionTable.middleRows(start, rows); };
  return addedVectors<double>(modelPositions(model.settings), count, model.settings.width, tableRows);
}

HeadRule<double> headRule(const Model& model, int head) {
  return {modelPositions(model.settings), {&model.alibiSlopes, &model.parameters.t5Table}, head,
          model.settings.causal ? HeadReads::OwnAndBefore : HeadReads::Every, HeadRounding::Analysis, 1.0};
}

ForwardPass forward(const Model& model, const std::vector<int>& tokens) {
  const ModelSettings& s = model.settings;
  const Parameters& p = model.parameters;
  const int n = static_cast<int>(tokens.size());
  const int dh = s.width / s.heads;

  Matrix x(n, s.width);
  for (int i = 0; i < n; ++i) x.row(i) = p.embedding.row(tokens[static_cast<std::size_t>(i)]);
  x += addedPositions(model, n);

  ForwardPass pass;
  for (const LayerParameters& layer : p.layers) {
    LayerPass lp;
    lp.input = x;
    lp.concatenated.resize(n, s.width);
    for (int h = 0; h < s.heads; ++h) {
      const Eigen::Index first = static_cast<Eigen::Index>(h) * dh;
      HeadPass hp;
      hp.query = x * layer.query.middleCols(first, dh);
      hp.key = x * layer.key.middleCols(first, dh);
      hp.value = x * layer.value.middleCols(first, dh);
      hp.weights = attendHead(hp.query, hp.key, hp.value, 0, dh, headRule(model, h),
                              lp.concatenated.middleCols(first, dh));
      lp.heads.push_back(std::move(hp));
    }
    x += lp.concatenated * layer.output;
    pass.layers.push_back(std::move(lp));
  }
  pass.output = x;
  if (s.task == Task::WhoDidIt) pass.readoutInput = x.colwise().mean();
  else pass.readoutInput = x;
  Matrix logits = pass.readoutInput * p.readout;
  logits.rowwise() += p.readoutBias.row(0);
  pass.probabilities = softmaxRows(logits, false);
  return pass;
}

namespace {
// The probability floor keeps a loss finite however wrong a prediction is.
double crossEntropy(double probability) { return -std::log(std::max(probability, 1e-300)); }

int argmax(const Matrix& probabilities, Eigen::Index row) {
  Eigen::Index best = 0;
  probabilities.row(row).maxCoeff(&best);
  return static_cast<int>(best);
}
}  // namespace

double exampleLoss(const Model& model, const Example& example) {
  const ForwardPass pass = forward(model, example.tokens);
  if (model.settings.task == Task::WhoDidIt) return crossEntropy(pass.probabilities(0, example.answer));
  double total = 0.0;
  int counted = 0;
  for (std::size_t i = 0; i < example.labels.size(); ++i) {
    if (example.labels[i] < 0) continue;
    total += crossEntropy(pass.probabilities(static_cast<Eigen::Index>(i), example.labels[i]));
    ++counted;
  }
  return counted > 0 ? total / counted : 0.0;
}

std::vector<int> predict(const Model& model, const std::vector<int>& tokens) {
  const ForwardPass pass = forward(model, tokens);
  std::vector<int> out;
  for (Eigen::Index row = 0; row < pass.probabilities.rows(); ++row)
    out.push_back(argmax(pass.probabilities, row));
  return out;
}

double accuracy(const Model& model, const std::vector<Example>& examples) {
  int right = 0, total = 0;
  for (const Example& e : examples) {
    const std::vector<int> guess = predict(model, e.tokens);
    if (model.settings.task == Task::WhoDidIt) {
      right += guess[0] == e.answer;
      ++total;
      continue;
    }
    for (std::size_t i = 0; i < e.labels.size(); ++i) {
      if (e.labels[i] < 0) continue;
      right += guess[i] == e.labels[i];
      ++total;
    }
  }
  return total > 0 ? static_cast<double>(right) / total : 0.0;
}

}  // namespace posattn::train
