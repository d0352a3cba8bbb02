/**
 * Origin rules. The kiosk page may only ever be on the server's exact origin; the shell's own local pages live on
 * the custom protocol, whose URLs WHATWG `URL` gives the opaque origin "null", so that origin is spelled out here.
 */
export const APP_SCHEME = 'kiosk';
export const APP_HOST = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** The origin of a URL, or null when it is not a URL or has no usable origin. */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol === `${APP_SCHEME}:`) return parsed.host === APP_HOST ? APP_ORIGIN : null;
  return parsed.origin === 'null' ? null : parsed.origin;
}

/** Navigations and redirects (any frame) may only go to the server's origin. */
export function isAllowedNavigation(url: string, serverOrigin: string): boolean {
  return originOf(url) === serverOrigin;
}
