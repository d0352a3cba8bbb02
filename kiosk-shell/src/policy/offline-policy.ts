/**
 * When a failed main-frame load of the kiosk means "the server is unreachable" and the offline page is shown.
 * Chromium's net error codes: -3 (ERR_ABORTED) is a navigation superseded by another and is not a failure.
 */
const ERR_ABORTED = -3;
/** What a reverse proxy answers while the API behind it is down or restarting. */
const GATEWAY_DOWN = new Set([502, 503, 504]);

export function isUnreachableLoad(errorCode: number): boolean {
  return errorCode !== ERR_ABORTED && errorCode < 0;
}

export function isGatewayDown(httpStatus: number): boolean {
  return GATEWAY_DOWN.has(httpStatus);
}
