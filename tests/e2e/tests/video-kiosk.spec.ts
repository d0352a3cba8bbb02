import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type Page, expect } from '@playwright/test';
import type { KioskBridge, KioskBridgeWindow } from '@kiosk-bridge';
import { catalogue, openDevSession, persistedState, portalStorage } from './fixtures';
import { type Agent, startAgent, stopAgent } from './kiosk-agent';
import { DILNOZA, MALIKA, openVideoTab, seesOthers, videoAct, videoTab, videoTest as test } from './video-kit';

/**
 * A party at a kiosk in a video call (docs/video.md, docs/kiosk.md#video-calls-at-the-kiosk): Dilnoza at a kiosk (the
 * portal in kiosk mode, the shell's bridge injected and its calls recorded, the real camera agent on a clip) and
 * notary Malika in her office's browser see each other; during the call the shell is kept awake, the agent has lent
 * its camera (face checks and camera tests answer `camera_in_call`) and the idle countdown, with the page's clock
 * run past it, does not end the visit. After the call the shell may sleep, the agent's camera works again and the
 * countdown, from the call's end, ends the visit as ever.
 */
const oz = catalogue('oz');
const texts = oz.acts.video;
const DILNOZA_PIN = '41403850230012';
/** The page's countdown after the idle time (portal kiosk-visit.tsx `COUNTDOWN_SECONDS`). */
const COUNTDOWN_MS = 20_000;

/** A clip the agent's camera loops (640x480, its minimum), made by ffmpeg's test source into the agent's folder. */
function cameraClip(folder: string): string {
  const clip = join(folder, 'camera.y4m');
  const source = 'testsrc=size=640x480:rate=10:duration=2';
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', source, '-pix_fmt', 'yuv420p', clip]);
  return clip;
}

/**
 * The act's video tab at the kiosk: a kiosk session, the page's clock faked (so the idle time can be jumped over),
 * and the shell's bridge exactly as the preload exposes it (kiosk-shell/src/preload/preload.ts), each call recorded
 * in `calls`; its endSession wipes and loads the kiosk login as the shell does.
 */
async function kioskVideoTab(browser: Browser, agent: Agent, uuid: string, calls: string[]): Promise<Page> {
  const session = openDevSession(DILNOZA, undefined, 'kiosk');
  const context = await browser.newContext({ storageState: portalStorage(session, 'kiosk') });
  const page = await context.newPage();
  await page.exposeFunction('recordShellCall', (call: string) => void calls.push(call));
  await page.addInitScript(
    ({ kioskId, cameraAgentUrl }) => {
      const record = (window as unknown as { recordShellCall: (call: string) => Promise<void> }).recordShellCall;
      (window as unknown as KioskBridgeWindow).kioskBridge = {
        kioskId,
        cameraAgentUrl,
        deviceInfo: async () => {
          await record('deviceInfo()');
          return { kioskId, shellVersion: 'e2e', platform: 'linux', printer: null };
        },
        printRegion: async (regionId) => {
          await record(`printRegion(${regionId})`);
          return { ok: false, error: 'no-printer' };
        },
        endSession: async () => {
          await record('endSession()');
          localStorage.clear();
          sessionStorage.clear();
          window.location.assign('/kiosk/auth');
        },
        keepAwake: async (on) => {
          await record(`keepAwake(${on})`);
        },
      } satisfies KioskBridge;
    },
    { kioskId: agent.kioskId, cameraAgentUrl: agent.url },
  );
  await page.clock.install();
  return openVideoTab(page, `/kiosk/enotarial_act/${uuid}`);
}

async function cameraState(agent: Agent): Promise<string> {
  const status = (await (await fetch(`${agent.url}/api/status`)).json()) as { camera: { state: string } };
  return status.camera.state;
}

/** The agent's technician camera test: opens the camera for a second and measures what it delivers. */
async function cameraTest(agent: Agent): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(`${agent.url}/api/camera/test?seconds=1`);
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/**
 * What the agent's face-check socket answers a check the kiosk page starts now (docs/contracts/face-check.md): the
 * first frame's command, and an ERROR's message.
 */
function faceCheckAnswer(page: Page, agent: Agent): Promise<string> {
  return page.evaluate(async (socketUrl) => {
    const socket = new WebSocket(socketUrl, 'v12.stomp');
    const first = new Promise<string>((resolve, reject) => {
      socket.onmessage = ({ data }) => resolve(String(data));
      socket.onerror = () => reject(new Error('face-check socket failed'));
    });
    socket.onopen = () =>
      socket.send(`CONNECT\naccept-version:1.2\nheart-beat:0,0\nsession-id:${crypto.randomUUID()}\n\n\0`);
    const frame = await first;
    socket.close();
    const [command, ...headers] = frame.split('\n\n')[0].split('\n');
    const message = headers.find((header) => header.startsWith('message:'))?.slice('message:'.length);
    return message === undefined ? command : `${command} ${message}`;
  }, `${agent.url.replace(/^http/, 'ws')}/api/face-check/ws`);
}

