import { ADMINISTRATOR, CITIZEN, catalogue, expect, test } from './fixtures';

const oz = catalogue('oz');
const som = (amount: string) => oz.money.som.replace('{{amount}}', amount);

const VEHICLE_SALE = 'Avtotransport vositasi oldi-sotdi shartnomasi';

test('the vehicle sale act is found by search and opened', async ({ page }) => {
  await page.goto('/na_details');
  await expect(page.getByRole('heading', { level: 1, name: oz.pages.services.title })).toBeVisible();
  await page.getByRole('searchbox', { name: oz.catalogue.search.label }).fill('avtomobil sotasiz');
  await expect(page).toHaveURL(/\/na_details\?q=avtomobil\+sotasiz$/);
  await expect(page.getByRole('article')).toHaveCount(1);

  await page.getByRole('article', { name: VEHICLE_SALE }).getByRole('link', { name: VEHICLE_SALE }).click();
  await expect(page).toHaveURL(/\/na_details\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: VEHICLE_SALE })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: oz.catalogue.details.documents })).toBeVisible();
  await expect(page.getByRole('link', { name: oz.catalogue.actions.create })).toHaveAttribute('href', '/enotarial_act/-1?type=1');
});

test('the fee of a vehicle sale to a spouse is 5% of the duty, with the sums in words', async ({ page }) => {
  await page.goto('/na_details/1');
  await page.getByRole('link', { name: oz.catalogue.actions.calculator }).click();
  await expect(page.getByRole('heading', { level: 1, name: oz.pages.serviceCalculator.title })).toBeVisible();

  await page.getByRole('textbox', { name: oz.catalogue.calc.value_label }).fill('100000000');
  await expect(page.getByRole('textbox', { name: oz.catalogue.calc.value_label })).toHaveValue('100 000 000');
  await page.getByRole('combobox', { name: oz.catalogue.calc.relationship_label }).click();
  await page.getByRole('option', { name: oz.catalogue.calc.relationships.spouse }).click();
  await page.getByRole('button', { name: oz.catalogue.calc.submit }).click();

  const result = page.getByRole('region', { name: oz.catalogue.calc.result_title });
  const row = (label: string) => result.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
  // 3% of 100 000 000 so'm is 3 000 000; between spouses 5% of that.
  await expect(row(oz.catalogue.price.state_duty)).toContainText(som('150 000,00'));
  await expect(row(oz.catalogue.price.state_duty)).toContainText("bir yuz ellik ming so'm nol tiyin");
  await expect(result).toContainText(oz.catalogue.calc.reduced.replace('{{percent}}', '5'));
  await expect(row(oz.catalogue.calc.total)).toContainText(som('356 000,00'));
  await expect(row(oz.catalogue.calc.total)).toContainText("uch yuz ellik olti ming so'm nol tiyin");
  await expect(page).toHaveURL(/\?value=10000000000&relationship=spouse$/);
});

test.describe('an administrator', () => {
  test.use({ person: ADMINISTRATOR });

  const edit = oz.catalogue.edit;
  const RENUNCIATION = 'Merosdan voz kechish';
  const NEW_TEXT = 'Merosdan notarius huzurida yozma ravishda voz kechasiz.';

  test('edits an act in Latin, visitors read it in Latin and Cyrillic and find it, then the release text returns', async ({
    page,
  }) => {
    await page.goto('/na_details/12047');
    const releaseText = await page.getByText(/^Marhum yaqiningizdan qolgan merosdan/).textContent();
    await page.getByRole('link', { name: edit.open }).click();
    await expect(page.getByRole('heading', { level: 1, name: edit.title.replace('{{name}}', RENUNCIATION) })).toBeVisible();
    await expect(page.getByText(edit.release_text).first()).toBeVisible();

    // A Cyrillic word in the Latin texts is refused at its field; nothing is saved.
    await page.getByRole('textbox', { name: edit.simplified }).fill(NEW_TEXT);
    await page.getByRole('textbox', { name: oz.catalogue.details.duration }).fill('Бир соат');
    await page.getByRole('button', { name: edit.save }).click();
    await expect(page.getByText(edit.errors.latin_only)).toBeVisible();
    await page.getByRole('textbox', { name: oz.catalogue.details.duration }).fill('Bir soatgacha');
    await page.getByRole('button', { name: edit.save }).click();

    await expect(page.getByText(edit.saved)).toBeVisible();
    await expect(page).toHaveURL(/\/na_details\/12047$/);
    await expect(page.getByText(NEW_TEXT)).toBeVisible();
    await expect(page.getByText('Bir soatgacha')).toBeVisible();

    // Words only the new text has: the search follows the edit.
    await page.goto(`/na_details?q=${encodeURIComponent('ravishda voz kechasiz')}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: RENUNCIATION })).toBeVisible();

    // The Cyrillic texts were written from the Latin ones.
    await page.goto('/na_details/12047');
    await page.getByText('Ўзбекча', { exact: true }).click();
    await expect(page.getByText('Меросдан нотариус ҳузурида ёзма равишда воз кечасиз.')).toBeVisible();
    await page.getByText('O‘zbekcha', { exact: true }).click();

    await page.getByRole('link', { name: edit.open }).click();
    await expect(page.getByText(/^Oxirgi o‘zgartirish: Aliyev Sardor, /).first()).toBeVisible();
    await page.getByRole('button', { name: edit.restore }).click();
    const dialog = page.getByRole('dialog', { name: edit.restore_title });
    await dialog.getByRole('button', { name: edit.restore }).click();
    await expect(page.getByText(edit.restored)).toBeVisible();
    await expect(page).toHaveURL(/\/na_details\/12047$/);
    await expect(page.getByText(releaseText ?? '')).toBeVisible();
    await expect(page.getByText(NEW_TEXT)).toHaveCount(0);
  });
});

test.describe('a citizen', () => {
  test.use({ person: CITIZEN });

  test('is not offered the catalogue editor, and its address is forbidden', async ({ page }) => {
    await page.goto('/na_details/12047');
    await expect(page.getByRole('heading', { level: 1, name: 'Merosdan voz kechish' })).toBeVisible();
    await expect(page.getByRole('link', { name: oz.catalogue.edit.open })).toHaveCount(0);
    await page.goto('/na_details/12047/edit');
    await expect(page).toHaveURL(/\/403$/);
  });
});
