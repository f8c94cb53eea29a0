// Trains one English masked-language model (docs/models.md) and writes its weights and card.
//
//   lm_train SCHEME DATA_DIR VOCABULARY_FILE OUT_DIR STEPS EVAL_SENTENCES CHECK_SENTENCES
//
// EVAL_SENTENCES bounds the validation sentences; the test figures use the whole test split.
// CHECKPOINT=path (optional): the run saves its state there every CHECKPOINT_EVERY steps (500) and,
// started again, resumes from it, giving the same weights as a run that never stopped.
// START_FROM=<file>: start from a written model's weights instead of the seeded ones (with Adam's
// moments and the step at zero): a stage that continues a finished run from its files. The card then
// keeps that run's training block (from the card beside the file) as "startedFrom". A file with
// narrower word codes than OUTPUT_RANK, a narrower MLP than HIDDEN or fewer blocks than LAYERS starts
// a larger model that computes the same (grownWeights, core/lm/model.hpp). START_VOCABULARY=<file>:
// the START_FROM file was trained with that vocabulary, whose kept words have the same vectors in
// this one (lm_prepare's BASIS_FROM): each keeps its trained bias and code (movedVocabulary); with
// NEW_WORDS_ONLY=1 only the new words' biases and codes train.
// STAGE_CARD=1: a stage a later one starts from; its card stops after the validation figures (no
// test split, check sentences or head patterns: minutes a stage that no page reads). The weights
// are the same either way.
#include <cstring>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <unordered_set>
#include <vector>

#include "core/lm/count_model.hpp"
#include "core/lm/window_counts.hpp"
#include "core/lm/evaluation.hpp"
#include "core/lm/model_file.hpp"
#include "core/lm/moved_vocabulary.hpp"
#include "tool_io.hpp"
#include "core/lm/training.hpp"

using namespace posattn;
using namespace posattn::lm;
using namespace posattn::lm::tool;

namespace {

void writeFile(const std::string& path, const std::string& bytes) {
  const std::string temporary = path + ".part";
  std::ofstream(temporary, std::ios::binary) << bytes;
  std::rename(temporary.c_str(), path.c_str());
}

double numberFromEnvironment(const char* name, double fallback) {
  const char* value = std::getenv(name);
  return value && *value ? std::stod(value) : fallback;
}

std::string restartsJson(const TrainSettings& settings) {
  std::string out;
  for (const TrainSettings::Restart& r : settings.restarts)
    out += (out.empty() ? "" : ", ") + std::string("{\"at\": ") + std::to_string(r.at) + ", \"rate\": " + number(r.rate) + "}";
  return out;
}

// A comma-separated list of numbers ("" or unset: none).
std::vector<double> numbersFromEnvironment(const char* name) {
  std::vector<double> numbers;
  const char* value = std::getenv(name);
  std::stringstream list(value ? value : "");
  for (std::string item; std::getline(list, item, ',');)
    if (!item.empty()) numbers.push_back(std::stod(item));
  return numbers;
}

// The object that follows `key` in a card this tool wrote ("" if absent): its braces balance and
// its strings hold none.
std::string jsonObjectAfter(const std::string& text, const std::string& key) {
  const std::size_t at = text.find(key);
  if (at == std::string::npos || text.compare(at + key.size(), 1, "{") != 0) return "";
  int depth = 0;
  for (std::size_t i = at + key.size(); i < text.size(); ++i) {
    depth += text[i] == '{' ? 1 : text[i] == '}' ? -1 : 0;
    if (depth == 0) return text.substr(at + key.size(), i + 1 - at - key.size());
  }
  return "";
}

// The window model's kappa and weights from count-baseline.json (its "window" block: each term's
// weights per count bucket, in WindowCounts' order).
bool windowTuningFrom(const std::string& text, double& kappa, WindowCounts::Weights& weights) {
  const std::size_t block = text.find("\"window\": {");
  if (block == std::string::npos) return false;
  const std::size_t k = text.find("\"kappa\": ", block), w = text.find("\"weights\": {", block);
  if (k == std::string::npos || w == std::string::npos) return false;
  kappa = std::strtod(text.c_str() + k + 9, nullptr);
  const char* at = text.c_str() + w;
  for (auto& term : weights) {
    at = std::strchr(at, '[');  // each term's list: a weight per count bucket
    if (!at) return false;
    for (double& weight : term) {
      char* end = nullptr;
      weight = std::strtod(at + 1, &end);  // after the '[' or the ','
      if (end == at + 1 || (*end != ',' && *end != ']')) return false;
      at = end;
    }
  }
  return kappa > 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 8) {
    std::cerr << "usage: lm_train SCHEME DATA_DIR VOCABULARY_FILE OUT_DIR STEPS EVAL_SENTENCES CHECK_SENTENCES\n";
    return 2;
  }
  PositionScheme scheme;
  if (!parseScheme(argv[1], scheme)) { std::cerr << "unknown scheme " << argv[1] << "\n"; return 2; }
  const std::string dataDir = argv[2], vocabPath = argv[3], outDir = argv[4];
  const int steps = std::stoi(argv[5]);
  const auto evalCount = static_cast<std::size_t>(std::stoi(argv[6]));
  const auto checkCount = static_cast<std::size_t>(std::stoi(argv[7]));

