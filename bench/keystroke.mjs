// One keystroke as the page benchmarks time it (page.bench.mjs, english-page.bench.mjs), run in the
// page with page.evaluate(typeOnce, text): change the box, then wait for the page to finish (no
// body[data-busy]) and paint (the next animation frame, then a task after it). Returns milliseconds.
export function typeOnce(text) {
  return new Promise((resolve) => {
    const box = document.getElementById('sentence');
    const start = performance.now();
    box.value = text;
    box.dispatchEvent(new Event('input', { bubbles: true }));
    const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
    if (document.body.dataset.busy !== 'true') { painted(); return; }
    const watch = new MutationObserver(() => {
      if (document.body.dataset.busy !== 'true') { watch.disconnect(); painted(); }
    });
    watch.observe(document.body, { attributes: true, attributeFilter: ['data-busy'] });
  });
}