let agent: Agent | null = null;
let clipFolder: string | null = null;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  clipFolder = mkdtempSync(join(tmpdir(), 'video-kiosk-e2e-'));
  // Enrolled: an unenrolled agent refuses face checks before it looks at its camera.
  agent = await startAgent({ video: cameraClip(clipFolder), enrol: true });
});

test.afterAll(() => {
  if (agent) stopAgent(agent);
  if (clipFolder) rmSync(clipFolder, { recursive: true, force: true });
  agent = clipFolder = null;
});

test('a party at a kiosk and the notary meet by video; the kiosk is held for the call and given back after', async ({
  browser,
}) => {
  test.setTimeout(360_000); // the recording's mix, waited for, takes a minute on a loaded machine
  if (!agent) throw new Error('no camera agent');
  const uuid = videoAct(5);
  const shellCalls: string[] = [];
  const kiosk = await kioskVideoTab(browser, agent, uuid, shellCalls);
  await kiosk.getByRole('button', { name: texts.ready }).click();
  await expect(kiosk.getByText(texts.is_ready, { exact: true })).toBeVisible({ timeout: 30_000 });
  expect(await cameraState(agent)).toBe('closed');

  const malika = await videoTab(browser, MALIKA, uuid);
  await malika.getByRole('button', { name: texts.start }).click();
  await malika.getByRole('button', { name: texts.join }).click();
  await kiosk.getByRole('button', { name: texts.join }).click({ timeout: 15_000 });
  await seesOthers(malika, 1);
  await seesOthers(kiosk, 1);

  // During the call: the shell kept awake, the agent's camera lent to the call.
  expect(shellCalls).toEqual(['keepAwake(true)']);
  expect(await cameraState(agent)).toBe('lent');
  expect(await cameraTest(agent)).toMatchObject({ status: 409, body: { code: 'camera_in_call' } });
  expect(await faceCheckAnswer(kiosk, agent)).toBe('ERROR camera_in_call');

  // Past the idle time and the countdown, untouched: without the call's hold this ends the visit (kiosk.spec.ts).
  const config = (await (await kiosk.request.get('/api/client-config')).json()) as { kioskIdleSeconds: number };
  const idleMs = config.kioskIdleSeconds * 1000;
  const countdown = kiosk.getByRole('dialog', { name: oz.kiosk.idle.title });
  await kiosk.clock.fastForward(idleMs + COUNTDOWN_MS + 10_000);
  await seesOthers(kiosk, 1);
  await seesOthers(malika, 1);
  await kiosk.waitForTimeout(1_000); // real time, for a countdown that had wrongly started to end
  await expect(countdown).toHaveCount(0);
  await expect(kiosk).toHaveURL(new RegExp(`/kiosk/enotarial_act/${uuid}$`));

  await malika.getByRole('button', { name: texts.end }).click();
  // The kiosk's tab sees the call over (its poll), leaves the room and gives the kiosk back.
  await expect.poll(() => shellCalls, { timeout: 30_000 }).toEqual(['keepAwake(true)', 'keepAwake(false)']);
  // From now on the page's time moves only when the test moves it: waiting for the mix below is no idle time.
  await kiosk.clock.pauseAt(await kiosk.evaluate(() => Date.now() + 1_000));
  await expect(kiosk.getByTestId('call-picture')).toHaveCount(0);
  expect(await cameraState(agent)).toBe('closed');
  expect(await cameraTest(agent)).toMatchObject({ status: 200, body: { ok: true, width: 640, height: 480 } });

  // Still Dilnoza's visit, on the server as in the page, once the recording is mixed (on SQLite the mix holds the one
  // writer, so a session's check waits for it).
  await expect(malika.getByText(texts.recording)).toBeVisible({ timeout: 120_000 });
  expect((await kiosk.request.get('/api/check_token')).status()).toBe(200);
  expect(await persistedState(kiosk)).toMatchObject({ mode: 'kiosk', user: { pin: DILNOZA_PIN } });
  await kiosk.clock.resume(); // the dialog's transitions need the page's time to flow

  // The countdown runs again, counting from the call's end (give or take the seconds before the pause): not before
  // the idle time, then at it; and its end ends the visit through the shell's wipe. (The tab's conference poll,
  // refused once the logout is through, may ask for the wipe a second time.)
  await kiosk.clock.fastForward(idleMs - 10_000);
  await kiosk.waitForTimeout(1_000);
  await expect(countdown).toHaveCount(0);
  await kiosk.clock.fastForward(10_000);
  await expect(countdown).toBeVisible();
  await kiosk.clock.fastForward(COUNTDOWN_MS);
  await expect(kiosk).toHaveURL(/\/kiosk\/auth$/);
  expect([...new Set(shellCalls)]).toEqual(['keepAwake(true)', 'keepAwake(false)', 'endSession()']);
});
