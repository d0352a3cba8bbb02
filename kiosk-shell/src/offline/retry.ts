/** How long the offline page waits between probes of the server: quickly at first, then every 30 s. */
const DELAYS_SECONDS = [5, 10, 15, 20, 30];

export function retryDelaySeconds(attempt: number): number {
  return DELAYS_SECONDS[Math.min(Math.max(attempt, 0), DELAYS_SECONDS.length - 1)];
}

/** The offline page is only ever told about an http(s) origin; anything else is ignored. */
export function kioskUrlFor(serverParameter: string | null): string | null {
  if (serverParameter === null) return null;
  try {
    const url = new URL(serverParameter);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}/kiosk` : null;
  } catch {
    return null;
  }
}
