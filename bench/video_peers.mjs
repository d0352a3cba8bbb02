// The browsers of bench/video_bench.py: the notary and the parties in Chromium with its fake camera and microphone,
// driven through the portal as a person would (the Chromium suite's Playwright, tests/e2e/node_modules). The bench
// sends one JSON command a line on standard input and reads one JSON answer a line on standard output.
// Run by the bench only: node bench/video_peers.mjs <portal origin>
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

const require = createRequire(new URL('../tests/e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

const LOCALES = new URL('../portal/src/locales/', import.meta.url);
const acts = JSON.parse(readFileSync(new URL('acts/oz.json', LOCALES), 'utf8'));
const LABELS = { tab: acts.details.tabs.video, ...acts.video };
const PORTAL_HEADERS = { 'X-Requested-With': 'notary-portal' };
// What the portal's device check would measure on a good connection: Dilnoza's "I am ready" without the speed test.
const DEVICE_CHECK = { width: 640, height: 480, microphone: true, bandwidth_mbps: 20 };
const LIVE_TIMEOUT = 60_000;
// How often the portal asks for the conference (portal/src/features/acts/api/conference.ts).
const CONFERENCE_POLL_MS = 5_000;

const [origin] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    ...['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    ...['--disable-sync', '--no-first-run', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  ],
});
/** Each person's page. */
const pages = {};

/** A person's page in a new context, logged in with a fresh session (the one before closed). */
async function open({ who, storage }) {
  await pages[who]?.context().close();
  const context = await browser.newContext({ baseURL: origin, storageState: storage, permissions: ['camera', 'microphone'] });
  pages[who] = await context.newPage();
  return {};
}

async function videoTab(who, uuid) {
  const page = pages[who];
  await page.goto(`/enotarial_act/${uuid}`);
  await page.getByRole('tab', { name: LABELS.tab }).click();
  return page;
}

/**
 * Dilnoza's "I am ready" from her page, as the portal sends it: not through Playwright's request context, whose
 * copy of the session cookie is not kept in step with the page's, while the server rotates the token on every call
 * and revokes a session whose token comes back two rotations late.
 */
async function ready(uuid) {
  const answer = await pages.dilnoza.evaluate(
    async ({ url, headers, check }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(check),
      });
      return { status: response.status, text: await response.text() };
    },
    { url: `/api/notarial_act/${uuid}/video/ready`, headers: PORTAL_HEADERS, check: DEVICE_CHECK },
  );
  if (answer.status !== 200) throw new Error(`ready refused: ${answer.status} ${answer.text}`);
}

/** Milliseconds from `since` until every other participant's picture on this page has decoded frames. */
async function live(page, others, since) {
  await page.waitForFunction(
    (count) => {
      // The first picture is the participant's own.
      const pictures = [...document.querySelectorAll('[data-testid="call-picture"]')];
      return pictures.length === count + 1 && pictures.slice(1).every((v) => v.getVideoPlaybackQuality().totalVideoFrames >= 2);
    },
    others,
    { polling: 50, timeout: LIVE_TIMEOUT },
  );
  return Date.now() - since;
}

/** Frames still coming on every other picture a second later: the pictures are live, not stuck. */
async function stillPlaying(page) {
  const frames = () =>
    page.$$eval('[data-testid="call-picture"]', (pictures) =>
      pictures.slice(1).map((v) => v.getVideoPlaybackQuality().totalVideoFrames),
    );
  const before = await frames();
  await page.waitForTimeout(1_000);
  const after = await frames();
  if (!after.every((count, index) => count > before[index])) throw new Error('a picture stopped');
}

/** Joins as soon as the page offers it; the milliseconds from `since` to the click. */
async function join(page, since) {
  await page.getByRole('button', { name: LABELS.join }).click({ timeout: 20_000 });
  return Date.now() - since;
}

/** The notary starts the call; both join as soon as their pages offer it; both see the other's picture. */
async function call({ uuid }) {
  const [malika, dilnoza] = await Promise.all([videoTab('malika', uuid), videoTab('dilnoza', uuid)]);
  await ready(uuid);
  // The party's page asks for the conference when it opens and every CONFERENCE_POLL_MS after: a party waiting with
  // the tab open sees "join" at any point of that cycle, so the notary starts at a random point of it.
  await malika.waitForTimeout(Math.random() * CONFERENCE_POLL_MS);
  const started = Date.now();
  await malika.getByRole('button', { name: LABELS.start }).click();
  const notary = join(malika, started).then(async (joined) => ({ joined, live: await live(malika, 1, started) }));
  const party = join(dilnoza, started).then(async (joined) => ({ joined, live: await live(dilnoza, 1, started) }));
  const [seenByNotary, seenByParty] = await Promise.all([notary, party]);
  await Promise.all([stillPlaying(malika), stillPlaying(dilnoza)]);
  return { notary: seenByNotary, party: seenByParty, both_live: Math.max(seenByNotary.live, seenByParty.live) };
}

/** Another party joins the call on; everyone sees everyone. */
async function add({ uuid, who }) {
  const page = await videoTab(who, uuid);
  const since = Date.now();
  await join(page, since);
  const everyone = Object.values(pages);
  await Promise.all(everyone.map((each) => live(each, everyone.length - 1, since)));
  await Promise.all(everyone.map(stillPlaying));
  return {};
}

async function end() {
  const ended = pages.malika.waitForResponse((answer) => answer.url().endsWith('/video/end'));
  await pages.malika.getByRole('button', { name: LABELS.end }).click();
  const answer = await ended;
  if (!answer.ok()) throw new Error(`end refused: ${answer.status()}`);
  return {};
}

const COMMANDS = { open, call, add, end };
for await (const line of createInterface({ input: process.stdin })) {
  const command = JSON.parse(line);
  if (command.cmd === 'quit') break;
  try {
    process.stdout.write(`${JSON.stringify({ ok: true, ...(await COMMANDS[command.cmd](command)) })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ ok: false, error: String(error?.stack ?? error) })}\n`);
  }
}
await browser.close();