  const VocabularyRead read = readVocabulary(readAll(vocabPath));
  if (!read.error.empty()) { std::cerr << "vocabulary refused: " << read.error.message("reason").code << "\n"; return 1; }
  const Vocabulary& vocabulary = read.vocabulary;
  const std::vector<Sentence> train = readSentences(vocabulary, dataDir + "/train.txt", SIZE_MAX);
  const std::vector<Sentence> validation = readSentences(vocabulary, dataDir + "/validation.txt", evalCount);
  const std::vector<Sentence> test = readSentences(vocabulary, dataDir + "/test.txt", SIZE_MAX);
  const std::vector<Sentence> check = readSentences(vocabulary, dataDir + "/test.txt", checkCount);

  LmShape shape;
  shape.scheme = scheme;
  shape.vocabulary = static_cast<int>(vocabulary.words.size());
  shape.width = static_cast<int>(vocabulary.embedding.cols());
  // The shipped schedule (docs/models.md, scripts/train-models.sh); PEAK_RATE, WARMUP and
  // FINAL_RATE override it for trials.
  TrainSettings settings;
  settings.steps = steps;
  settings.peakRate = numberFromEnvironment("PEAK_RATE", 2e-3);
  settings.warmup = static_cast<int>(numberFromEnvironment("WARMUP", 400));
  settings.finalRate = numberFromEnvironment("FINAL_RATE", 0.02);
  // RESTART_AT: the steps of the warm restarts, "14000,24000"; RESTART_RATE their peaks, one for all
  // or one each (default: half the first peak).
  const std::vector<double> restartSteps = numbersFromEnvironment("RESTART_AT");
  const std::vector<double> restartRates = numbersFromEnvironment("RESTART_RATE");
  for (std::size_t r = 0; r < restartSteps.size(); ++r)
    settings.restarts.push_back({static_cast<int>(restartSteps[r]),
                                 restartRates.empty() ? settings.peakRate / 2 : restartRates[std::min(r, restartRates.size() - 1)]});
  settings.inputCodesFrom = static_cast<int>(numberFromEnvironment("INPUT_CODES_FROM", 0));
  shape.outputRank = static_cast<int>(numberFromEnvironment("OUTPUT_RANK", 0));
  shape.layers = static_cast<int>(numberFromEnvironment("LAYERS", shape.layers));
  shape.hidden = static_cast<int>(numberFromEnvironment("HIDDEN", shape.hidden));
  shape.inputCodes = numberFromEnvironment("INPUT_CODES", 0) != 0;
  shape.wordDeltas = numberFromEnvironment("WORD_DELTAS", 0) != 0;
  // HEAD_SIDES=1: ALiBi's heads read one side each, the even ones left; 3: the same in mirrored pairs,
  // a pair sharing a slope (model.hpp, LmHeadSides).
  shape.headSides = static_cast<LmHeadSides>(static_cast<int>(numberFromEnvironment("HEAD_SIDES", 0)));
  shape.base = static_cast<int>(numberFromEnvironment("POSITION_BASE", kLmDefaultBase));  // sinusoidal's and RoPE's
  if (Message problem = validateShape(shape); !problem.empty()) {
    std::cerr << "not a model lm_train can build: " << problem.code << " " << (problem.args.empty() ? "" : problem.args[0].text) << "\n";
    return 1;
  }
  settings.maskShare = numberFromEnvironment("MASK_SHARE", settings.maskShare);
  settings.weightDecay = numberFromEnvironment("WEIGHT_DECAY", 0);
  settings.dropout = numberFromEnvironment("DROPOUT", 0);  // on each block's outputs (LmDropout)
  settings.batch = static_cast<int>(numberFromEnvironment("BATCH", settings.batch));
  settings.fullStopShare = numberFromEnvironment("FULL_STOP_SHARE", 0);
  settings.fullStopId = vocabulary.lookup(".", -1);
  const std::uint64_t seed = 26;
  // TEACHER_SHARE > 0: distil from the count baseline (built and tuned here as lm_count_baseline does).
  settings.teacherShare = numberFromEnvironment("TEACHER_SHARE", 0);
  settings.teacherWords = static_cast<int>(numberFromEnvironment("TEACHER_WORDS", 32));
  settings.corpusTeacherFrom = static_cast<int>(numberFromEnvironment("CORPUS_TEACHER_FROM", -1));
  // TEACHER=window: the stronger count model instead (leave-one-out, training.hpp), with the kappa and
  // weights count-baseline.json's "window" block was tuned to on validation (WINDOW_FROM, that file).
  const std::string teacherName = std::getenv("TEACHER") ? std::getenv("TEACHER") : "neighbours";
  std::unique_ptr<NeighbourCounts> teacher;
  std::unique_ptr<WindowCounts> windowTeacher;
  if (settings.teacherShare > 0 && teacherName == "window") {
    const char* from = std::getenv("WINDOW_FROM");
    if (!from || !windowTuningFrom(readAll(from), settings.windowKappa, settings.windowWeights)) {
      std::cerr << "TEACHER=window needs WINDOW_FROM, a count-baseline.json with a \"window\" block\n";
      return 1;
    }
    windowTeacher = std::make_unique<WindowCounts>(train, static_cast<int>(vocabulary.words.size()));
    settings.windowTeacher = windowTeacher.get();
    if (numberFromEnvironment("TEACHER_MEMO", 1) != 0) settings.windowMemo = std::make_shared<TrainSettings::TeacherMemo>();
  } else if (settings.teacherShare > 0 && teacherName == "models") {
    // TEACHER=models: trained models' guesses, computed once into TEACHER_FILE (lm_teacher_targets).
    const char* from = std::getenv("TEACHER_FILE");
    settings.modelTeacher = from ? readModelTeacher(readAll(from), train, static_cast<int>(vocabulary.words.size())) : nullptr;
    if (!settings.modelTeacher) {
      std::cerr << "TEACHER=models needs TEACHER_FILE, the models' guesses for exactly this training split\n";
      return 1;
    }
  } else if (settings.teacherShare > 0) {
    teacher = std::make_unique<NeighbourCounts>(train, static_cast<int>(vocabulary.words.size()));
    settings.teacher = teacher.get();
    settings.teacherWeights = tuneCountWeights(*teacher, readSentences(vocabulary, dataDir + "/validation.txt", SIZE_MAX));
  }
  LmModel<float> model = startingModel(shape, vocabulary.embedding, train, seed);
  // START_FROM: begin from a written model's stored weights. Its shape must be this run's.
  std::string startedFrom;  // the earlier card's training block, for this card
  int wordsMoved = -1;      // with START_VOCABULARY: the words both vocabularies hold
  if (const char* startFrom = std::getenv("START_FROM"); startFrom && *startFrom) {
    const std::string file = startFrom;
    if (file.size() > 4 && file.compare(file.size() - 4, 4, ".bin") == 0)
      startedFrom = jsonObjectAfter(readAll(file.substr(0, file.size() - 4) + ".json"), "\"training\": ");
    // START_VOCABULARY: the file was trained with that vocabulary, not this one (a new generation's
    // vocabulary with the same basis, lm_prepare's BASIS_FROM): its words move to their new places
    // and the new words start with their codes at zero (movedVocabulary, core/lm/moved_vocabulary.hpp).
    Vocabulary earlier;
    if (const char* from = std::getenv("START_VOCABULARY"); from && *from) {
      VocabularyRead read = readVocabulary(readAll(from));
      if (!read.error.empty()) { std::cerr << "START_VOCABULARY " << from << " is not a vocabulary file\n"; return 1; }
      earlier = std::move(read.vocabulary);
    }
    const int fileVocabulary = earlier.words.empty() ? shape.vocabulary : static_cast<int>(earlier.words.size());
    WeightsRead start = readWeights(readAll(file), fileVocabulary);
    if (!start.error.empty() || start.shape.scheme != shape.scheme || start.shape.width != shape.width ||
        start.shape.layers > shape.layers ||
        start.shape.hidden > shape.hidden || start.shape.outputRank > shape.outputRank ||
        start.shape.inputCodes != shape.inputCodes || start.shape.headSides != shape.headSides ||
        start.shape.base != shape.base) {
      std::cerr << "START_FROM " << startFrom << " is not a model of this shape\n";
      return 1;
    }
    if (!earlier.words.empty()) {
      LmShape moved = start.shape;
      moved.vocabulary = shape.vocabulary;
      const LmModel<float> seeded = startingModel(moved, vocabulary.embedding, train, seed);
      start.weights = movedVocabulary(start.weights, earlier.words, seeded.weights, vocabulary.words);
      wordsMoved = sharedWords(earlier.words, vocabulary.words);
      // NEW_WORDS_ONLY=1: only the new words' biases and codes train; the model stays the file's
      // for every word both vocabularies hold (TrainSettings::onlyWords).
      if (numberFromEnvironment("NEW_WORDS_ONLY", 0) != 0) {
        const std::unordered_set<std::string> known(earlier.words.begin(), earlier.words.end());
        for (const std::string& w : vocabulary.words) settings.onlyWords.push_back(known.count(w) ? 0 : 1);
      }
      std::printf("%s: %d words moved from %s, %d new\n", argv[1], wordsMoved, std::getenv("START_VOCABULARY"),
                  shape.vocabulary - wordsMoved);
    }
    model.weights = grownWeights(start.weights, model.weights);
  }
  Trainer trainer = startTraining(model, settings);
  const char* checkpointPath = std::getenv("CHECKPOINT");
  const std::string checkpoint = checkpointPath ? checkpointPath : "";
  const int checkpointEvery = static_cast<int>(numberFromEnvironment("CHECKPOINT_EVERY", 500));
  double earlierSeconds = 0;  // training time before the resumed checkpoint
  if (!checkpoint.empty()) {
    const std::string saved = readAll(checkpoint);
    if (!saved.empty() && readCheckpointAddingInputCodes(saved, model, trainer)) {
      earlierSeconds = std::stod("0" + readAll(checkpoint + ".seconds"));
      std::printf("%s resumed at step %d (%.0f s of training before)\n", argv[1], trainer.step, earlierSeconds);
    } else if (!saved.empty()) {
      std::printf("%s: checkpoint %s does not fit this model; starting afresh\n", argv[1], checkpoint.c_str());
    }
  }

