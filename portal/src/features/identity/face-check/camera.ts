import { bigEnough, deviceErrorCode } from '@/lib/media-check';
import { JPEG_QUALITY, MIN_LONG_SIDE, MIN_SHORT_SIDE } from './constants';

/**
 * The browser's camera for the face check: open it, show it, take frames, release it. Everything that touches the
 * device is here, so the rest of the face check runs (and is tested) without one.
 */

/**
 * Camera errors of docs/contracts/errors-and-limits.md#camera-errors; `not_enrolled` comes only from a kiosk camera
 * agent without its key.
 */
export type CameraErrorCode =
  | 'no_webcam'
  | 'webcam_blocked'
  | 'device_in_use'
  | 'permission_denied'
  | 'minimal_resolution'
  | 'camera_unreadable'
  | 'not_enrolled'
  | 'unknown';

export class CameraError extends Error {
  readonly code: CameraErrorCode;

  constructor(code: CameraErrorCode) {
    super(code);
    this.name = 'CameraError';
    this.code = code;
  }
}

/** The shared reading of getUserMedia's errors (lib/media-check.ts), which names camera errors only. */
export function cameraErrorCode(error: unknown): CameraErrorCode {
  if (error instanceof CameraError) return error.code;
  return deviceErrorCode(error) as CameraErrorCode;
}

export function stopCamera(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** The front camera at 640x480 (docs/contracts/errors-and-limits.md#camera-and-network); throws CameraError. */
export async function openCamera(): Promise<MediaStream> {
  // No mediaDevices: a page that is not a secure context, or a browser policy that hides the camera.
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('webcam_blocked');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: 'user', width: { ideal: MIN_LONG_SIDE }, height: { ideal: MIN_SHORT_SIDE } },
    });
  } catch (error) {
    throw new CameraError(cameraErrorCode(error));
  }
  const { width, height } = stream.getVideoTracks()[0]?.getSettings() ?? {};
  // Checked here, not as a `min` constraint: a phone held upright reports 480x640, which is big enough.
  if (width && height && !bigEnough(width, height)) {
    stopCamera(stream);
    throw new CameraError('minimal_resolution');
  }
  return stream;
}

/** Shows the stream in the video element; resolves with the picture's size once it plays. */
export async function showCamera(video: HTMLVideoElement, stream: MediaStream): Promise<{ width: number; height: number }> {
  video.srcObject = stream;
  if (video.readyState < HTMLMediaElement.HAVE_METADATA) {
    await new Promise<void>((resolve) => video.addEventListener('loadedmetadata', () => resolve(), { once: true }));
  }
  try {
    await video.play();
  } catch {
    throw new CameraError('camera_unreadable');
  }
  if (!bigEnough(video.videoWidth, video.videoHeight)) throw new CameraError('minimal_resolution');
  return { width: video.videoWidth, height: video.videoHeight };
}

/**
 * One frame as base64 JPEG (quality 0.6), without the data-URL prefix. A large camera picture is scaled down, never
 * below 640x480, which keeps frames small for the server; null when the video has no picture yet.
 */
export function captureFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): string | null {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) return null;
  const scale = Math.min(1, Math.max(MIN_LONG_SIDE / Math.max(width, height), MIN_SHORT_SIDE / Math.min(width, height)));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY).replace(/^data:image\/jpeg;base64,/, '');
}
