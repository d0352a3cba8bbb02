/** Silent printing of one region of the kiosk page on the configured printer. */
import type { WebContents } from 'electron';
import { choosePrinter, isValidRegionId, printRegionCss } from '../policy/printing';
import type { KioskPrintResult } from '../shared/kiosk-bridge';
import { describeError, log } from './log';

function printSilently(contents: WebContents, deviceName: string | undefined): Promise<KioskPrintResult> {
  return new Promise((resolve) => {
    contents.print({ silent: true, printBackground: true, deviceName }, (ok, failureReason) => {
      resolve(ok ? { ok } : { ok, error: failureReason || 'print-failed' });
    });
  });
}

export async function printRegion(
  contents: WebContents,
  printerName: string | null,
  regionId: unknown,
): Promise<KioskPrintResult> {
  if (!isValidRegionId(regionId)) return { ok: false, error: 'invalid-region' };
  const printers = await contents.getPrintersAsync();
  const printer = choosePrinter(
    printerName,
    printers.map((p) => p.name),
  );
  if (!printer.ok) {
    log('print-refused', { regionId, error: printer.error, printer: printerName });
    return { ok: false, error: printer.error };
  }
  const cssKey = await contents.insertCSS(printRegionCss(regionId));
  try {
    const result = await printSilently(contents, printer.deviceName);
    log('printed', { regionId, ...result });
    return result;
  } catch (error) {
    log('print-failed', { regionId, error: describeError(error) });
    return { ok: false, error: 'print-failed' };
  } finally {
    await contents.removeInsertedCSS(cssKey);
  }
}
