import { catalogues } from '@/lib/i18n';
import type { KioskPrintResult } from '@/lib/kiosk-bridge';
import actsOz from '@/locales/acts/oz.json';
import { installKioskBridge } from '@/testing/kiosk-bridge';
import { actMocks, resetActMocks, stagedAct } from '@/testing/mocks/handlers/acts';
import { paymentRequests, resetPaymentMocks } from '@/testing/mocks/handlers/payments';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';
import { pdfPageImages } from './utils/pdf-pages';

// jsdom has no canvas and decodes no image: the PDF's pages come as two stand-ins (Chromium draws real ones, in
// tests/e2e/tests/kiosk-print.spec.ts).
vi.mock('./utils/pdf-pages', () => ({
  pdfPageImages: vi.fn(() => Promise.resolve(['data:image/png;base64,cGFnZTE=', 'data:image/png;base64,cGFnZTI='])),
  imagesDecoded: vi.fn(() => Promise.resolve()),
}));

const oz = { ...catalogues.oz, acts: actsOz };
const texts = oz.acts.details.result;
const session = { session: {} };
const UUID = '3f1c2a9e-0000-4000-8000-0000000000d9';
const KIOSK_PAGE = `/kiosk/enotarial_act/${UUID}`;

/** The shell's printRegion answering these in turn, noting the page images the region held at each call. */
function printerAnswering(...answers: KioskPrintResult[]) {
  installKioskBridge();
  const printed: string[][] = [];
  const printRegion = vi.fn((regionId: string) => {
    const region = document.querySelector(`[data-print-region="${regionId}"]`);
    printed.push([...(region?.querySelectorAll('img') ?? [])].map((image) => image.getAttribute('src') ?? ''));
    return Promise.resolve(answers.shift() ?? { ok: true });
  });
  const bridge = window.kioskBridge;
  if (!bridge) throw new Error('the test bridge is not installed');
  bridge.printRegion = printRegion;
  return { printRegion, printed };
}

beforeEach(() => {
  resetActMocks();
  resetPaymentMocks();
  actMocks.acts.set(UUID, stagedAct(UUID, 9, [], { regnum: '2026-0001234', regdate: '2026-11-18' }));
});

afterEach(() => {
  delete window.kioskBridge;
});

describe('printing the signed print form on a kiosk', () => {
  it('fetches it with the session, puts every page in the print region and prints that region', async () => {
    const { printRegion, printed } = printerAnswering({ ok: true });
    const { user } = renderApp(KIOSK_PAGE, session);
    await user.click(await screen.findByRole('button', { name: texts.print.label }));

    expect(await screen.findByText(texts.print.done)).toBeInTheDocument();
    expect(printRegion).toHaveBeenCalledExactlyOnceWith('print-form');
    expect(printed).toEqual([['data:image/png;base64,cGFnZTE=', 'data:image/png;base64,cGFnZTI=']]);
    expect(vi.mocked(pdfPageImages).mock.calls[0]?.[0].size).toBeGreaterThan(0);
    expect(paymentRequests.printForms[0]?.requestedWith).toBe('notary-portal');
    // Printed, the pages leave the page.
    expect(document.querySelector('[data-print-region]')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.download })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.open })).not.toBeInTheDocument();
  });

  it('says when the kiosk has no printer, and prints on retry', async () => {
    const { printRegion } = printerAnswering({ ok: false, error: 'no-printer' }, { ok: true });
    const { user } = renderApp(KIOSK_PAGE, session);
    await user.click(await screen.findByRole('button', { name: texts.print.label }));

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent(texts.print.no_printer);
    await user.click(within(problem).getByRole('button', { name: texts.print.retry }));
    expect(await screen.findByText(texts.print.done)).toBeInTheDocument();
    expect(printRegion).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(texts.print.no_printer)).not.toBeInTheDocument();
  });

  it('says printing failed when the printer refused', async () => {
    printerAnswering({ ok: false, error: 'Printer is out of paper' });
    const { user } = renderApp(KIOSK_PAGE, session);
    await user.click(await screen.findByRole('button', { name: texts.print.label }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.print.failed);
  });

  it('without the shell opens the print dialog over the same region', async () => {
    let printed = 0;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelectorAll('[data-print-region="print-form"] img').length;
    });
    const { user } = renderApp(KIOSK_PAGE, session);
    await user.click(await screen.findByRole('button', { name: texts.print.label }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(printed).toBe(2);
    print.mockRestore();
  });

  it('is not offered in a browser, where the file is opened or saved', async () => {
    installKioskBridge();
    renderApp(`/enotarial_act/${UUID}`, session);
    expect(await screen.findByRole('button', { name: texts.download })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.open })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.print.label })).not.toBeInTheDocument();
  });
});
