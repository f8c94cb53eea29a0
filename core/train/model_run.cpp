// runsOnce (model_input.hpp), in a file of its own: it needs the forward pass, which the analysis
// module (which reads models but never runs this check) then does not link.
#include "model_input.hpp"

namespace posattn::train {

Message runsOnce(const Model& model) {
  const LengthRange lengths = trainingLengths(model.settings.task);
  const Example example = makeExample(model.settings.task, lengths.longest, 1);
  const ForwardPass pass = forward(model, example.tokens);
  if (!pass.probabilities.allFinite() || !pass.output.allFinite())
    return say("model-not-finite");
  return {};
}

}  // namespace posattn::train
