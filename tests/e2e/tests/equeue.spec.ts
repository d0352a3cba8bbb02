import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { CITIZEN, catalogue, expect, openDevSession, portalStorage, test } from './fixtures';

/**
 * The electronic queue (docs/queue.md) as Dilnoza uses it: in a browser she books a time with Malika for a general
 * power of attorney, finds it in her history and cancels it; at the office's kiosk she checks in for her booking of
 * today. The e2e server takes bookings without notice (Makefile `e2e-server`), so today's next slot can be booked
 * and checked in for at once. Every booking a test leaves is cancelled after it, so that no slot stays taken.
 */
const oz = catalogue('oz');
const texts = oz.equeue;
const GENERAL_POWER = 11651;
const WEDNESDAY = '2026-12-09'; // the sandbox clock is Monday 7 December; Tuesday the 8th is a public holiday

const contexts: BrowserContext[] = [];
const booked: string[] = [];

test.afterEach(async ({ request }) => {
  for (const context of contexts.splice(0)) await context.close();
  const headers = { Authorization: `Bearer ${openDevSession(CITIZEN).token}` };
  for (const uuid of booked.splice(0)) {
    await request.post(`/api/equeue/bookings/${uuid}/actions/cancel`, { data: { reason: '' }, headers });
  }
});

async function dilnozaIn(browser: Browser, mode: 'browser' | 'kiosk'): Promise<Page> {
  const context = await browser.newContext({ storageState: portalStorage(openDevSession(CITIZEN, undefined, mode), mode) });
  contexts.push(context);
  const page = await context.newPage();
  // No internet here, nor in a kiosk's worst hour: map tiles never arrive, deterministically.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
  return page;
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** The catalogue's name of a service in Latin Uzbek, as the service list shows it. */
async function serviceName(request: APIRequestContext, id: number): Promise<string> {
  const answer = await request.get('/api/catalogue', { headers: { 'Accept-Language': 'oz' } });
  const { items } = (await answer.json()) as { items: { id: number; name: string }[] };
  return items.find((item) => item.id === id)?.name ?? '';
}

test('Dilnoza books a time with Malika for a power of attorney, finds it in her history and cancels it', async ({
  browser,
  request,
}) => {
  const page = await dilnozaIn(browser, 'browser');
  await page.goto('/equeue');
  await choose(page, texts.book.fields.service, await serviceName(request, GENERAL_POWER));
  await choose(page, oz.form.region, 'Toshkent shahri');
  await choose(page, oz.form.district, 'Mirobod tumani');
  await choose(page, texts.book.fields.notary, /^Rahimova Malika/);

  // The calendar opens on this month; Wednesday has free places, the holiday before it none.
  await expect(page.getByRole('button', { name: /^08\.12\.2026/ })).toBeDisabled();
  const freeWednesday = texts.book.day_free.replace('{{date}}', '09.12.2026').split('{{count}}')[0];
  await page.getByRole('button', { name: freeWednesday }).click();
  const slots = page.getByRole('group', { name: texts.book.fields.slots });
  await slots.getByRole('button', { name: /^10:00,/ }).click();
  // Her phone comes from her profile; the e-mail and the description are hers to add.
  await expect(page.getByLabel(texts.book.fields.phone, { exact: false })).not.toHaveValue('');
  await page.getByLabel(texts.book.fields.description, { exact: false }).fill('Ishonchnoma: avtomobilni boshqarish');
  await page.getByRole('button', { name: texts.book.submit, exact: true }).click();

  const confirm = page.getByRole('dialog', { name: texts.book.confirm.title });
  await expect(confirm).toContainText('09.12.2026');
  await expect(confirm).toContainText('10:00');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/equeue/bookings') && response.request().method() === 'POST');
  await confirm.getByRole('button', { name: texts.book.confirm.confirm }).click();
  const booking = (await (await answer).json()) as { uuid: string };
  booked.push(booking.uuid);
  await expect(page.getByText(texts.book.done.title)).toBeVisible();

  // The slot is hers now: nobody else is offered it.
  const slotsLeft = await request.get(`/api/equeue/free_slots?notaryId=${await malikaId(request)}&serviceId=${GENERAL_POWER}&day=${WEDNESDAY}`, {
    headers: { Authorization: `Bearer ${openDevSession(CITIZEN).token}` },
  });
  expect(((await slotsLeft.json()) as { time: string }[]).map((slot) => slot.time)).not.toContain('10:00');

  await page.getByRole('button', { name: texts.book.done.to_history }).click();
  await expect(page).toHaveURL(/tab=history/);
  const history = page.getByRole('region', { name: texts.history.label });
  const card = history.getByRole('article').filter({ hasText: '09.12.2026' }).first();
  await expect(card).toContainText(texts.state.booked);
  await card.getByRole('button', { name: texts.actions.cancel.label }).click();
  const sure = page.getByRole('dialog', { name: texts.actions.cancel.title });
  await sure.getByRole('button', { name: texts.actions.cancel.confirm }).click();
  await expect(card).toContainText(texts.state.cancelled);
  await expect(card.getByRole('button', { name: texts.actions.cancel.label })).toHaveCount(0);
});

async function malikaId(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/notaries?q=Rahimova', { headers: { 'Accept-Language': 'oz' } });
  const { items } = (await answer.json()) as { items: { id: number; fullname: string }[] };
  return items.find((item) => item.fullname.includes('Rahimova Malika'))?.id ?? 0;
}

/**
 * Dilnoza's booking of today's next free slot with a notary of Yunusobod, through the API: not Malika, whose next
 * slots other tests take for their acts' visits.
 */
async function bookedForToday(request: APIRequestContext): Promise<{ uuid: string; time: string }> {
  const headers = { Authorization: `Bearer ${openDevSession(CITIZEN).token}`, 'Accept-Language': 'oz' };
  const config = (await (await request.get('/api/client-config')).json()) as { serverTime: string };
  const today = new Date(Date.parse(config.serverTime) + 5 * 3_600_000).toISOString().slice(0, 10);
  const { items } = (await (await request.get('/api/notaries?regionId=1726&districtId=1726266', { headers })).json()) as {
    items: { id: number }[];
  };
  for (const notary of items) {
    const query = `notaryId=${notary.id}&serviceId=${GENERAL_POWER}&day=${today}`;
    const free = (await (await request.get(`/api/equeue/free_slots?${query}`, { headers })).json()) as { time: string }[];
    if (!Array.isArray(free) || free.length === 0) continue;
    const [{ time }] = free as [{ time: string }];
    const body = { service_id: GENERAL_POWER, notary_id: notary.id, date: today, time, phone: '901234567' };
    const answer = await request.post('/api/equeue/bookings', { data: body, headers });
    expect(answer.status(), await answer.text()).toBe(201);
    const { uuid } = (await answer.json()) as { uuid: string };
    booked.push(uuid);
    return { uuid, time };
  }
  throw new Error('no notary of the district receives today');
}

test('at the kiosk Dilnoza sees her booking of today first and checks in for it', async ({ browser, request }) => {
  const { time } = await bookedForToday(request);
  const page = await dilnozaIn(browser, 'kiosk');
  await page.goto('/kiosk/equeue');
  const today = page.getByRole('region', { name: texts.today.title });
  await expect(today).toContainText(time);
  await expect(today).toContainText(texts.state.booked);
  await today.getByRole('button', { name: texts.actions.check_in.label }).click();
  await expect(today).toContainText(texts.state.checked_in);
  await expect(today.getByRole('button', { name: texts.actions.check_in.label })).toHaveCount(0);
});
