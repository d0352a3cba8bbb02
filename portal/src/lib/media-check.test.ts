import { http, HttpResponse } from 'msw';
import { persisted } from '@/testing/test-utils';
import { server } from '@/testing/mocks/server';
import { demoCitizen } from '@/testing/mocks/data';
import {
  bandwidthStatus,
  checkDevices,
  deviceErrorCode,
  measureBandwidth,
  meterLevel,
  rateOf,
  serverSpeedTest,
  type SpeedTest,
} from './media-check';

// ---- Camera, microphone and Web Audio, as jsdom lacks them ----

class FakeTrack {
  readyState: MediaStreamTrackState = 'live';
  readonly stop = vi.fn(() => {
    this.readyState = 'ended';
  });

  constructor(
    readonly kind: 'audio' | 'video',
    private readonly settings: MediaTrackSettings = {},
  ) {}

  getSettings = () => this.settings;
}

class FakeMediaStream {
  constructor(private readonly tracks: FakeTrack[] = []) {}
  getTracks = () => this.tracks;
  getVideoTracks = () => this.tracks.filter((track) => track.kind === 'video');
  getAudioTracks = () => this.tracks.filter((track) => track.kind === 'audio');
}

/** The microphone's loudness (root mean square) the fake analyser reads. */
let loudness = 0.1;

class FakeAudioContext {
  createAnalyser = () => ({
    fftSize: 2048,
    // A square wave: its root mean square is exactly the loudness.
    getFloatTimeDomainData: (samples: Float32Array) => samples.forEach((_, i) => (samples[i] = i % 2 ? loudness : -loudness)),
  });
  createMediaStreamSource = () => ({ connect: () => undefined, disconnect: () => undefined });
  resume = () => Promise.resolve();
  close = () => Promise.resolve();
}

type Answer = { video?: MediaTrackSettings; audio?: boolean } | DOMException;

function devices(answer: (constraints: MediaStreamConstraints) => Answer) {
  const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    const given = answer(constraints);
    if (given instanceof DOMException) throw given;
    const tracks: FakeTrack[] = [];
    if (constraints.video && given.video) tracks.push(new FakeTrack('video', given.video));
    if (constraints.audio && given.audio) tracks.push(new FakeTrack('audio'));
    return new FakeMediaStream(tracks) as unknown as MediaStream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return getUserMedia;
}

const refused = (name: string) => () => new DOMException('refused', name);
const HD = { width: 1280, height: 720 };

beforeEach(() => {
  vi.stubGlobal('MediaStream', FakeMediaStream);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  loudness = 0.1;
});
afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  vi.unstubAllGlobals();
});

