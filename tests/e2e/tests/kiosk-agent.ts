import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { KioskBridge, KioskBridgeWindow } from '@kiosk-bridge';
import { BASE_URL } from '../playwright.config';
import { ADMINISTRATOR, catalogue, openDevSession } from './fixtures';

/**
 * The kiosk around the page, for kiosk tests: the real camera agent (`camera-agent serve` on a free loopback port),
 * the shell's `window.kioskBridge` injected into the page, the on-screen keyboard, and Dilnoza's e-passport on the
 * virtual reader of a real pcscd.
 */

const oz = catalogue('oz');
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const UV = process.env.UV ?? 'uv';
const START_TIMEOUT_MS = 90_000;

export function uv(args: string[], env: NodeJS.ProcessEnv = {}): string {
  const options = { cwd: REPO_ROOT, encoding: 'utf8' as const, env: { ...process.env, ...env } };
  // Quiet unless it fails (the error carries its output): MediaPipe logs a lot to stderr.
  return execFileSync(UV, ['run', '--frozen', ...args], { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A child of uv in its own process group, so that it is stopped with everything it started. */
function spawnInGroup(args: string[], env: NodeJS.ProcessEnv, stdout: 'pipe' | number): ChildProcess {
  return spawn(UV, ['run', '--frozen', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, stdout === 'pipe' ? 'pipe' : stdout],
    detached: true,
  });
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

export interface Agent {
  process: ChildProcess;
  url: string;
  kioskId: string;
  workdir: string;
}

export interface AgentOptions {
  /** A looping clip for the agent's camera (the face check); without one the camera is never opened. */
  video?: string;
  /** Enrol the kiosk with the e2e server first (the face check signs with the kiosk key). */
  enrol?: boolean;
  /** The country signing certificates the card reader trusts (`card.csca_dir`). */
  cscaDir?: string;
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

async function waitForAgent(url: string, child: ChildProcess, log: string, enrolled: boolean): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`camera-agent exited: ${readFileSync(log, 'utf8').slice(-2000)}`);
    const status = await fetch(`${url}/api/status`).then((answer) => answer.json(), () => null);
    if (status && (status.enrolled || !enrolled)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`camera-agent did not answer at ${url}: ${readFileSync(log, 'utf8').slice(-2000)}`);
}

/** `camera-agent serve` for pages of the e2e server's origin, with a data directory of its own. */
export async function startAgent({ video, enrol = false, cscaDir }: AgentOptions = {}): Promise<Agent> {
  const workdir = mkdtempSync(join(tmpdir(), 'kiosk-e2e-'));
  const kioskId = `E2E-${Date.now()}`;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    CAMERA_AGENT_DATA_DIR: join(workdir, 'agent'),
    CAMERA_AGENT_SERVER_URL: BASE_URL,
    // No heartbeat bandwidth test against the e2e server during the test.
    CAMERA_AGENT_DIAGNOSTICS__HEARTBEAT_BANDWIDTH: 'false',
  };
  if (video) env.CAMERA_AGENT_CAMERA__VIDEO_FILE = video;
  if (cscaDir) env.CAMERA_AGENT_CARD__CSCA_DIR = cscaDir;
  if (enrol) uv(['camera-agent', 'enrol', '--code', await issueEnrolmentCode(kioskId)], env);
  const log = join(workdir, 'agent.log');
  const child = spawnInGroup(['camera-agent', 'serve', '--port', String(port)], env, openSync(log, 'a'));
  const url = `http://127.0.0.1:${port}`;
  await waitForAgent(url, child, log, enrol);
  return { process: child, url, kioskId, workdir };
}

export function stopAgent({ process: child, workdir }: Agent): void {
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  rmSync(workdir, { recursive: true, force: true });
}

/** What the kiosk shell's preload exposes, typed by the shell's own declaration (kiosk-shell/src/shared). */
export async function runInKioskShell(page: Page, { kioskId, url }: Agent): Promise<void> {
  await page.addInitScript(
    ({ kioskId, cameraAgentUrl }) => {
      (window as unknown as KioskBridgeWindow).kioskBridge = {
        kioskId,
        cameraAgentUrl,
        deviceInfo: async () => ({ kioskId, shellVersion: 'e2e', platform: 'linux', printer: null }),
        printRegion: async () => ({ ok: false, error: 'no-printer' }),
        keepAwake: async () => {},
        endSession: async () => {
          localStorage.clear();
          window.location.assign('/kiosk/auth');
        },
      } satisfies KioskBridge;
    },
    { kioskId, cameraAgentUrl: url },
  );
}

/** Types into the field with this label by touching the kiosk's on-screen keyboard, key by key. */
export async function typeOnScreen(page: Page, field: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: field }).click();
  const keyboard = page.getByRole('group', { name: oz.kiosk.keyboard.label });
  for (const character of text) await keyboard.getByRole('button', { name: character, exact: true }).click();
}

export interface VirtualPassport {
  process: ChildProcess;
  /** The folder of the test country's signing certificate: an agent given it trusts the card. */
  cscaDir: string;
  /** Another country signer's certificate, which did not sign the card: an agent given it refuses the card. */
  otherCscaDir: string;
  workdir: string;
  pid: number;
}

/** Dilnoza's e-passport in the virtual reader (tests/virtual_passport.py), there until stopVirtualPassport. */
export async function startVirtualPassport(): Promise<VirtualPassport> {
  const workdir = mkdtempSync(join(tmpdir(), 'kiosk-e2e-card-'));
  const child = spawnInGroup(['python', 'tests/e2e/tests/virtual_passport.py', workdir], {}, 'pipe');
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const ready = new Promise<Omit<VirtualPassport, 'process' | 'workdir'>>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve(JSON.parse(line)));
    child.once('exit', (code) => reject(new Error(`virtual passport exited (${code}): ${errors}`)));
    setTimeout(() => reject(new Error(`virtual passport not ready: ${errors}`)), START_TIMEOUT_MS);
  });
  try {
    return { process: child, workdir, ...(await ready) };
  } catch (error) {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    throw error;
  }
}

/** Takes the card out and stops what the helper started (pcscd too), before the next test may need the reader. */
export async function stopVirtualPassport({ process: child, pid, workdir }: VirtualPassport): Promise<void> {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  }
  rmSync(workdir, { recursive: true, force: true });
}
