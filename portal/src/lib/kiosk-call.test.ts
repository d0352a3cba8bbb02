import { http, HttpResponse } from 'msw';
import { server } from '@/testing/mocks/server';
import { idleHeld } from './idle-hold';
import { holdKioskForCall } from './kiosk-call';

const AGENT = 'http://127.0.0.1:8470';

/** The shell's bridge with keepAwake, and a log of what the shell and the agent were asked, in order. */
function kioskWithAgent(agentStatus = 200) {
  const asked: string[] = [];
  const keepAwake = vi.fn((on: boolean) => {
    asked.push(`keepAwake(${on})`);
    return Promise.resolve();
  });
  window.kioskBridge = {
    kioskId: 'TSH-014',
    cameraAgentUrl: AGENT,
    deviceInfo: vi.fn(),
    printRegion: vi.fn(),
    endSession: vi.fn(() => Promise.resolve()),
    keepAwake,
  };
  const agent = (path: string) =>
    http.post(`${AGENT}${path}`, ({ request }) => {
      asked.push(`${path} ${request.headers.get('content-type') ?? 'no body'}`);
      return HttpResponse.json({ status: 'ok' }, { status: agentStatus });
    });
  server.use(agent('/api/camera/release'), agent('/api/camera/resume'));
  return { asked, keepAwake };
}

afterEach(() => {
  delete window.kioskBridge;
});

it('does nothing in an ordinary browser', async () => {
  const undo = await holdKioskForCall();
  expect(idleHeld()).toBe(false);
  await undo();
  expect(idleHeld()).toBe(false);
});

it('at a kiosk keeps it awake, holds the idle countdown and frees the camera, then undoes all three', async () => {
  const { asked } = kioskWithAgent();
  const undo = await holdKioskForCall();
  expect(asked).toEqual(['keepAwake(true)', '/api/camera/release no body']);
  expect(idleHeld()).toBe(true);

  await undo();
  await undo(); // a second undo changes nothing
  expect(asked).toEqual([
    'keepAwake(true)',
    '/api/camera/release no body',
    '/api/camera/resume no body',
    'keepAwake(false)',
  ]);
  expect(idleHeld()).toBe(false);
});

it('goes on with the call when the agent or the shell fails', async () => {
  const { asked, keepAwake } = kioskWithAgent(503);
  keepAwake.mockRejectedValueOnce(new Error('older shell'));
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const undo = await holdKioskForCall();
  expect(idleHeld()).toBe(true);
  expect(asked).toEqual(['/api/camera/release no body']);
  await undo();
  expect(idleHeld()).toBe(false);
  expect(warn).toHaveBeenCalledTimes(3);
  warn.mockRestore();
});

it('shares one hold between overlapping calls: an earlier undo does not end a later call', async () => {
  const { asked } = kioskWithAgent();
  const firstUndo = await holdKioskForCall();
  const second = holdKioskForCall();
  await firstUndo();
  const secondUndo = await second;
  expect(asked).toEqual(['keepAwake(true)', '/api/camera/release no body']);
  expect(idleHeld()).toBe(true);
  await secondUndo();
  expect(asked.slice(2)).toEqual(['/api/camera/resume no body', 'keepAwake(false)']);
  expect(idleHeld()).toBe(false);
});

it('an undo followed by a new call ends with the kiosk held', async () => {
  const { asked } = kioskWithAgent();
  const undo = await holdKioskForCall();
  const [, redoUndo] = await Promise.all([undo(), holdKioskForCall()]);
  expect(asked.at(-1)).toBe('/api/camera/release no body');
  expect(asked.filter((step) => step === 'keepAwake(true)')).toHaveLength(2);
  expect(idleHeld()).toBe(true);
  await redoUndo();
});
