#include "training.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <type_traits>

#include "best_ids.hpp"
#include "core/adam.hpp"
#include "core/random.hpp"
#include "count_model.hpp"
#include "window_counts.hpp"

namespace posattn::lm {

LmModel<float> startingModel(const LmShape& shape, const Mat<float>& embedding,
                             const std::vector<Sentence>& corpus, std::uint64_t seed) {
  LmModel<float> model;
  model.shape = shape;
  model.embedding = embedding;
  model.weights = initialWeights<float>(shape, seed);
  std::vector<double> counts(static_cast<std::size_t>(shape.vocabulary), 1.0);  // add-one
  double total = shape.vocabulary;
  for (const Sentence& sentence : corpus)
    for (int id : sentence)
      if (id < shape.vocabulary) { counts[static_cast<std::size_t>(id)] += 1; total += 1; }
  double mean = 0;
  for (double& c : counts) { c = std::log(c / total); mean += c; }
  mean /= shape.vocabulary;
  for (int i = 0; i < shape.vocabulary; ++i)
    model.weights.wordBias(0, i) = static_cast<float>(counts[static_cast<std::size_t>(i)] - mean);
  return model;
}

std::vector<MaskedTarget> chooseMasks(const Sentence& sentence, int vocabulary, double share,
                                      std::uint64_t seed, std::uint64_t visit) {
  std::vector<int> known;
  for (std::size_t i = 0; i < sentence.size(); ++i)
    if (sentence[i] < vocabulary) known.push_back(static_cast<int>(i));
  if (known.empty()) return {};
  const int count = std::max(1, static_cast<int>(std::lround(share * static_cast<double>(known.size()))));
  SplitMix64 random(mixSeeds(mixSeeds(seed, hashString("masks")), visit));
  for (int k = 0; k < count; ++k) {  // partial Fisher-Yates
    const int pick = k + random.below(static_cast<int>(known.size()) - k);
    std::swap(known[static_cast<std::size_t>(k)], known[static_cast<std::size_t>(pick)]);
  }
  std::vector<MaskedTarget> targets;
  for (int k = 0; k < count; ++k) {
    const int position = known[static_cast<std::size_t>(k)];
    targets.push_back({position, sentence[static_cast<std::size_t>(position)]});
  }
  std::sort(targets.begin(), targets.end(),
            [](const MaskedTarget& a, const MaskedTarget& b) { return a.position < b.position; });
  return targets;
}

Trainer startTraining(const LmModel<float>& model, const TrainSettings& settings) {
  Trainer trainer;
  trainer.settings = settings;
  trainer.firstMoment = zeroWeights<float>(model.shape);
  trainer.secondMoment = zeroWeights<float>(model.shape);
  return trainer;
}

namespace {

// Linear warm-up to `peak` over `warmup` steps, then linear decay to finalRate of it at step `end`.
double warmThenDecay(double peak, int warmup, double finalRate, int step, int end) {
  if (step < warmup) return peak * (step + 1) / warmup;
  const double span = std::max(1, end - warmup);
  const double progress = std::min(1.0, (step - warmup) / span);
  return peak * (1.0 - (1.0 - finalRate) * progress);
}

}  // namespace

double learningRate(const TrainSettings& s, int step) {
  // The schedule `step` falls in: from `start` at `peak` to `end`. A restart at or past the last
  // step is none.
  int start = 0, end = s.steps;
  double peak = s.peakRate;
  for (const TrainSettings::Restart& restart : s.restarts) {
    if (restart.at <= 0 || restart.at >= s.steps) continue;
    if (step >= restart.at) { start = restart.at; peak = restart.rate; }
    else { end = restart.at; break; }
  }
  return warmThenDecay(peak, s.warmup, s.finalRate, step - start, end - start);
}

Sentence visitedSentence(const Sentence& sentence, const TrainSettings& s, std::uint64_t visit) {
  if (s.fullStopId < 0 || s.fullStopShare <= 0 || sentence.empty() || sentence.back() == s.fullStopId ||
      sentence.size() >= static_cast<std::size_t>(kMaxLmPositions))
    return sentence;
  SplitMix64 random(mixSeeds(mixSeeds(s.seed, hashString("full stop")), visit));
  if (random.uniform01() >= s.fullStopShare) return sentence;
  Sentence out = sentence;
  out.push_back(s.fullStopId);
  return out;
}

namespace {
// Weight decay leaves the biases (the word biases too) and the norms' gains as they are.
bool decays(const std::string& group) { return !groupEndsWith(group, "Bias") && !groupEndsWith(group, "Gain"); }

static_assert(std::is_same_v<decltype(TrainSettings::windowWeights), WindowCounts::Weights>);

// The teacher's most probable words at `position` of `sentence` (read unmasked), scaled to sum to
// the teacher's share.
std::vector<std::pair<int, double>> teacherTargets(const TrainSettings& s, const Sentence& sentence, int position) {
  const std::vector<double> p =
      s.windowTeacher ? s.windowTeacher->distribution(sentence, position, s.windowWeights, s.windowKappa,
                                                      sentence[static_cast<std::size_t>(position)])
                      : s.teacher->distribution(sentence, position, s.teacherWeights);
  std::vector<int> ids(p.size());
  std::iota(ids.begin(), ids.end(), 0);
  const std::vector<int> best = bestIds(std::move(ids), std::max(1, s.teacherWords),
                                        [&](int id) { return p[static_cast<std::size_t>(id)]; });
  double total = 0;
  for (const int w : best) total += p[static_cast<std::size_t>(w)];
  std::vector<std::pair<int, double>> out;
  for (const int w : best) out.push_back({w, s.teacherShare * p[static_cast<std::size_t>(w)] / total});
  return out;
}

// The trained models' guesses at the masked places of corpus sentence number `sentence`, scaled to
// the teacher's share.
void addModelTeacherTargets(std::vector<MaskedTarget>& masks, const ModelTeacher& teacher, std::size_t sentence,
                            double share) {
  if (share <= 0) return;
  const std::size_t first = teacher.firstPlace[sentence], places = teacher.firstPlace[sentence + 1] - first;
  const auto words = static_cast<std::size_t>(teacher.words);
  for (MaskedTarget& t : masks) {
    if (static_cast<std::size_t>(t.position) >= places) continue;  // an appended full stop
    const std::size_t at = (first + static_cast<std::size_t>(t.position)) * words;
    for (std::size_t k = 0; k < words; ++k)
      if (teacher.probabilities[at + k] > 0)
        t.teacher.push_back({teacher.ids[at + k], share * static_cast<double>(teacher.probabilities[at + k])});
  }
}

constexpr std::string_view kTeacherMagic = "PATEACH1";

}  // namespace

std::string encodeModelTeacher(const ModelTeacher& t) {
  std::string out(kTeacherMagic);
  const std::int64_t sentences = static_cast<std::int64_t>(t.firstPlace.size()) - 1;
  const std::int64_t places = static_cast<std::int64_t>(t.firstPlace.back());
  const std::int32_t words = t.words;
  out.append(reinterpret_cast<const char*>(&sentences), sizeof sentences);
  out.append(reinterpret_cast<const char*>(&places), sizeof places);
  out.append(reinterpret_cast<const char*>(&words), sizeof words);
  out.append(reinterpret_cast<const char*>(t.ids.data()), t.ids.size() * sizeof(std::int32_t));
  out.append(reinterpret_cast<const char*>(t.probabilities.data()), t.probabilities.size() * sizeof(float));
  return out;
}

std::shared_ptr<const ModelTeacher> readModelTeacher(std::string_view bytes, const std::vector<Sentence>& corpus,
                                                     int vocabulary) {
  if (bytes.substr(0, kTeacherMagic.size()) != kTeacherMagic) return nullptr;
  std::size_t at = kTeacherMagic.size();
  std::int64_t sentences = 0, places = 0;
  std::int32_t words = 0;
  for (auto [data, size] : {std::pair<void*, std::size_t>{&sentences, 8}, {&places, 8}, {&words, 4}}) {
    if (bytes.size() - at < size) return nullptr;
    std::memcpy(data, bytes.data() + at, size);
    at += size;
  }
  auto t = std::make_shared<ModelTeacher>();
  t->firstPlace.push_back(0);
  for (const Sentence& s : corpus) t->firstPlace.push_back(t->firstPlace.back() + s.size());
  if (sentences != static_cast<std::int64_t>(corpus.size()) || places != static_cast<std::int64_t>(t->firstPlace.back()) ||
      words < 1 || words > vocabulary)
    return nullptr;
  const std::size_t count = static_cast<std::size_t>(places) * static_cast<std::size_t>(words);
  if (bytes.size() - at != count * (sizeof(std::int32_t) + sizeof(float))) return nullptr;
  t->words = words;
  t->ids.resize(count);
  t->probabilities.resize(count);
  std::memcpy(t->ids.data(), bytes.data() + at, count * sizeof(std::int32_t));
  std::memcpy(t->probabilities.data(), bytes.data() + at + count * sizeof(std::int32_t), count * sizeof(float));
  for (std::size_t i = 0; i < count; ++i)
    if (t->ids[i] < 0 || t->ids[i] >= vocabulary || !(t->probabilities[i] >= 0.0f && t->probabilities[i] <= 1.0f))
      return nullptr;
  return t;
}

void addTeacherTargets(std::vector<MaskedTarget>& masks, const Sentence& corpusSentence, const Sentence& visited,
                       const TrainSettings& s, int step) {
  if ((!s.teacher && !s.windowTeacher) || s.teacherShare <= 0) return;
  const bool corpusView = s.windowTeacher || (s.corpusTeacherFrom >= 0 && step >= s.corpusTeacherFrom);
  const Sentence& read = corpusView ? corpusSentence : visited;
  for (MaskedTarget& t : masks) {
    if (t.position >= static_cast<int>(read.size())) continue;
    if (!s.windowTeacher || !s.windowMemo) { t.teacher = teacherTargets(s, read, t.position); continue; }
    // The corpus sentence's address and the place (a sentence is at most kMaxTokens long).
    const std::uint64_t key = (static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(&read)) << 8) |
                              static_cast<std::uint64_t>(t.position);
    auto [at, added] = s.windowMemo->targets.try_emplace(key);
    if (added) at->second = teacherTargets(s, read, t.position);
    t.teacher = at->second;
  }
}

