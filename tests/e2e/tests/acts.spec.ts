import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { CITIZEN, catalogue, E2E_ENV, openDevSession, type Person, portalStorage } from './fixtures';
import { expect, forgetTermsOfUse, identify, type Login, test } from './face-camera';

/**
 * A vehicle sale walked by its people in their own browsers (docs/contracts/acts.md, docs/contracts/portal.md#act-details):
 * Dilnoza prepares it with notary Malika and invites Aziz by SMS; Aziz opens the link logged out, passes the face
 * check and accepts; Malika returns it with a remark, Dilnoza reads it, answers with a note and sends it again;
 * Malika sends it for confirmation and Dilnoza confirms. Malika issues the invoices (Aziz is Dilnoza's husband: the
 * spouse reduction) and sets the time, Dilnoza confirms it and pays on the sandbox checkout, Malika registers; the QR
 * of the downloaded print form opens the verification page, which anyone may read. Jasur, who is no party, is turned
 * away from the act. The server's sandbox clock is a Monday morning in Tashkent (Makefile `e2e-server`).
 */
const oz = catalogue('oz');
const acts = oz.acts;
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const MALIKA: Person = { passserial: 'AB', passnum: '7654321' };
const JASUR: Person = { passserial: 'AF', passnum: '4444444' };
const AZIZ: Login = { passserial: 'AC', passnum: '1111111', pin: '32107830340017' };
const AZIZ_PHONE = '907654321';
const VEHICLE_SALE = 'Avtotransport vositasi oldi-sotdi shartnomasi';
const REMARK = 'Xaridorning telefon raqamini tasdiqlang';

/** A person's own browser, logged in without a face check (the sandbox CLI's session). */
async function browserOf(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext({ storageState: portalStorage(openDevSession(person), 'browser') });
  return context.newPage();
}

/** The invitation links the sandbox SMS gateway sent to a phone, newest last. */
function invitationTokens(phone: string): string[] {
  const output = execFileSync(process.env.UV ?? 'uv', ['run', '--frozen', 'notary', 'sandbox-sms', '--phone', phone], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...E2E_ENV },
  });
  return [...output.matchAll(/\/invitation\/([\w-]+)/g)].map((match) => match[1] as string);
}

async function choose(scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.page().getByRole('option', { name: option }).click();
}

/**
 * Takes an action the act page offers; one that asks (a text, or a confirmation of something that cannot be undone)
 * is confirmed in its dialog.
 */
async function act(page: Page, action: string, asks: { text?: string; confirm?: boolean } = {}) {
  const texts = acts.actions[action];
  await page.getByRole('group', { name: acts.details.actions_label }).getByRole('button', { name: texts.label }).click();
  if (asks.text !== undefined || asks.confirm) {
    const dialog = page.getByRole('dialog', { name: texts.title });
    await expect(dialog).toContainText(texts.prompt);
    if (asks.text !== undefined) await dialog.getByRole('textbox').fill(asks.text);
    await dialog.getByRole('button', { name: texts.label }).click();
  }
  await expect(page.getByText(texts.done)).toBeVisible();
}

async function expectStep(page: Page, step: number, timeout?: number) {
  const text = acts.details.current_step.replace('{{step}}', `${step}`).replace('{{name}}', acts.steps[step]);
  await expect(page.getByText(text)).toBeVisible({ timeout });
}

/** The next visit slot by the server's clock, at least a minute ahead, as the time dialog takes it (Tashkent). */
async function nextSlot(request: APIRequestContext): Promise<{ date: string; time: string }> {
  const config = await (await request.get('/api/client-config')).json();
  const step = config.visitMinutes * 60_000;
  const tashkent = Date.parse(config.serverTime) + 5 * 3_600_000 + 60_000;
  const wall = new Date(Math.ceil(tashkent / step) * step).toISOString(); // Tashkent's wall clock, written as UTC
  return { date: `${wall.slice(8, 10)}.${wall.slice(5, 7)}.${wall.slice(0, 4)}`, time: wall.slice(11, 16) };
}

async function issueInvoices(malika: Page) {
  const texts = acts.actions.issue_invoices;
  await malika.getByRole('group', { name: acts.details.actions_label }).getByRole('button', { name: texts.label }).click();
  const dialog = malika.getByRole('dialog', { name: texts.title });
  await expect(dialog).toContainText('5 %'); // the state duty between spouses
  await dialog.getByRole('button', { name: texts.label }).click();
  await expect(malika.getByText(texts.done)).toBeVisible();
}

