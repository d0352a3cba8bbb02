import { catalogue, expect, test } from './fixtures';

const oz = catalogue('oz');
const som = (amount: string) => oz.catalogue.money.som.replace('{{amount}}', amount);

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
