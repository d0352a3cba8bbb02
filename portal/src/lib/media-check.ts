import { client } from '@/lib/api/client.gen';
import { videoSpeedtestDownload } from '@/lib/api';

/**
 * Readiness of this device for a video conference with the notary (docs/contracts/errors-and-limits.md
 * #camera-and-network): a camera of at least 640x480, a microphone that delivers sound, and at least 2 Mb/s each way
 * (4 recommended). Used by the video test page and by an act's video conference before it starts; no UI here.
 */

/** Device errors of docs/contracts/errors-and-limits.md#camera-errors. */
export type DeviceErrorCode =
  | 'no_webcam'
  | 'no_microphone'
  | 'webcam_blocked'
  | 'device_in_use'
  | 'permission_denied'
  | 'minimal_resolution'
  | 'camera_unreadable'
  | 'unknown';

export type CheckStatus = 'ok' | 'warning' | 'fail';

export interface CameraResult {
  status: 'ok' | 'fail';
  /** The picture the camera really gives (absent when there is no camera picture). */
  width?: number;
  height?: number;
  error?: DeviceErrorCode;
}

export interface MicrophoneResult {
  /** `warning`: the microphone is there but nothing was heard while listening. */
  status: CheckStatus;
  error?: DeviceErrorCode | 'silent';
}

export interface DeviceCheck {
  /** The camera's and microphone's tracks, for a preview and a level meter; the caller stops them. */
  stream: MediaStream | null;
  camera: CameraResult;
  microphone: MicrophoneResult;
}

const IDEAL_VIDEO = { width: { ideal: 1280 }, height: { ideal: 720 } };
const MIN_LONG_SIDE = 640;
const MIN_SHORT_SIDE = 480;
/** How long the microphone is listened to for a sound before it counts as silent. */
export const LISTEN_MS = 2000;
/** Below -50 dBFS: a muted or dead microphone; the quietest room is louder. */
const SILENCE_RMS = 0.003;

/** getUserMedia's DOMException names (Media Capture and Streams), older Chrome names included. */
const ERROR_NAMES: Record<string, DeviceErrorCode> = {
  NotFoundError: 'no_webcam',
  DevicesNotFoundError: 'no_webcam',
  NotAllowedError: 'permission_denied',
  PermissionDeniedError: 'permission_denied',
  SecurityError: 'webcam_blocked',
  NotReadableError: 'device_in_use',
  TrackStartError: 'device_in_use',
  OverconstrainedError: 'minimal_resolution',
  ConstraintNotSatisfiedError: 'minimal_resolution',
  AbortError: 'camera_unreadable',
};

export function deviceErrorCode(error: unknown): DeviceErrorCode {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return ERROR_NAMES[name] ?? 'unknown';
}

/** A phone held upright gives 480x640, which is big enough. */
export function bigEnough(width: number, height: number): boolean {
  return Math.max(width, height) >= MIN_LONG_SIDE && Math.min(width, height) >= MIN_SHORT_SIDE;
}

type Outcome = { stream: MediaStream } | { error: DeviceErrorCode };

async function request(constraints: MediaStreamConstraints): Promise<Outcome> {
  try {
    return { stream: await navigator.mediaDevices.getUserMedia(constraints) };
  } catch (error) {
    return { error: deviceErrorCode(error) };
  }
}

function cameraOf(stream: MediaStream): CameraResult {
  const track = stream.getVideoTracks()[0];
  if (!track || track.readyState === 'ended') return { status: 'fail', error: 'camera_unreadable' };
  const { width, height } = track.getSettings();
  if (!width || !height) return { status: 'fail', error: 'camera_unreadable' };
  return bigEnough(width, height) ? { status: 'ok', width, height } : { status: 'fail', width, height, error: 'minimal_resolution' };
}

/** The microphone's own failure: a missing device is "no microphone", not "no webcam". */
const microphoneError = (code: DeviceErrorCode): DeviceErrorCode => (code === 'no_webcam' ? 'no_microphone' : code);

/**
 * Both devices are asked for at once (one permission prompt). When that fails for a reason of one device (missing,
 * busy, too small), each is asked for alone, so a missing microphone still lets the camera be checked.
 */
async function openDevices(): Promise<{ stream: MediaStream | null; cameraError?: DeviceErrorCode; microphoneError?: DeviceErrorCode }> {
  const both = await request({ video: IDEAL_VIDEO, audio: true });
  if ('stream' in both) return { stream: both.stream };
  if (both.error === 'permission_denied' || both.error === 'webcam_blocked') {
    return { stream: null, cameraError: both.error, microphoneError: both.error };
  }
  const video = await request({ video: IDEAL_VIDEO });
  const audio = await request({ audio: true });
  const tracks = [video, audio].flatMap((outcome) => ('stream' in outcome ? outcome.stream.getTracks() : []));
  return {
    stream: tracks.length ? new MediaStream(tracks) : null,
    cameraError: 'error' in video ? video.error : undefined,
    microphoneError: 'error' in audio ? microphoneError(audio.error) : undefined,
  };
}

