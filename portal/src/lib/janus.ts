import Janus, { type JanusMessage, type PluginHandle, type Session } from 'janus-gateway';
import adapter from 'webrtc-adapter';
import type { EchoTicket, JoinTicket as RoomTicket } from './api';

/**
 * The media server's protocol through janus.js (docs/video.md#the-portal): a room of the videoroom plugin (publish
 * our camera and microphone, receive everyone else's in one subscription) and the echo test's loopback. No rule of
 * the product lives here: who may join and when is the server's, given as a ticket.
 */

export interface RemoteFeed {
  feed: number;
  display: string;
  stream: MediaStream;
}

export interface RoomEvents {
  /** Everyone else's pictures as they come and go. */
  onFeeds: (feeds: RemoteFeed[]) => void;
  /** The media server refused or lost us: the call is over for this participant. */
  onFailure: (reason: string) => void;
}

export interface RoomCall {
  setMuted: (kind: 'audio' | 'video', muted: boolean) => void;
  /** The connections whose statistics give the call's quality. */
  connections: () => RTCPeerConnection[];
  leave: () => void;
}

const VIDEOROOM = 'janus.plugin.videoroom';
const ECHOTEST = 'janus.plugin.echotest';

let initialised: Promise<void> | null = null;

function init(): Promise<void> {
  initialised ??= new Promise((resolve) => {
    Janus.init({ debug: false, dependencies: Janus.useDefaultDependencies({ adapter }), callback: resolve });
  });
  return initialised;
}

/** A session whose peer connections use the ticket's TURN servers and, with `relay`, nothing else. */
async function connect({ server, token, ice_servers, ice_transport_policy }: EchoTicket | RoomTicket): Promise<Session> {
  await init();
  return new Promise((resolve, reject) => {
    const iceServers = ice_servers.map(({ urls, username, credential }) => ({
      urls,
      username: username ?? undefined,
      credential: credential ?? undefined,
    }));
    const session: Session = new Janus({
      server,
      token,
      iceServers,
      iceTransportPolicy: ice_transport_policy,
      success: () => resolve(session),
      error: reject,
    });
  });
}

function attach(session: Session, plugin: string, callbacks: Omit<Parameters<Session['attach']>[0], 'plugin' | 'success' | 'error'>) {
  return new Promise<PluginHandle>((resolve, reject) => {
    session.attach({ plugin, success: resolve, error: reject, ...callbacks });
  });
}

function offer(handle: PluginHandle, local: MediaStream, receive: boolean) {
  const [audio] = local.getAudioTracks();
  const [video] = local.getVideoTracks();
  return new Promise<Parameters<PluginHandle['handleRemoteJsep']>[0]['jsep']>((resolve, reject) => {
    handle.createOffer({
      tracks: [
        { type: 'audio', capture: audio ?? false, recv: receive },
        { type: 'video', capture: video ?? false, recv: receive },
      ],
      success: resolve,
      error: reject,
    });
  });
}

/** Everyone else in the room, received through one subscriber handle whose streams are keyed by mid. */
class Subscription {
  private handle: PluginHandle | null = null;
  private readonly feeds = new Map<number, RemoteFeed>();
  private readonly midToFeed = new Map<string, { feed: number; display: string }>();
  private joining: Promise<PluginHandle> | null = null;

  constructor(
    private readonly session: Session,
    private readonly ticket: RoomTicket,
    private readonly events: RoomEvents,
  ) {}

  async add(publishers: { id: number; display?: string }[]): Promise<void> {
    const streams = publishers.filter((p) => p.id !== this.ticket.feed).map((p) => ({ feed: p.id }));
    if (!streams.length) return;
    if (this.joining) {
      (await this.joining).send({ message: { request: 'subscribe', streams } });
      return;
    }
    this.joining = this.join(streams);
    this.handle = await this.joining;
  }

  remove(feed: number): void {
    if (this.feeds.delete(feed)) this.publish();
  }

  connection(): RTCPeerConnection | undefined {
    return this.handle?.webrtcStuff.pc;
  }

  close(): void {
    this.handle?.detach();
  }

  private async join(streams: { feed: number }[]): Promise<PluginHandle> {
    const { room, pin, access } = this.ticket;
    const handle = await attach(this.session, VIDEOROOM, {
      onmessage: (message, jsep) => {
        this.learnStreams(message);
        if (jsep) this.answer(handle, jsep);
      },
      onremotetrack: (track, mid, on) => this.track(track, mid, on),
    });
    handle.send({ message: { request: 'join', ptype: 'subscriber', room, pin, token: access, streams } });
    return handle;
  }

