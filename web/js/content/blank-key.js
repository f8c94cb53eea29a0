// Which Fill the blank answer belongs to a state: its sentence, order and hidden word. The English
// panel (which asks) and the lesson (which tells that answer's story) compare answers by it.
export const blankKey = (state) => JSON.stringify([state.text, state.order, state.order === 'shuffle' ? state.seed : 0, state.blank]);
