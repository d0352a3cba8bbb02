/** One JSON line per event on stdout; the kiosk's systemd unit sends it to the journal. */
export function log(event: string, details: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ at: new Date().toISOString(), component: 'kiosk-shell', event, ...details }));
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