  const auto start = std::chrono::steady_clock::now();
  auto seconds = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  double recent = 0, lastLosses = 0;
  int recentCount = 0, lastCount = 0;
  for (int s = trainer.step; s < steps; ++s) {
    const double loss = trainStep(model, trainer, train);
    recent += loss;
    ++recentCount;
    if (s >= steps - 200) { lastLosses += loss; ++lastCount; }
    if ((s + 1) % 200 == 0 || s + 1 == steps) {
      std::printf("%s step %d loss %.4f (%.0f s)\n", argv[1], s + 1, recent / recentCount,
                  earlierSeconds + seconds());
      std::fflush(stdout);
      recent = 0;
      recentCount = 0;
    }
    if (!checkpoint.empty() && ((s + 1) % checkpointEvery == 0 || s + 1 == steps)) {
      writeFile(checkpoint, encodeCheckpoint(model, trainer));
      writeFile(checkpoint + ".seconds", number(earlierSeconds + seconds()));
    }
  }
  const double trainSeconds = seconds();
  const double allTrainSeconds = earlierSeconds + trainSeconds;

  // What ships is fp16 (and, with CODES_INT8, the word codes int8 with a scale per row): every
  // figure below is of the stored values.
  WeightsStorage storage;
  storage.int8Codes = numberFromEnvironment("CODES_INT8", 0) != 0;
  storage.int8Blocks = numberFromEnvironment("BLOCKS_INT8", 0) != 0;
  model.weights = storedValues(model.weights, storage);
  const std::string bytes = encodeWeights(shape, model.weights, storage);
  writeFile(outDir + "/" + argv[1] + ".bin", bytes);

