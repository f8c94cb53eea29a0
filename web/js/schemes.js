// The positional encodings the page knows, in the order it lists them. A module of its own so the
// Train panel's script (loaded on demand) has the list without the link table and its content.
export const SCHEMES = ['none', 'sinusoidal', 'learned', 'rope', 'alibi', 't5'];
