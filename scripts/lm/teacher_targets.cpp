// The trained models' guesses at every place of the training split, for distillation from them
// (TEACHER=models in lm_train; docs/models.md, "Distilled from the five"):
//
//   lm_teacher_targets SCHEME[,SCHEME...] MODELS_DIR DATA_DIR VOCABULARY_FILE OUT_FILE WORDS
//
// At each place of each training sentence (read as lm_train reads it), with that place alone masked:
// the average of the named models' probabilities, its WORDS most probable words kept and renormalised
// over them. THREADS (2) share the sentences; the file is the same for any number of them.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include "core/lm/best_ids.hpp"
#include "core/lm/training.hpp"
#include "tool_io.hpp"

using namespace posattn::lm;
using namespace posattn::lm::tool;

int main(int argc, char** argv) {
  if (argc != 7) {
    std::cerr << "usage: lm_teacher_targets SCHEME[,SCHEME...] MODELS_DIR DATA_DIR VOCABULARY_FILE OUT_FILE WORDS\n";
    return 2;
  }
  const std::string schemes = argv[1], models = argv[2], data = argv[3], out = argv[5];
  const int words = std::stoi(argv[6]);
  const VocabularyRead read = readVocabulary(readAll(argv[4]));
  if (!read.error.empty()) { std::cerr << "vocabulary refused\n"; return 1; }
  const int vocabulary = static_cast<int>(read.vocabulary.words.size());
  const std::vector<LmModel<float>> teachers = readModels(models, read.vocabulary, schemes);
  if (teachers.empty() || words < 1 || words > vocabulary) { std::cerr << "no models, or WORDS out of range\n"; return 2; }
  const std::vector<Sentence> train = readSentences(read.vocabulary, data + "/train.txt");

  ModelTeacher teacher;
  teacher.words = words;
  teacher.firstPlace.push_back(0);
  for (const Sentence& s : train) teacher.firstPlace.push_back(teacher.firstPlace.back() + s.size());
  const std::size_t places = teacher.firstPlace.back();
  teacher.ids.assign(places * static_cast<std::size_t>(words), 0);
  teacher.probabilities.assign(places * static_cast<std::size_t>(words), 0.0f);
  const char* threadsValue = std::getenv("THREADS");
  const int threads = std::max(1, threadsValue ? std::atoi(threadsValue) : 2);
  std::vector<std::thread> workers;
  for (int t = 0; t < threads; ++t)
    workers.emplace_back([&, t] {
      for (std::size_t s = static_cast<std::size_t>(t); s < train.size(); s += static_cast<std::size_t>(threads)) {
        for (std::size_t i = 0; i < train[s].size(); ++i) {
          if (train[s][i] >= vocabulary) continue;  // the unknown word: a plain target
          const std::vector<double> average = averageMaskedProbabilities(teachers, train[s], static_cast<int>(i));
          std::vector<int> ids(static_cast<std::size_t>(vocabulary));
          for (int c = 0; c < vocabulary; ++c) ids[static_cast<std::size_t>(c)] = c;
          const std::vector<int> best = bestIds(std::move(ids), words, [&](int id) { return average[static_cast<std::size_t>(id)]; });
          double kept = 0;
          for (const int w : best) kept += average[static_cast<std::size_t>(w)];
          const std::size_t at = (teacher.firstPlace[s] + i) * static_cast<std::size_t>(words);
          for (std::size_t k = 0; k < best.size(); ++k) {
            teacher.ids[at + k] = best[k];
            teacher.probabilities[at + k] = static_cast<float>(average[static_cast<std::size_t>(best[k])] / kept);
          }
        }
        if (t == 0 && s % 10000 == 0) std::printf("%zu of %zu sentences\n", s, train.size()), std::fflush(stdout);
      }
    });
  for (std::thread& w : workers) w.join();
  const std::string bytes = encodeModelTeacher(teacher);
  std::ofstream(out + ".part", std::ios::binary) << bytes;
  std::rename((out + ".part").c_str(), out.c_str());
  std::printf("%zu sentences, %zu places, %d words each: %s\n", train.size(), places, words, out.c_str());
  return 0;
}
