/**
 * Face-check constants of docs/contracts/portal.md#camera-readiness, docs/contracts/errors-and-limits.md#face-check
 * and of the socket (docs/contracts/face-check.md).
 */

export const SOCKET_PATH = '/api/face-check/ws';
/** The kiosk camera agent's MJPEG preview, only served while a check runs (docs/camera-agent.md). */
export const PREVIEW_PATH = '/api/preview.mjpg';
export const FACE_QUEUE = '/user/queue/face';
export const FRAME_DESTINATION = '/app/frame';

/** The check starts this long after the dialog opens, so the visitor can read what to do. */
export const START_DELAY_MS = 3_000;
/** Without success the check ends after this long (then the error dialog). */
export const OVERALL_TIMEOUT_MS = 123_000;
export const FRAME_INTERVAL_MS = 300;
export const HEARTBEAT_MS = 3_000;
export const JPEG_QUALITY = 0.6;
/**
 * Frames sent but not yet answered. The server judges frames one after another; on a slow or busy server frames
 * sent every 300 ms would queue up and every hint would come later and later, so a tick is skipped instead.
 */
export const MAX_UNANSWERED_FRAMES = 2;

/**
 * Minimum camera (docs/contracts/errors-and-limits.md#camera-and-network): the long side at least 640, the short side
 * at least 480.
 */
export const MIN_LONG_SIDE = 640;
export const MIN_SHORT_SIDE = 480;
/** The face frame drawn over the camera: 180 by 250 for a 640x480 picture, scaled with the picture's height. */
export const FACE_FRAME = { width: 180, height: 250, pictureHeight: 480 } as const;

/** Socket reconnection (docs/contracts/errors-and-limits.md#socket-reconnection). */
export const RECONNECT = {
  initialMinMs: 1_000,
  initialMaxMs: 5_000,
  maxMs: 10_000,
  factor: 1.3,
  connectTimeoutMs: 4_000,
  /** A connection that lasted this long starts the next series of attempts from the initial delay again. */
  minUptimeMs: 5_000,
} as const;
