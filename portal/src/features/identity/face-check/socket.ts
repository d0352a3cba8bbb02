import { Client, Versions } from '@stomp/stompjs';
import { type FaceCheckAnswer, parseAnswer } from './answers';
import { ReconnectBackoff } from './backoff';
import { FACE_QUEUE, FRAME_DESTINATION, HEARTBEAT_MS, RECONNECT } from './constants';
import { uuidV4 } from './uuid';

export interface FaceCheckSocketEvents {
  /** CONNECTED arrived: the session runs (again, after a reconnection). */
  onConnected: () => void;
  onAnswer: (answer: FaceCheckAnswer) => void;
  /** An ERROR frame: the other side ends the session (its `message` header and text body). No reconnection. */
  onEnded: (message: string, text: string) => void;
  /** The connection dropped without an ERROR; a reconnection is scheduled. */
  onConnectionLost: () => void;
}

export interface FaceCheckSocket {
  /** Sends one frame (base64 JPEG); false when not connected. */
  sendFrame: (jpegBase64: string) => boolean;
  /** DISCONNECT and close; nothing is reported after this. */
  close: () => Promise<void>;
}

/**
 * The STOMP 1.2 session of docs/contracts/face-check.md, to the server or to the kiosk camera agent: subprotocol
 * v12.stomp, heart-beat 3000,3000, a fresh uuid v4 `session-id` per connection and the hint language as `lang`.
 * A connection lost without an ERROR frame is reopened with the growing delay of
 * docs/contracts/errors-and-limits.md#socket-reconnection; after SUCCESS or ERROR the session is over and nothing is
 * reopened.
 */
export function openFaceCheckSocket(url: string, lang: string, events: FaceCheckSocketEvents): FaceCheckSocket {
  const backoff = new ReconnectBackoff();
  let client: Client | null = null;
  let over = false;
  let connectedAt: number | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  const finish = () => {
    over = true;
    clearTimeout(reconnectTimer);
  };

  const onAnswer = (body: string) => {
    const answer = parseAnswer(body);
    if (!answer || over) return;
    if (answer.type === 'SUCCESS') finish(); // the server closes the session after it
    events.onAnswer(answer);
  };

  const connect = () => {
    // Our own reconnection (reconnectDelay 0): stompjs cannot grow its delay by 1.3 or start it at random.
    const attempt = new Client({
      brokerURL: url,
      stompVersions: new Versions([Versions.V1_2]),
      connectHeaders: { 'session-id': uuidV4(), lang },
      heartbeatIncoming: HEARTBEAT_MS,
      heartbeatOutgoing: HEARTBEAT_MS,
      connectionTimeout: RECONNECT.connectTimeoutMs,
      reconnectDelay: 0,
    });
    attempt.onConnect = () => {
      connectedAt = Date.now();
      attempt.subscribe(FACE_QUEUE, (message) => onAnswer(message.body));
      events.onConnected();
    };
    attempt.onStompError = (frame) => {
      if (over) return;
      finish();
      events.onEnded(frame.headers.message ?? '', frame.body);
    };
    attempt.onWebSocketClose = () => {
      if (over || attempt !== client) return;
      backoff.ended(connectedAt === null ? 0 : Date.now() - connectedAt);
      connectedAt = null;
      void attempt.deactivate();
      events.onConnectionLost();
      reconnectTimer = setTimeout(connect, backoff.next());
    };
    client = attempt;
    attempt.activate();
  };

  connect();
  return {
    sendFrame: (jpegBase64) => {
      if (over || !client?.connected) return false;
      client.publish({ destination: FRAME_DESTINATION, body: jpegBase64, headers: { 'content-type': 'text/plain' } });
      return true;
    },
    close: async () => {
      finish();
      await client?.deactivate();
    },
  };
}
