/** Business constants of docs/contracts/errors-and-limits.md#limits that the portal itself applies. */

export const REQUEST_TIMEOUT_MS = 100_000;
export const AUTH_REQUEST_TIMEOUT_MS = 60_000;
/** Calls that get the shorter identification timeout. */
export const AUTH_PATHS = ['/api/check_before_auth', '/api/auth'] as const;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const TOAST_DEFAULT_MS = 20_000;
export const TOAST_ACCESS_ERROR_MS = 30_000;
export const TOAST_TOKEN_EXPIRY_MS = 3_000;

/** The trust helpline shown with the notice about never handing over credentials. */
export const TRUST_HELPLINE = '1008';

/** Dialog widths: desktop value, and the one used on a phone-sized screen. */
export const DIALOG_WIDTH = { general: '30%', notification: '40%', video: '60%', mobile: '90%' } as const;
export const MOBILE_MEDIA_QUERY = '(max-width: 48em)';
