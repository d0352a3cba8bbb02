import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type Ref, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ActPublic } from '@/lib/api';
import { kioskBridge, type KioskPrintResult } from '@/lib/kiosk-bridge';
import { getPrintForm } from '../api/get-print-form';

/** The region the shell prints (kiosk-shell/src/policy/printing.ts allows letters, digits, `_` and `-`). */
const PRINT_REGION = 'print-form';
/** The shell's answers that mean the kiosk has no printer to print on (docs/kiosk.md). */
const NO_PRINTER = new Set(['no-printer', 'printer-not-found']);

/**
 * The same rules as the shell's injected print CSS, for `window.print()` without a shell; and for both: A4 sheets
 * without margins, as the page images carry the PDF's own, and one image per sheet.
 */
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 0; }
  body * { visibility: hidden !important; }
  [data-print-region="${PRINT_REGION}"], [data-print-region="${PRINT_REGION}"] * { visibility: visible !important; }
  [data-print-region="${PRINT_REGION}"] { position: absolute !important; left: 0 !important; top: 0 !important; width: 100% !important; }
}
[data-print-region="${PRINT_REGION}"] > div { break-after: page; }
[data-print-region="${PRINT_REGION}"] > div:last-child { break-after: auto; }
[data-print-region="${PRINT_REGION}"] img { display: block; width: 100%; }
`;

/** Kept out of sight yet laid out (an element not rendered prints nothing), A4 wide as on paper. */
const OFF_SCREEN = { position: 'fixed', top: 0, left: '-10000px', width: '210mm' } as const;

/**
 * The pages, in a region of their own at the top of the body: the shell's CSS places the region at the page's top
 * left, which only holds when no positioned ancestor moves it.
 */
function PrintRegion({ pages, ref }: { pages: string[]; ref: Ref<HTMLDivElement> }) {
  return createPortal(
    <div data-print-region={PRINT_REGION} style={OFF_SCREEN} aria-hidden ref={ref}>
      <style>{PRINT_CSS}</style>
      {pages.map((page, index) => (
        <div key={index}>
          <img src={page} alt="" />
        </div>
      ))}
    </div>,
    document.body,
  );
}

/** The kiosk shell prints silently; a kiosk page in a plain browser (development) has its print dialog. */
async function printTheRegion(): Promise<KioskPrintResult> {
  const bridge = kioskBridge();
  if (bridge) return bridge.printRegion(PRINT_REGION);
  window.print();
  return { ok: true };
}

type Outcome = 'done' | 'no_printer' | 'failed';

function outcomeOf(result: KioskPrintResult | undefined, failed: boolean): Outcome | null {
  if (failed) return 'failed';
  if (!result) return null;
  if (result.ok) return 'done';
  return NO_PRINTER.has(result.error ?? '') ? 'no_printer' : 'failed';
}

/**
 * On a kiosk the citizen takes paper, not a file: the signed print form, fetched afresh with the session, drawn page
 * by page into the print region and printed on the kiosk's printer.
 */
export function KioskPrint({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState<string[]>([]);
  const region = useRef<HTMLDivElement>(null);
  const print = useMutation({
    mutationFn: async () => {
      // pdf.js comes with the first print only, so the act page's own bundle stays as it was.
      const [{ blob }, pdf] = await Promise.all([getPrintForm(act.uuid, 'print-form.pdf'), import('../utils/pdf-pages')]);
      const images = await pdf.pdfPageImages(blob);
      flushSync(() => setPages(images));
      try {
        if (region.current) await pdf.imagesDecoded(region.current);
        return await printTheRegion();
      } finally {
        setPages([]);
      }
    },
  });
  const outcome = outcomeOf(print.data, print.isError);
  return (
    <Stack gap="sm" align="flex-start">
      <Button onClick={() => print.mutate()} loading={print.isPending}>
        {t('acts.details.result.print.label')}
      </Button>
      {print.isPending && <Text role="status">{t('acts.details.result.print.printing')}</Text>}
      {outcome === 'done' && (
        <Alert variant="light" color="teal" role="status">
          {t('acts.details.result.print.done')}
        </Alert>
      )}
      {(outcome === 'no_printer' || outcome === 'failed') && (
        <Alert variant="light" color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t(`acts.details.result.print.${outcome}`)}</Text>
            <Button size="xs" variant="default" onClick={() => print.mutate()}>
              {t('acts.details.result.print.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {pages.length > 0 && <PrintRegion pages={pages} ref={region} />}
    </Stack>
  );
}
