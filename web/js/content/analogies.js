// The analogies the page explains with. Their texts (concepts x analogies, and the walkthrough's
// text per step and per analogy) are in walkthrough-texts.js, which the page loads with the
// walkthrough. Adding an analogy means adding its id here and its texts there, no code.

export const ANALOGIES = [
  { id: 'cricket', label: 'Cricket: Kohli against Australia', short: 'cricket' },
  { id: 'plain', label: 'Plain: no analogy', short: 'plain' },
];
