#include <catch2/catch.hpp>

#include <cstring>

#include "core/lm/count_model.hpp"
#include "core/lm/training.hpp"
#include "core/lm/window_counts.hpp"
#include "core/random.hpp"
#include "fixtures.hpp"

using namespace posattn;
using namespace posattn::lm;

namespace {
std::vector<Sentence> toyCorpus() {
  std::vector<Sentence> corpus;
  SplitMix64 random(11);
  for (int s = 0; s < 40; ++s) {
    Sentence sentence;
    int word = random.below(19);
    for (int i = 0; i < 3 + random.below(5); ++i) { sentence.push_back(word); word = (word + 1) % 19; }
    corpus.push_back(sentence);
  }
  return corpus;
}

// The toy corpus's fixed word vectors (20 words, 8 wide), as every run here starts from.
Mat<float> toyEmbedding() { return seededMatrix(3, 20, 8, 1.0).cast<float>(); }

// A short run in small batches: `steps` steps of 4 sentences, `warmup` of them warming up.
TrainSettings toySettings(int steps = 12, int warmup = 3) {
  TrainSettings settings;
  settings.steps = steps;
  settings.batch = 4;
  settings.warmup = warmup;
  return settings;
}

bool sameWeights(LmWeights<float>& a, LmWeights<float>& b) {
  auto x = weightGroups(a), y = weightGroups(b);
  for (std::size_t g = 0; g < x.size(); ++g)
    if (*x[g].second != *y[g].second) return false;
  return true;
}
}  // namespace

TEST_CASE("lm training: a run stopped at a checkpoint and resumed ends bit for bit as one that never stopped") {
  const std::vector<Sentence> corpus = toyCorpus();
  const LmShape shape = test::tinyShape(PositionScheme::Rope, test::kTinyOutputRank);
  const Mat<float> embedding = toyEmbedding();
  TrainSettings settings = toySettings();
  settings.fullStopId = 19;
  settings.fullStopShare = 0.5;
  LmModel<float> straight = startingModel(shape, embedding, corpus, 26);
  Trainer straightTrainer = startTraining(straight, settings);
  for (int s = 0; s < 12; ++s) trainStep(straight, straightTrainer, corpus);

  LmModel<float> first = startingModel(shape, embedding, corpus, 26);
  Trainer firstTrainer = startTraining(first, settings);
  for (int s = 0; s < 5; ++s) trainStep(first, firstTrainer, corpus);
  const std::string saved = encodeCheckpoint(first, firstTrainer);

  LmModel<float> resumed = startingModel(shape, embedding, corpus, 26);
  Trainer resumedTrainer = startTraining(resumed, settings);
  REQUIRE(readCheckpoint(saved, resumed, resumedTrainer));
  CHECK(resumedTrainer.step == 5);
  for (int s = 5; s < 12; ++s) trainStep(resumed, resumedTrainer, corpus);
  CHECK(sameWeights(resumed.weights, straight.weights));

  // A checkpoint of another shape, or cut short, is refused and changes nothing.
  LmModel<float> other = startingModel(test::tinyShape(PositionScheme::Learned), embedding, corpus, 26);
  Trainer otherTrainer = startTraining(other, settings);
  CHECK_FALSE(readCheckpoint(saved, other, otherTrainer));
  CHECK_FALSE(readCheckpoint(std::string_view(saved).substr(0, saved.size() - 1), resumed, resumedTrainer));
  CHECK(otherTrainer.step == 0);
}

TEST_CASE("lm training: a warm restart leaves the first schedule as a run of that length had it, then warms up again and decays") {
  TrainSettings one;
  one.steps = 100;
  one.warmup = 10;
  one.peakRate = 4e-3;
  one.finalRate = 0.02;
  TrainSettings restarted = one;
  restarted.steps = 160;
  restarted.restarts = {{100, 2e-3}};
  for (int step = 0; step < 100; ++step) CHECK(learningRate(restarted, step) == learningRate(one, step));
  CHECK(learningRate(restarted, 99) == Approx(4e-3 * (1 - 0.98 * 89 / 90)));  // the end of the first decay
  CHECK(learningRate(restarted, 100) == Approx(2e-3 / 10));  // warming up again
  CHECK(learningRate(restarted, 109) == Approx(2e-3));        // the second peak
  CHECK(learningRate(restarted, 159) == Approx(2e-3 * (1 - 0.98 * 49 / 50)));
  for (int step = 110; step < 159; ++step) CHECK(learningRate(restarted, step + 1) < learningRate(restarted, step));
  // A second restart: the second schedule ends at it as a run of that length had it.
  TrainSettings twice = restarted;
  twice.steps = 220;
  twice.restarts.push_back({160, 1e-3});
  for (int step = 0; step < 160; ++step) CHECK(learningRate(twice, step) == learningRate(restarted, step));
  CHECK(learningRate(twice, 160) == Approx(1e-3 / 10));
  CHECK(learningRate(twice, 169) == Approx(1e-3));
  CHECK(learningRate(twice, 219) == Approx(1e-3 * (1 - 0.98 * 49 / 50)));
  // A restart at or past the last step is no restart.
  restarted.restarts = {{160, 2e-3}};
  restarted.steps = 160;
  TrainSettings plain = one;
  plain.steps = 160;
  for (int step = 0; step < 160; step += 7) CHECK(learningRate(restarted, step) == learningRate(plain, step));
}