namespace {
constexpr std::string_view kCheckpointMagic = "PALMCK01";

template <typename Visit>
void eachCheckpointGroup(LmModel<float>& model, Trainer& trainer, Visit visit) {
  for (LmWeights<float>* w : {&model.weights, &trainer.firstMoment, &trainer.secondMoment})
    for (auto& group : weightGroups(*w)) visit(*group.second);
}
}  // namespace

std::string encodeCheckpoint(const LmModel<float>& model, const Trainer& trainer) {
  std::string out(kCheckpointMagic);
  const auto put = [&out](const void* data, std::size_t bytes) {
    if (bytes > 0) out.append(static_cast<const char*>(data), bytes);  // an empty group has no data
  };
  const std::int64_t step = trainer.step;
  put(&step, sizeof step);
  LmModel<float> m = model;
  Trainer t = trainer;
  eachCheckpointGroup(m, t, [&](const Mat<float>& values) {
    const std::int64_t size = values.size();
    put(&size, sizeof size);
    put(values.data(), static_cast<std::size_t>(size) * sizeof(float));
  });
  return out;
}

bool readCheckpoint(std::string_view bytes, LmModel<float>& model, Trainer& trainer) {
  if (bytes.substr(0, kCheckpointMagic.size()) != kCheckpointMagic) return false;
  std::size_t at = kCheckpointMagic.size();
  const auto take = [&](void* data, std::size_t count) {
    if (bytes.size() - at < count) return false;
    if (count > 0) std::memcpy(data, bytes.data() + at, count);  // an empty group has no data
    at += count;
    return true;
  };
  std::int64_t step = 0;
  if (!take(&step, sizeof step) || step < 0) return false;
  LmModel<float> m = model;
  Trainer t = trainer;
  bool fits = true;
  eachCheckpointGroup(m, t, [&](Mat<float>& values) {
    std::int64_t size = 0;
    fits = fits && take(&size, sizeof size) && size == values.size() &&
           take(values.data(), static_cast<std::size_t>(size) * sizeof(float));
  });
  if (!fits || at != bytes.size()) return false;
  t.step = static_cast<int>(step);
  t.orderEpoch = -1;  // recomputed from the seed at the next step
  model = std::move(m);
  trainer = std::move(t);
  return true;
}

