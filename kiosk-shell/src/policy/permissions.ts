/**
 * Permission decisions, for the server's own origin only: camera and microphone (the video conference with the
 * notary) and reaching this machine's loopback interface, where the camera agent listens (Chromium's Local Network
 * Access asks before a page from a public server may call 127.0.0.1). Everything else is denied, including screen
 * capture, notifications, geolocation, USB/HID/serial, clipboard reading, fullscreen, the rest of the local network,
 * and any permission Chromium adds in future, because it is not on the list.
 */
import { originOf } from './origins';

const CONFERENCE_MEDIA: ReadonlySet<string> = new Set(['video', 'audio']);
/** Chromium has called this permission both ways; neither grants the rest of the local network ("local-network"). */
const LOOPBACK_ACCESS: ReadonlySet<string> = new Set(['loopback-network', 'local-network-access']);

export interface PermissionRequest {
  permission: string;
  requestingUrl: string;
  /** For "media" requests, the kinds asked for (absent when Chromium did not say). */
  mediaTypes?: readonly string[];
}

function isConferenceMedia(kinds: readonly string[]): boolean {
  return kinds.length > 0 && kinds.every((kind) => CONFERENCE_MEDIA.has(kind));
}

export function decidePermissionRequest(request: PermissionRequest, serverOrigin: string): boolean {
  if (originOf(request.requestingUrl) !== serverOrigin) return false;
  if (LOOPBACK_ACCESS.has(request.permission)) return true;
  return request.permission === 'media' && isConferenceMedia(request.mediaTypes ?? []);
}

export interface PermissionCheck {
  permission: string;
  requestingOrigin: string;
  /** For "media" checks: "video", "audio" or "unknown". */
  mediaType?: string;
}

export function decidePermissionCheck(check: PermissionCheck, serverOrigin: string): boolean {
  if (originOf(check.requestingOrigin) !== serverOrigin) return false;
  if (LOOPBACK_ACCESS.has(check.permission)) return true;
  return check.permission === 'media' && check.mediaType !== undefined && CONFERENCE_MEDIA.has(check.mediaType);
}
