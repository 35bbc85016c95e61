// Drives overdub's HTML report (--format=html) in headless Chromium (Debian's, or $CHROMIUM) as a
// user would: a click on a frame, a search, a change of view, a click on a column's header, a
// change of thread, a row of the call tree opened, a drag across the timeline. Prints, as JSON,
// when the page became interactive, what its console said, and after each step the page's state
// (window.overdub.state()) and whether the flame graph, table or timeline drawn changed:
//   node html_check.mjs PAGE.html ZOOM_FRAME SEARCH THREAD_VALUE   (steps)
//   node html_check.mjs PAGE.html --load                           (load and one zoom only)
//   node html_check.mjs PAGE.html --eval JS...   (each JS, a function's source, run in the page in
//                                                 turn, 300 ms apart; their results in `evals`)
import path from 'node:path';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const [pageFile, zoomFrame, search, thread] = process.argv.slice(2);
const loadOnly = zoomFrame === '--load', evals = zoomFrame === '--eval' ? process.argv.slice(4) : null;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
                                        args: ['--no-sandbox'] });
const messages = [];
const out = { messages, steps: {} };
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('console', m => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', e => messages.push({ type: 'pageerror', text: String(e) }));
  const begin = Date.now();
  await page.goto('file://' + path.resolve(pageFile));
  await page.waitForFunction(() => document.documentElement.dataset.ready, null, { timeout: 60000 });
  out.loadSeconds = (Date.now() - begin) / 1000;
  // From the navigation's start to the end of the script's first drawing.
  out.readySeconds = Number(await page.evaluate(() => document.documentElement.dataset.ready)) / 1000;
  const state = () => page.evaluate(() => window.overdub.state());
  const shot = async (id) => (await page.locator('#' + id).screenshot()).toString('base64');
  const step = async (name, id, act) => {
    await page.locator('#' + id).scrollIntoViewIfNeeded();
    const before = await shot(id);
    const t0 = Date.now();
    await act();
    await page.waitForTimeout(250);  // the search waits 150 ms for typing to stop
    const after = await shot(id);
    out.steps[name] = { changed: before !== after, seconds: (Date.now() - t0) / 1000,
                        state: await state(), shot: after.length };
    return after;
  };
  const clickFrame = async (name) => {
    await page.locator('#flame').scrollIntoViewIfNeeded();
    const at = await page.evaluate((n) => window.overdub.frame(n), name);
    if (!at) throw new Error('no frame ' + name + ' drawn');
    await page.mouse.click(at.x, at.y);
  };
  out.initial = await state();
  if (evals) {
    out.evals = [];
    for (const source of evals) {
      out.evals.push(await page.evaluate(`(${source})()`));
      await page.waitForTimeout(300);  // the search waits 150 ms for typing to stop
    }
  } else if (loadOnly) {
    const widest = out.initial.widestChild;
    if (widest) await step('zoom', 'flame', () => clickFrame(widest));
  } else {
    const initialFlame = await shot('flame');
    await step('zoom', 'flame', () => clickFrame(zoomFrame));
    const reset = await step('reset', 'flame', () => page.click('#flame-reset'));
    out.steps.reset.sameAsInitial = reset === initialFlame;
    await step('search', 'flame', () => page.fill('#search', search));
    await step('icicle', 'flame', () => page.selectOption('#flame-direction', 'icicle'));
    await step('leftHeavy', 'flame', () => page.selectOption('#flame-order', 'heavy'));
    await step('sort', 'profile', () => page.click('#profile th:has-text("calls")'));
    await step('sortAgain', 'profile', () => page.click('#profile th:has-text("calls")'));
    await step('thread', 'flame', () => page.selectOption('#thread', thread));
    await step('split', 'flame', () => page.selectOption('#thread', 'split'));
    await step('tree', 'calltree', () => page.click('#calltree .row >> nth=0'));
    await step('threadRow', 'flame', () => page.click('#threads tbody tr >> nth=0'));
    await step('timeline', 'timeline', async () => {
      await page.selectOption('#thread', 'all');
      const box = await page.locator('#timeline').boundingBox();
      await page.mouse.move(box.x + box.width * 0.25, box.y + 20);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.5, box.y + 20, { steps: 4 });
      await page.mouse.up();
    });
  }
} catch (e) {
  messages.push({ type: 'driver', text: String(e && e.stack || e) });
} finally {
  await browser.close();
}
console.log(JSON.stringify(out));
process.exit(0);