/** The loudness of one buffer of samples (-1..1), as root mean square. */
export function rmsOf(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return samples.length ? Math.sqrt(sum / samples.length) : 0;
}

/** A meter's 0..1 from a loudness: -60 dBFS (or quieter) is 0, full scale is 1. */
export function meterLevel(rms: number): number {
  if (rms <= 0) return 0;
  return Math.min(1, Math.max(0, (20 * Math.log10(rms) + 60) / 60));
}

/**
 * Calls `onLevel` with the microphone's loudness (root mean square, 0..1) every `intervalMs`; returns the stop.
 * The audio context is resumed because one made before any click on the page may start suspended.
 */
export function watchLevel(stream: MediaStream, onLevel: (rms: number) => void, intervalMs = 100): () => void {
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  // 8192 samples last longer than the interval at every common rate (170 ms at 48 kHz): a short sound between two
  // reads is never missed.
  analyser.fftSize = 8192;
  const source = context.createMediaStreamSource(stream);
  source.connect(analyser);
  void context.resume().catch(() => undefined);
  const samples = new Float32Array(analyser.fftSize);
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    onLevel(rmsOf(samples));
  }, intervalMs);
  return () => {
    clearInterval(timer);
    source.disconnect();
    void context.close().catch(() => undefined);
  };
}

/** Whether the microphone delivers any sound within `listenMs`; resolves as soon as it does. */
export function hearsSound(stream: MediaStream, listenMs = LISTEN_MS, onLevel?: (rms: number) => void): Promise<boolean> {
  return new Promise((resolve) => {
    let stop: () => void = () => undefined;
    const finish = (heard: boolean) => {
      clearTimeout(timer);
      stop();
      resolve(heard);
    };
    const timer = setTimeout(() => finish(false), listenMs);
    try {
      stop = watchLevel(stream, (rms) => {
        onLevel?.(rms);
        if (rms > SILENCE_RMS) finish(true);
      });
    } catch {
      finish(false); // no Web Audio: the level cannot be read
    }
  });
}

async function microphoneOf(stream: MediaStream | null, options: CheckOptions): Promise<MicrophoneResult> {
  const track = stream?.getAudioTracks()[0];
  if (!stream || !track) return { status: 'fail', error: 'no_microphone' };
  if (track.readyState === 'ended') return { status: 'fail', error: 'unknown' };
  const heard = await hearsSound(new MediaStream([track]), options.listenMs, options.onLevel);
  return heard ? { status: 'ok' } : { status: 'warning', error: 'silent' };
}

export interface CheckOptions {
  listenMs?: number;
  /** The microphone's loudness while it is listened to, for a meter. */
  onLevel?: (rms: number) => void;
}

/** Opens the camera (ideally 1280x720) and the microphone, and checks both. Never throws. */
export async function checkDevices(options: CheckOptions = {}): Promise<DeviceCheck> {
  // No mediaDevices: a page that is not a secure context, or a browser policy that hides the devices.
  if (!navigator.mediaDevices?.getUserMedia) {
    return { stream: null, camera: { status: 'fail', error: 'webcam_blocked' }, microphone: { status: 'fail', error: 'webcam_blocked' } };
  }
  const opened = await openDevices();
  const { stream } = opened;
  const camera: CameraResult = opened.cameraError ? { status: 'fail', error: opened.cameraError } : cameraOf(stream as MediaStream);
  const microphone: MicrophoneResult = opened.microphoneError
    ? { status: 'fail', error: opened.microphoneError }
    : await microphoneOf(stream, options);
  return { stream, camera, microphone };
}

export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

// ---- Bandwidth ----

export const MIN_MBPS = 2;
export const RECOMMENDED_MBPS = 4;

export interface Bandwidth {
  /** `unavailable`: the server's speed test did not answer, nothing was measured. */
  status: CheckStatus | 'unavailable';
  downloadMbps: number | null;
  uploadMbps: number | null;
}

/** A conference sends and receives video at once: the slower direction decides. */
export function bandwidthStatus(downloadMbps: number, uploadMbps: number): CheckStatus {
  const slower = Math.min(downloadMbps, uploadMbps);
  if (slower >= RECOMMENDED_MBPS) return 'ok';
  return slower >= MIN_MBPS ? 'warning' : 'fail';
}