  private answer(handle: PluginHandle, jsep: Parameters<PluginHandle['handleRemoteJsep']>[0]['jsep']): void {
    handle.createAnswer({
      jsep,
      tracks: [{ type: 'data' }],
      success: (answer) => handle.send({ message: { request: 'start', room: this.ticket.room }, jsep: answer }),
      error: (error) => this.events.onFailure(String(error)),
    });
  }

  private learnStreams(message: JanusMessage): void {
    for (const stream of message.streams ?? []) {
      if (stream.feed_id !== undefined) {
        this.midToFeed.set(stream.mid, { feed: stream.feed_id, display: stream.feed_display ?? '' });
      }
    }
  }

  private track(track: MediaStreamTrack, mid: string, on: boolean): void {
    const source = this.midToFeed.get(mid);
    if (!source) return;
    const feed = this.feeds.get(source.feed) ?? { ...source, stream: new MediaStream() };
    if (on) {
      feed.stream.getTracks().filter((t) => t.kind === track.kind).forEach((t) => feed.stream.removeTrack(t));
      feed.stream.addTrack(track);
      this.feeds.set(source.feed, feed);
    } else {
      feed.stream.removeTrack(track);
    }
    this.publish();
  }

  private publish(): void {
    this.events.onFeeds([...this.feeds.values()].map((feed) => ({ ...feed })));
  }
}

/** Joins the room with the ticket, sends `local` and receives everyone else's pictures. */
export async function joinRoom(ticket: RoomTicket, local: MediaStream, events: RoomEvents): Promise<RoomCall> {
  const session = await connect(ticket);
  const subscription = new Subscription(session, ticket, events);
  let publisher: PluginHandle | null = null;
  const joined = new Promise<void>((resolve, reject) => {
    void attach(session, VIDEOROOM, {
      onmessage: (message, jsep) => {
        if (jsep && publisher) publisher.handleRemoteJsep({ jsep });
        if (message.error) {
          reject(new Error(message.error));
          events.onFailure(message.error);
          return;
        }
        if (message.videoroom === 'joined' && publisher) {
          void publish(publisher, local).then(resolve, reject);
        }
        if (message.publishers) void subscription.add(message.publishers);
        const gone = message.unpublished ?? message.leaving;
        if (typeof gone === 'number') subscription.remove(gone);
      },
    }).then((handle) => {
      publisher = handle;
      const { room, pin, access, feed, display } = ticket;
      handle.send({ message: { request: 'join', ptype: 'publisher', room, pin, token: access, id: feed, display } });
    }, reject);
  });
  await joined;
  return {
    setMuted: (kind, muted) => {
      if (!publisher) return;
      if (kind === 'audio' && muted) publisher.muteAudio();
      if (kind === 'audio' && !muted) publisher.unmuteAudio();
      if (kind === 'video' && muted) publisher.muteVideo();
      if (kind === 'video' && !muted) publisher.unmuteVideo();
    },
    connections: () => [publisher?.webrtcStuff.pc, subscription.connection()].filter((pc) => pc !== undefined),
    leave: () => {
      publisher?.send({ message: { request: 'leave' } });
      subscription.close();
      // Closes our peer connections too (janus.js leaves them open by default): their TURN allocations are freed.
      session.destroy({ cleanupHandles: true });
    },
  };
}

async function publish(handle: PluginHandle, local: MediaStream): Promise<void> {
  const jsep = await offer(handle, local, false);
  handle.send({ message: { request: 'publish', audio: true, video: true }, jsep });
}

export interface Echo {
  /** Our own picture as it came back through the media server. */
  remote: MediaStream;
  connection: () => RTCPeerConnection | undefined;
  stop: () => void;
}

/** Sends `local` to the media server's echo test and gives back what returns. */
export async function echoTest(ticket: EchoTicket, local: MediaStream): Promise<Echo> {
  const session = await connect(ticket);
  const remote = new MediaStream();
  const handle = await attach(session, ECHOTEST, {
    onmessage: (_message, jsep) => {
      if (jsep) handle.handleRemoteJsep({ jsep });
    },
    onremotetrack: (track, _mid, on) => (on ? remote.addTrack(track) : remote.removeTrack(track)),
  });
  const jsep = await offer(handle, local, true);
  handle.send({ message: { audio: true, video: true }, jsep });
  return {
    remote,
    connection: () => handle.webrtcStuff.pc,
    stop: () => {
      handle.hangup();
      session.destroy();
    },
  };
}