async function assignTime(malika: Page) {
  const texts = acts.actions.assign_time;
  const slot = await nextSlot(malika.request);
  await malika.getByRole('group', { name: acts.details.actions_label }).getByRole('button', { name: texts.label }).click();
  const dialog = malika.getByRole('dialog', { name: texts.title });
  await dialog.getByLabel(texts.date, { exact: false }).fill(slot.date);
  await choose(dialog, texts.time, slot.time);
  await dialog.getByRole('button', { name: texts.label }).click();
  await expect(malika.getByText(texts.done)).toBeVisible();
}

/** Dilnoza pays each invoice on the sandbox checkout and comes back to her act. */
async function payEverything(dilnoza: Page) {
  const tab = acts.payments;
  for (const purpose of [tab.purpose.state_duty, tab.purpose.notary_fee]) {
    await dilnoza.getByRole('tab', { name: acts.details.tabs.payments }).click();
    await dilnoza.getByRole('button', { name: tab.pay_for.replace('{{purpose}}', purpose) }).click();
    await expect(dilnoza).toHaveURL(/\/payment\/checkout\//);
    await dilnoza.getByRole('group', { name: oz.checkout.answers }).getByRole('button', { name: oz.checkout.pay }).click();
    await expect(dilnoza.getByText(oz.checkout.paid_title)).toBeVisible();
    await dilnoza.getByRole('link', { name: oz.checkout.back }).click();
  }
}

/** The print form as Dilnoza downloads it, and the address its QR carries. */
async function downloadPrintForm(dilnoza: Page): Promise<{ file: string; qr: string }> {
  await dilnoza.getByRole('tab', { name: acts.details.tabs.result }).click();
  const [download] = await Promise.all([
    dilnoza.waitForEvent('download'),
    dilnoza.getByRole('button', { name: acts.details.result.download }).click(),
  ]);
  const file = test.info().outputPath('print-form.pdf');
  await download.saveAs(file);
  const reader = fileURLToPath(new URL('./read_qr.py', import.meta.url));
  const output = execFileSync(process.env.UV ?? 'uv', ['run', '--frozen', 'python', reader, file], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { file, qr: output.trim().split('\n')[0] ?? '' };
}

async function createVehicleSale(page: Page): Promise<string> {
  await page.goto('/my_notarial_act');
  await page.getByRole('button', { name: acts.create.button }).click();
  const dialog = page.getByRole('dialog', { name: acts.create.title });
  await choose(dialog, acts.create.type, VEHICLE_SALE);
  await dialog.getByRole('radio', { name: acts.create.notary_manual }).check();
  await dialog.getByRole('combobox', { name: acts.create.notary }).fill('Rahimova');
  await page.getByRole('option', { name: /Rahimova Malika/ }).click();
  await dialog.getByRole('button', { name: acts.create.submit }).click();
  await expect(page).toHaveURL(/\/enotarial_act\/[0-9a-f-]{36}$/);
  await expectStep(page, 1);
  return page.url().split('/').at(-1) as string;
}

async function addVehicle(page: Page) {
  await page.getByRole('tab', { name: acts.details.tabs.subjects }).click();
  await page.getByLabel(acts.subjects_tab.add.state_number, { exact: false }).fill('01A123BC');
  await page.getByLabel(acts.subjects_tab.add.price, { exact: false }).fill('150000000');
  await page.getByRole('button', { name: acts.subjects_tab.add.submit }).click();
  await expect(page.getByRole('list', { name: acts.subjects_tab.label })).toContainText('01A123BC');
}

async function inviteAziz(page: Page) {
  const tab = acts.parties_tab;
  await page.getByRole('tab', { name: acts.details.tabs.parties }).click();
  await page.getByRole('button', { name: tab.add }).click();
  const form = page.getByRole('dialog', { name: tab.add_title });
  await choose(form, tab.form.role, acts.roles.buyer);
  await form.getByLabel(tab.form.passserial, { exact: false }).fill(AZIZ.passserial);
  await form.getByLabel(tab.form.passnum, { exact: false }).fill(AZIZ.passnum);
  await form.getByLabel(tab.form.pin, { exact: false }).fill(AZIZ.pin);
  await form.getByLabel(tab.form.phone, { exact: false }).fill(AZIZ_PHONE);
  await form.getByRole('button', { name: tab.form.next }).click();
  await page.getByRole('dialog', { name: tab.confirm_title }).getByRole('button', { name: tab.confirm_send }).click();
  await expect(page.getByText(tab.added)).toBeVisible();
}

/** Aziz opens the SMS link logged out, passes the face check (his first login adopts the shot) and accepts. */
async function azizAccepts(page: Page, token: string) {
  const texts = oz.invitations;
  await page.goto(`/invitation/${token}`);
  await page.getByRole('button', { name: oz.identity.login }).click();
  await identify(page, oz.identity, AZIZ);
  await page.getByRole('dialog', { name: oz.identity.success_title }).getByRole('button', { name: oz.dialog.ok }).click({ timeout: 75_000 });
  await page.getByRole('dialog', { name: oz.identity.offer.title }).getByRole('button', { name: oz.identity.offer.agree }).click();
  await expect(page).toHaveURL(new RegExp(`/invitation/${token}$`));
  await expect(page.getByText(VEHICLE_SALE)).toBeVisible();
  await expect(page.getByText(acts.roles.buyer)).toBeVisible();
  await page.getByRole('group', { name: texts.answers }).getByRole('button', { name: texts.accept }).click();
  await expect(page.getByText(texts.accepted)).toBeVisible();
}

test.use({ camera: { portrait: 'astronaut', sequence: 'bona-fide' } });

test('a vehicle sale goes from the draft to its signed, verifiable registration, each party in their own browser', async ({ browser, page }) => {
  test.setTimeout(300_000);
  forgetTermsOfUse(AZIZ.pin);
  const dilnoza = await browserOf(browser, CITIZEN);
  const uuid = await createVehicleSale(dilnoza);
  await addVehicle(dilnoza);
  const sentBefore = invitationTokens(AZIZ_PHONE).length;
  await inviteAziz(dilnoza);

  // The SMS goes out through the scheduled work, within a poll of the worker.
  await expect.poll(() => invitationTokens(AZIZ_PHONE).length, { timeout: 30_000 }).toBeGreaterThan(sentBefore);
  await azizAccepts(page, invitationTokens(AZIZ_PHONE).at(-1) as string);

  await dilnoza.reload();
  await dilnoza.getByRole('tab', { name: acts.details.tabs.parties }).click();
  await expect(dilnoza.getByRole('row', { name: /Tursunov Aziz/ })).toContainText(acts.party_status.accepted);
  await act(dilnoza, 'send_for_check', { confirm: true });
  await expectStep(dilnoza, 2);

  const malika = await browserOf(browser, MALIKA);
  await malika.goto(`/enotarial_act/${uuid}`);
  await act(malika, 'return_with_defects', { text: REMARK });
  await expectStep(malika, 1);

  await dilnoza.reload();
  const remark = dilnoza.getByRole('note', { name: acts.notes.remark_alert });
  await expect(remark).toContainText(REMARK);
  await dilnoza.getByRole('button', { name: acts.notes.button.replace('{{count}}', '1') }).click();
  const notes = dilnoza.getByRole('dialog', { name: acts.notes.title });
  await notes.getByLabel(acts.notes.text).fill(`Telefon raqami tasdiqlandi: ${AZIZ_PHONE}`);
  await notes.getByRole('button', { name: acts.notes.submit }).click();
  await expect(notes.getByRole('list', { name: acts.notes.list_label }).getByRole('listitem')).toHaveCount(2);
  await notes.getByRole('button', { name: acts.notes.close }).click();
  await act(dilnoza, 'send_for_check', { confirm: true });

  await malika.reload();
  await act(malika, 'send_for_confirmation');
  await dilnoza.reload();
  await act(dilnoza, 'confirm');
  await expectStep(dilnoza, 4);

  await malika.reload();
  await issueInvoices(malika);
  await assignTime(malika);
  await dilnoza.reload();
  await act(dilnoza, 'confirm_time');
  await payEverything(dilnoza);
  await expectStep(dilnoza, 8, 30_000); // the gateway's word moves the act, within a poll of the worker and the page

  await malika.reload();
  await act(malika, 'register', { confirm: true });
  await expectStep(malika, 9);

  await dilnoza.reload();
  const { file, qr } = await downloadPrintForm(dilnoza);
  expect(qr).toMatch(/\/verify\/[\w-]+$/);

  // Anyone may verify: a fresh browser without a session opens the QR's address and checks the file it holds.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(qr);
  await expect(stranger.getByText(oz.verification.chain.holds_title)).toBeVisible();
  await stranger.getByLabel(oz.verification.file.choose).setInputFiles(file);
  await expect(stranger.getByText(oz.verification.file.match_title)).toBeVisible();

  // But the act itself is for its parties and its notary only.
  const jasur = await browserOf(browser, JASUR);
  await jasur.goto(`/enotarial_act/${uuid}`);
  await expect(jasur.getByText(oz.errors.not_a_party)).toBeVisible();
  await expect(jasur).toHaveURL(/\/my_notarial_act$/);
});