/** The speed test's two calls, replaceable in tests. */
export interface SpeedTest {
  /** The body of `bytes` random bytes from the server. */
  download(bytes: number, signal: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  /** Sends the body; resolves once the server has taken all of it. */
  upload(body: Uint8Array<ArrayBuffer>, signal: AbortSignal): Promise<void>;
}

/** Every failure of the speed test is shown in place as "not measured": no toast, no redirect, no logout. */
const IN_PLACE = [0, 400, 401, 403, 404, 413, 429, 500, 502, 503, 504] as const;
const SPEEDTEST_URL = '/api/video/speedtest';

/** The server's speed test for a logged-in person (GET and POST /api/video/speedtest, docs/video.md). */
export const serverSpeedTest: SpeedTest = {
  async download(bytes, signal) {
    const { data } = await videoSpeedtestDownload({
      query: { bytes },
      parseAs: 'stream',
      signal,
      throwOnError: true,
      expectedStatuses: IN_PLACE,
    });
    return data as unknown as ReadableStream<Uint8Array>;
  },
  async upload(body, signal) {
    // The generic call: the OpenAPI document declares no body for the upload, so its generated function takes none.
    await client.post({
      url: SPEEDTEST_URL,
      body,
      bodySerializer: null,
      headers: { 'Content-Type': 'application/octet-stream' },
      signal,
      throwOnError: true,
      expectedStatuses: IN_PLACE,
    });
  },
};

const KIB = 1024;
const FIRST_DOWNLOAD = 256 * KIB;
const FIRST_UPLOAD = 64 * KIB;
/** Below the server's smallest configurable limit for one sample (`speedtest_max_bytes`, 8 MiB by default). */
const LARGEST_SAMPLE = 4 * 1024 * KIB;
/** Each sample is this many times the last, so the large ones, least skewed by each call's own delay, soon come. */
const GROWTH = 4;
/** Each direction is measured for about this long, so the whole test takes about 4 s. */
export const DIRECTION_MS = 2000;

interface Sample {
  bytes: number;
  ms: number;
}

const megabits = (bytes: number, ms: number) => (ms > 0 ? (bytes * 8) / 1000 / ms : 0);

/** Bytes over time of the samples, without the first when there are more: it also paid for opening the connection. */
export function rateOf(samples: Sample[]): number {
  const counted = samples.length > 1 ? samples.slice(1) : samples;
  const total = (field: keyof Sample) => counted.reduce((sum, sample) => sum + sample[field], 0);
  return megabits(total('bytes'), total('ms'));
}

const nextSize = (size: number) => Math.min(size * GROWTH, LARGEST_SAMPLE);

/** Reads the body until it ends or `deadline`, telling each chunk's size. */
async function drain(body: ReadableStream<Uint8Array>, deadline: number, onBytes: (count: number) => void): Promise<void> {
  const reader = body.getReader();
  try {
    while (performance.now() < deadline) {
      const { done, value } = await reader.read();
      if (done) return;
      onBytes(value.byteLength);
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

/** Runs `measure` until the budget is spent, then aborts what is still under way. */
async function withinBudget(budgetMs: number, measure: (signal: AbortSignal, deadline: number) => Promise<void>): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), budgetMs);
  try {
    await measure(controller.signal, performance.now() + budgetMs);
  } catch (error) {
    if (!controller.signal.aborted) throw error; // a refusal or a network failure, not the deadline
  } finally {
    clearTimeout(timer);
  }
}

/** Downloads of growing size; a sample cut by the deadline counts what had arrived. */
async function measureDownload(speedTest: SpeedTest, budgetMs: number): Promise<number> {
  const samples: Sample[] = [];
  await withinBudget(budgetMs, async (signal, deadline) => {
    for (let size = FIRST_DOWNLOAD; performance.now() < deadline; size = nextSize(size)) {
      const started = performance.now();
      const sample = { bytes: 0, ms: 0 };
      samples.push(sample);
      const body = await speedTest.download(size, signal);
      await drain(body, deadline, (count) => {
        sample.bytes += count;
        sample.ms = performance.now() - started;
      });
    }
  });
  return rateOf(samples.filter((sample) => sample.bytes > 0));
}

function randomBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  // getRandomValues fills at most 64 KiB at a time; random so nothing on the way can compress it.
  for (let offset = 0; offset < size; offset += 64 * KIB) crypto.getRandomValues(bytes.subarray(offset, offset + 64 * KIB));
  return bytes;
}

/** Uploads of growing size; only the ones the server took whole count. */
async function measureUpload(speedTest: SpeedTest, budgetMs: number): Promise<number> {
  const payload = randomBytes(LARGEST_SAMPLE); // made before the clock starts
  const samples: Sample[] = [];
  await withinBudget(budgetMs, async (signal, deadline) => {
    for (let size = FIRST_UPLOAD; performance.now() < deadline; size = nextSize(size)) {
      const started = performance.now();
      await speedTest.upload(payload.subarray(0, size), signal);
      samples.push({ bytes: size, ms: performance.now() - started });
    }
  });
  // Not even the first sample in time: the speed is below what that would have been.
  return samples.length ? rateOf(samples) : megabits(FIRST_UPLOAD, budgetMs);
}

/** Download, then upload, each for about `directionMs`, in Mb/s. Never throws. */
export async function measureBandwidth(speedTest: SpeedTest = serverSpeedTest, directionMs = DIRECTION_MS): Promise<Bandwidth> {
  try {
    const downloadMbps = await measureDownload(speedTest, directionMs);
    const uploadMbps = await measureUpload(speedTest, directionMs);
    return { status: bandwidthStatus(downloadMbps, uploadMbps), downloadMbps, uploadMbps };
  } catch {
    return { status: 'unavailable', downloadMbps: null, uploadMbps: null };
  }
}