bool readCheckpointAddingInputCodes(std::string_view bytes, LmModel<float>& model, Trainer& trainer) {
  if (readCheckpoint(bytes, model, trainer)) return true;
  if (!model.shape.inputCodes) return false;
  LmModel<float> without = model;
  without.shape.inputCodes = false;
  without.weights.codeInput.resize(0, 0);
  Trainer withoutTrainer = startTraining(without, trainer.settings);
  if (!readCheckpoint(bytes, without, withoutTrainer)) return false;
  LmModel<float> m = model;
  Trainer t = trainer;
  for (auto [from, to] : {std::pair{&without.weights, &m.weights}, std::pair{&withoutTrainer.firstMoment, &t.firstMoment},
                          std::pair{&withoutTrainer.secondMoment, &t.secondMoment}}) {
    to->codeInput.setZero();
    auto target = weightGroups(*to);
    for (auto& [name, values] : weightGroups(*from))
      for (auto& [targetName, targetValues] : target)
        if (targetName == name) *targetValues = *values;
  }
  t.step = withoutTrainer.step;
  t.orderEpoch = -1;
  model = std::move(m);
  trainer = std::move(t);
  return true;
}

namespace {
const std::vector<std::uint32_t>& epochOrder(Trainer& trainer, long long epoch, std::size_t size) {
  if (trainer.orderEpoch != epoch) {
    trainer.order.resize(size);
    for (std::size_t i = 0; i < size; ++i) trainer.order[i] = static_cast<std::uint32_t>(i);
    SplitMix64 random(mixSeeds(mixSeeds(trainer.settings.seed, hashString("order")),
                               static_cast<std::uint64_t>(epoch)));
    for (std::size_t i = size - 1; i > 0; --i)
      std::swap(trainer.order[i], trainer.order[static_cast<std::size_t>(random.below(static_cast<int>(i + 1)))]);
    trainer.orderEpoch = epoch;
  }
  return trainer.order;
}

// TrainSettings::onlyWords: every gradient but the listed words' rows of the per-word groups at
// zero. Adam's moments of the rest then stay at zero (a stage from files starts them there), and so
// does every step it takes on them.
void keepOnlyWords(LmWeights<float>& gradient, const std::vector<char>& only) {
  for (auto& entry : weightGroups(gradient)) {
    Mat<float>& g = *entry.second;
    if (&g == &gradient.wordBias) {
      for (Eigen::Index w = 0; w < g.cols(); ++w) if (!only[static_cast<std::size_t>(w)]) g(0, w) = 0;
    } else if (&g == &gradient.wordCodes || &g == &gradient.wordDeltas) {
      for (Eigen::Index w = 0; w < g.rows(); ++w) if (!only[static_cast<std::size_t>(w)]) g.row(w).setZero();
    } else {
      g.setZero();
    }
  }
}
}  // namespace

