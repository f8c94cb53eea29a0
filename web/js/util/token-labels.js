// A label for each token that tells repeated words apart: its text and its place in the sentence,
// counted from 1 ("the 1", "the 5"). Every figure's rows and columns use it.
export function tokenLabels(tokens) {
  return tokens.map((t, i) => `${t.text} ${i + 1}`);
}
