// The first minute (issue 9) in headless Chromium: the picture on the first screen at a desktop and
// a phone size, the settings menu, layouts that hold (no clipped grid, bars that keep their labels,
// a tab bar that fits 360 px, no white grid in dark mode), plain words for rounding, views that say
// why they are empty, text without spaces, a long paste, and a compact embed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserForFile, assertFirstScreen, withOpenPage, screenshot, gridCells } from './browser.mjs';
import { loadEnglishMessages, messagePattern, errorPattern } from '../web/english-messages.mjs';

const { t } = await loadEnglishMessages();

let browser, url;
browserForFile((shared) => ({ browser, url } = shared));

const withPage = (address, body, options) => withOpenPage(browser, url + address, body, options);

const hashParam = (page, name) => new URLSearchParams(new URL(page.url()).hash.slice(1)).get(name);
const chips = (page) => page.$$eval('#token-panel ol:first-of-type .chip-text', (nodes) => nodes.map((n) => n.textContent));

for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
  test(`first visit at ${viewport.width}x${viewport.height}: sentence, encoding, Shuffle, verdict and both grids on the first screen`, async () => {
    await withPage('', async (page) => {
      assert.equal(hashParam(page, 'lesson'), '1', 'a first visit starts the lesson');
      await assertFirstScreen(page, viewport, ['#sentence', '#scheme', '#shuffle', '#equivariance-badge .badge-verdict', '#lesson .lesson-summary']);
      // The tab bar fits on one line.
      const tabs = await page.$eval('.tabs', (t) => ({ scroll: t.scrollWidth, width: t.clientWidth, height: t.clientHeight, tab: t.firstChild.offsetHeight }));
      assert.ok(tabs.scroll <= tabs.width, `tabs fit: ${JSON.stringify(tabs)}`);
      assert.ok(tabs.height < 2 * tabs.tab, 'one row of tabs');
      // The lesson never covers the picture: nothing is drawn over the grids' centres.
      const grids = page.locator('#compare-panel .pair .heatmap-scroll');
      for (const i of [0, 1]) {
        const b = await grids.nth(i).boundingBox();
        const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('.heatmap') != null, [b.x + b.width / 2, b.y + b.height / 2]);
        assert.ok(onTop, `grid ${i} is not covered`);
      }
      await screenshot(page, `first-screen-${viewport.width}`, { fullPage: false });
      // Typing into the sentence box on a fresh page works with the lesson open.
      await page.fill('#sentence', 'dog bites man');
      assert.deepEqual(await chips(page), ['dog', 'bites', 'man']);
    }, { viewport, firstVisit: true });
  });
}

test('the settings menu holds the secondary controls, opens by keyboard and closes with Escape', async () => {
  await withPage('', async (page) => {
    for (const id of ['#colour-map', '#theme-dark', '#embed-open', '#setting-heads', '#setting-causal'])
      assert.equal(await page.locator(id).isVisible(), false, `${id} is tucked away`);
    await page.locator('#settings-menu summary').focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('#setting-causal').isVisible(), true);
    await page.locator('#setting-causal').focus();
    await page.keyboard.press('Space');
    assert.equal(hashParam(page, 'causal'), '1');
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('#setting-causal').isVisible(), false);
    assert.equal(await page.evaluate(() => document.activeElement.closest('summary') !== null), true, 'focus back on the menu button');
    // Embed opens its dialog from the menu, and the dialog is shown.
    await page.click('#settings-menu summary');
    await page.click('#embed-open');
    assert.equal(await page.locator('#embed-dialog').isVisible(), true);
    await page.click('#embed-close');
  });
});

test('every grid shows all its columns at 1280 px; the four score terms share one scale', async () => {
  await withPage('#scheme=sinusoidal&panel=position', async (page) => {
    const clipped = await page.$$eval('.heatmap-scroll', (all) => all.filter((s) => s.offsetParent)
      .filter((s) => s.scrollWidth > s.clientWidth + 1).map((s) => `${s.closest('figure').querySelector('figcaption').textContent}: ${s.scrollWidth} > ${s.clientWidth}`));
    assert.deepEqual(clipped, []);
    const legends = await page.$$eval('#decomposition .term:not([hidden]) .heatmap-legend', (all) => all.map((l) => l.getAttribute('aria-label')));
    assert.equal(legends.length, 5, 'four terms and the raw score');
    assert.equal(new Set(legends).size, 1, `one colour scale: ${legends}`);
    await screenshot(page, 'first-minute-position-1280');
  }, { viewport: { width: 1280, height: 800 } });
  for (const panel of ['compare', 'heads', 'outputs']) {
    await withPage(`#scheme=rope&panel=${panel}`, async (page) => {
      const clipped = await page.$$eval('.heatmap-scroll', (all) => all.filter((s) => s.offsetParent && s.scrollWidth > s.clientWidth + 1).length);
      assert.equal(clipped, 0, panel);
    }, { viewport: { width: 1280, height: 800 } });
  }
});

