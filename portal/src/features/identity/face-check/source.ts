import { kioskBridge } from '@/lib/kiosk-bridge';
import { PREVIEW_PATH, SOCKET_PATH } from './constants';

/**
 * Where a face check gets its pictures. In a browser the page films the visitor and sends frames to the server's
 * socket; in the kiosk shell the local camera agent films and checks, the page only watches its preview and
 * receives the same answers, and the token it gets is signed by the kiosk.
 */
export type FaceCheckSource =
  | { kind: 'browser'; socketUrl: string }
  | { kind: 'kiosk'; socketUrl: string; previewUrl: string };

function socketUrlOf(base: string): string {
  const url = new URL(SOCKET_PATH, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

export function faceCheckSource(): FaceCheckSource {
  const agentUrl = kioskBridge()?.cameraAgentUrl;
  if (agentUrl) {
    return { kind: 'kiosk', socketUrl: socketUrlOf(agentUrl), previewUrl: new URL(PREVIEW_PATH, agentUrl).href };
  }
  return { kind: 'browser', socketUrl: socketUrlOf(window.location.origin) };
}
