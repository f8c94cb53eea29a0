// Parts of the page that only mean something for one family of schemes (core/schemes.hpp) carry
// data-scheme-family="bias"; they show only while a scheme of that family is on.
import { SCHEME_INFO } from '../../schemes/schemes.js';

export function createSchemeSections(root) {
  const sections = [...root.querySelectorAll('[data-scheme-family]')];
  return {
    sync(state) {
      for (const section of sections) section.hidden = SCHEME_INFO[state.scheme]?.family !== section.dataset.schemeFamily;
    },
    render() {},
  };
}
