import { http, HttpResponse, ws } from 'msw';
import type { AuthRequest, AuthResponse, LoginData, UserPublic } from '@/lib/api';
import { clientConfig, demoCitizen } from '../data';
import { authenticate, endSession, startSession } from '../server-state';

/**
 * Identification as the server answers it (server/notary/identity): check_before_auth, auth, offer_accept, and a
 * scripted face-check socket (STOMP 1.2, docs/contracts/face-check.md). Texts in oz, as the server's.
 */
const APP_VERSION = { 'X-App-Version': clientConfig.appVersion };

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** The start of a JPEG file, standing in for a best shot. */
export const BEST_SHOT = '/9j/4AAQSkZJRgABAQAAAQABAAD';
const resultToken = (face: string) =>
  [base64url({ alg: 'ES256', kid: 'test' }), base64url({ iss: 'face-check', face, isOk: true, bestshot: BEST_SHOT }), 'c2ln'].join('.');

/** Result tokens the mock /api/auth understands: the registry face of the person, or someone else's. */
export const FACE_TOKENS = { own: resultToken('own'), other: resultToken('other') } as const;
export const MESSAGES = {
  ok: 'Shaxsingiz muvaffaqiyatli tasdiqlandi',
  notFound: "Kiritilgan ma'lumotlar bo'yicha shaxs topilmadi. Pasport seriyasi, raqami va JShShIRni tekshiring",
  mismatch: "Shaxsni tasdiqlab bo'lmadi: yuz davlat reyestridagi suratga mos kelmadi. Qaytadan urinib ko'ring",
  technicalWork: 'Texnik ishlar olib borilmoqda: avtorizatsiya vaqtincha mavjud emas',
} as const;

/** What a test may change, and what the mock saw. */
export const identityMock = {
  termsofuse: 1,
  technicalWork: false,
  checked: [] as LoginData[],
  offerAnswers: [] as number[],
};

export function resetIdentityMocks(): void {
  Object.assign(identityMock, { termsofuse: 1, technicalWork: false, checked: [], offerAnswers: [] });
}

const isDilnoza = ({ passserial, passnum, pin }: LoginData) =>
  passserial === demoCitizen.passserial && passnum === demoCitizen.passnum && pin === demoCitizen.pin;

const text = (body: string, status = 200) => new HttpResponse(body, { status, headers: { ...APP_VERSION, 'Content-Type': 'text/plain' } });

function authAnswer(request: AuthRequest): AuthResponse {
  if (identityMock.technicalWork) return { resultCode: 0, message: MESSAGES.technicalWork };
  if (!isDilnoza(request)) return { resultCode: 2, message: MESSAGES.notFound };
  if (request.jwt !== FACE_TOKENS.own) return { resultCode: 6, message: MESSAGES.mismatch };
  const token = `session-${Date.now()}`;
  startSession(token);
  const user: UserPublic = { ...demoCitizen, termsofuse: identityMock.termsofuse };
  return { resultCode: 1, message: MESSAGES.ok, token, user };
}

export const handlers = [
  http.post('/api/check_before_auth', async ({ request }) => {
    const login = (await request.json()) as LoginData;
    identityMock.checked.push(login);
    return isDilnoza(login) ? text('Ok') : text(MESSAGES.notFound, 400);
  }),
  http.post('/api/auth', async ({ request }) =>
    HttpResponse.json(authAnswer((await request.json()) as AuthRequest), { headers: APP_VERSION }),
  ),
  http.post('/api/offer_accept', ({ request }) => {
    const fresh = authenticate(request);
    if (!fresh) return HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: APP_VERSION });
    const action = Number(new URL(request.url).searchParams.get('action'));
    identityMock.offerAnswers.push(action);
    if (action === 0) {
      endSession();
      return HttpResponse.json({ status: 'ok' }, { headers: APP_VERSION });
    }
    identityMock.termsofuse = 1;
    return HttpResponse.json({ status: 'ok' }, { headers: APP_VERSION });
  }),
];

// ---- the face-check socket ---------------------------------------------------------------------------------

/** One STOMP frame as the fake server sees it. */
export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

function parseFrames(data: string): StompFrame[] {
  return data
    .split('\0')
    .map((chunk) => chunk.replace(/^[\r\n]+/, ''))
    .filter(Boolean)
    .map((chunk) => {
      const [head = '', ...rest] = chunk.split('\n\n');
      const [command = '', ...lines] = head.split('\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]));
      return { command, headers, body: rest.join('\n\n') };
    });
}

const frame = (command: string, headers: Record<string, string>, body = '') =>
  `${command}\n${Object.entries(headers).map(([key, value]) => `${key}:${value}`).join('\n')}\n\n${body}\0`;

/** What the fake server answers to the n-th camera frame (from 0): a body, an ERROR, or nothing yet. */
export type ScriptStep = object | { error: string } | null;

export interface FaceCheckSocketLog {
  connects: StompFrame[];
  frames: StompFrame[];
  disconnects: number;
}

/**
 * A face-check socket at the page's origin that answers each SEND with the next step of `script` (the last step
 * repeats); a SUCCESS closes the session as the server does. `log` records what the page sent.
 */
export function faceCheckSocket(script: ScriptStep[], url = 'ws://localhost:3000/api/face-check/ws') {
  const log: FaceCheckSocketLog = { connects: [], frames: [], disconnects: 0 };
  const handler = ws.link(url).addEventListener('connection', ({ client }) => {
    // The mock socket may report a close before a message sent just before it; a real socket keeps the order.
    const closeSoon = () => setTimeout(() => client.close(), 20);
    let subscription = '';
    let messageId = 0;
    const send = (body: object) =>
      client.send(
        frame('MESSAGE', {
          destination: '/user/queue/face',
          'message-id': String((messageId += 1)),
          subscription,
          'content-type': 'application/json',
        }, JSON.stringify(body)),
      );
    client.addEventListener('message', (event) => {
      for (const received of parseFrames(String(event.data))) {
        if (received.command === 'CONNECT') {
          log.connects.push(received);
          client.send(frame('CONNECTED', { version: '1.2', 'heart-beat': '0,0' }));
        } else if (received.command === 'SUBSCRIBE') {
          subscription = received.headers.id ?? '';
        } else if (received.command === 'DISCONNECT') {
          log.disconnects += 1;
          if (received.headers.receipt) client.send(frame('RECEIPT', { 'receipt-id': received.headers.receipt }));
          client.close();
        } else if (received.command === 'SEND') {
          const step = script[Math.min(log.frames.length, script.length - 1)] ?? null;
          log.frames.push(received);
          if (step && 'error' in step) {
            client.send(frame('ERROR', { message: String(step.error), 'content-type': 'text/plain' }, String(step.error)));
            closeSoon();
          } else if (step) {
            send(step);
            if ((step as { type?: string }).type === 'SUCCESS') closeSoon();
          }
        }
      }
    });
  });
  return { handler, log };
}
