import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import type { KioskBridge, KioskBridgeWindow } from '@kiosk-bridge';
import { CITIZEN, catalogue, expect, openDevSession, type Person, test } from './fixtures';

/**
 * On a kiosk the registered act's signed print form is printed, not downloaded: the portal draws every page of the
 * PDF with pdf.js into the `print-form` region and asks the shell's bridge to print it. The bridge here notes what
 * the region holds at that moment, as the shell's printer would see it.
 *
 * The act is Dilnoza's sale of her car to her husband Aziz before notary Malika, walked to registration through the
 * API (acts.spec.ts walks the same way through the pages, each party in their own browser).
 */
const result = catalogue('oz').acts.details.result;

const MALIKA: Person = { passserial: 'AB', passnum: '7654321' };
const AZIZ = { passserial: 'AC', passnum: '1111111', pin: '32107830340017' };

/** One person at the API, following the token the server rotates on every call. */
class Caller {
  private token: string;

  constructor(
    private readonly request: APIRequestContext,
    person: Person,
  ) {
    this.token = openDevSession(person).token;
  }

  async send(method: 'GET' | 'POST', path: string, data?: unknown): Promise<APIResponse> {
    const headers = { Authorization: `Bearer ${this.token}`, 'Accept-Language': 'oz' }; // names in Latin
    const answer = await this.request.fetch(path, { method, data, headers });
    this.token = answer.headers().authorization?.replace(/^Bearer /, '') ?? this.token;
    return answer;
  }

  async call<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
    const answer = await this.send(method, path, data);
    expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  }
}

/** The next visit slot by the server's clock, at least a minute ahead, in Tashkent (UTC+5). */
async function nextSlot(request: APIRequestContext): Promise<{ date: string; time: string }> {
  const config = await (await request.get('/api/client-config')).json();
  const step = config.visitMinutes * 60_000;
  const tashkent = Date.parse(config.serverTime) + 5 * 3_600_000 + 60_000;
  const wall = new Date(Math.ceil(tashkent / step) * step).toISOString(); // Tashkent's wall clock, written as UTC
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

interface Invoice {
  id: number;
}

/** Dilnoza's car sold to Aziz, registered by Malika: the act's uuid. */
async function registeredSale(request: APIRequestContext): Promise<string> {
  const [dilnoza, aziz, malika] = [CITIZEN, AZIZ, MALIKA].map((person) => new Caller(request, person)) as [Caller, Caller, Caller];
  const { items } = await dilnoza.call<{ items: { id: number; fullname: string }[] }>('GET', '/api/notaries?q=Rahimova');
  const notary = items.find((item) => item.fullname.includes('Rahimova Malika'));
  const { uuid } = await dilnoza.call<{ uuid: string }>('POST', '/api/notarial_act', {
    type: 1,
    notary: { mode: 'manual', id: notary?.id },
  });
  const act = (suffix = '') => `/api/notarial_act/${uuid}${suffix}`;
  await dilnoza.call('POST', act('/subjects'), { kind: 'vehicle', state_number: '01A123BC', price: '150000000' });
  await dilnoza.call('POST', act('/parties'), { role: 'buyer', ...AZIZ, phone: '907654321' });
  const steps: [Caller, string, unknown?][] = [
    [aziz, 'accept'],
    [dilnoza, 'send_for_check'],
    [malika, 'send_for_confirmation'],
    [dilnoza, 'confirm'],
    [malika, 'issue_invoices'],
    [malika, 'assign_time', await nextSlot(request)],
    [dilnoza, 'confirm_time'],
  ];
  for (const [who, action, body] of steps) await who.call('POST', act(`/actions/${action}`), body ?? {});

  const { invoices } = await dilnoza.call<{ invoices: Invoice[] }>('GET', act());
  for (const invoice of invoices) {
    const { url } = await dilnoza.call<{ url: string }>('POST', act(`/invoices/${invoice.id}/checkout`));
    await dilnoza.call('POST', `/api/payments/checkout/${url.split('/').at(-1)}/pay`);
  }
  // The gateway's word moves the act to registration within a poll of the worker.
  await expect.poll(async () => (await dilnoza.call<{ step: number }>('GET', act())).step, { timeout: 30_000 }).toBe(8);
  // Registration opens 15 minutes before the visit, which may still be a minute further away.
  await expect
    .poll(async () => (await malika.send('POST', act('/actions/register'), {})).status(), { timeout: 90_000, intervals: [5_000] })
    .toBe(200);
  return uuid;
}

interface PrintedPage {
  width: number;
  height: number;
}

/** The shell's bridge, whose printRegion notes the size of each page image the region holds and prints "fine". */
async function kioskShellNotingPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const printed: PrintedPage[][] = [];
    Object.assign(window, { printed });
    (window as unknown as KioskBridgeWindow).kioskBridge = {
      kioskId: 'E2E-PRINT',
      cameraAgentUrl: 'http://127.0.0.1:9',
      deviceInfo: async () => ({ kioskId: 'E2E-PRINT', shellVersion: 'e2e', platform: 'linux', printer: 'E2E' }),
      printRegion: async (regionId) => {
        const images = [...document.querySelectorAll<HTMLImageElement>(`[data-print-region="${regionId}"] img`)];
        printed.push(images.map((image) => ({ width: image.naturalWidth, height: image.naturalHeight })));
        return { ok: true };
      },
      endSession: async () => undefined,
      keepAwake: async () => undefined,
    } satisfies KioskBridge;
  });
}

test.use({ person: CITIZEN, mode: 'kiosk' });

test('a registered act is printed on the kiosk printer, every page drawn from the signed PDF', async ({ page, request }) => {
  test.setTimeout(180_000);
  const uuid = await registeredSale(request);
  await kioskShellNotingPrints(page);
  await page.goto(`/kiosk/enotarial_act/${uuid}`);

  await page.getByRole('button', { name: result.print.label }).click();
  await expect(page.getByRole('status').filter({ hasText: result.print.done })).toBeVisible({ timeout: 30_000 });
  const printed = await page.evaluate(() => (window as unknown as { printed: PrintedPage[][] }).printed);
  expect(printed).toHaveLength(1);
  const [pages = []] = printed;
  expect(pages.length).toBeGreaterThan(0);
  for (const { width, height } of pages) {
    // A4 drawn at print resolution (150 dpi: 1241 × 1754), decoded by the time the shell prints.
    expect(width).toBeGreaterThan(1000);
    expect(height).toBeGreaterThan(width);
  }
  await expect(page.getByRole('button', { name: result.download })).toHaveCount(0);
});
