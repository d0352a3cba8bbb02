import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { catalogue, CITIZEN, expect, openDevSession, persistedState, test } from './fixtures';

/**
 * The kiosk login as it runs on a kiosk: the page in the shell (its bridge injected here), the real camera agent
 * with a looping video of a synthetic live head of Dilnoza's registry portrait, enrolled with the e2e server by an
 * administrator's one-time code; the agent's kiosk-signed token logs her in at /api/auth.
 */

const oz = catalogue('oz');
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const UV = process.env.UV ?? 'uv';
const ADMINISTRATOR = { passserial: 'AD', passnum: '2222222' };
const DILNOZA_PIN = '41403850230012';
/** The agent checks a frame every 300 ms; a bona fide head passes its challenge in well under a minute. */
const FACE_CHECK_TIMEOUT_MS = 150_000;

interface Agent {
  process: ChildProcess;
  url: string;
  kioskId: string;
  workdir: string;
}

let agent: Agent | null = null;

function uv(args: string[], env: NodeJS.ProcessEnv = {}): string {
  const options = { cwd: REPO_ROOT, encoding: 'utf8' as const, env: { ...process.env, ...env } };
  // Quiet unless it fails (the error carries its output): MediaPipe logs a lot to stderr.
  return execFileSync(UV, ['run', '--frozen', ...args], { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function issueEnrolmentCode(kioskId: string): Promise<string> {
  const { token } = openDevSession(ADMINISTRATOR);
  const answer = await fetch(`${BASE_URL}/api/kiosks/enrolment-codes`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ kioskId, location: 'Tashkent, e2e', office: 'E2E notary office' }),
  });
  if (!answer.ok) throw new Error(`enrolment code refused: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { code: string }).code;
}

async function waitForEnrolledAgent(url: string, process: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`camera-agent exited: ${readFileSync(log, 'utf8').slice(-2000)}`);
    const status = await fetch(`${url}/api/status`).then((answer) => answer.json(), () => null);
    if (status?.enrolled) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`camera-agent did not answer at ${url}: ${readFileSync(log, 'utf8').slice(-2000)}`);
}

async function startAgent(): Promise<Agent> {
  const workdir = mkdtempSync(join(tmpdir(), 'kiosk-e2e-'));
  const kioskId = `E2E-${Date.now()}`;
  const video = join(workdir, 'dilnoza.y4m');
  uv(['python', '-m', 'liveness.synthetic', '--portrait', 'astronaut', '--sequence', 'bona-fide', '--out', video]);
  const port = await freePort();
  const env = {
    CAMERA_AGENT_DATA_DIR: join(workdir, 'agent'),
    CAMERA_AGENT_SERVER_URL: BASE_URL,
    CAMERA_AGENT_CAMERA__VIDEO_FILE: video,
    // No heartbeat bandwidth test against the e2e server during the test.
    CAMERA_AGENT_DIAGNOSTICS__HEARTBEAT_BANDWIDTH: 'false',
  };
  uv(['camera-agent', 'enrol', '--code', await issueEnrolmentCode(kioskId)], env);
  const log = join(workdir, 'agent.log');
  const output = openSync(log, 'a');
  const child = spawn(UV, ['run', '--frozen', 'camera-agent', 'serve', '--port', String(port)], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', output, output],
    // Its own process group, so the agent (a child of uv) is stopped with it.
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForEnrolledAgent(url, child, log);
  return { process: child, url, kioskId, workdir };
}

function stopAgent({ process: child, workdir }: Agent): void {
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  rmSync(workdir, { recursive: true, force: true });
}

/** What the kiosk shell's preload exposes (kiosk-shell/src/kiosk-bridge.d.ts). */
async function runInKioskShell(page: Page, { kioskId, url }: Agent): Promise<void> {
  await page.addInitScript(
    ({ kioskId, cameraAgentUrl }) => {
      (window as unknown as { kioskBridge: unknown }).kioskBridge = {
        kioskId,
        cameraAgentUrl,
        deviceInfo: async () => ({ kioskId, shellVersion: 'e2e', platform: 'linux', printer: null }),
        printRegion: async () => ({ ok: false, error: 'no-printer' }),
        endSession: async () => {
          localStorage.clear();
          window.location.assign('/kiosk/auth');
        },
      };
    },
    { kioskId, cameraAgentUrl: url },
  );
}

async function typeOnScreen(page: Page, field: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: field }).click();
  const keyboard = page.getByRole('group', { name: oz.kiosk.keyboard.label });
  for (const character of text) await keyboard.getByRole('button', { name: character, exact: true }).click();
}

test.describe('kiosk login through the camera agent', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    agent = await startAgent();
  });

  test.afterAll(() => {
    if (agent) stopAgent(agent);
    agent = null;
  });

  test('Dilnoza passes the live face check on the kiosk camera and reaches the kiosk menu', async ({ page }) => {
    test.setTimeout(FACE_CHECK_TIMEOUT_MS + 60_000);
    if (!agent) throw new Error('no camera agent');
    const agentSocketUrl = agent.url.replace(/^http/, 'ws');
    await runInKioskShell(page, agent);
    await page.goto('/kiosk/auth');
    await typeOnScreen(page, oz.identity.form.passserial, CITIZEN.passserial);
    await typeOnScreen(page, oz.identity.form.passnum, CITIZEN.passnum);
    await typeOnScreen(page, oz.identity.form.pin, DILNOZA_PIN);
    const agentSocket = page.waitForEvent('websocket', (socket) => socket.url().startsWith(agentSocketUrl));
    await page.getByRole('button', { name: oz.identity.form.submit }).click();
    // The face check runs on the kiosk's camera agent, not in the page.
    await agentSocket;

    const success = page.getByRole('dialog', { name: oz.identity.success_title });
    await expect(success).toBeVisible({ timeout: FACE_CHECK_TIMEOUT_MS });
    await success.getByRole('button', { name: oz.dialog.ok }).click();
    // A first login has the public offer to accept (spec 4.2); one before it on this database has not.
    const menu = page.getByRole('heading', { level: 1, name: oz.kiosk.menu_title });
    const offer = page.getByRole('dialog', { name: oz.identity.offer.title });
    await expect(menu.or(offer)).toBeVisible();
    if (await offer.isVisible()) await offer.getByRole('button', { name: oz.identity.offer.agree }).click();
    await expect(menu).toBeVisible();
    await expect(page).toHaveURL(/\/kiosk$/);
    expect(await persistedState(page)).toMatchObject({ mode: 'kiosk', user: { pin: DILNOZA_PIN, termsofuse: 1 } });
  });
});
