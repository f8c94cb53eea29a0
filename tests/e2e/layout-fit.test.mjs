// Every state of the page (page-states.mjs) at 1280x800 and 360x740: no card is wider than its
// box (nothing cut at its edge) and the page never scrolls sideways. A wide table may scroll inside
// its own scroller (.table-scroll, a heatmap's), never the page. One page a size, each state reached
// through its address.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserForFile, openPage, settled } from './browser.mjs';
import { PAGE_STATES } from './page-states.mjs';

let browser, url;
browserForFile((shared) => ({ browser, url } = shared));

// Cards whose content is wider than the card, with by how much.
function overflowingCards() {
  return [...document.querySelectorAll('.card, .lesson, .badge')].filter((card) => card.getClientRects().length > 0)
    .map((card) => ({ id: card.id || card.className, over: card.scrollWidth - card.clientWidth }))
    .filter(({ over }) => over > 1);
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
  test(`at ${viewport.width}x${viewport.height} no card overflows and the page never scrolls sideways, in every state`, async () => {
    const touch = viewport.width < 600;
    const { page, context, problems } = await openPage(browser, url, { viewport, hasTouch: touch, isMobile: touch });
    try {
      for (const state of PAGE_STATES) {
        // Reached through its address in the open page (truth-address.test.mjs: the same as a fresh load).
        await page.evaluate((h) => { location.hash = h; }, state.hash);
        await settled(page);
        await page.waitForSelector('body[data-ready=true]');
        if (state.wait) await page.waitForSelector(state.wait, { timeout: 20000 });
        await state.act?.(page);
        await page.waitForFunction(() => !document.body.dataset.busy);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        assert.ok(wide <= 0, `${state.name}: the page scrolls sideways by ${wide} px`);
        assert.deepEqual(await page.evaluate(overflowingCards), [], `${state.name}: a card overflows`);
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
