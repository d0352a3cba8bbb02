/**
 * The part of janus.js (Debian's libjs-janus-gateway 1.1.2, the media server's own version; the `janus-gateway`
 * alias of vite.config.ts) the portal uses.
 */
declare module 'janus-gateway' {
  export interface JanusMessage {
    videoroom?: string;
    echotest?: string;
    error?: string;
    error_code?: number;
    id?: number;
    publishers?: { id: number; display?: string }[];
    streams?: { mid: string; feed_id?: number; feed_display?: string; type?: string; active?: boolean }[];
    unpublished?: number | 'ok';
    leaving?: number | 'ok';
    result?: string;
    [key: string]: unknown;
  }

  export interface Jsep {
    type: string;
    sdp: string;
  }

  export interface Track {
    type: 'audio' | 'video' | 'data';
    capture?: boolean | MediaStreamTrack;
    recv?: boolean;
  }

  export interface PluginHandle {
    send(options: { message: Record<string, unknown>; jsep?: Jsep; success?: (data: JanusMessage) => void; error?: (error: string) => void }): void;
    createOffer(options: { tracks: Track[]; success: (jsep: Jsep) => void; error: (error: unknown) => void }): void;
    createAnswer(options: { jsep: Jsep; tracks: Track[]; success: (jsep: Jsep) => void; error: (error: unknown) => void }): void;
    handleRemoteJsep(options: { jsep: Jsep; error?: (error: unknown) => void }): void;
    muteAudio(): void;
    unmuteAudio(): void;
    muteVideo(): void;
    unmuteVideo(): void;
    hangup(sendRequest?: boolean): void;
    detach(options?: { success?: () => void }): void;
    webrtcStuff: { pc?: RTCPeerConnection };
  }

  export interface AttachOptions {
    plugin: string;
    success: (handle: PluginHandle) => void;
    error: (error: string) => void;
    onmessage?: (message: JanusMessage, jsep?: Jsep) => void;
    onremotetrack?: (track: MediaStreamTrack, mid: string, on: boolean) => void;
    onlocaltrack?: (track: MediaStreamTrack, on: boolean) => void;
    webrtcState?: (on: boolean, reason?: string) => void;
    oncleanup?: () => void;
  }

  export interface Session {
    attach(options: AttachOptions): void;
    destroy(options?: { cleanupHandles?: boolean; success?: () => void; error?: (error: string) => void }): void;
  }

  interface JanusConstructor {
    new (options: {
      server: string;
      token?: string;
      iceServers?: RTCIceServer[];
      iceTransportPolicy?: RTCIceTransportPolicy;
      success: () => void;
      error: (error: string) => void;
      destroyed?: () => void;
    }): Session;
    init(options: { debug?: boolean | string[]; dependencies?: unknown; callback: () => void }): void;
    useDefaultDependencies(deps: { adapter: unknown }): unknown;
  }

  const Janus: JanusConstructor;
  export default Janus;
}
