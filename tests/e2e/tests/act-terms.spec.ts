import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { CITIZEN, catalogue, expect, openDevSession, portalStorage, test } from './fixtures';

/**
 * An act type's own terms (docs/contracts/acts.md, section 5 of the spec): Dilnoza's general power of attorney that
 * tries to grant the sale of a vehicle is refused by the server with its message, shown in the terms dialog as it
 * is; granting representation instead is kept and shown on the terms tab. A signature's certification takes the
 * paper attached from the browser.
 */
const acts = catalogue('oz').acts;
const terms = acts.terms;
const GENERAL_POWER = 11651;
const SIGNATURE = 11680;
/** A 1×1 white PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);
const REFUSAL = "Bosh ishonchnoma ko'chmas mulk yoki avtotransport vositalarini tasarruf etish huquqini bera olmaydi";

/** Dilnoza's new act of the type, open on its terms tab in her browser. */
async function termsTab(browser: Browser, request: APIRequestContext, type: number): Promise<Page> {
  const session = openDevSession(CITIZEN);
  const created = await request.post('/api/notarial_act', {
    data: { type, notary: { mode: 'auto' } },
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(created.status()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const context = await browser.newContext({ storageState: portalStorage(session, 'browser') });
  const page = await context.newPage();
  await page.goto(`/enotarial_act/${uuid}`);
  await page.getByRole('tab', { name: acts.details.tabs.terms }).click();
  return page;
}

test('a general power of attorney may not grant the sale of a vehicle', async ({ browser, request }) => {
  const page = await termsTab(browser, request, GENERAL_POWER);
  await page.getByRole('button', { name: terms.set }).click();
  const dialog = page.getByRole('dialog', { name: terms.title });
  await dialog.getByRole('textbox', { name: terms.power.term_from }).fill('10.12.2026');
  await dialog.getByRole('textbox', { name: terms.power.term_to }).fill('10.12.2027');
  const sell = dialog.getByRole('group', { name: terms.rights.sell });
  await sell.getByRole('checkbox', { name: terms.rights.sell }).check();
  await sell.getByRole('combobox', { name: terms.power.property }).click();
  await page.getByRole('option', { name: acts.subjects_tab.kind.vehicle }).click();
  await dialog.getByRole('button', { name: terms.submit }).click();
  await expect(dialog.getByRole('alert')).toContainText(REFUSAL);

  await sell.getByRole('checkbox', { name: terms.rights.sell }).uncheck();
  await dialog.getByRole('checkbox', { name: terms.rights.represent }).check();
  await dialog.getByRole('button', { name: terms.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(terms.rights.represent)).toBeVisible();
});

test('the paper whose signature is certified is attached from the browser', async ({ browser, request }) => {
  const page = await termsTab(browser, request, SIGNATURE);
  await expect(page.getByText(acts.attachment.none)).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'bayonnoma.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: acts.attachment.attach }).click();
  await expect(page.getByRole('button', { name: acts.attachment.replace })).toBeVisible();
  await expect(page.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
});