TEST_CASE("lm training: input codes joining at a step leave the run before it as it was, and continue its checkpoint") {
  const std::vector<Sentence> corpus = toyCorpus();
  const LmShape plainShape = test::tinyShape(PositionScheme::Rope, test::kTinyOutputRank);
  LmShape codedShape = plainShape;
  codedShape.inputCodes = true;
  const Mat<float> embedding = toyEmbedding();
  TrainSettings settings = toySettings();
  settings.inputCodesFrom = 6;
  // Without input codes, 6 steps, saved.
  LmModel<float> plain = startingModel(plainShape, embedding, corpus, 26);
  Trainer plainTrainer = startTraining(plain, settings);
  for (int s = 0; s < 6; ++s) trainStep(plain, plainTrainer, corpus);
  const std::string saved = encodeCheckpoint(plain, plainTrainer);
  // With them from the start: the same weights at step 6, codeInput still zero.
  LmModel<float> coded = startingModel(codedShape, embedding, corpus, 26);
  Trainer codedTrainer = startTraining(coded, settings);
  for (int s = 0; s < 6; ++s) trainStep(coded, codedTrainer, corpus);
  CHECK(coded.weights.codeInput.isZero(0));
  LmWeights<float> withoutCodeInput = coded.weights;
  withoutCodeInput.codeInput.resize(0, 0);
  CHECK(sameWeights(withoutCodeInput, plain.weights));
  // The plain run's checkpoint, read into the model with input codes, continues as that run does.
  LmModel<float> resumed = startingModel(codedShape, embedding, corpus, 26);
  Trainer resumedTrainer = startTraining(resumed, settings);
  CHECK_FALSE(readCheckpoint(saved, resumed, resumedTrainer));
  REQUIRE(readCheckpointAddingInputCodes(saved, resumed, resumedTrainer));
  CHECK(resumedTrainer.step == 6);
  for (int s = 6; s < 12; ++s) {
    trainStep(coded, codedTrainer, corpus);
    trainStep(resumed, resumedTrainer, corpus);
  }
  CHECK_FALSE(coded.weights.codeInput.isZero(0));  // trained from step 6
  CHECK(sameWeights(resumed.weights, coded.weights));
}

TEST_CASE("lm training: the full stop is appended to the share of visits asked, where it is missing") {
  TrainSettings settings;
  settings.fullStopId = 7;
  settings.fullStopShare = 0.5;
  int appended = 0;
  for (std::uint64_t visit = 0; visit < 2000; ++visit) {
    const Sentence out = visitedSentence({1, 2, 3}, settings, visit);
    appended += out.size() == 4;
    if (out.size() == 4) CHECK(out.back() == 7);
    CHECK(visitedSentence({1, 2, 7}, settings, visit).size() == 3);  // already ends with one
  }
  CHECK(appended > 900);
  CHECK(appended < 1100);
  settings.fullStopId = -1;
  CHECK(visitedSentence({1, 2, 3}, settings, 3).size() == 3);
}

TEST_CASE("lm training: distillation moves the model towards the teacher's guesses") {
  // The teacher (counts of a corpus where 5 always follows 4) and a corpus that never shows it:
  // with a share for the teacher, the model learns to give 5 more after 4 than without.
  const std::vector<Sentence> corpus = toyCorpus();
  std::vector<Sentence> teacherCorpus(30, Sentence{4, 5, 6});
  const NeighbourCounts teacher(teacherCorpus, 20);
  const LmShape shape = test::tinyShape(PositionScheme::None, test::kTinyOutputRank);
  const Mat<float> embedding = toyEmbedding();
  const auto probabilityOfFive = [&](double share) {
    TrainSettings settings;
    settings.steps = 30;
    settings.batch = 8;
    settings.warmup = 3;
    settings.peakRate = 1e-2;
    settings.teacher = &teacher;
    settings.teacherWeights = {0.9, 0.03, 0.03, 0.02, 0.02};
    settings.teacherShare = share;
    LmModel<float> model = startingModel(shape, embedding, corpus, 26);
    Trainer trainer = startTraining(model, settings);
    for (int s = 0; s < 30; ++s) trainStep(model, trainer, corpus);
    const std::vector<int> ids = {4, maskId(shape), 6};
    const LmPass<float> pass = encode(model, ids);
    Mat<float> logits = wordLogits(model, pass, {1});
    logits = (logits.array() - logits.maxCoeff()).exp().matrix();
    return logits(0, 5) / logits.sum();
  };
  CHECK(probabilityOfFive(0.5) > probabilityOfFive(0.0));
}