describe('checkDevices', () => {
  it('asks for both devices at once, ideally in 1280x720, and passes a camera and a microphone that work', async () => {
    const getUserMedia = devices(() => ({ video: HD, audio: true }));
    const check = await checkDevices({ listenMs: 500 });
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(getUserMedia).toHaveBeenCalledWith({ video: { width: { ideal: 1280 }, height: { ideal: 720 } }, audio: true });
    expect(check.camera).toEqual({ status: 'ok', width: 1280, height: 720 });
    expect(check.microphone).toEqual({ status: 'ok' });
    expect(check.stream?.getTracks()).toHaveLength(2);
  });

  it.each([
    [{ width: 640, height: 480 }, 'ok'],
    [{ width: 480, height: 640 }, 'ok'],
    [{ width: 320, height: 240 }, 'fail'],
    [{ width: 800, height: 448 }, 'fail'],
  ])('judges the resolution the camera really gives: %o is %s', async (video, status) => {
    devices(() => ({ video, audio: true }));
    const { camera } = await checkDevices({ listenMs: 100 });
    expect(camera.status).toBe(status);
    if (status === 'fail') expect(camera).toMatchObject({ error: 'minimal_resolution', ...video });
  });

  it('warns, without failing, when the microphone stays silent', async () => {
    devices(() => ({ video: HD, audio: true }));
    loudness = 0;
    const levels: number[] = [];
    const check = await checkDevices({ listenMs: 300, onLevel: (rms) => levels.push(rms) });
    expect(check.microphone).toEqual({ status: 'warning', error: 'silent' });
    expect(check.camera.status).toBe('ok');
    expect(levels.length).toBeGreaterThan(0);
  });

  it('gives both devices the refusal when the permission is denied', async () => {
    const getUserMedia = devices(refused('NotAllowedError'));
    const check = await checkDevices();
    expect(check.camera).toEqual({ status: 'fail', error: 'permission_denied' });
    expect(check.microphone).toEqual({ status: 'fail', error: 'permission_denied' });
    expect(check.stream).toBeNull();
    expect(getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('still checks the camera when only the microphone is missing', async () => {
    devices(({ audio }) => (audio ? new DOMException('none', 'NotFoundError') : { video: HD }));
    const check = await checkDevices();
    expect(check.camera).toEqual({ status: 'ok', width: 1280, height: 720 });
    expect(check.microphone).toEqual({ status: 'fail', error: 'no_microphone' });
    expect(check.stream?.getVideoTracks()).toHaveLength(1);
  });

  it('says no webcam when only the camera is missing, and still hears the microphone', async () => {
    devices(({ video }) => (video ? new DOMException('none', 'NotFoundError') : { audio: true }));
    const check = await checkDevices({ listenMs: 300 });
    expect(check.camera).toEqual({ status: 'fail', error: 'no_webcam' });
    expect(check.microphone).toEqual({ status: 'ok' });
  });

  it('says the webcam is blocked where the page may not reach the devices at all', async () => {
    const check = await checkDevices();
    expect(check.camera.error).toBe('webcam_blocked');
    expect(check.microphone.error).toBe('webcam_blocked');
  });

  it.each([
    ['NotFoundError', 'no_webcam'],
    ['NotAllowedError', 'permission_denied'],
    ['PermissionDeniedError', 'permission_denied'],
    ['SecurityError', 'webcam_blocked'],
    ['NotReadableError', 'device_in_use'],
    ['OverconstrainedError', 'minimal_resolution'],
    ['AbortError', 'camera_unreadable'],
    ['TypeError', 'unknown'],
  ])('maps %s to %s', (name, code) => {
    expect(deviceErrorCode(new DOMException('x', name))).toBe(code);
  });
});

it('draws the meter from -60 dBFS (empty) to full scale (full)', () => {
  expect(meterLevel(0)).toBe(0);
  expect(meterLevel(0.001)).toBe(0);
  expect(meterLevel(1)).toBe(1);
  expect(meterLevel(0.0316)).toBeCloseTo(0.5, 2);
});

describe('bandwidth', () => {
  it.each([
    [10, 5, 'ok'],
    [4, 4, 'ok'],
    [10, 3, 'warning'],
    [2, 9, 'warning'],
    [1.9, 50, 'fail'],
  ])('%s Mb/s down and %s up is %s', (down, up, status) => {
    expect(bandwidthStatus(down, up)).toBe(status);
  });

  it('leaves the first sample out of the rate, as it also paid for opening the connection', () => {
    expect(rateOf([{ bytes: 125_000, ms: 1000 }])).toBe(1);
    expect(rateOf([{ bytes: 1000, ms: 1000 }, { bytes: 500_000, ms: 200 }, { bytes: 1_500_000, ms: 600 }])).toBe(20);
    expect(rateOf([])).toBe(0);
  });

  /** A speed test that moves bytes at `mbps`, in 16 KiB chunks. */
  function linkOf(mbps: number): SpeedTest {
    const msFor = (bytes: number) => (bytes * 8) / 1000 / mbps;
    const wait = (ms: number, signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        const cut = () => (clearTimeout(timer), reject(new DOMException('cut', 'AbortError')));
        const timer = setTimeout(() => (signal.removeEventListener('abort', cut), resolve()), ms);
        signal.addEventListener('abort', cut, { once: true });
      });
    return {
      async download(bytes, signal) {
        let left = bytes;
        return new ReadableStream<Uint8Array>({
          async pull(controller) {
            if (left <= 0) return controller.close();
            const chunk = Math.min(16 * 1024, left);
            await wait(msFor(chunk), signal);
            left -= chunk;
            controller.enqueue(new Uint8Array(chunk));
          },
        });
      },
      upload: (body, signal) => wait(msFor(body.byteLength), signal),
    };
  }

  it('measures both directions within the time given', async () => {
    const started = performance.now();
    const measured = await measureBandwidth(linkOf(20), 400);
    expect(performance.now() - started).toBeLessThan(1200);
    expect(measured.status).toBe('ok');
    expect(measured.downloadMbps).toBeGreaterThan(8);
    expect(measured.downloadMbps).toBeLessThan(25);
    expect(measured.uploadMbps).toBeGreaterThan(8);
    expect(measured.uploadMbps).toBeLessThan(25);
  });

  it('fails a slow link, even when not one upload finishes in time', async () => {
    const measured = await measureBandwidth(linkOf(0.5), 300);
    expect(measured.status).toBe('fail');
    expect(measured.uploadMbps).toBeLessThan(2);
  });

  it('measures against the server speed test, sending the bytes it uploads', async () => {
    const uploads: number[] = [];
    server.use(
      http.get('/api/video/speedtest', ({ request }) => {
        const bytes = Number(new URL(request.url).searchParams.get('bytes'));
        return new HttpResponse(new Uint8Array(bytes), { headers: { 'Content-Type': 'application/octet-stream' } });
      }),
      http.post('/api/video/speedtest', async ({ request }) => {
        const bytes = (await request.arrayBuffer()).byteLength;
        uploads.push(bytes);
        return HttpResponse.json({ bytes });
      }),
    );
    const measured = await measureBandwidth(serverSpeedTest, 200);
    expect(measured.status).not.toBe('unavailable');
    expect(measured.downloadMbps).toBeGreaterThan(0);
    expect(uploads[0]).toBe(64 * 1024);
  });

  it('shows a refusal of the server as "not measured", keeping the session', async () => {
    persisted().signIn(demoCitizen);
    server.use(http.get('/api/video/speedtest', () => HttpResponse.json({ message: 'Access Denied' }, { status: 403 })));
    const measured = await measureBandwidth(serverSpeedTest, 200);
    expect(measured).toEqual({ status: 'unavailable', downloadMbps: null, uploadMbps: null });
    expect(persisted().user).not.toBeNull();
  });
});
