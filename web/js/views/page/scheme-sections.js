// Parts of the page that only mean something for some schemes carry data-schemes="alibi t5";
// they show only while one of those schemes is on.
export function createSchemeSections(root) {
  const sections = [...root.querySelectorAll('[data-schemes]')];
  return {
    sync(state) {
      for (const section of sections) section.hidden = !section.dataset.schemes.split(' ').includes(state.scheme);
    },
    render() {},
  };
}