double trainStep(LmModel<float>& model, Trainer& trainer, const std::vector<Sentence>& corpus) {
  const TrainSettings& s = trainer.settings;
  const auto size = static_cast<long long>(corpus.size());
  std::vector<Sentence> visited(static_cast<std::size_t>(s.batch));
  std::vector<const Sentence*> sentences, corpusSentences;
  std::vector<std::size_t> corpusIndices;
  std::vector<std::vector<MaskedTarget>> masks;
  std::size_t targets = 0;
  for (int b = 0; b < s.batch; ++b) {
    const long long visit = static_cast<long long>(trainer.step) * s.batch + b;
    const auto& order = epochOrder(trainer, visit / size, corpus.size());
    const std::size_t corpusIndex = order[static_cast<std::size_t>(visit % size)];
    const Sentence& corpusSentence = corpus[corpusIndex];
    corpusSentences.push_back(&corpusSentence);
    corpusIndices.push_back(corpusIndex);
    visited[static_cast<std::size_t>(b)] = visitedSentence(corpusSentence, s, static_cast<std::uint64_t>(visit));
    const Sentence& sentence = visited[static_cast<std::size_t>(b)];
    masks.push_back(chooseMasks(sentence, model.shape.vocabulary, s.maskShare, s.seed,
                                static_cast<std::uint64_t>(visit)));
    sentences.push_back(&sentence);
    targets += masks.back().size();
  }
  LmWeights<float> gradient = zeroWeights<float>(model.shape);
  double loss = 0;
  if (targets == 0) { ++trainer.step; return 0; }
  const float weight = 1.0f / static_cast<float>(targets);
  // Every sentence's pass first, then one readout for all the batch's masked rows (the word
  // vectors are read once a step, not once a sentence), then each sentence's backward pass.
  std::vector<Sentence> inputs;
  std::vector<LmPass<float>> passes;
  std::vector<std::vector<int>> rows;
  std::vector<MaskedTarget> allTargets;
  Mat<float> finalRows(static_cast<Eigen::Index>(targets), model.shape.width);
  for (std::size_t b = 0; b < sentences.size(); ++b) {
    if (masks[b].empty()) continue;
    Sentence input = *sentences[b];
    for (const MaskedTarget& t : masks[b]) input[static_cast<std::size_t>(t.position)] = maskId(model.shape);
    if (s.modelTeacher) addModelTeacherTargets(masks[b], *s.modelTeacher, corpusIndices[b], s.teacherShare);
    else addTeacherTargets(masks[b], *corpusSentences[b], *sentences[b], s, trainer.step);
    // Dropout seeded by the visit (as the masks are), so a resumed run drops the same elements.
    const std::uint64_t visit = static_cast<std::uint64_t>(trainer.step) * static_cast<std::uint64_t>(s.batch) + b;
    passes.push_back(encode(model, input, -1, LmDropout{s.dropout, mixSeeds(mixSeeds(s.seed, hashString("dropout")), visit)}));
    rows.emplace_back();
    for (const MaskedTarget& t : masks[b]) {
      finalRows.row(static_cast<Eigen::Index>(allTargets.size())) = passes.back().finalNorm.out.row(t.position);
      rows.back().push_back(t.position);
      allTargets.push_back(t);
    }
    inputs.push_back(std::move(input));
  }
  Mat<float> dy;
  loss = readoutGradient(model, finalRows, allTargets, weight, gradient, dy);
  Eigen::Index first = 0;
  for (std::size_t k = 0; k < passes.size(); ++k) {
    const auto count = static_cast<Eigen::Index>(rows[k].size());
    encoderGradient(model, passes[k], inputs[k], rows[k], Mat<float>(dy.middleRows(first, count)), gradient);
    first += count;
  }
  if (model.shape.inputCodes && trainer.step < s.inputCodesFrom) gradient.codeInput.setZero();
  if (!s.onlyWords.empty()) keepOnlyWords(gradient, s.onlyWords);
  auto g = weightGroups(gradient);
  double norm = 0;
  for (auto& group : g) norm += static_cast<double>(group.second->squaredNorm());
  norm = std::sqrt(norm);
  const float shrink = norm > s.clip ? static_cast<float>(s.clip / norm) : 1.0f;
  const double rate = learningRate(s, trainer.step);
  ++trainer.step;
  auto p = weightGroups(model.weights);
  auto m = weightGroups(trainer.firstMoment);
  auto v = weightGroups(trainer.secondMoment);
  const AdamCoefficients adam{s.beta1, s.beta2, s.epsilon};
  for (std::size_t k = 0; k < p.size(); ++k) {
    if (s.weightDecay > 0 && decays(p[k].first)) *p[k].second *= static_cast<float>(1.0 - rate * s.weightDecay);
    adamUpdate(p[k].second->data(), m[k].second->data(), v[k].second->data(), g[k].second->data(),
               static_cast<std::size_t>(p[k].second->size()), trainer.step, rate, adam, shrink);
  }
  return loss;
}

}  // namespace posattn::lm