test('the walkthrough bars keep their labels and never collapse, at both sizes', async () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
    await withPage('#panel=walkthrough&step=5', async (page) => {
      const rows = await page.$$eval('#walk-numbers .bar-row', (all) => all.map((r) => ({
        label: r.querySelector('.bar-label').getBoundingClientRect().width,
        track: r.querySelector('.bar-track').getBoundingClientRect().width,
        text: r.querySelector('.bar-label').textContent })));
      assert.ok(rows.length > 0);
      for (const row of rows) {
        assert.ok(row.label >= 40, `label of ${row.text} keeps its room: ${row.label}`);
        assert.ok(row.track >= 40, `track of ${row.text} is drawn: ${row.track}`);
      }
    }, { viewport });
  }
});

test('dark mode: a grid of small differences is dark, not white', async () => {
  await withPage('#scheme=sinusoidal&panel=position', async (page) => {
    let light = 0, grids = 0, painted = 0;
    for (const figure of await page.locator('#decomposition .heatmap').all()) {
      if (!(await figure.isVisible())) continue;
      grids += 1;
      const colours = (await gridCells(figure)).map(({ colour }) => colour).filter(Boolean);  // not the masked cells
      painted += colours.length;
      light += colours.filter((colour) => {
        const [r, g, b] = colour.startsWith('#')
          ? [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16)) : colour.match(/\d+/g).map(Number);
        return r > 235 && g > 235 && b > 235;
      }).length;
    }
    // Sinusoidal shows the four score terms (content and position, each way) and the raw score they
    // add up to: none of them may go missing.
    assert.equal(grids, 5, 'the four score terms and the raw score are visible');
    assert.ok(painted >= 5 * 6 * 6, `every cell of the default sentence's grids has a colour (${painted})`);
    assert.equal(light, 0, 'no near-white cells on the dark page');
    await screenshot(page, 'first-minute-dark-position');
  }, { colorScheme: 'dark' });
});

test('rounding reads as identical, and an empty view says why in one line', async () => {
  await withPage('', async (page) => {
    assert.match(await page.textContent('#equivariance-badge .badge-value'), /identical \(differences below 10⁻⁹ are rounding\)/);
    assert.equal(await page.locator('#equivariance-badge .badge-value').isVisible(), false, 'the formula waits behind "The numbers"');
    assert.equal(await page.locator('#equivariance-badge .badge-verdict').isVisible(), true);
    assert.equal(await page.locator('#difference-none').isVisible(), true);
    assert.equal(await page.textContent('#difference-none'), t('compare.noDifference', { head: 'head 1' }));
    await page.click('#tab-outputs');
    await page.locator('#displacement-none').waitFor();  // a slow draw waits for the next frame
    assert.equal(await page.locator('#displacement').isVisible(), false, 'no empty bars');
    assert.match(await page.textContent('#displacement-none'), messagePattern(t, 'outputs.noBars', { largest: /.+/ }));
    await page.click('#tab-position');
    await page.locator('#encoding-note').waitFor();
    await page.locator('#similarity-note').waitFor();
    // Notation: no caret exponents anywhere on the page.
    assert.doesNotMatch(await page.textContent('main'), /×10\^/);
  });
});

test('Thai splits into words and a run of emoji into graphemes, the box keeps what was typed', async () => {
  await withPage('', async (page) => {
    await page.fill('#sentence', 'แมวกินปลา');
    assert.deepEqual(await chips(page), ['แมว', 'กิน', 'ปลา']);
    assert.equal(await page.inputValue('#sentence'), 'แมวกินปลา');
    await page.fill('#sentence', '🐶🐱 and 👩‍👩‍👧🇬🇧');
    assert.deepEqual(await chips(page), ['🐶', '🐱', 'and', '👩‍👩‍👧', '🇬🇧']);
    await screenshot(page, 'first-minute-thai-emoji');
  });
});

test('a paste past 64 tokens offers its first 64 tokens', async () => {
  await withPage('', async (page) => {
    const words = Array.from({ length: 80 }, (_, i) => `w${i + 1}`);
    await page.fill('#sentence', words.join(' '));
    assert.match(await page.textContent('#sentence-problem'), await errorPattern({ code: 'too-many-tokens', count: 80, limit: 64 }));
    const offer = page.locator('#use-first-tokens');
    assert.equal(await offer.isVisible(), true);
    assert.equal(await offer.textContent(), t('engine.firstTokens', { count: 64 }));
    await offer.focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.inputValue('#sentence'), words.slice(0, 64).join(' '));
    assert.equal((await chips(page)).length, 64);
    assert.equal(await page.textContent('#sentence-problem'), '');
    assert.equal(await offer.isVisible(), false);
    // A refusal that is not about length offers nothing.
    await page.fill('#sentence', 'x'.repeat(200));
    assert.notEqual(await page.textContent('#sentence-problem'), '');
    assert.equal(await offer.isVisible(), false);
  });
});

test('a compact embed from the query string, with its own theme, fits 900 px at 800 px wide', async () => {
  await withPage('?embed=1&theme=dark#show=input,compare', async (page) => {
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('embedded')), true);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.equal(await page.locator('#lesson').isVisible(), false, 'no lesson in an embed');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    assert.ok(height <= 900, `embed height ${height}`);
    await screenshot(page, 'first-minute-embed-800');
    // The full lab link drops the embed, keeps the view.
    const full = await page.getAttribute('.full-lab', 'href');
    assert.doesNotMatch(full, /embed=1/);
  }, { viewport: { width: 800, height: 600 }, firstVisit: true });
});
