// A figure's readout line: it speaks of the place last pointed at (or moved to by keyboard) and
// says it again with each new result's numbers, so it never reads an earlier result's (a learner
// who pointed, then changed the scheme, read the old weights). The heatmaps, the head tiles, the
// arcs and RoPE's rotation each give `words(place)`: the sentence for a place in the current
// result, or null where the place no longer is (the line then clears).
export function pointerReadout(status, words) {
  let place = null;
  function speak() {
    const text = place === null ? null : words(place);
    if (text === null || text === undefined) place = null;
    const line = text ?? ' ';  // (a space keeps the line's height)
    if (status.textContent !== line) status.textContent = line;  // unchanged, no write on a keystroke
  }
  return {
    point(at) { place = at; speak(); },
    // After a new result: the same place, its new numbers.
    refresh: speak,
  };
}
