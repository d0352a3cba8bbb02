import { i18n } from '@/lib/i18n';
import faceCheckOz from '@/locales/face-check/oz.json';
import faceCheckRu from '@/locales/face-check/ru.json';
import kaa from '@/locales/face-check/kaa.json';
import { bestShotOf, parseAnswer } from './answers';
import { endingOf } from './attempt';
import { ReconnectBackoff } from './backoff';
import { cameraErrorCode } from './camera';
import { turnOf } from './face-overlay';
import { guidanceText, hintText } from './hints';
import { faceCheckSource } from './source';
import { faceCheckReducer, type FaceCheckEvent, initialFaceCheckState } from './state';

const stats = (errors: number[], extra: object = {}) =>
  ({ type: 'answer', answer: { type: 'STATS', isOk: errors.length === 0, errors, ...extra } }) as FaceCheckEvent;

describe('the face-check state machine', () => {
  const run = (...events: FaceCheckEvent[]) => events.reduce(faceCheckReducer, initialFaceCheckState);
  const ready: FaceCheckEvent[] = [
    { type: 'start' },
    { type: 'camera-attached' },
    { type: 'video-playing', width: 640, height: 480 },
    { type: 'connected' },
  ];

  it('waits, then starts, and checks once camera, video and socket are ready', () => {
    expect(run().phase).toBe('waiting');
    expect(run({ type: 'camera-attached' }).camera).toBe(false); // nothing happens before the start
    expect(run(...ready.slice(0, 3)).phase).toBe('starting');
    expect(run(...ready)).toMatchObject({ phase: 'checking', pictureSize: { width: 640, height: 480 } });
  });

  it('keeps the guidance, face and progress of each STATS', () => {
    const faceRect = { x: 1, y: 2, width: 3, height: 4 };
    const state = run(...ready, stats([13, 65], { details: { faceFramePosition: { faceRect } }, challenge: { step: 1, of: 3 } }));
    expect(state.guidance).toEqual({ errors: [13, 65], isOk: false, faceRect });
    expect(state.challenge).toEqual({ step: 1, of: 3 });
  });

  it('says so when a frame is rejected, until the next STATS', () => {
    const rejected = run(...ready, { type: 'answer', answer: { type: 'REJECTED', reason: 'frame 320x240 is smaller than 640x480' } });
    expect(rejected.rejected).toBe(true);
    expect(faceCheckReducer(rejected, stats([])).rejected).toBe(false);
  });

  it('goes back to starting and forgets the progress when the connection drops', () => {
    const state = run(...ready, stats([64], { challenge: { step: 2, of: 3 } }), { type: 'connection-lost' });
    expect(state).toMatchObject({ phase: 'starting', connection: false, challenge: null, guidance: null });
  });

  it('ends with the token on SUCCESS and ignores late news', () => {
    const passed = run(...ready, { type: 'answer', answer: { type: 'SUCCESS', jwt: 'a.b.c' } });
    expect(passed).toMatchObject({ phase: 'passed', jwt: 'a.b.c' });
    expect(faceCheckReducer(passed, { type: 'camera-failed', code: 'unknown' })).toBe(passed);
  });

  it('shows a camera error and starts afresh on retry', () => {
    const failed = run({ type: 'start' }, { type: 'camera-failed', code: 'permission_denied' });
    expect(failed).toMatchObject({ phase: 'camera-error', cameraError: 'permission_denied' });
    expect(faceCheckReducer(failed, { type: 'retry' })).toEqual({ ...initialFaceCheckState, phase: 'starting', attempt: 1 });
  });
});

describe('the ERROR frames that end a session', () => {
  it.each([
    ['timeout', 'timeout'],
    ['busy', { type: 'session-failed', code: 'busy' }],
    ['too-many-rejected-frames', { type: 'session-failed', code: 'rejected_frames' }],
    ['heart-beat timeout', { type: 'session-failed', code: 'silent' }],
    ['protocol error: a SEND', { type: 'session-failed', code: 'protocol' }],
    ['device_in_use', { type: 'camera-failed', code: 'device_in_use' }],
    ['not_enrolled', { type: 'camera-failed', code: 'not_enrolled' }],
    ['reset', { type: 'session-failed', code: 'unknown' }],
  ])('%s', (message, ending) => {
    expect(endingOf(message)).toEqual(ending);
  });
});

