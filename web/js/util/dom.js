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

// The width of `node`'s content box as a ResizeObserver last reported it, measured once before the
// first report: reading clientWidth on every draw would make the browser lay the page out in the
// middle of a keystroke. onResize() runs when the width changes.
export function trackedWidth(node, onResize) {
  let width = 0;
  new ResizeObserver(([entry]) => {
    const next = Math.round(entry.contentRect.width);
    if (!next || next === width) return;
    width = next;
    onResize();
  }).observe(node);
  return () => width || (width = node.clientWidth);
}

// A <select>'s options, one per label (values 0, 1, ...), rebuilt only when the labels changed, and
// its value: a redraw that changes nothing leaves the page alone.
export function setOptions(select, labels, value) {
  const current = Array.from(select.options, (option) => option.textContent);
  if (current.length !== labels.length || current.some((label, i) => label !== labels[i]))
    select.replaceChildren(...labels.map((label, i) => element('option', { text: label, attrs: { value: i } })));
  if (select.value !== String(value)) select.value = String(value);
}

const SVG_NS = 'http://www.w3.org/2000/svg';

// The same for SVG, whose elements live in their own namespace. Text again via textContent.
export function svgElement(tag, attrs = {}, children = []) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

export function svgTitle(text) {
  const title = svgElement('title');
  title.textContent = text;
  return title;
}
