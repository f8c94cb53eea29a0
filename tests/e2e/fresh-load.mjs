// A page in a given state compared with a fresh load of its address, as a learner reads both: the
// truth-address walk (addresses typed, linked or gone Back to) and the truth-controls walk (the
// page's own controls) ask the same of every state they reach, that the open page shows exactly what
// a fresh load of its address shows.
// A view that is still coming (a script loaded on demand, Fill the blank's answer after its pause)
// is waited for: both pages are read again until they agree, for at most this long once both have
// drawn (a fresh load on a busy machine may take seconds to ask the model).
export const COMPARE_MS = 15_000;

// ---- what the page shows ----
// Run in the page: every line a learner can read or hear, in document order, each with the id of
// the part it stands in. Closed disclosures, hidden panels and menus' other options are not shown.
export function pageShows() {
  const shown = (node) => node.getClientRects().length > 0 && node.checkVisibility({ checkVisibilityCSS: true });
  const where = (node) => node.closest('[id]')?.id ?? node.tagName;
  const lines = [`lang=${document.documentElement.lang} dir=${document.documentElement.dir} title=${document.title} theme=${document.documentElement.dataset.theme ?? 'system'}`];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent.replace(/\s+/g, ' ').trim();
    if (!text || !parent || parent.closest('script, style, template, option, select, textarea') || !shown(parent)) continue;
    lines.push(`${where(parent)}: ${text}`);
  }
  for (const control of document.querySelectorAll('input, select, textarea, button')) {
    if (!shown(control)) continue;
    const name = control.id || control.name || where(control);
    const value = control.tagName === 'SELECT' ? `${control.value} "${control.selectedOptions[0]?.textContent ?? ''}"`
      : control.type === 'checkbox' || control.type === 'radio' ? String(control.checked)
        : control.tagName === 'BUTTON' ? '' : control.value;
    const states = ['disabled', 'aria-pressed', 'aria-selected', 'aria-disabled', 'aria-expanded']
      .filter((name) => control.hasAttribute(name)).map((name) => `${name}=${control.getAttribute(name) || 'true'}`);
    lines.push(`[${control.tagName.toLowerCase()} ${name}] ${value} ${states.join(' ')}`.trim());
  }
  for (const node of document.querySelectorAll('[aria-label], [aria-valuenow]')) {
    if (!shown(node)) continue;
    lines.push(`[label ${where(node)}] ${node.getAttribute('aria-label') ?? ''} ${node.getAttribute('aria-valuenow') ?? ''}`.trim());
  }
  for (const figure of document.querySelectorAll('figure.heatmap')) {
    if (!figure.gridReadout || !shown(figure)) continue;
    let size;
    try { size = figure.gridReadout.size(); } catch { continue; }  // not drawn yet
    for (let r = 0; r < size.rows; ++r) for (let c = 0; c < size.cols; ++c) {
      const { label, text, colour } = figure.gridReadout.cell(r, c);
      lines.push(`[cell ${where(figure)} ${r},${c}] ${label} ${text} ${colour}`);
    }
  }
  lines.push(`address ${location.hash}`);
  return lines;
}

// Resolves once the page has drawn its latest state and nothing it asked for is still coming.
export async function drawn(page, which) {
  try {
    await page.waitForFunction(() => document.body?.dataset.ready === 'true' && document.body.dataset.busy !== 'true'
      && !document.querySelector('[aria-busy=true]'), null, { timeout: 30_000 });
  } catch (error) {
    const seen = await page.evaluate(() => ({ ready: document.body?.dataset.ready, busy: document.body?.dataset.busy, address: location.hash,
      ariaBusy: [...document.querySelectorAll('[aria-busy=true]')].map((node) => node.id || node.tagName) })).catch(() => null);
    throw new Error(`the ${which} never finished drawing: ${JSON.stringify(seen)} (${error.message})`);
  }
}

// The first lines where two readings differ (with a little context), for the failure's message.
export function difference(live, fresh) {
  const out = [];
  for (let i = 0; i < Math.max(live.length, fresh.length) && out.length < 8; ++i) {
    if (live[i] !== fresh[i]) out.push(`  in page:    ${live[i]}\n  fresh load: ${fresh[i]}`);
  }
  return out.join('\n');
}

// Compares the open page with a fresh load of `address` in a new page, until they agree or
// COMPARE_MS have passed; returns the difference left ('' when none).
export async function compareWithFreshLoad(live, address, context) {
  const fresh = await context.newPage();
  try {
    await fresh.goto(`${live.url().split('#')[0]}${address}`);  // the open page's address, with `address` as its hash
    await Promise.all([drawn(live, 'page'), drawn(fresh, 'fresh load')]);
    const deadline = Date.now() + COMPARE_MS;  // from the first drawing of both, however slow the machine
    for (;;) {
      await Promise.all([drawn(live, 'page'), drawn(fresh, 'fresh load')]);
      const [a, b] = await Promise.all([live.evaluate(pageShows), fresh.evaluate(pageShows)]);
      const left = difference(a, b);
      if (!left || Date.now() > deadline) return left;
      await live.waitForTimeout(250);
    }
  } finally {
    await fresh.close();
  }
}

// A small seeded generator (the same walk on every run).
export function generator(seed) {
  let s = seed >>> 0;
  const next = () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 2 ** 32; };
  const pick = (list) => list[Math.floor(next() * list.length)];
  return { next, pick };
}
