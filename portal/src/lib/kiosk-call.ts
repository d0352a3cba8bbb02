import { holdIdle } from './idle-hold';
import { type KioskBridge, kioskBridge } from './kiosk-bridge';

/**
 * A video call at a kiosk (docs/kiosk.md, docs/camera-agent.md): the shell keeps the display awake and holds its
 * idle backstop, the page's idle countdown waits, and the camera agent closes the camera so that getUserMedia gets
 * it. Each part also lapses by itself (the shell's and the agent's 3-hour caps, a page that navigates away), so an
 * undo that never comes does not hold the kiosk for good.
 */

const RELEASE_PATH = '/api/camera/release';
const RESUME_PATH = '/api/camera/resume';
/** The agent waits for its camera thread to close the device (at most 5 s); a slower agent is not working. */
const AGENT_TIMEOUT_MS = 6_000;

/** Calls overlapping on one page (a remount) share one hold: the last undo lets go. */
let holders = 0;
/** The shell's and the agent's steps run in order, so an undo cannot overtake the next hold. */
let steps: Promise<void> = Promise.resolve();

function inOrder(step: () => Promise<void>): Promise<void> {
  steps = steps.then(step);
  return steps;
}

/** A failing step is logged and the rest still runs: the call matters more than any one of them. */
async function attempt(name: string, step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (error) {
    console.warn(`kiosk call: ${name} failed`, error);
  }
}

async function askAgent(agentUrl: string, path: string): Promise<void> {
  // No body and no headers: a simple request, which the agent's origin check admits without a preflight.
  const answer = await fetch(new URL(path, agentUrl), { method: 'POST', signal: AbortSignal.timeout(AGENT_TIMEOUT_MS) });
  if (!answer.ok) throw new Error(`camera agent answered ${answer.status}`);
}

async function takeKiosk(bridge: KioskBridge): Promise<void> {
  await attempt('keep awake', () => bridge.keepAwake(true));
  await attempt('camera release', () => askAgent(bridge.cameraAgentUrl, RELEASE_PATH));
}

async function giveKioskBack(bridge: KioskBridge): Promise<void> {
  await attempt('camera resume', () => askAgent(bridge.cameraAgentUrl, RESUME_PATH));
  await attempt('keep awake off', () => bridge.keepAwake(false));
}

/**
 * Readies the kiosk for a call; resolves once the camera agent has let the camera go, so call it before
 * getUserMedia. Gives back the undo (safe to call more than once). In an ordinary browser both do nothing.
 */
export async function holdKioskForCall(): Promise<() => Promise<void>> {
  const bridge = kioskBridge();
  if (bridge === null) return () => Promise.resolve();
  const releaseIdle = holdIdle();
  holders += 1;
  await (holders === 1 ? inOrder(() => takeKiosk(bridge)) : steps);
  let undone = false;
  return async () => {
    if (undone) return;
    undone = true;
    holders -= 1;
    releaseIdle();
    if (holders === 0) await inOrder(() => giveKioskBack(bridge));
  };
}
