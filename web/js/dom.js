// Small DOM helpers. Text always goes in through textContent: user text is never parsed as HTML.

export function element(tag, { className, text, attrs } = {}, children = []) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  if (attrs) for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

export function clear(node) {
  node.replaceChildren();
  return node;
}
