#pragma once
// Masked-word training of model.hpp's encoder: seeded batches and masks, Adam with warm-up and
// linear decay, global gradient clipping. Everything follows from the seed, so two runs of the same
// build give the same weights bit for bit.
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "model.hpp"

namespace posattn::lm {

class NeighbourCounts;
class WindowCounts;

using Sentence = std::vector<int>;  // word ids, unknownId for words outside the vocabulary

// Distillation from trained models (docs/models.md, "Distilled from three": measured, not used): their most probable
// words at each place of each training sentence, read with that place alone masked, computed once
// and kept in a file (lm_teacher_targets), since a model's guesses cost far more than a count
// model's. A place past the corpus sentence (an appended full stop) keeps a plain target.
struct ModelTeacher {
  int words = 0;                         // guesses kept per place
  std::vector<std::size_t> firstPlace;   // per training sentence, the index of its first place; then the total
  std::vector<std::int32_t> ids;         // places x words, best first
  std::vector<float> probabilities;      // the same, each place's summing to 1 (all 0 where its word is unknown)
};
// The file's bytes as a teacher for this corpus, or nothing if they are not one for exactly it.
std::shared_ptr<const ModelTeacher> readModelTeacher(std::string_view bytes, const std::vector<Sentence>& corpus,
                                                     int vocabulary);
std::string encodeModelTeacher(const ModelTeacher& teacher);

struct TrainSettings {
  int steps = 1000;
  int batch = 32;              // sentences per step
  double peakRate = 2e-3;
  int warmup = 200;            // steps of linear warm-up
  double finalRate = 0.1;      // fraction of the peak reached at the last step (linear decay)
  // Warm restarts, in increasing order of `at`: from each, a schedule of its own (warm-up to `rate`,
  // then the same linear decay to the next restart or the last step). Each schedule ends as a run
  // of that many steps would, so a finished run's checkpoint continues bit for bit. None: one schedule.
  struct Restart { int at; double rate; };
  std::vector<Restart> restarts;
  // A model with input codes (model.hpp) keeps codeInput at zero, untrained, before this step: till
  // then the run is the run without them, bit for bit, so a checkpoint of that run continues here.
  int inputCodesFrom = 0;
  double maskShare = 0.15;     // of each sentence's known words, at least one
  double clip = 1.0;           // global gradient norm
  // Decoupled weight decay (AdamW): each step, before Adam's, every matrix but the biases and the
  // norms' gains shrinks by rate x weightDecay. 0: none, the runs before it bit for bit.
  double weightDecay = 0.0;
  // Dropout on each block's attention and MLP outputs (model.hpp, LmDropout), its elements seeded
  // by the visit. 0: none, the runs before it bit for bit.
  double dropout = 0.0;
  double beta1 = 0.9, beta2 = 0.999, epsilon = 1e-8;
  std::uint64_t seed = 26;
  // Everyday sentences end with a full stop, WordNet's texts almost never (244 of 91,303): this share
  // of the visited sentences gets one appended (where it has none and fits), so a typed "." is
  // ordinary to the model. fullStopId < 0 leaves the corpus as it is.
  int fullStopId = -1;
  double fullStopShare = 0.0;
  // Distillation: each masked word's target puts teacherShare on the teacher's teacherWords most
  // probable words (in proportion), the rest on the word itself. No teacher: plain targets.
  const NeighbourCounts* teacher = nullptr;
  std::array<double, 5> teacherWeights{};  // the count model's tuned weights (count_model.hpp)
  // Or the stronger count model (window_counts.hpp) as the teacher: it reads the corpus's own
  // sentence without that sentence's own counts (leave-one-out: its two-words-each-side contexts
  // would otherwise recall the very word), and an appended full stop keeps a plain target.
  const WindowCounts* windowTeacher = nullptr;
  std::array<std::array<double, 12>, 11> windowWeights{};  // WindowCounts::Weights
  double windowKappa = 1;
  // Its targets depend only on the corpus sentence and the place, so each is computed once and kept
  // here: the same numbers, computed once per place instead of at every visit. Optional.
  struct TeacherMemo { std::unordered_map<std::uint64_t, std::vector<std::pair<int, double>>> targets; };
  std::shared_ptr<TeacherMemo> windowMemo;
  // Or trained models' guesses (above): the same share, each place's words as the file keeps them.
  std::shared_ptr<const ModelTeacher> modelTeacher;
  double teacherShare = 0.0;
  int teacherWords = 32;
  // From this step on (-1: never) the teacher reads the sentence as the corpus has it, without the
  // full stop training appended, and a masked appended full stop gets a plain target. The teacher's
  // counts hold only the corpus's own full stops, mostly after "etc" (WordNet's "etc."): read with an
  // appended one, it taught "etc" before every final full stop (docs/models.md).
  int corpusTeacherFrom = -1;
  // Non-empty (one flag per word): only these words' biases, codes and deltas train; every other
  // number keeps its value, so the model is unchanged for every other word (a vocabulary's new words
  // learned beside a finished model: moved_vocabulary.hpp). Empty: everything trains.
  std::vector<char> onlyWords;
};

// A model starting from `seed`, its word biases at the training words' log frequencies.
LmModel<float> startingModel(const LmShape& shape, const Mat<float>& embedding,
                             const std::vector<Sentence>& corpus, std::uint64_t seed);

// The teacher's soft targets for a visit's masked places (none without a teacher): read from the
// visited sentence, or from the corpus's own from settings.corpusTeacherFrom on, where an appended
// full stop keeps a plain target.
void addTeacherTargets(std::vector<MaskedTarget>& masks, const Sentence& corpusSentence, const Sentence& visited,
                       const TrainSettings& settings, int step);

// Which positions of sentence number `visit` are masked (seeded by the visit, not the scheme).
std::vector<MaskedTarget> chooseMasks(const Sentence& sentence, int vocabulary, double share,
                                      std::uint64_t seed, std::uint64_t visit);

struct Trainer {
  TrainSettings settings;
  LmWeights<float> firstMoment, secondMoment;
  int step = 0;
  std::vector<std::uint32_t> order;  // this epoch's sentence order
  long long orderEpoch = -1;
};
Trainer startTraining(const LmModel<float>& model, const TrainSettings& settings);
// One Adam step on the next batch; returns the batch's mean masked-word loss (nats).
double trainStep(LmModel<float>& model, Trainer& trainer, const std::vector<Sentence>& corpus);
double learningRate(const TrainSettings& settings, int step);

// Sentence number `visit` as training sees it: with fullStopShare of them (seeded by the visit) a
// full stop appended, where the sentence lacks one and has room.
Sentence visitedSentence(const Sentence& sentence, const TrainSettings& settings, std::uint64_t visit);

// A checkpoint: the weights, Adam's moments and the step, in float32, so a run stopped and resumed
// from it gives the same weights bit for bit as one that never stopped. Not a shipped format.
std::string encodeCheckpoint(const LmModel<float>& model, const Trainer& trainer);
// False (and nothing changed) unless the bytes are a checkpoint of exactly this model's shape.
bool readCheckpoint(std::string_view bytes, LmModel<float>& model, Trainer& trainer);
// For a model with input codes: also a checkpoint of the same model without them (its codeInput and
// moments then zero), the run before trainer.settings.inputCodesFrom.
bool readCheckpointAddingInputCodes(std::string_view bytes, LmModel<float>& model, Trainer& trainer);

}  // namespace posattn::lm
