import type { Page } from '@playwright/test';
import { catalogue, CITIZEN, expect, test } from './fixtures';
import {
  type Agent,
  runInKioskShell,
  startAgent,
  startVirtualPassport,
  stopAgent,
  stopVirtualPassport,
  typeOnScreen,
  type VirtualPassport,
} from './kiosk-agent';

/**
 * The kiosk login filled from the citizen's ID card, through the whole real stack: the page (the shell's bridge
 * injected), the camera agent, pcscd and Dilnoza's e-passport on the virtual reader, its EF.SOD signed by a test
 * country. One agent trusts that country's signing certificate; the other trusts only a CSCA that did not sign the
 * card, as a kiosk would treat a forged one.
 */

const oz = catalogue('oz');
const form = oz.identity.form;
const texts = oz.identity.card;
const DILNOZA_PIN = '41403850230012';
/** What is printed on her card; the dates typed as digits, the mask adds the dots. */
const HER_CARD = { documentNumber: 'AA1234567', birthDate: '14031985', expiryDate: '01012030' };

let passport: VirtualPassport | null = null;
let trusting: Agent | null = null;
let distrusting: Agent | null = null;

function agentOf(agent: Agent | null): Agent {
  if (!agent) throw new Error('no camera agent');
  return agent;
}

/** On the kiosk login, opens "Read my ID card", types the key on the on-screen keyboard and reads the card. */
async function readCard(page: Page, agent: Agent, key = HER_CARD) {
  await runInKioskShell(page, agent);
  await page.goto('/kiosk/auth');
  await page.getByRole('button', { name: texts.open }).click();
  const cardForm = page.getByRole('form', { name: texts.form_label });
  await typeOnScreen(page, texts.fields.documentNumber, key.documentNumber);
  await typeOnScreen(page, texts.fields.birthDate, key.birthDate);
  await typeOnScreen(page, texts.fields.expiryDate, key.expiryDate);
  await expect(cardForm.getByRole('textbox', { name: texts.fields.birthDate })).toHaveValue('14.03.1985');
  await cardForm.getByRole('button', { name: texts.read }).click();
  return cardForm;
}

const loginField = (page: Page, label: string) => page.getByRole('textbox', { name: label });

test.describe('kiosk login from the ID card on the reader', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    passport = await startVirtualPassport();
    [trusting, distrusting] = await Promise.all([
      startAgent({ cscaDir: passport.cscaDir }),
      startAgent({ cscaDir: passport.otherCscaDir }),
    ]);
  });

  test.afterAll(async () => {
    for (const agent of [trusting, distrusting]) if (agent) stopAgent(agent);
    if (passport) await stopVirtualPassport(passport);
    trusting = distrusting = passport = null;
  });

  test('a genuine card fills series, number and pin, says so, and the server takes them', async ({ page }) => {
    await readCard(page, agentOf(trusting));
    const notice = page.getByRole('status').filter({ hasText: texts.read_title });
    await expect(notice).toContainText('DILNOZA KARIMOVA');
    await expect(loginField(page, form.passserial)).toHaveValue(CITIZEN.passserial);
    await expect(loginField(page, form.passnum)).toHaveValue(CITIZEN.passnum);
    await expect(loginField(page, form.pin)).toHaveValue(DILNOZA_PIN);
    const submit = page.getByRole('button', { name: form.submit });
    await expect(submit).toBeFocused();
    // check_before_auth accepts what came from the card, so the face check (kiosk-camera-login.spec.ts) opens.
    await submit.click();
    await expect(page.getByRole('dialog', { name: oz['face-check'].title })).toBeVisible();
  });

  test('a card the kiosk cannot prove genuine fills nothing', async ({ page }) => {
    const cardForm = await readCard(page, agentOf(distrusting));
    await expect(cardForm.getByRole('alert')).toContainText(texts.failures.refused.text);
    for (const label of [form.passserial, form.passnum, form.pin]) await expect(loginField(page, label)).toHaveValue('');
  });

  test('a key that does not open the chip is explained, with a retry', async ({ page }) => {
    const cardForm = await readCard(page, agentOf(trusting), { ...HER_CARD, expiryDate: '01012031' });
    await expect(cardForm.getByRole('alert')).toContainText(texts.failures.unreadable.text);
    await expect(cardForm.getByRole('button', { name: texts.retry })).toBeEnabled();
    await expect(loginField(page, form.pin)).toHaveValue('');
  });
});