TEST_CASE("lm training: from corpusTeacherFrom on, the teacher reads the sentence without the appended full stop") {
  // In the teacher's corpus the full stop (19) only ever follows 5, as WordNet's follows "etc".
  const std::vector<Sentence> corpus = {{0, 1, 2}, {0, 1, 2}, {7, 1, 2}, {3, 4, 5, 19}, {6, 5, 19},
                                        {8, 5, 19}, {1, 8}, {1, 9}, {1, 7}};
  const NeighbourCounts teacher(corpus, 20);
  TrainSettings settings;
  settings.teacher = &teacher;
  settings.teacherWeights = {0.5, 0.2, 0.2, 0.05, 0.05};
  settings.teacherShare = 0.5;
  settings.corpusTeacherFrom = 10;
  const Sentence plain = {0, 1, 2}, visited = {0, 1, 2, 19};  // a visit with the full stop appended
  const auto targets = [&](const Sentence& read, int step) {
    std::vector<MaskedTarget> masks = {{2, 2}, {3, 19}};
    if (read.size() == 3) masks.pop_back();
    addTeacherTargets(masks, plain, read, settings, step);
    return masks;
  };
  const auto share = [](const MaskedTarget& t, int word) {
    for (const auto& [w, p] : t.teacher) if (w == word) return p;
    return 0.0;
  };
  // Before: the word before the appended full stop is taught to be 5, as the counts say of a "."
  const auto before = targets(visited, 9);
  CHECK(share(before[0], 5) > share(before[0], 2));
  CHECK_FALSE(before[1].teacher.empty());
  // From step 10: the sentence as the corpus has it, so 2 (its end) is taught; the appended full
  // stop itself gets a plain target.
  const auto after = targets(visited, 10);
  CHECK(share(after[0], 2) > share(after[0], 5));
  CHECK(after[0].teacher == targets(plain, 10)[0].teacher);
  CHECK(after[1].teacher.empty());
  // A visit without an appended full stop is read the same either way.
  CHECK(targets(plain, 9)[0].teacher == targets(plain, 10)[0].teacher);
}

TEST_CASE("lm training: the corpus teacher joining at a step leaves the run before it as it was") {
  const std::vector<Sentence> corpus = toyCorpus();
  const NeighbourCounts teacher(corpus, 20);
  const LmShape shape = test::tinyShape(PositionScheme::Rope, test::kTinyOutputRank);
  const Mat<float> embedding = toyEmbedding();
  TrainSettings settings = toySettings();
  settings.fullStopId = 19;
  settings.fullStopShare = 0.5;
  settings.teacher = &teacher;
  settings.teacherWeights = {0.5, 0.2, 0.2, 0.05, 0.05};
  settings.teacherShare = 0.5;
  TrainSettings joining = settings;
  joining.corpusTeacherFrom = 6;
  LmModel<float> old = startingModel(shape, embedding, corpus, 26), fixed = old;
  Trainer oldTrainer = startTraining(old, settings), fixedTrainer = startTraining(fixed, joining);
  for (int s = 0; s < 6; ++s) {
    trainStep(old, oldTrainer, corpus);
    trainStep(fixed, fixedTrainer, corpus);
  }
  CHECK(sameWeights(old.weights, fixed.weights));
  for (int s = 6; s < 12; ++s) {
    trainStep(old, oldTrainer, corpus);
    trainStep(fixed, fixedTrainer, corpus);
  }
  CHECK_FALSE(sameWeights(old.weights, fixed.weights));
}

