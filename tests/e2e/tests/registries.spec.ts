import { type Page } from '@playwright/test';
import { CITIZEN, catalogue, expect, type Person, test } from './fixtures';

const oz = catalogue('oz');
const texts = oz.registries;

/** Jasur Nazarov of docs/contracts/sandbox.md#demo-people: his car 01B777CC has a ban. */
const JASUR: Person = { passserial: 'AF', passnum: '4444444' };

const result = (page: Page) => page.getByRole('region', { name: texts.result.label });

async function checkProxy(page: Page, regnum: string, regdate: string) {
  await page.getByRole('textbox', { name: texts.fields.regnum }).fill(regnum);
  await page.getByRole('textbox', { name: texts.fields.regdate }).pressSequentially(regdate);
  await page.getByRole('button', { name: texts.proxy.submit }).click();
}

test('checks the power of attorney 0001234, and a wrong number is plainly not found', async ({ page }) => {
  await page.goto('/search_proxy');
  await expect(page.getByRole('heading', { level: 1, name: oz.pages.searchProxy.title })).toBeVisible();
  await checkProxy(page, '0001234', '10062025');
  await expect(page.getByRole('textbox', { name: texts.fields.regdate })).toHaveValue('10.06.2025');
  const proxy = result(page).getByRole('article');
  await expect(proxy.getByRole('heading', { name: 'Umumiy ishonchnoma' })).toBeVisible();
  await expect(proxy).toContainText(texts.state.active);
  await expect(proxy).toContainText('10.06.2027 gacha amal qiladi');
  await expect(proxy).toContainText('K. D. R.');
  await expect(proxy).toContainText('T. A. B.');
  await expect(proxy).toContainText('Rahimova Malika Anvarovna');
  // Parties by initials only: no names of the principal or the attorney.
  await expect(proxy).not.toContainText('Karimova');

  await page.getByRole('textbox', { name: texts.fields.regnum }).fill('0009999');
  await page.getByRole('button', { name: texts.proxy.submit }).click();
  await expect(result(page)).toContainText(texts.result.not_found_title);
  await expect(result(page)).toContainText("Ushbu reyestr raqami va sana bo'yicha ishonchnoma topilmadi");
  await expect(page).toHaveURL(/\/search_proxy$/);
});

test('finds the inheritance case of Bobur Qodirov', async ({ page }) => {
  await page.goto('/search_inheritcase');
  await page.getByRole('textbox', { name: texts.inheritance.surname }).fill('Qodirov');
  await page.getByRole('textbox', { name: texts.inheritance.name, exact: true }).fill('Bobur');
  await page.getByRole('textbox', { name: texts.inheritance.death_date }).pressSequentially('01122024');
  await page.getByRole('button', { name: texts.inheritance.submit }).click();
  const found = result(page).getByRole('article');
  await expect(found.getByRole('heading', { name: 'Meros ishi № INH-2025-0042' })).toBeVisible();
  await expect(found).toContainText('Qodirov Bobur');
  await expect(found).toContainText('15.01.2025');
  await expect(found).toContainText(texts.state.open);
});

test('checks a notarial act by number, date and office', async ({ page }) => {
  await page.goto('/search_notarial_act');
  await page.getByRole('textbox', { name: texts.fields.regnum }).fill('0001234');
  await page.getByRole('textbox', { name: texts.fields.regdate }).pressSequentially('10062025');
  for (const [label, option] of [
    [oz.form.region, 'Toshkent shahri'],
    [oz.form.district, 'Mirobod tumani'],
    [texts.act.office, 'Mirobod tumani 1-davlat notarial idorasi'],
  ] as const) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.getByRole('button', { name: texts.act.submit }).click();
  const act = result(page).getByRole('article');
  await expect(act).toContainText(texts.state.active);
  await expect(act).toContainText('0001234');
  await expect(result(page)).toContainText(texts.act.no_linked);
});

test.describe('the ban check of a logged-in citizen', () => {
  test.describe('with a ban on his car', () => {
    test.use({ person: JASUR });

    test('lists the ban with its property, state and organisation', async ({ page }) => {
      await page.goto('/search_ban');
      const ban = result(page).getByRole('article');
      await expect(ban.getByRole('heading', { name: `${texts.bans.kind.vehicle}: 01B777CC` })).toBeVisible();
      await expect(ban).toContainText(texts.state.active);
      await expect(ban).toContainText(texts.bans.types.arrest);
      await expect(ban).toContainText('01.03.2025');
      await expect(ban).toContainText('Majburiy ijro byurosi');
      await expect(result(page)).toContainText(texts.bans.found_note);
    });
  });

  test.describe('without bans', () => {
    test.use({ person: CITIZEN });

    test('says plainly that nothing is banned', async ({ page }) => {
      await page.goto('/search_ban');
      await expect(result(page)).toContainText('Mol-mulkingizda taqiqlar topilmadi');
      await expect(page.getByText('Mulk egasi: Karimova Dilnoza', { exact: false })).toBeVisible();
    });
  });
});