  const MaskedFigures val = maskedFigures(model, validation, WordOrder::Original, seed);
  if (std::getenv("VALIDATION_ONLY")) {  // a trial: the validation figures, no card
    std::printf("%s validation top1 %.4f top5 %.4f pppl %.2f; content top1 %.4f top5 %.4f pppl %.2f (%.0f s)\n",
                argv[1], val.top1, val.top5, val.pseudoPerplexity, val.content.top1, val.content.top5,
                val.content.pseudoPerplexity, allTrainSeconds);
    return 0;
  }
  const WordOrder orders[] = {WordOrder::Original, WordOrder::Shuffled, WordOrder::Reversed};
  std::ostringstream card;
  card << "{\n  \"model\": \"English masked-word encoder, " << argv[1] << " positions\",\n"
       << "  \"scheme\": \"" << argv[1] << "\",\n"
       << "  \"data\": " << readAll(dataDir + "/stats.json") << ",\n"
       << "  \"shape\": {\"vocabulary\": " << shape.vocabulary << ", \"width\": " << shape.width
       << ", \"heads\": " << shape.heads << ", \"layers\": " << shape.layers << ", \"hidden\": " << shape.hidden
       << ", \"positions\": " << shape.positions << ", \"t5Buckets\": " << shape.t5Buckets
       << ", \"t5MaxDistance\": " << shape.t5MaxDistance << ", \"outputRank\": " << shape.outputRank << ", \"inputCodes\": " << (shape.inputCodes ? "true" : "false")
       << (shape.headSides == LmHeadSides::Both ? "" : std::string(", \"headSides\": \"") + headSidesName(shape.headSides) + "\"")
       << (shape.base == kLmDefaultBase ? "" : ", \"base\": " + std::to_string(shape.base)) << "},\n"
       << "  \"storage\": {\"codes\": \"" << (storage.int8Codes ? "int8" : "fp16") << "\", \"blocks\": \""
       << (storage.int8Blocks ? "int8" : "fp16") << "\"},\n"
       << "  \"training\": {\"steps\": " << steps << ", \"batch\": " << settings.batch
       << ", \"peakRate\": " << number(settings.peakRate) << ", \"warmup\": " << settings.warmup
       << ", \"finalRate\": " << number(settings.finalRate)
       << ", \"restarts\": [" << restartsJson(settings) << "], \"inputCodesFrom\": " << settings.inputCodesFrom
       << ", \"maskShare\": " << number(settings.maskShare)
       << (settings.weightDecay > 0 ? ", \"weightDecay\": " + number(settings.weightDecay) : std::string())
       << (settings.dropout > 0 ? ", \"dropout\": " + number(settings.dropout) : std::string())
       << ", \"fullStopShare\": " << number(settings.fullStopShare)
       << ", \"teacher\": \"" << (settings.windowTeacher ? "window" : settings.modelTeacher ? "models" : "neighbours") << "\""
       << ", \"teacherShare\": " << number(settings.teacherShare) << ", \"teacherWords\": " << settings.teacherWords
       << ", \"corpusTeacherFrom\": " << settings.corpusTeacherFrom
       << ", \"seed\": " << seed
       << ", \"trainSentences\": " << train.size() << ", \"seconds\": " << number(allTrainSeconds)
       << ", \"lossLast200Steps\": " << number(lastLosses / std::max(1, lastCount))
       << (wordsMoved < 0 ? "" : ", \"vocabularyMoved\": {\"sharedWords\": " + std::to_string(wordsMoved) +
                                     ", \"newWords\": " + std::to_string(shape.vocabulary - wordsMoved) +
                                     (settings.onlyWords.empty() ? "" : ", \"onlyNewWordsTrained\": true") + "}")
       << (startedFrom.empty() ? "" : ", \"startedFrom\": " + startedFrom) << "},\n"
       << "  \"weightsBytes\": " << bytes.size() << ",\n"
       << "  \"validation\": {\"sentences\": " << validation.size() << ", \"original\": " << figuresJson(val) << "}";
  if (numberFromEnvironment("STAGE_CARD", 0) != 0) {
    card << ",\n  \"stage\": \"a later stage starts from this file: validation figures only\"";
  } else {
    card << ",\n  \"test\": {\"sentences\": " << test.size();
    for (WordOrder order : orders)
      card << ", \"" << orderName(order) << "\": " << figuresJson(maskedFigures(model, test, order, seed));
    // A few test sentences in double precision: the figures tests/core/lm/ reproduce to 1e-6.
    const LmModel<double> exact = castModel<double>(model);
    card << "},\n  \"check\": {\"sentences\": " << check.size() << ", \"precision\": \"double\"";
    for (WordOrder order : orders)
      card << ", \"" << orderName(order) << "\": " << figuresJson(maskedFigures(exact, check, order, seed));
    card << "},\n  \"heads\": [";
    const auto patterns = headPatterns(model, test);
    for (std::size_t i = 0; i < patterns.size(); ++i) {
      const HeadPattern& p = patterns[i];
      card << (i ? ",\n    " : "\n    ") << "{\"layer\": " << p.layer + 1 << ", \"head\": " << p.head + 1
           << ", \"previous\": " << number(p.previous) << ", \"next\": " << number(p.next)
           << ", \"self\": " << number(p.self) << ", \"previousTop\": " << number(p.previousTop)
           << ", \"nextTop\": " << number(p.nextTop) << ", \"selfTop\": " << number(p.selfTop) << "}";
    }
    card << "\n  ]";
  }
  card << ",\n  \"evaluationSeconds\": " << number(seconds() - trainSeconds) << "\n}\n";
  writeFile(outDir + "/" + argv[1] + ".json", card.str());
  std::printf("%s done: %.0f s training, validation top1 %.4f, pseudo-perplexity %.2f\n", argv[1],
              allTrainSeconds, val.top1, val.pseudoPerplexity);
  return 0;
}