TEST_CASE("lm training: the window teacher's kept targets are the ones it computes") {
  // The memo (TrainSettings::windowMemo) only saves time: a run with it takes the same steps, to the bit.
  const std::vector<Sentence> corpus = toyCorpus();
  const WindowCounts counts(corpus, 20);
  auto run = [&](bool memo) {
    TrainSettings settings;
    settings.windowTeacher = &counts;
    for (auto& row : settings.windowWeights) row.fill(1.0);
    settings.windowKappa = 2;
    settings.teacherShare = 0.5;
    settings.teacherWords = 4;
    settings.batch = 8;
    settings.steps = 12;
    if (memo) settings.windowMemo = std::make_shared<TrainSettings::TeacherMemo>();
    LmModel<float> model = startingModel(test::tinyShape(PositionScheme::Rope, test::kTinyOutputRank),
                                         toyEmbedding(), corpus, 26);
    Trainer trainer = startTraining(model, settings);
    std::vector<double> losses;
    for (int step = 0; step < 12; ++step) losses.push_back(trainStep(model, trainer, corpus));
    return losses;
  };
  CHECK(run(true) == run(false));
}

TEST_CASE("lm training: weight decay shrinks every matrix but the biases and gains by rate x decay, before Adam's step") {
  const std::vector<Sentence> corpus = toyCorpus();
  const LmShape shape = test::tinyShape(PositionScheme::T5, test::kTinyOutputRank);
  const Mat<float> embedding = toyEmbedding();
  TrainSettings settings = toySettings(10, 2);
  const LmModel<float> start = startingModel(shape, embedding, corpus, 26);
  LmModel<float> plain = start, decayed = start;
  Trainer plainTrainer = startTraining(plain, settings);
  settings.weightDecay = 0.1;
  Trainer decayedTrainer = startTraining(decayed, settings);
  const double rate = learningRate(settings, 0);  // the first step's
  REQUIRE(rate > 0);
  trainStep(plain, plainTrainer, corpus);
  trainStep(decayed, decayedTrainer, corpus);
  LmWeights<float> before = start.weights;
  auto b = weightGroups(before), p = weightGroups(plain.weights), d = weightGroups(decayed.weights);
  int decayedGroups = 0, keptGroups = 0;
  for (std::size_t g = 0; g < b.size(); ++g) {
    if (b[g].second->size() == 0) continue;
    const std::string& name = b[g].first;
    const bool kept = groupEndsWith(name, "Bias") || groupEndsWith(name, "Gain");
    // The same gradient (the same weights read it), so the difference is the decay alone.
    const Mat<float> expected = kept ? Mat<float>::Zero(b[g].second->rows(), b[g].second->cols())
                                     : Mat<float>(*b[g].second * static_cast<float>(rate * 0.1));
    CHECK((*p[g].second - *d[g].second - expected).cwiseAbs().maxCoeff() < 1e-6f);
    (kept ? keptGroups : decayedGroups) += 1;
  }
  CHECK(decayedGroups > 5);
  CHECK(keptGroups > 3);
  // No decay: the run is the run without the setting, bit for bit.
  settings.weightDecay = 0;
  LmModel<float> again = start;
  Trainer againTrainer = startTraining(again, settings);
  trainStep(again, againTrainer, corpus);
  CHECK(sameWeights(again.weights, plain.weights));
}

TEST_CASE("lm training: with onlyWords, only those words' biases, codes and deltas move; the model is the same for every other word") {
  const std::vector<Sentence> corpus = toyCorpus();
  LmShape shape = test::tinyShape(PositionScheme::Rope, test::kTinyOutputRank, true);  // input codes, deltas
  const Mat<float> embedding = toyEmbedding();
  TrainSettings settings = toySettings(8, 2);
  settings.onlyWords.assign(20, 0);
  for (int w : {2, 7, 13}) settings.onlyWords[static_cast<std::size_t>(w)] = 1;
  const LmModel<float> before = startingModel(shape, embedding, corpus, 26);
  LmModel<float> model = before;
  Trainer trainer = startTraining(model, settings);
  for (int s = 0; s < 8; ++s) trainStep(model, trainer, corpus);
  LmWeights<float> was = before.weights;
  auto now = weightGroups(model.weights), then = weightGroups(was);
  for (std::size_t g = 0; g < now.size(); ++g) {
    const std::string& name = now[g].first;
    const Mat<float>& a = *now[g].second;
    const Mat<float>& b = *then[g].second;
    const bool perWord = &a == &model.weights.wordBias || &a == &model.weights.wordCodes || &a == &model.weights.wordDeltas;
    if (!perWord) {
      CHECK((a == b));
      continue;
    }
    for (int w = 0; w < 20; ++w) {
      const Mat<float> rowNow = &a == &model.weights.wordBias ? Mat<float>(a.col(w)) : Mat<float>(a.row(w));
      const Mat<float> rowThen = &a == &model.weights.wordBias ? Mat<float>(b.col(w)) : Mat<float>(b.row(w));
      INFO(name << " word " << w);
      CHECK((rowNow != rowThen) == (settings.onlyWords[static_cast<std::size_t>(w)] != 0));
    }
  }
  // A sentence without the listed words: every other word's logit as before.
  const std::vector<int> ids = {0, 4, maskId(shape), 9, 11};
  const Mat<float> a = wordLogits(before, encode(before, ids), {2});
  const Mat<float> b = wordLogits(model, encode(model, ids), {2});
  for (int w = 0; w < 20; ++w)
    if (!settings.onlyWords[static_cast<std::size_t>(w)]) CHECK(a(0, w) == b(0, w));
}

