import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { CITIZEN, catalogue, expect, openDevSession, type Person, portalStorage, test } from './fixtures';
import { typeOnScreen } from './kiosk-agent';

/**
 * The quick start of the act types (docs/contracts/entities.md#quick-start-flows), as Dilnoza walks it: the screens
 * are what the type needs as the server lists it, the subject is picked from her own property by the registries,
 * every party's invitation goes by SMS as the party is added, and the review keeps the notary the service chose and
 * sends the act for check. Each act is withdrawn after its test (deleted, or annulled once sent), so that the rule
 * of one unfinished similar act never meets an act another test left.
 */
const oz = catalogue('oz');
const acts = oz.acts;
const qs = acts.quick_start;
const party = acts.parties_tab;

interface Login extends Person {
  pin: string;
}
const AZIZ: Login = { passserial: 'AC', passnum: '1111111', pin: '32107830340017' };
const KAMOLA: Login = { passserial: 'AG', passnum: '5555555', pin: '61804100780052' };
const TIMUR: Login = { passserial: 'AH', passnum: '6666666', pin: '51209160890063' };
const FLAT = '10:01:02:03:0004:0005';
const SELFDEP_REFUSED = "Mustaqil chiqib ketishga rozilik faqat 15 yoshga to'lgan voyaga yetmaganlarga beriladi";

/** The acts a test created, withdrawn after it through the API with Dilnoza's session. */
const created: string[] = [];
const contexts: BrowserContext[] = [];

test.afterEach(async ({ request }) => {
  for (const context of contexts.splice(0)) await context.close();
  let token = openDevSession(CITIZEN).token;
  for (const uuid of created.splice(0)) {
    for (const [action, body] of [['delete', {}], ['annul', { reason: 'Sinov tugadi' }]] as const) {
      const answer = await request.post(`/api/notarial_act/${uuid}/actions/${action}`, {
        data: body,
        headers: { Authorization: `Bearer ${token}` },
      });
      token = answer.headers().authorization?.replace(/^Bearer /, '') ?? token;
      if (answer.ok()) break;
    }
  }
});

async function dilnozaIn(browser: Browser, mode: 'browser' | 'kiosk'): Promise<Page> {
  const context = await browser.newContext({ storageState: portalStorage(openDevSession(CITIZEN), mode) });
  contexts.push(context);
  return context.newPage();
}

/** The new act's form with its type chosen, created with the notary picked by the service: its quick start opens. */
async function start(page: Page, type: number): Promise<void> {
  await page.goto(`/enotarial_act/-1?type=${type}&quick=1`);
  await createFromDialog(page);
}

async function createFromDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: qs.create_title });
  await dialog.getByRole('button', { name: acts.create.submit }).click();
  await expect(page).toHaveURL(/\/enotarial_act\/[0-9a-f-]{36}\/quick_start$/);
  created.push(page.url().split('/').at(-2) as string);
}

async function next(page: Page, step: 'subject' | 'parties' | 'terms' | 'review'): Promise<void> {
  await page.getByRole('button', { name: qs.next }).click();
  await expect(page).toHaveURL(new RegExp(`step=${step}$`));
}

