// The browser of bench/portal_load_bench.py: one first visit of a portal route at a time in Chromium (the Chromium
// suite's Playwright, tests/e2e/node_modules), in a new context (an empty cache) whose network DevTools slows down
// (CDP Network.emulateNetworkConditions). The bench sends one JSON command a line on standard input and reads one
// JSON answer a line on standard output.
// Run by the bench only: node bench/portal_load_pages.mjs <portal origin>
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

const require = createRequire(new URL('../tests/e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

// How long no request may be in flight before the page counts as settled: one emulated request's latency, so a
// request the last answer's code sends after a short pause is still waited for.
const QUIET_MS = 2_000;
const LOAD_TIMEOUT_MS = 120_000;
const CODE = /\.(m?js|css)(\?|$)/;

const [origin] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    ...['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    ...['--disable-sync', '--no-first-run'],
  ],
});

/** In the page from its first moment: when the route's main content (the selector) is first visible, to a frame. */
function watchContent(selector) {
  performance.setResourceTimingBufferSize(2000);
  const bench = { visibleAt: null, text: null };
  window.__portalBench = bench;
  const look = () => {
    const element = document.querySelector(selector);
    if (element?.checkVisibility() && element.getBoundingClientRect().height > 0) {
      bench.visibleAt = performance.now();
      bench.text = (element.textContent.trim() || element.outerHTML).slice(0, 60);
    } else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** What the page measured: paints, the content's moment, and every response's end and transferred bytes. */
function readTimings() {
  const paints = performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime]);
  const [page] = performance.getEntriesByType('navigation');
  const responses = [page, ...performance.getEntriesByType('resource')].map((entry) => ({
    url: entry.name,
    protocol: entry.nextHopProtocol,
    end: entry.responseEnd,
    bytes: entry.transferSize,
  }));
  return { paints: Object.fromEntries(paints), ...window.__portalBench, responses };
}

/** Resolves once the content is visible and no request has been in flight for QUIET_MS. */
async function settled(page, requests) {
  const deadline = Date.now() + LOAD_TIMEOUT_MS;
  for (;;) {
    const visible = await page.evaluate(() => window.__portalBench?.visibleAt != null).catch(() => false);
    if (visible && requests.inFlight === 0 && Date.now() - requests.changedAt >= QUIET_MS) return;
    if (Date.now() > deadline) throw new Error(`not settled in ${LOAD_TIMEOUT_MS / 1000} s (content: ${visible})`);
    await page.waitForTimeout(100);
  }
}

/** One first visit of `path` under `network` (CDP's emulateNetworkConditions fields), logged in with `storage`. */
async function load({ path, selector, storage, network }) {
  const context = await browser.newContext({ storageState: storage ?? undefined, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    await page.addInitScript(watchContent, selector);
    const requests = { inFlight: 0, changedAt: Date.now() };
    const change = (by) => () => Object.assign(requests, { inFlight: requests.inFlight + by, changedAt: Date.now() });
    page.on('request', change(1));
    page.on('requestfinished', change(-1));
    page.on('requestfailed', change(-1));
    const encodings = new Set();
    page.on('response', (response) => {
      if (CODE.test(response.url())) encodings.add(response.headers()['content-encoding'] ?? 'identity');
    });
    await page.goto(new URL(path, origin).href, { waitUntil: 'commit' });
    await settled(page, requests);
    const { paints, visibleAt, text, responses } = await page.evaluate(readTimings);
    const lastEnd = Math.max(...responses.map((response) => response.end));
    const sum = (list) => list.reduce((total, response) => total + response.bytes, 0);
    return {
      firstPaint: paints['first-paint'],
      firstContentfulPaint: paints['first-contentful-paint'],
      contentVisible: visibleAt,
      content: text,
      interactive: Math.max(visibleAt, lastEnd),
      codeBytes: sum(responses.filter((response) => CODE.test(response.url))),
      totalBytes: sum(responses),
      requests: responses.length,
      protocols: [...new Set(responses.map((response) => response.protocol))],
      encodings: [...encodings],
    };
  } finally {
    await context.close();
  }
}

for await (const line of createInterface({ input: process.stdin })) {
  const command = JSON.parse(line);
  if (command.cmd === 'quit') break;
  try {
    process.stdout.write(`${JSON.stringify({ ok: true, ...(await load(command)) })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ ok: false, error: String(error?.stack ?? error) })}\n`);
  }
}
await browser.close();