namespace {
// A teacher for `corpus` that puts all its weight at every place on `word` (and nothing on `others`
// more words, so each place keeps 1 + others guesses).
ModelTeacher teacherSaying(const std::vector<Sentence>& corpus, int word, int others = 1) {
  ModelTeacher t;
  t.words = 1 + others;
  t.firstPlace.push_back(0);
  for (const Sentence& s : corpus) t.firstPlace.push_back(t.firstPlace.back() + s.size());
  for (std::size_t p = 0; p < t.firstPlace.back(); ++p)
    for (int k = 0; k < t.words; ++k) {
      t.ids.push_back(k == 0 ? word : (word + k) % 19);
      t.probabilities.push_back(k == 0 ? 1.0f : 0.0f);
    }
  return t;
}
}  // namespace

TEST_CASE("lm training: a models' teacher file is read back as written, and only for its own corpus") {
  const std::vector<Sentence> corpus = toyCorpus();
  const ModelTeacher written = teacherSaying(corpus, 5);
  const std::string bytes = encodeModelTeacher(written);
  const auto read = readModelTeacher(bytes, corpus, 20);
  REQUIRE(read);
  CHECK(read->words == written.words);
  CHECK(read->firstPlace == written.firstPlace);
  CHECK(read->ids == written.ids);
  CHECK(read->probabilities == written.probabilities);

  std::vector<Sentence> shorter = corpus;
  shorter.pop_back();
  CHECK_FALSE(readModelTeacher(bytes, shorter, 20));  // another corpus: its sentence count differs
  std::vector<Sentence> longerSentence = corpus;
  longerSentence[0].push_back(3);
  CHECK_FALSE(readModelTeacher(bytes, longerSentence, 20));  // its places differ
  CHECK_FALSE(readModelTeacher(bytes, corpus, 5));  // a guess outside a 5-word vocabulary
  CHECK_FALSE(readModelTeacher(bytes.substr(0, bytes.size() - 1), corpus, 20));
  CHECK_FALSE(readModelTeacher("PATEACH0" + bytes.substr(8), corpus, 20));
  std::string negative = bytes;
  const float minusOne = -1.0f;
  std::memcpy(negative.data() + negative.size() - sizeof(float), &minusOne, sizeof(float));
  CHECK_FALSE(readModelTeacher(negative, corpus, 20));
}

TEST_CASE("lm training: distillation from models moves the model towards their guesses; share 0 is the plain run") {
  const std::vector<Sentence> corpus = toyCorpus();
  const auto teacher = std::make_shared<const ModelTeacher>(teacherSaying(corpus, 5));
  const LmShape shape = test::tinyShape(PositionScheme::Rope, test::kTinyOutputRank);
  const Mat<float> embedding = toyEmbedding();
  const auto trained = [&](double share, bool withTeacher) {
    TrainSettings settings = toySettings(30, 3);
    settings.peakRate = 1e-2;
    settings.fullStopId = 19;
    settings.fullStopShare = 0.5;  // appended full stops: past the corpus sentence, plain targets
    if (withTeacher) settings.modelTeacher = teacher;
    settings.teacherShare = share;
    LmModel<float> model = startingModel(shape, embedding, corpus, 26);
    Trainer trainer = startTraining(model, settings);
    for (int s = 0; s < 30; ++s) trainStep(model, trainer, corpus);
    return model;
  };
  const auto probabilityOfFive = [&](const LmModel<float>& model) {
    const std::vector<int> ids = {1, maskId(shape), 3};
    Mat<float> logits = wordLogits(model, encode(model, ids), {1});
    logits = (logits.array() - logits.maxCoeff()).exp().matrix();
    return logits(0, 5) / logits.sum();
  };
  LmModel<float> plain = trained(0.0, false), shareZero = trained(0.0, true);
  CHECK(sameWeights(plain.weights, shareZero.weights));
  CHECK(probabilityOfFive(trained(0.5, true)) > 2 * probabilityOfFive(plain));
}
