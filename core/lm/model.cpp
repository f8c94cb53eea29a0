// Forward and backward passes of model.hpp's encoder, written out by hand. Each backward step
// mirrors one forward line; tests/core/lm/gradients.test.cpp checks every group by central differences.
#include "model.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/attention_head.hpp"
#include "core/position_operations.hpp"
#include "core/random.hpp"
#include "core/schemes.hpp"

namespace posattn::lm {

Message validateShape(const LmShape& s) {
  auto within = [](int value, int low, int high) { return value >= low && value <= high; };
  // lm-shape {rule}: a field's name when it is out of range, else which pairing rule fails.
  auto broken = [](const char* rule) { return say("lm-shape").with("rule", rule); };
  if (!within(s.vocabulary, 2, kMaxLmVocabulary)) return broken("vocabulary");
  if (!within(s.width, 4, kMaxLmWidth)) return broken("width");
  if (!within(s.heads, 1, kMaxLmHeads)) return broken("heads");
  if (s.width % s.heads != 0) return broken("width-heads");
  if ((s.width / s.heads) % 2 != 0) return broken("head-width-odd");
  if (s.width % 2 != 0) return broken("width-odd");
  if (!within(s.layers, 1, kMaxLmLayers)) return broken("layers");
  if (!within(s.hidden, 1, kMaxLmHidden)) return broken("hidden");
  if (!within(s.positions, 1, kMaxLmPositions)) return broken("positions");
  if (!within(s.t5Buckets, 4, kMaxLmT5Buckets)) return broken("t5Buckets");
  if (!within(s.t5MaxDistance, s.t5Buckets / 2, kMaxLmT5Distance)) return broken("t5MaxDistance");
  if (!within(s.outputRank, 0, kMaxLmOutputRank)) return broken("outputRank");
  if (s.inputCodes && s.outputRank == 0) return broken("input-codes-without-codes");
  if (!within(static_cast<int>(s.headSides), 0, kLmHeadSidesLast)) return broken("headSides");
  if (s.headSides != LmHeadSides::Both && s.scheme != PositionScheme::Alibi) return broken("head-sides-without-alibi");
  // A pair is a head reading the words before and its mirror reading those after, with one slope.
  if (s.headSides == LmHeadSides::MirroredPairs && s.heads % 2 != 0) return broken("mirrored-pairs-odd-heads");
  constexpr SchemeParameter base = schemeParameter("base");  // the page's own range (core/schemes.hpp)
  if (!within(s.base, static_cast<int>(base.min), static_cast<int>(base.max))) return broken("base");
  return {};
}

std::vector<std::pair<std::string, std::pair<int, int>>> expectedGroupShapes(const LmShape& s) {
  const int d = s.width, m = s.hidden;
  std::vector<std::pair<std::string, std::pair<int, int>>> shapes;
  shapes.push_back({"special", {2, d}});
  const PositionPartShapes parts = positionPartShapes(positionSettings(s), s.positions);
  shapes.push_back({"positions", {parts.tableRows, d}});
  shapes.push_back({"t5", {parts.bucketRows, s.heads}});
  for (int l = 0; l < s.layers; ++l) {
    const std::string p = "layer" + std::to_string(l + 1) + ".";
    for (const char* name : {"norm1Gain", "norm1Bias"}) shapes.push_back({p + name, {1, d}});
    for (const char* name : {"query", "key", "value", "output"}) shapes.push_back({p + name, {d, d}});
    shapes.push_back({p + "outputBias", {1, d}});
    for (const char* name : {"norm2Gain", "norm2Bias"}) shapes.push_back({p + name, {1, d}});
    shapes.push_back({p + "up", {d, m}});
    shapes.push_back({p + "upBias", {1, m}});
    shapes.push_back({p + "down", {m, d}});
    shapes.push_back({p + "downBias", {1, d}});
  }
  shapes.push_back({"finalGain", {1, d}});
  shapes.push_back({"finalBias", {1, d}});
  shapes.push_back({"transform", {d, d}});
  shapes.push_back({"transformBias", {1, d}});
  shapes.push_back({"wordBias", {1, s.vocabulary}});
  shapes.push_back({"codeTransform", {d, s.outputRank}});
  shapes.push_back({"wordCodes", {s.vocabulary, s.outputRank}});
  if (s.inputCodes) shapes.push_back({"codeInput", {s.outputRank, d}});
  if (s.wordDeltas) shapes.push_back({"wordDeltas", {s.vocabulary, d}});
  return shapes;
}

template <typename T>
std::vector<std::pair<std::string, Mat<T>*>> weightGroups(LmWeights<T>& w) {
  std::vector<std::pair<std::string, Mat<T>*>> groups;
  groups.push_back({"special", &w.special});
  groups.push_back({"positions", &w.positionTable});
  groups.push_back({"t5", &w.t5Table});
  for (std::size_t l = 0; l < w.layers.size(); ++l) {
    const std::string p = "layer" + std::to_string(l + 1) + ".";
    LmLayer<T>& y = w.layers[l];
    groups.push_back({p + "norm1Gain", &y.norm1Gain});
    groups.push_back({p + "norm1Bias", &y.norm1Bias});
    groups.push_back({p + "query", &y.query});
    groups.push_back({p + "key", &y.key});
    groups.push_back({p + "value", &y.value});
    groups.push_back({p + "output", &y.output});
    groups.push_back({p + "outputBias", &y.outputBias});
    groups.push_back({p + "norm2Gain", &y.norm2Gain});
    groups.push_back({p + "norm2Bias", &y.norm2Bias});
    groups.push_back({p + "up", &y.up});
    groups.push_back({p + "upBias", &y.upBias});
    groups.push_back({p + "down", &y.down});
    groups.push_back({p + "downBias", &y.downBias});
  }
  groups.push_back({"finalGain", &w.finalGain});
  groups.push_back({"finalBias", &w.finalBias});
  groups.push_back({"transform", &w.transform});
  groups.push_back({"transformBias", &w.transformBias});
  groups.push_back({"wordBias", &w.wordBias});
  groups.push_back({"codeTransform", &w.codeTransform});
  groups.push_back({"wordCodes", &w.wordCodes});
  if (w.codeInput.size() > 0) groups.push_back({"codeInput", &w.codeInput});
  if (w.wordDeltas.size() > 0) groups.push_back({"wordDeltas", &w.wordDeltas});
  return groups;
}

bool groupEndsWith(const std::string& group, const std::string& suffix) {
  return group.size() >= suffix.size() && group.compare(group.size() - suffix.size(), suffix.size(), suffix) == 0;
}

template <typename T>
LmWeights<T> sizedWeights(const LmShape& shape) {
  LmWeights<T> w;
  w.layers.resize(static_cast<std::size_t>(shape.layers));
  // weightGroups lists these two only when they have values: sized first, so they are listed.
  if (shape.inputCodes) w.codeInput.resize(shape.outputRank, shape.width);
  if (shape.wordDeltas) w.wordDeltas.resize(shape.vocabulary, shape.width);
  const auto shapes = expectedGroupShapes(shape);
  auto groups = weightGroups(w);
  for (std::size_t i = 0; i < groups.size(); ++i) groups[i].second->resize(shapes[i].second.first, shapes[i].second.second);
  return w;
}

template <typename T>
LmWeights<T> zeroWeights(const LmShape& shape) {
  LmWeights<T> w = sizedWeights<T>(shape);
  for (auto& group : weightGroups(w)) group.second->setZero();
  return w;
}

template <typename T>
LmWeights<T> initialWeights(const LmShape& shape, std::uint64_t seed) {
  LmWeights<T> w = zeroWeights<T>(shape);
  auto groups = weightGroups(w);
  const double residualScale = 1.0 / std::sqrt(2.0 * shape.layers);
  for (auto& group : groups) {
    const std::string& name = group.first;  // not a structured binding: lambdas capture it below
    Mat<T>* values = group.second;
    const std::uint64_t groupSeed = mixSeeds(seed, hashString(name));
    const auto ends = [&](const char* suffix) { return groupEndsWith(name, suffix); };
    double scale = 0.0;
    if (name == "special") scale = 1.0;
    else if (name == "positions") scale = 0.2;
    else if (ends("Gain")) { values->setOnes(); continue; }
    // zeros; codeInput too, so input codes start by changing nothing (training.hpp, inputCodesFrom)
    else if (ends("Bias") || name == "t5" || name == "wordDeltas" || name == "codeInput") continue;
    else scale = 1.0 / std::sqrt(static_cast<double>(values->rows()));  // fan-in
    if (ends(".output") || ends(".down")) scale *= residualScale;
    // Small at first, so the first logits are the word biases (log frequencies), not noise.
    if (name == "transform" || name == "codeTransform") scale *= 0.1;
    if (name == "wordCodes") scale = 0.1;
    *values = seededMatrix(groupSeed, static_cast<int>(values->rows()),
                           static_cast<int>(values->cols()), scale).cast<T>();
  }
  return w;
}

template <typename To, typename From>
LmWeights<To> castWeights(const LmShape& shape, const LmWeights<From>& weights) {
  LmWeights<To> out = sizedWeights<To>(shape);
  // weightGroups only names the groups; nothing is written through `from`.
  auto from = weightGroups(const_cast<LmWeights<From>&>(weights));
  auto to = weightGroups(out);
  for (std::size_t i = 0; i < from.size(); ++i) *to[i].second = from[i].second->template cast<To>();
  return out;
}

template <typename To, typename From>
LmModel<To> castModel(const LmModel<From>& model) {
  return {model.shape, model.embedding.template cast<To>(), castWeights<To>(model.shape, model.weights)};
}

template <typename T>
T gelu(T u) {
  const T c = static_cast<T>(0.7978845608028654);  // sqrt(2 / pi)
  return static_cast<T>(0.5) * u * (static_cast<T>(1) + std::tanh(c * (u + static_cast<T>(0.044715) * u * u * u)));
}

template <typename T>
T geluDerivative(T u) {
  const T c = static_cast<T>(0.7978845608028654);
  const T t = std::tanh(c * (u + static_cast<T>(0.044715) * u * u * u));
  return static_cast<T>(0.5) * (static_cast<T>(1) + t) +
         static_cast<T>(0.5) * u * (static_cast<T>(1) - t * t) * c *
             (static_cast<T>(1) + static_cast<T>(3 * 0.044715) * u * u);
}

template <typename T>
NormPass<T> layerNorm(const Mat<T>& x, const Mat<T>& gain, const Mat<T>& bias) {
  NormPass<T> pass;
  const Eigen::Index n = x.rows(), d = x.cols();
  pass.normalized.resize(n, d);
  pass.inverseSd.resize(static_cast<std::size_t>(n));
  for (Eigen::Index i = 0; i < n; ++i) {
    const T mean = x.row(i).sum() / static_cast<T>(d);
    const auto centred = (x.row(i).array() - mean).matrix();
    const T variance = centred.squaredNorm() / static_cast<T>(d);
    const T inverse = static_cast<T>(1) / std::sqrt(variance + static_cast<T>(kLmNormEpsilon));
    pass.inverseSd[static_cast<std::size_t>(i)] = inverse;
    pass.normalized.row(i) = centred * inverse;
  }
  pass.out = (pass.normalized.array().rowwise() * gain.row(0).array()).rowwise() + bias.row(0).array();
  return pass;
}

template <typename T>
Mat<T> layerNormBackward(const NormPass<T>& pass, const Mat<T>& gain, const Mat<T>& dy,
                         Mat<T>& gainGradient, Mat<T>& biasGradient) {
  gainGradient += (dy.array() * pass.normalized.array()).colwise().sum().matrix();
  biasGradient += dy.colwise().sum();
  const Eigen::Index n = dy.rows(), d = dy.cols();
  Mat<T> dxhat = (dy.array().rowwise() * gain.row(0).array()).matrix();
  Mat<T> dx(n, d);
  for (Eigen::Index i = 0; i < n; ++i) {
    const T meanGradient = dxhat.row(i).sum() / static_cast<T>(d);
    const T meanProduct = dxhat.row(i).dot(pass.normalized.row(i)) / static_cast<T>(d);
    dx.row(i) = pass.inverseSd[static_cast<std::size_t>(i)] *
                (dxhat.row(i).array() - meanGradient - pass.normalized.row(i).array() * meanProduct).matrix();
  }
  return dx;
}

template <typename T>
Mat<T> wordVectors(const LmModel<T>& model, const std::vector<int>& ids) {
  const LmShape& s = model.shape;
  const int n = static_cast<int>(ids.size());
  Mat<T> x(n, s.width);
  for (int i = 0; i < n; ++i) {
    const int id = ids[static_cast<std::size_t>(i)];
    x.row(i) = id < s.vocabulary ? model.embedding.row(id) : model.weights.special.row(id - s.vocabulary);
    if (id < s.vocabulary && s.inputCodes) x.row(i) += model.weights.wordCodes.row(id) * model.weights.codeInput;
    if (id < s.vocabulary && s.wordDeltas) x.row(i) += model.weights.wordDeltas.row(id);
  }
  return x;
}

namespace {

template <typename T>
Mat<T> inputVectors(const LmModel<T>& model, const std::vector<int>& ids) {
  return wordVectors(model, ids) + addedPositions(model, static_cast<int>(ids.size()));
}

}  // namespace

PositionSettings positionSettings(const LmShape& s) {
  PositionSettings p;
  p.scheme = s.scheme;
  p.base = s.base;
  p.t5Buckets = s.t5Buckets;  // bidirectional, as in T5
  p.t5MaxDistance = s.t5MaxDistance;
  return p;
}

template <typename T>
Mat<T> addedPositions(const LmModel<T>& model, int n) {
  const auto tableRows = [&](int start, int rows) { return model.weights.positionTable.middleRows(start, rows); };
  return addedVectors<T>(positionSettings(model.shape), n, model.shape.width, tableRows);
}

std::vector<double> lmHeadSlopes(const LmShape& shape) {
  if (operationsOf(positionSettings(shape)).bias != ScoreBias::DistanceSlopes) return {};
  const std::vector<double> schedule = alibiSlopes(shape.heads);
  if (shape.headSides != LmHeadSides::MirroredPairs) return schedule;
  std::vector<double> paired(schedule.size());
  for (std::size_t h = 0; h < paired.size(); ++h) paired[h] = schedule[h / 2];  // a head and its mirror
  return paired;
}

namespace {

// How head `head` attends (core/attention_head.hpp): the scheme as the English models run it, the
// slopes (lmHeadSlopes, kept alive by the caller) or T5 table, the side it reads (LmShape.headSides),
// and the softmax the models were trained with.
template <typename T>
HeadRule<T> headRule(const LmModel<T>& model, const std::vector<double>& slopes, int head) {
  return {positionSettings(model.shape), {&slopes, &model.weights.t5Table}, head, headReadsOf(model.shape, head),
          HeadRounding::EnglishModels, 1.0};
}
}  // namespace

template <typename T>
std::vector<T> scoreBiasByOffset(const LmModel<T>& model, int head, int n) {
  const std::vector<double> slopes = lmHeadSlopes(model.shape);
  return biasByOffset(positionSettings(model.shape), ScoreBiasParts<T>{&slopes, &model.weights.t5Table}, head, n);
}

namespace {
// Dropout's factors for one block's output (LmDropout): 0 with probability rate, else 1 / (1 - rate).
template <typename T>
Mat<T> keptElements(SplitMix64& random, Eigen::Index rows, Eigen::Index cols, double rate) {
  Mat<T> keep(rows, cols);
  const T scale = static_cast<T>(1.0 / (1.0 - rate));
  for (Eigen::Index i = 0; i < keep.size(); ++i) keep.data()[i] = random.uniform01() < rate ? T(0) : scale;
  return keep;
}
}  // namespace

template <typename T>
LmPass<T> encode(const LmModel<T>& model, const std::vector<int>& ids, int attentionOf, const LmDropout& dropout) {
  const LmShape& s = model.shape;
  const int n = static_cast<int>(ids.size());
  const int dh = s.width / s.heads;
  const std::vector<double> slopes = lmHeadSlopes(s);
  LmPass<T> pass;
  pass.ids = ids;
  const bool drops = dropout.rate > 0;
  SplitMix64 random(dropout.seed);
  Mat<T> x = inputVectors(model, ids);
  for (const LmLayer<T>& layer : model.weights.layers) {
    const bool last = static_cast<int>(pass.layers.size()) == attentionOf;
    LmLayerPass<T> lp;
    lp.input = x;
    lp.norm1 = layerNorm(x, layer.norm1Gain, layer.norm1Bias);
    lp.query = lp.norm1.out * layer.query;
    lp.key = lp.norm1.out * layer.key;
    lp.value = lp.norm1.out * layer.value;
    lp.mixed.resize(n, s.width);
    for (int h = 0; h < s.heads; ++h) {
      const Eigen::Index first = static_cast<Eigen::Index>(h) * dh;
      lp.weights.push_back(attendHead(lp.query, lp.key, lp.value, first, dh, headRule(model, slopes, h),
                                      lp.mixed.middleCols(first, dh)));
    }
    if (last) {
      pass.layers.push_back(std::move(lp));
      return pass;
    }
    if (drops) {
      Mat<T> attended = lp.mixed * layer.output;
      attended.rowwise() += layer.outputBias.row(0);
      lp.keepAttention = keptElements<T>(random, n, s.width, dropout.rate);
      lp.afterAttention = x + Mat<T>(attended.cwiseProduct(lp.keepAttention));
    } else {  // (summed in this order, the pass the shipped files' figures were measured with)
      lp.afterAttention = x + lp.mixed * layer.output;
      lp.afterAttention.rowwise() += layer.outputBias.row(0);
    }
    lp.norm2 = layerNorm(lp.afterAttention, layer.norm2Gain, layer.norm2Bias);
    lp.hiddenIn = lp.norm2.out * layer.up;
    lp.hiddenIn.rowwise() += layer.upBias.row(0);
    lp.hiddenOut = lp.hiddenIn.unaryExpr([](T u) { return gelu(u); });
    if (drops) {
      Mat<T> transformed = lp.hiddenOut * layer.down;
      transformed.rowwise() += layer.downBias.row(0);
      lp.keepMlp = keptElements<T>(random, n, s.width, dropout.rate);
      x = lp.afterAttention + Mat<T>(transformed.cwiseProduct(lp.keepMlp));
    } else {
      x = lp.afterAttention + lp.hiddenOut * layer.down;
      x.rowwise() += layer.downBias.row(0);
    }
    pass.layers.push_back(std::move(lp));
  }
  pass.output = x;
  pass.finalNorm = layerNorm(x, model.weights.finalGain, model.weights.finalBias);
  return pass;
}

namespace {
template <typename T>
Mat<T> selectedRows(const Mat<T>& m, const std::vector<int>& rows) {
  Mat<T> out(static_cast<Eigen::Index>(rows.size()), m.cols());
  for (std::size_t r = 0; r < rows.size(); ++r) out.row(static_cast<Eigen::Index>(r)) = m.row(rows[r]);
  return out;
}

// The vectors the readout compares with: the fixed ones, plus the trained deltas where the model has them
// (`sum` holds that sum, so the fixed-only path copies nothing).
template <typename T>
const Mat<T>& outputVectors(const LmModel<T>& model, Mat<T>& sum) {
  if (!model.shape.wordDeltas) return model.embedding;
  sum = model.embedding + model.weights.wordDeltas;
  return sum;
}

template <typename T>
Mat<T> transformed(const LmModel<T>& model, const Mat<T>& states) {
  Mat<T> z = states * model.weights.transform;
  z.rowwise() += model.weights.transformBias.row(0);
  return z;
}
}  // namespace

template <typename T>
Mat<T> wordLogits(const LmModel<T>& model, const LmPass<T>& pass, const std::vector<int>& rows) {
  const Mat<T> y = selectedRows(pass.finalNorm.out, rows);
  const Mat<T> z = transformed(model, y);
  Mat<T> sum;
  Mat<T> logits = z * outputVectors(model, sum).transpose();
  logits.rowwise() += model.weights.wordBias.row(0);
  if (model.shape.outputRank > 0)
    logits.noalias() += (y * model.weights.codeTransform) * model.weights.wordCodes.transpose();
  return logits;
}

namespace {
template <typename T>
std::vector<int> targetRows(const std::vector<MaskedTarget>& targets) {
  std::vector<int> rows;
  for (const MaskedTarget& t : targets) rows.push_back(t.position);
  return rows;
}

// Softmax rows in place; returns sum of -log p(target) over the rows.
template <typename T>
T softmaxCrossEntropy(Mat<T>& logits, const std::vector<MaskedTarget>& targets) {
  T loss = 0;
  for (Eigen::Index r = 0; r < logits.rows(); ++r) {
    const T top = logits.row(r).maxCoeff();
    logits.row(r) = (logits.row(r).array() - top).exp().matrix();
    const T total = logits.row(r).sum();
    logits.row(r) /= total;
    const MaskedTarget& target = targets[static_cast<std::size_t>(r)];
    const auto minusLog = [&](int word) {
      return -std::log(std::max(logits(r, word), std::numeric_limits<T>::min()));
    };
    if (target.teacher.empty()) { loss += minusLog(target.word); continue; }
    loss += static_cast<T>(target.hardShare()) * minusLog(target.word);
    for (const auto& [word, share] : target.teacher) loss += static_cast<T>(share) * minusLog(word);
  }
  return loss;
}
}  // namespace

template <typename T>
T maskedLoss(const LmModel<T>& model, const std::vector<int>& ids,
             const std::vector<MaskedTarget>& targets, T weight, const LmDropout& dropout) {
  const LmPass<T> pass = encode(model, ids, -1, dropout);
  Mat<T> logits = wordLogits(model, pass, targetRows<T>(targets));
  return weight * softmaxCrossEntropy(logits, targets);
}

template <typename T>
T accumulateGradient(const LmModel<T>& model, const std::vector<int>& ids,
                     const std::vector<MaskedTarget>& targets, T weight, LmWeights<T>& g, const LmDropout& dropout) {
  const LmPass<T> pass = encode(model, ids, -1, dropout);
  const std::vector<int> rows = targetRows<T>(targets);
  Mat<T> dy;
  const T loss = readoutGradient(model, selectedRows(pass.finalNorm.out, rows), targets, weight, g, dy);
  encoderGradient(model, pass, ids, rows, dy, g);
  return loss;
}

template <typename T>
T readoutGradient(const LmModel<T>& model, const Mat<T>& y, const std::vector<MaskedTarget>& targets,
                  T weight, LmWeights<T>& g, Mat<T>& dy) {
  const LmShape& s = model.shape;
  const LmWeights<T>& w = model.weights;
  // Readout: p = softmax(z E^T + (y C) U^T + b), z = y W + c at the masked rows.
  const Mat<T> z = transformed(model, y);
  const Mat<T> code = y * w.codeTransform;
  Mat<T> sum;
  const Mat<T>& words = outputVectors(model, sum);
  Mat<T> probabilities = z * words.transpose();
  probabilities.rowwise() += w.wordBias.row(0);
  if (s.outputRank > 0) probabilities.noalias() += code * w.wordCodes.transpose();
  const T loss = weight * softmaxCrossEntropy(probabilities, targets);
  Mat<T>& dLogits = probabilities;
  for (std::size_t r = 0; r < targets.size(); ++r) {
    const auto row = static_cast<Eigen::Index>(r);
    if (targets[r].teacher.empty()) { dLogits(row, targets[r].word) -= 1; continue; }
    dLogits(row, targets[r].word) -= static_cast<T>(targets[r].hardShare());
    for (const auto& [word, share] : targets[r].teacher) dLogits(row, word) -= static_cast<T>(share);
  }
  dLogits *= weight;
  g.wordBias += dLogits.colwise().sum();
  const Mat<T> dz = dLogits * words;
  if (s.wordDeltas) g.wordDeltas.noalias() += dLogits.transpose() * z;
  g.transform += y.transpose() * dz;
  g.transformBias += dz.colwise().sum();
  dy = dz * w.transform.transpose();
  if (s.outputRank > 0) {
    g.wordCodes.noalias() += dLogits.transpose() * code;
    const Mat<T> dCode = dLogits * w.wordCodes;
    g.codeTransform.noalias() += y.transpose() * dCode;
    dy.noalias() += dCode * w.codeTransform.transpose();
  }
  return loss;
}

template <typename T>
void encoderGradient(const LmModel<T>& model, const LmPass<T>& pass, const std::vector<int>& ids,
                     const std::vector<int>& rows, const Mat<T>& dy, LmWeights<T>& g) {
  const LmShape& s = model.shape;
  const LmWeights<T>& w = model.weights;
  const int n = static_cast<int>(ids.size());
  const int dh = s.width / s.heads;
  const PositionSettings positions = positionSettings(s);
  const std::vector<double> slopes = lmHeadSlopes(s);
  Mat<T> dFinal = Mat<T>::Zero(n, s.width);
  for (std::size_t r = 0; r < rows.size(); ++r) dFinal.row(rows[r]) += dy.row(static_cast<Eigen::Index>(r));
  Mat<T> dx = layerNormBackward(pass.finalNorm, w.finalGain, dFinal, g.finalGain, g.finalBias);

  for (int l = s.layers - 1; l >= 0; --l) {
    const LmLayerPass<T>& lp = pass.layers[static_cast<std::size_t>(l)];
    const LmLayer<T>& layer = w.layers[static_cast<std::size_t>(l)];
    LmLayer<T>& gl = g.layers[static_cast<std::size_t>(l)];
    // MLP block: x = h + gelu(LN2(h) U + u) D + e (its output times keepMlp under dropout).
    Mat<T> dropped;
    const Mat<T>& dMlp = lp.keepMlp.size() > 0 ? (dropped = dx.cwiseProduct(lp.keepMlp)) : dx;
    gl.down += lp.hiddenOut.transpose() * dMlp;
    gl.downBias += dMlp.colwise().sum();
    Mat<T> dHidden = dMlp * layer.down.transpose();
    dHidden = (dHidden.array() * lp.hiddenIn.unaryExpr([](T u) { return geluDerivative(u); }).array()).matrix();
    gl.up += lp.norm2.out.transpose() * dHidden;
    gl.upBias += dHidden.colwise().sum();
    Mat<T> dh1 = dx + layerNormBackward(lp.norm2, layer.norm2Gain, Mat<T>(dHidden * layer.up.transpose()),
                                        gl.norm2Gain, gl.norm2Bias);
    // Attention block: h = x + concat_h(softmax(q k^T / sqrt(dh) + bias) v) O + o (its output times
    // keepAttention under dropout).
    Mat<T> droppedAttention;
    const Mat<T>& dAttended = lp.keepAttention.size() > 0 ? (droppedAttention = dh1.cwiseProduct(lp.keepAttention)) : dh1;
    gl.output += lp.mixed.transpose() * dAttended;
    gl.outputBias += dAttended.colwise().sum();
    const Mat<T> dMixed = dAttended * layer.output.transpose();
    Mat<T> dQuery(n, s.width), dKey(n, s.width), dValue(n, s.width);
    for (int h = 0; h < s.heads; ++h) {
      const Eigen::Index first = static_cast<Eigen::Index>(h) * dh;
      attendHeadBackward(lp.weights[static_cast<std::size_t>(h)], lp.query, lp.key, lp.value, first, dh,
                         headRule(model, slopes, h), dMixed.middleCols(first, dh), dQuery, dKey, dValue, g.t5Table);
    }
    gl.query += lp.norm1.out.transpose() * dQuery;
    gl.key += lp.norm1.out.transpose() * dKey;
    gl.value += lp.norm1.out.transpose() * dValue;
    const Mat<T> dNormed = dQuery * layer.query.transpose() + dKey * layer.key.transpose() +
                           dValue * layer.value.transpose();
    dx = dh1 + layerNormBackward(lp.norm1, layer.norm1Gain, dNormed, gl.norm1Gain, gl.norm1Bias);
  }
  // Inputs: the special rows and the learned table learn; word embeddings are fixed.
  for (int i = 0; i < n; ++i) {
    const int id = ids[static_cast<std::size_t>(i)];
    if (id >= s.vocabulary) { g.special.row(id - s.vocabulary) += dx.row(i); continue; }
    if (s.wordDeltas) g.wordDeltas.row(id) += dx.row(i);
    if (s.inputCodes) {
      g.wordCodes.row(id) += dx.row(i) * w.codeInput.transpose();
      g.codeInput += w.wordCodes.row(id).transpose() * dx.row(i);
    }
  }
  addedVectorsBackward(positions, dx, g.positionTable);
}

template <typename T>
LmWeights<T> widenedCodes(const LmWeights<T>& narrow, const LmWeights<T>& seeded) {
  LmWeights<T> wide = narrow;
  const Eigen::Index rank = narrow.wordCodes.cols(), wider = seeded.wordCodes.cols();
  if (rank == wider) return wide;
  wide.wordCodes = Mat<T>::Zero(narrow.wordCodes.rows(), wider);
  wide.wordCodes.leftCols(rank) = narrow.wordCodes;
  wide.codeTransform = seeded.codeTransform;
  wide.codeTransform.leftCols(rank) = narrow.codeTransform;
  if (narrow.codeInput.size() > 0) {
    wide.codeInput = Mat<T>::Zero(wider, narrow.codeInput.cols());
    wide.codeInput.topRows(rank) = narrow.codeInput;
  }
  return wide;
}

template <typename T>
LmWeights<T> grownWeights(const LmWeights<T>& small, const LmWeights<T>& seeded) {
  LmWeights<T> grown = widenedCodes(small, seeded);
  grown.layers = seeded.layers;
  for (std::size_t l = 0; l < grown.layers.size(); ++l) {
    LmLayer<T>& layer = grown.layers[l];
    if (l >= small.layers.size()) {  // a new block: nothing reaches the residual yet
      layer.output.setZero();
      layer.outputBias.setZero();
      layer.down.setZero();
      layer.downBias.setZero();
      continue;
    }
    const LmLayer<T>& old = small.layers[l];
    const Eigen::Index units = old.up.cols();
    LmLayer<T> kept = old;
    kept.up = layer.up;  // the new units' way in, as seeded
    kept.up.leftCols(units) = old.up;
    kept.upBias = layer.upBias;
    kept.upBias.leftCols(units) = old.upBias;
    kept.down = Mat<T>::Zero(layer.down.rows(), layer.down.cols());
    kept.down.topRows(units) = old.down;
    layer = kept;
  }
  return grown;
}

#define POSATTN_LM_INSTANTIATE(T)                                                                  \
  template LmWeights<T> widenedCodes(const LmWeights<T>&, const LmWeights<T>&);                   \
  template LmWeights<T> grownWeights(const LmWeights<T>&, const LmWeights<T>&);                   \
  template std::vector<std::pair<std::string, Mat<T>*>> weightGroups(LmWeights<T>&);              \
  template LmWeights<T> zeroWeights<T>(const LmShape&);                                            \
  template LmWeights<T> sizedWeights<T>(const LmShape&);                                           \
  template LmWeights<T> initialWeights<T>(const LmShape&, std::uint64_t);                          \
  template LmPass<T> encode(const LmModel<T>&, const std::vector<int>&, int, const LmDropout&);  \
  template std::vector<T> scoreBiasByOffset(const LmModel<T>&, int, int);                          \
  template Mat<T> addedPositions(const LmModel<T>&, int);                                          \
  template Mat<T> wordVectors(const LmModel<T>&, const std::vector<int>&);                         \
  template Mat<T> wordLogits(const LmModel<T>&, const LmPass<T>&, const std::vector<int>&);        \
  template T accumulateGradient(const LmModel<T>&, const std::vector<int>&,                        \
                                const std::vector<MaskedTarget>&, T, LmWeights<T>&, const LmDropout&); \
  template T readoutGradient(const LmModel<T>&, const Mat<T>&, const std::vector<MaskedTarget>&, T, \
                             LmWeights<T>&, Mat<T>&);                                              \
  template void encoderGradient(const LmModel<T>&, const LmPass<T>&, const std::vector<int>&,      \
                                const std::vector<int>&, const Mat<T>&, LmWeights<T>&);            \
  template T maskedLoss(const LmModel<T>&, const std::vector<int>&,                                \
                        const std::vector<MaskedTarget>&, T, const LmDropout&);                    \
  template NormPass<T> layerNorm(const Mat<T>&, const Mat<T>&, const Mat<T>&);                     \
  template Mat<T> layerNormBackward(const NormPass<T>&, const Mat<T>&, const Mat<T>&, Mat<T>&,     \
                                    Mat<T>&);                                                      \
  template T gelu(T);                                                                              \
  template T geluDerivative(T);
POSATTN_LM_INSTANTIATE(float)
POSATTN_LM_INSTANTIATE(double)
#undef POSATTN_LM_INSTANTIATE
template LmModel<double> castModel<double, float>(const LmModel<float>&);
template LmModel<float> castModel<float, double>(const LmModel<double>&);
template LmModel<float> castModel<float, float>(const LmModel<float>&);
template LmModel<double> castModel<double, double>(const LmModel<double>&);
template LmWeights<double> castWeights<double, float>(const LmShape&, const LmWeights<float>&);

}  // namespace posattn::lm
