// The backward pass of model.hpp's forward(), written out by hand. Each step mirrors one line of
// forward(); tests/core/train/gradients.test.cpp checks every group against central differences.
#include <cmath>

#include "core/position_operations.hpp"
#include "model.hpp"

namespace posattn::train {
namespace {

// d(loss)/d(readout logits), already times `weight`; returns the example's loss.
double readoutGradient(const Model& model, const Example& example, const ForwardPass& pass,
                       double weight, Matrix& logitGradient) {
  const Matrix& probabilities = pass.probabilities;
  logitGradient = Matrix::Zero(probabilities.rows(), probabilities.cols());
  if (model.settings.task == Task::WhoDidIt) {
    logitGradient.row(0) = weight * probabilities.row(0);
    logitGradient(0, example.answer) -= weight;
    return -std::log(std::max(probabilities(0, example.answer), 1e-300));
  }
  int counted = 0;
  for (int label : example.labels) counted += label >= 0;
  if (counted == 0) return 0.0;
  double loss = 0.0;
  for (std::size_t i = 0; i < example.labels.size(); ++i) {
    const int label = example.labels[i];
    if (label < 0) continue;
    const auto row = static_cast<Eigen::Index>(i);
    logitGradient.row(row) = (weight / counted) * probabilities.row(row);
    logitGradient(row, label) -= weight / counted;
    loss += -std::log(std::max(probabilities(row, label), 1e-300));
  }
  return loss / counted;
}

}  // namespace

double accumulateGradient(const Model& model, const Example& example, double weight,
                          Parameters& gradient) {
  const ModelSettings& s = model.settings;
  const Parameters& p = model.parameters;
  const int n = static_cast<int>(example.tokens.size());
  const int dh = s.width / s.heads;
  const PositionSettings positions = modelPositions(s);
  const ForwardPass pass = forward(model, example.tokens);

  Matrix logitGradient;
  const double loss = readoutGradient(model, example, pass, weight, logitGradient);
  gradient.readout += pass.readoutInput.transpose() * logitGradient;
  gradient.readoutBias += logitGradient.colwise().sum();
  const Matrix readoutInputGradient = logitGradient * p.readout.transpose();
  // d(output): the mean spreads its gradient evenly over the tokens.
  Matrix dx = s.task == Task::WhoDidIt ? Matrix(readoutInputGradient.replicate(n, 1) / n)
                                       : readoutInputGradient;

  for (int l = s.layers - 1; l >= 0; --l) {
    const LayerPass& lp = pass.layers[static_cast<std::size_t>(l)];
    const LayerParameters& layer = p.layers[static_cast<std::size_t>(l)];
    LayerParameters& g = gradient.layers[static_cast<std::size_t>(l)];
    Matrix inputGradient = dx;  // the residual connection
    g.output += lp.concatenated.transpose() * dx;
    const Matrix concatenatedGradient = dx * layer.output.transpose();
    for (int h = 0; h < s.heads; ++h) {
      const Eigen::Index first = static_cast<Eigen::Index>(h) * dh;
      const HeadPass& hp = lp.heads[static_cast<std::size_t>(h)];
      Matrix queryGradient(n, dh), keyGradient(n, dh), valueGradient(n, dh);
      attendHeadBackward(hp.weights, hp.query, hp.key, hp.value, 0, dh, headRule(model, h),
                         concatenatedGradient.middleCols(first, dh), queryGradient, keyGradient, valueGradient,
                         gradient.t5Table);
      g.query.middleCols(first, dh) += lp.input.transpose() * queryGradient;
      g.key.middleCols(first, dh) += lp.input.transpose() * keyGradient;
      g.value.middleCols(first, dh) += lp.input.transpose() * valueGradient;
      inputGradient += queryGradient * layer.query.middleCols(first, dh).transpose() +
                       keyGradient * layer.key.middleCols(first, dh).transpose() +
                       valueGradient * layer.value.middleCols(first, dh).transpose();
    }
    dx = std::move(inputGradient);
  }

  for (int i = 0; i < n; ++i) gradient.embedding.row(example.tokens[static_cast<std::size_t>(i)]) += dx.row(i);
  addedVectorsBackward(positions, dx, gradient.positionTable);
  return loss;
}

}  // namespace posattn::train