describe('camera errors', () => {
  it.each([
    ['NotFoundError', 'no_webcam'],
    ['NotAllowedError', 'permission_denied'],
    ['SecurityError', 'webcam_blocked'],
    ['NotReadableError', 'device_in_use'],
    ['OverconstrainedError', 'minimal_resolution'],
    ['AbortError', 'camera_unreadable'],
    ['SomethingNew', 'unknown'],
  ])('%s is %s', (name, code) => {
    expect(cameraErrorCode(new DOMException('x', name))).toBe(code);
  });
});

describe('reconnection delays', () => {
  it('start between 1 and 5 s, grow by 1.3 up to 10 s, and start over after 5 s of uptime', () => {
    const backoff = new ReconnectBackoff(() => 0.5);
    expect(backoff.next()).toBe(3000);
    expect(backoff.next()).toBeCloseTo(3900);
    expect(backoff.next()).toBeCloseTo(5070);
    for (let i = 0; i < 5; i += 1) backoff.next();
    expect(backoff.next()).toBe(10_000);
    backoff.ended(4_999);
    expect(backoff.next()).toBe(10_000);
    backoff.ended(5_000);
    expect(backoff.next()).toBe(3000);
    expect(new ReconnectBackoff(() => 0).next()).toBe(1000);
    expect(new ReconnectBackoff(() => 1).next()).toBe(5000);
  });
});

describe('the answers', () => {
  it('are checked, and anything else is ignored', () => {
    expect(parseAnswer('{"type":"STATS","isOk":true,"errors":[]}')).toMatchObject({ type: 'STATS' });
    expect(parseAnswer('{"type":"SUCCESS","jwt":"x"}')).toEqual({ type: 'SUCCESS', jwt: 'x' });
    expect(parseAnswer('{"type":"STATS","errors":"13"}')).toBeNull();
    expect(parseAnswer('not json')).toBeNull();
  });

  it('give the best shot of a result token as a JPEG data URL', () => {
    const payload = btoa(JSON.stringify({ bestshot: '/9j/AAA', isOk: true })).replace(/=+$/, '');
    expect(bestShotOf(`e30.${payload}.c2ln`)).toBe('data:image/jpeg;base64,/9j/AAA');
    expect(bestShotOf('e30.e30.c2ln')).toBeNull();
    expect(bestShotOf('garbage')).toBeNull();
  });
});

describe('guidance texts', () => {
  it('follow the hint language, Karakalpak included', () => {
    expect(guidanceText(65, 'oz')).toBe(faceCheckOz.hints['65']);
    expect(guidanceText(65, 'ru')).toBe(faceCheckRu.hints['65']);
    expect(guidanceText(65, 'kaa')).toBe(kaa.hints['65']);
  });

  it('read "Error: code N" for a code without a text', () => {
    expect(guidanceText(44, 'oz')).toBe('Xatolik: kod 44');
    expect(guidanceText(44, 'kaa')).toBe('Qátelik: kod 44');
  });

  it('fall back to Uzbek Latin for what Karakalpak does not have', () => {
    expect(hintText('progress', 'kaa', { step: 1, of: 3 })).toBe(i18n.t('face-check.progress', { lng: 'oz', step: 1, of: 3 }));
  });

  it('exist in Karakalpak for every hint of the other languages', () => {
    expect(Object.keys(kaa.hints).sort()).toEqual(Object.keys(faceCheckOz.hints).sort());
  });

  it('point the arrow to the side of a turn prompt', () => {
    expect(turnOf([13, 65])).toBe('left');
    expect(turnOf([64])).toBe('right');
    expect(turnOf([20])).toBe('left');
    expect(turnOf([63])).toBeNull();
  });
});

describe('the source of the pictures', () => {
  afterEach(() => {
    delete window.kioskBridge;
  });

  it('is the browser camera and the server socket in a browser', () => {
    expect(faceCheckSource()).toEqual({ kind: 'browser', socketUrl: 'ws://localhost:3000/api/face-check/ws' });
  });

  it('is the camera agent in the kiosk shell', () => {
    window.kioskBridge = { cameraAgentUrl: 'http://127.0.0.1:8470' } as Window['kioskBridge'];
    expect(faceCheckSource()).toEqual({
      kind: 'kiosk',
      socketUrl: 'ws://127.0.0.1:8470/api/face-check/ws',
      previewUrl: 'http://127.0.0.1:8470/api/preview.mjpg',
    });
  });
});
