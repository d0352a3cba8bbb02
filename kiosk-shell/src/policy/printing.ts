/**
 * Silent printing of one region of the page: the shell injects print CSS that hides everything but the element
 * marked data-print-region=<id>. The id goes into that CSS, so only plain identifiers are accepted.
 */
const REGION_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isValidRegionId(regionId: unknown): regionId is string {
  return typeof regionId === 'string' && REGION_ID.test(regionId);
}

export function printRegionCss(regionId: string): string {
  if (!isValidRegionId(regionId)) throw new Error(`invalid print region id: ${JSON.stringify(regionId)}`);
  const region = `[data-print-region="${regionId}"]`;
  return [
    '@media print {',
    '  body * { visibility: hidden !important; }',
    `  ${region}, ${region} * { visibility: visible !important; }`,
    `  ${region} { position: absolute !important; left: 0 !important; top: 0 !important; width: 100% !important; }`,
    '}',
  ].join('\n');
}

export type PrinterChoice = { ok: true; deviceName: string | undefined } | { ok: false; error: string };

/** The configured printer if the system has it; the system default when none is configured. */
export function choosePrinter(configured: string | null, available: readonly string[]): PrinterChoice {
  if (configured === null) {
    return available.length > 0 ? { ok: true, deviceName: undefined } : { ok: false, error: 'no-printer' };
  }
  return available.includes(configured)
    ? { ok: true, deviceName: configured }
    : { ok: false, error: 'printer-not-found' };
}
