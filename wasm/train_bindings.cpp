// The training module's surface (attention-train.js), one line a symbol. It is a module of its
// own so the page's first download (attention.js) carries no trainer, gradients or Adam; only the
// Train panel loads it. Adapters live in train_values.cpp and, like the analysis module's, answer
// bad arguments with {ok: false, error} (docs/api.md).
#include <emscripten/bind.h>

#include "scheme_values.hpp"
#include "train_values.hpp"

EMSCRIPTEN_BINDINGS(positional_attention_train) {
  using namespace posattn::js;
  emscripten::function("trainTasks", &trainTasks);
  emscripten::function("createTrainer", &createTrainer);
  emscripten::function("trainSteps", &trainSteps);
  emscripten::function("lengthTable", &lengthTable);
  emscripten::function("exportModel", &exportModel);
  emscripten::function("importModel", &importModel);
  emscripten::function("trainSlice", &trainSlice);
  emscripten::function("testLengths", &testLengths);
  emscripten::function("heldOutAccuracy", &heldOutAccuracy);
  emscripten::function("copyTrainer", &copyTrainer);
  emscripten::function("scaleRope", &scaleRope);
  emscripten::function("trainAt", &trainAt);
  emscripten::function("alibiSlopes", &trainAlibiSlopes);
  emscripten::function("predictWords", &predictWords);
  emscripten::function("releaseTrainer", &releaseTrainer);
  // The scheme registry lives here, not in the analysis module, so a first visit loads none of its
  // words (the page reads them from web/js/schemes/scheme-registry.js, written from this).
  emscripten::function("schemeRegistry", &schemeRegistryValue);
}
