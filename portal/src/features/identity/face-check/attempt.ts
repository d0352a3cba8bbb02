import type { Dispatch } from 'react';
import { type CameraErrorCode, cameraErrorCode, captureFrame, openCamera, showCamera, stopCamera } from './camera';
import { FRAME_INTERVAL_MS, MAX_UNANSWERED_FRAMES } from './constants';
import { type FaceCheckSocket, type FaceCheckSocketEvents, openFaceCheckSocket } from './socket';
import type { FaceCheckSource } from './source';
import type { FaceCheckEvent, SessionErrorCode } from './state';

/** The `message` header of an ERROR frame (server and camera agent) → what the dialog says. */
const SESSION_ERRORS: Record<string, SessionErrorCode> = {
  busy: 'busy',
  'too-many-rejected-frames': 'rejected_frames',
  'heartbeat-timeout': 'silent',
  'heart-beat timeout': 'silent',
  'protocol-violation': 'protocol',
};
const AGENT_CAMERA_ERRORS: readonly string[] = [
  'no_webcam',
  'permission_denied',
  'device_in_use',
  'camera_unreadable',
  'minimal_resolution',
  'not_enrolled',
] satisfies CameraErrorCode[];
const TIMEOUT = 'timeout';

const CAMERA_IN_CALL = 'camera_in_call';

export function endingOf(message: string): FaceCheckEvent | 'timeout' {
  if (message === TIMEOUT) return TIMEOUT;
  if (AGENT_CAMERA_ERRORS.includes(message)) return { type: 'camera-failed', code: message as CameraErrorCode };
  // The kiosk's camera is lent to a video call meanwhile: to the citizen, a camera in use.
  if (message === CAMERA_IN_CALL) return { type: 'camera-failed', code: 'device_in_use' };
  const code = SESSION_ERRORS[message] ?? (message.startsWith('protocol') ? 'protocol' : 'unknown');
  return { type: 'session-failed', code };
}

interface AttemptOptions {
  source: FaceCheckSource;
  /** The `lang` header: the hint language. */
  lang: string;
  video: () => HTMLVideoElement | null;
  dispatch: Dispatch<FaceCheckEvent>;
  onTimeout: () => void;
}

/**
 * One attempt of a face check: in a browser the camera, then the socket and a frame every 300 ms; at a kiosk only
 * the agent's socket. Returns the teardown: frames stop, camera tracks stop, the socket says DISCONNECT.
 */
export function startAttempt({ source, lang, video, dispatch, onTimeout }: AttemptOptions): () => void {
  let stopped = false;
  let stream: MediaStream | null = null;
  let socket: FaceCheckSocket | null = null;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let unanswered = 0;

  const events: FaceCheckSocketEvents = {
    onConnected: () => {
      unanswered = 0;
      // At a kiosk the agent opens its camera at CONNECT and films from then on.
      if (source.kind === 'kiosk') {
        dispatch({ type: 'camera-attached' });
        dispatch({ type: 'video-playing', width: 640, height: 480 });
      }
      dispatch({ type: 'connected' });
    },
    onAnswer: (answer) => {
      if (answer.type === 'SUCCESS') clearInterval(ticker);
      else unanswered = Math.max(0, unanswered - 1);
      dispatch({ type: 'answer', answer });
    },
    onEnded: (message) => {
      clearInterval(ticker);
      const ending = endingOf(message);
      if (ending === TIMEOUT) onTimeout();
      else dispatch(ending);
    },
    onConnectionLost: () => dispatch({ type: 'connection-lost' }),
  };

  const sendFrame = (element: HTMLVideoElement, canvas: HTMLCanvasElement) => {
    if (unanswered >= MAX_UNANSWERED_FRAMES) return;
    const frame = captureFrame(element, canvas);
    if (frame && socket?.sendFrame(frame)) unanswered += 1;
  };

  const startBrowser = async () => {
    try {
      stream = await openCamera();
      const element = video();
      if (stopped || !element) return stopCamera(stream);
      dispatch({ type: 'camera-attached' });
      const size = await showCamera(element, stream);
      if (stopped) return;
      dispatch({ type: 'video-playing', ...size });
      socket = openFaceCheckSocket(source.socketUrl, lang, events);
      const canvas = document.createElement('canvas');
      ticker = setInterval(() => sendFrame(element, canvas), FRAME_INTERVAL_MS);
    } catch (error) {
      if (!stopped) dispatch({ type: 'camera-failed', code: cameraErrorCode(error) });
    }
  };

  if (source.kind === 'kiosk') socket = openFaceCheckSocket(source.socketUrl, lang, events);
  else void startBrowser();

  return () => {
    stopped = true;
    clearInterval(ticker);
    stopCamera(stream);
    const element = video();
    if (element) element.srcObject = null;
    void socket?.close();
  };
}
