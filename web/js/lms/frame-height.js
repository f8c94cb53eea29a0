// Inside an iframe, tell the parent page how tall the content is whenever that changes, so a
// course page can size the frame to fit (docs/hosting.md):
//  - {type: 'word-order-lab:height', height}, read by resize-frames.js on any page;
//  - Canvas's own '{"subject":"lti.frameResize","height":…}', which Canvas applies itself.
// Only a height is sent, never anything the reader typed, so '*' as the target origin is safe.

export const HEIGHT_MESSAGE = 'word-order-lab:height';

export function reportHeightToParent() {
  if (window.parent === window) return;
  let last = 0;
  const report = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, '*');
    window.parent.postMessage(JSON.stringify({ subject: 'lti.frameResize', height }), '*');
  };
  // Only the real height: before the first view is drawn (body[data-ready]) the page is a loading
  // line, and reporting it made a course page's frame jump (237 px, then 93, then the real 800).
  const begin = () => {
    new ResizeObserver(report).observe(document.documentElement);
    report();
  };
  if (document.body?.dataset.ready === 'true') { begin(); return; }
  const waiting = new MutationObserver(() => {
    if (document.body?.dataset.ready !== 'true') return;
    waiting.disconnect();
    begin();
  });
  waiting.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
}