/** Picks an option, unless it is picked already (a second click on it would clear it). */
async function chooseOption(scope: Locator, label: string, option: string): Promise<void> {
  const field = scope.getByRole('combobox', { name: label });
  if ((await field.inputValue()) === option) return;
  await field.click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

/** A party added on the parties screen: its role, passport, personal number and phone, then the SMS confirmed. */
async function addParty(page: Page, role: string, person: Login, phone: string, type = fill): Promise<void> {
  await page.getByRole('button', { name: party.add }).click();
  const form = page.getByRole('dialog', { name: party.add_title });
  await chooseOption(form, party.form.role, role);
  await type(page, form, party.form.passserial, person.passserial);
  await type(page, form, party.form.passnum, person.passnum);
  await type(page, form, party.form.pin, person.pin);
  await type(page, form, party.form.phone, phone);
  await form.getByRole('button', { name: party.form.next }).click();
  await page.getByRole('dialog', { name: party.confirm_title }).getByRole('button', { name: party.confirm_send }).click();
  await expect(page.getByRole('dialog', { name: party.confirm_title })).toBeHidden();
}

async function fill(_page: Page, form: Locator, label: string, text: string): Promise<void> {
  await form.getByLabel(label, { exact: false }).fill(text);
}

async function onScreen(page: Page, _form: Locator, label: string, text: string): Promise<void> {
  await typeOnScreen(page, label, text);
}

/** Aziz answers his SMS link: he accepts, from his own session. */
async function azizAccepts(request: APIRequestContext, page: Page): Promise<void> {
  const uuid = created.at(-1) as string;
  const token = openDevSession(AZIZ).token;
  const answer = await request.post(`/api/notarial_act/${uuid}/actions/accept`, {
    data: {},
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await page.reload();
}

/**
 * On the review the notary the service chose is kept and the act waits for Aziz, who accepts; then it is sent for
 * check, confirmed, and the act's own page takes over.
 */
async function keepNotaryAndSend(page: Page, request: APIRequestContext): Promise<void> {
  await next(page, 'review');
  await expect(page.getByRole('button', { name: acts.actions.change_notary.label })).toBeVisible();
  await expect(page.getByRole('list', { name: qs.missing.title })).toHaveCount(0);
  await expect(page.getByText(qs.review.awaiting)).toBeVisible();
  await azizAccepts(request, page);
  await page.getByRole('button', { name: acts.actions.send_for_check.label }).click();
  const prompt = page.getByRole('dialog', { name: acts.actions.send_for_check.title });
  await prompt.getByRole('button', { name: acts.actions.send_for_check.label }).click();
  await expect(page).toHaveURL(/\/enotarial_act\/[0-9a-f-]{36}$/);
  const sent = acts.details.current_step.replace('{{step}}', '2').replace('{{name}}', acts.steps[2]);
  await expect(page.getByText(sent)).toBeVisible();
}

test('a vehicle gift: her car picked from the registry, Aziz invited as the donee, sent for check', async ({ browser, request }) => {
  test.setTimeout(60_000); // a subject, a party who accepts and the review: about 45 s on a 2 GHz core of 2017
  const page = await dilnozaIn(browser, 'browser');
  await start(page, 4);
  await expect(page).toHaveURL(/step=subject|quick_start$/);
  await page.getByRole('radio', { name: /^01A123BC — / }).click();
  await page.getByLabel(acts.subjects_tab.add.price, { exact: false }).fill('150000000');
  await page.getByRole('button', { name: acts.subjects_tab.add.submit }).click();
  await expect(page.getByRole('list', { name: acts.subjects_tab.label })).toContainText('01A123BC');
  await next(page, 'parties');
  await expect(page.getByText(qs.missing.party.replace('{{role}}', acts.roles.donee))).toBeVisible();
  await addParty(page, acts.roles.donee, AZIZ, '907654321');
  await expect(page.getByRole('table', { name: acts.details.tabs.parties })).toContainText('Tursunov Aziz');
  await keepNotaryAndSend(page, request);
});

test('a spouse consent to two kinds of disposal of the joint flat', async ({ browser, request }) => {
  test.setTimeout(60_000); // a subject, a party who accepts and the review: about 45 s on a 2 GHz core of 2017
  const page = await dilnozaIn(browser, 'browser');
  await start(page, 15003);
  await page.getByText(acts.subjects_tab.kind.realty, { exact: true }).click();
  await page.getByRole('radio', { name: new RegExp(`^${FLAT} — `) }).click();
  const disposals = page.getByRole('combobox', { name: acts.subjects_tab.add.disposal_types });
  await disposals.click({ force: true }); // Mantine's pills box lies over its input; the list stays open
  for (const kind of ['sale', 'gift'] as const) {
    await page.getByRole('option', { name: acts.subjects_tab.disposal[kind], exact: true }).click();
  }
  await page.getByRole('button', { name: acts.subjects_tab.add.submit }).click();
  const subjects = page.getByRole('list', { name: acts.subjects_tab.label });
  await expect(subjects).toContainText(FLAT);
  await expect(subjects).toContainText(acts.subjects_tab.disposal.sale);
  await expect(subjects).toContainText(acts.subjects_tab.disposal.gift);
  await next(page, 'parties');
  await addParty(page, acts.roles.spouse, AZIZ, '907654321');
  await keepNotaryAndSend(page, request);
});

/** The travel terms of a minor's consent: every country, tourism, in December; independent departure asked. */
async function travelTerms(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: acts.terms.set }).click();
  const dialog = page.getByRole('dialog', { name: acts.terms.title });
  await dialog.getByRole('checkbox', { name: acts.terms.travel.all_countries }).check();
  await chooseOption(dialog, acts.terms.travel.purpose, acts.terms.purpose.tourism);
  await dialog.getByLabel(acts.terms.travel.date_from, { exact: false }).fill('20.12.2026');
  await dialog.getByLabel(acts.terms.travel.date_to, { exact: false }).fill('05.01.2027');
  await dialog.getByRole('checkbox', { name: acts.terms.travel.selfdep }).check();
  await dialog.getByRole('button', { name: acts.terms.submit }).click();
  return dialog;
}

for (const [child, allowed] of [
  [KAMOLA, true],
  [TIMUR, false],
] as const) {
  test(`a minor's travel: independent departure for ${child.passserial === 'AG' ? 'Kamola (16) allowed' : 'Timur (10) refused'}`, async ({ browser, request }) => {
    test.setTimeout(60_000); // two parties, the travel terms and the review: the longest of the browser's flows
    const page = await dilnozaIn(browser, 'browser');
    await start(page, 15034);
    await expect(page.getByText(qs.missing.party.replace('{{role}}', acts.roles.child))).toBeVisible();
    await addParty(page, acts.roles.child, child, '901112233');
    await addParty(page, acts.roles.parent, AZIZ, '907654321');
    await next(page, 'terms');
    const dialog = await travelTerms(page);
    if (!allowed) {
      await expect(dialog.getByRole('alert')).toContainText(SELFDEP_REFUSED);
      return;
    }
    await expect(dialog).toBeHidden();
    await expect(page.getByText(qs.missing.terms, { exact: true })).toHaveCount(0);
    await keepNotaryAndSend(page, request);
  });
}

test.describe('on the kiosk', () => {
  test.use({ viewport: { width: 1280, height: 1024 } });

  test('a spouse consent made entirely on the kiosk, every field typed on its keyboard', async ({ browser, request }) => {
    test.setTimeout(120_000); // some forty touches of the keyboard
    const page = await dilnozaIn(browser, 'kiosk');
    await page.goto('/kiosk');
    await page.getByRole('link', { name: oz.kiosk.items.spouse_consent }).click();
    await createFromDialog(page);
    await page.getByText(acts.subjects_tab.kind.vehicle, { exact: true }).click();
    await expect(page.getByRole('textbox', { name: acts.subjects_tab.add.state_number })).toHaveCount(0);
    await page.getByRole('radio', { name: /^01A123BC — / }).click();
    const disposals = page.getByRole('combobox', { name: acts.subjects_tab.add.disposal_types });
    await disposals.click({ force: true });
    await page.getByRole('option', { name: acts.subjects_tab.disposal.sale, exact: true }).click();
    await page.getByRole('button', { name: acts.subjects_tab.add.submit }).click();
    await expect(page.getByRole('list', { name: acts.subjects_tab.label })).toContainText('01A123BC');
    await next(page, 'parties');
    await addParty(page, acts.roles.spouse, AZIZ, '907654321', onScreen);
    await keepNotaryAndSend(page, request);
    await expect(page).toHaveURL(/^[^?]*\/kiosk\/enotarial_act\//);
  });
});
