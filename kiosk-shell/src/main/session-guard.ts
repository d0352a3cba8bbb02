/**
 * Locks down the browser session the kiosk page runs in: the permission allow-list (which also refuses
 * "display-capture", so getDisplayMedia fails; no display-media handler is installed either), no USB/HID/serial
 * devices, no downloads.
 */
import type { Session } from 'electron';
import { decidePermissionCheck, decidePermissionRequest } from '../policy/permissions';
import { log } from './log';

export function guardSession(session: Session, serverOrigin: string): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? details.mediaTypes : undefined;
    const granted = decidePermissionRequest({ permission, requestingUrl: details.requestingUrl, mediaTypes }, serverOrigin);
    if (!granted) log('permission-denied', { permission, url: details.requestingUrl });
    callback(granted);
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    decidePermissionCheck({ permission, requestingOrigin, mediaType: details.mediaType }, serverOrigin),
  );
  session.setDevicePermissionHandler(() => false);
  session.on('will-download', (event, item) => {
    log('download-blocked', { url: item.getURL() });
    event.preventDefault();
  });
}
