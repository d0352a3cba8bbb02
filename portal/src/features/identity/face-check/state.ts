import type { FaceCheckAnswer, FaceRect } from './answers';
import type { CameraErrorCode } from './camera';

/**
 * The face-check dialog as a state machine. `waiting`: the first 3 s after opening; `starting`: camera, video and
 * socket are being readied (docs/contracts/portal.md#camera-readiness); `checking`: frames go out and guidance comes
 * back; `passed`: SUCCESS with its token; `camera-error` and `session-error`: shown with a retry. `attempt` counts
 * retries, each a fresh start.
 */
export type FaceCheckPhase = 'waiting' | 'starting' | 'checking' | 'passed' | 'camera-error' | 'session-error';

/** Why a session ended without success (an ERROR frame), in the words of the portal's texts. */
export type SessionErrorCode = 'busy' | 'rejected_frames' | 'silent' | 'protocol' | 'unknown';

export interface Guidance {
  errors: number[];
  isOk: boolean;
  faceRect: FaceRect | null;
}

export interface FaceCheckState {
  phase: FaceCheckPhase;
  attempt: number;
  camera: boolean;
  video: boolean;
  connection: boolean;
  /** The picture's size in pixels, the frame the face rectangle is measured in. */
  pictureSize: { width: number; height: number } | null;
  guidance: Guidance | null;
  challenge: { step: number; of: number } | null;
  /** The last frame was refused (too small, not an image, ...). */
  rejected: boolean;
  cameraError: CameraErrorCode | null;
  sessionError: SessionErrorCode | null;
  jwt: string | null;
}

export type FaceCheckEvent =
  | { type: 'start' }
  | { type: 'camera-attached' }
  | { type: 'video-playing'; width: number; height: number }
  | { type: 'picture-size'; width: number; height: number }
  | { type: 'connected' }
  | { type: 'connection-lost' }
  | { type: 'answer'; answer: FaceCheckAnswer }
  | { type: 'camera-failed'; code: CameraErrorCode }
  | { type: 'session-failed'; code: SessionErrorCode }
  | { type: 'retry' };

export const initialFaceCheckState: FaceCheckState = {
  phase: 'waiting',
  attempt: 0,
  camera: false,
  video: false,
  connection: false,
  pictureSize: null,
  guidance: null,
  challenge: null,
  rejected: false,
  cameraError: null,
  sessionError: null,
  jwt: null,
};

const ENDED: readonly FaceCheckPhase[] = ['passed', 'camera-error', 'session-error'];

/** Ready when camera, video and socket session are all there (docs/contracts/portal.md#camera-readiness). */
function withReadiness(state: FaceCheckState): FaceCheckState {
  const ready = state.camera && state.video && state.connection;
  if (state.phase === 'starting' && ready) return { ...state, phase: 'checking' };
  if (state.phase === 'checking' && !ready) return { ...state, phase: 'starting' };
  return state;
}

function onAnswer(state: FaceCheckState, answer: FaceCheckAnswer): FaceCheckState {
  switch (answer.type) {
    case 'SUCCESS':
      return { ...state, phase: 'passed', jwt: answer.jwt, rejected: false };
    case 'REJECTED':
      return { ...state, rejected: true };
    case 'STATS':
      return {
        ...state,
        rejected: false,
        guidance: {
          errors: answer.errors,
          isOk: answer.isOk,
          faceRect: answer.details?.faceFramePosition?.faceRect ?? null,
        },
        challenge: answer.challenge ?? state.challenge,
      };
  }
}

export function faceCheckReducer(state: FaceCheckState, event: FaceCheckEvent): FaceCheckState {
  if (event.type === 'retry') return { ...initialFaceCheckState, phase: 'starting', attempt: state.attempt + 1 };
  if (event.type === 'start') return state.phase === 'waiting' ? { ...state, phase: 'starting' } : state;
  if (ENDED.includes(state.phase) || state.phase === 'waiting') return state; // late news of a finished attempt
  switch (event.type) {
    case 'camera-attached':
      return withReadiness({ ...state, camera: true });
    case 'video-playing':
      return withReadiness({ ...state, video: true, pictureSize: { width: event.width, height: event.height } });
    case 'picture-size':
      return { ...state, pictureSize: { width: event.width, height: event.height } };
    case 'connected':
      return withReadiness({ ...state, connection: true });
    case 'connection-lost':
      // A new connection is a new liveness session: its guidance and progress start again.
      return withReadiness({ ...state, connection: false, guidance: null, challenge: null });
    case 'answer':
      return onAnswer(state, event.answer);
    case 'camera-failed':
      return { ...state, phase: 'camera-error', cameraError: event.code };
    case 'session-failed':
      return { ...state, phase: 'session-error', sessionError: event.code };
  }
}
