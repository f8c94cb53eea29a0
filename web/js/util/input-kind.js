// How the reader points: with a finger on a touch screen ('touch') or with a mouse or pen ('pointer').
// The lesson's words follow it ("tap" or "point at"), read each time a text is written.
export function inputKind() {
  try { return matchMedia('(pointer: coarse)').matches ? 'touch' : 'pointer'; } catch { return 'pointer'; }
}
