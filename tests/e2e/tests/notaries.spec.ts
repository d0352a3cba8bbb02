import type { Page } from '@playwright/test';
import { CITIZEN, catalogue, expect, test } from './fixtures';

const oz = catalogue('oz');
const texts = oz.notaries;

/** Malika Rahimova of docs/contracts/sandbox.md#demo-people and her office (server/notary/notaries/directory.py). */
const MALIKA = 'Rahimova Malika Anvarovna';
const MALIKA_OFFICE = 'Mirobod tumani 1-davlat notarial idorasi';
const MALIKA_ADDRESS = "Toshkent sh., Mirobod tumani, Amir Temur ko'chasi, 15-uy";

/** There is no internet here, nor in a kiosk's worst hour: map tiles never arrive, deterministically. */
async function withoutMapTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openMalika(page: Page) {
  await withoutMapTiles(page);
  await page.goto(`/notary?q=${encodeURIComponent('Rahimova Malika')}`);
  await page.getByRole('link', { name: MALIKA }).click();
  await expect(page.getByRole('heading', { level: 1, name: MALIKA })).toBeVisible();
}

/** The visible star of a rating value: the label of its radio, which is visually hidden behind it. */
async function starOf(page: Page, value: number) {
  const id = await page.getByRole('radio', { name: `5 balldan ${value}` }).getAttribute('id');
  return page.locator(`label[for="${id}"]`);
}

/** The ministry rating of each card, in the order shown ("4,6 / 5" is the first rating of a card). */
async function ministryRatings(page: Page): Promise<number[]> {
  const cards = page.getByRole('list', { name: texts.list.label }).getByRole('listitem');
  const lines = await cards.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
  // The decimal sign is the browser's for the language: a comma where it knows Uzbek, else a point.
  return lines.map((line) => Number(/(\d+[.,]\d) \/ 5/.exec(line)?.[1]?.replace(',', '.')));
}

/** The number of notaries found, from the line that announces it. */
async function foundCount(page: Page): Promise<number> {
  const line = page.getByRole('status').filter({ hasText: /\d/ });
  return Number((await line.textContent())?.replace(/\D/g, ''));
}

test('finds the notaries of a region and sorts them by ministry rating', async ({ page }) => {
  await page.goto('/notary');
  await expect(page.getByRole('heading', { level: 1, name: oz.pages.notaries.title })).toBeVisible();
  const everywhere = await foundCount(page);
  await choose(page, oz.form.region, 'Toshkent shahri');
  await expect(page).toHaveURL(/\/notary\?region=1726$/);
  await expect.poll(() => foundCount(page)).toBeLessThan(everywhere);
  const inTashkent = await foundCount(page);
  await choose(page, texts.filters.sort, texts.sort.ministry_rating);
  await expect(page).toHaveURL(/\/notary\?region=1726&sort=ministry_rating$/);

  // The previous order stays on screen while the sorted page loads.
  const descending = (ratings: number[]) => ratings.every((rating, i) => i === 0 || rating <= ratings[i - 1]!);
  await expect.poll(async () => descending(await ministryRatings(page))).toBe(true);
  await expect(page.getByRole('list', { name: texts.list.label }).getByRole('listitem')).toHaveCount(20);
  expect(await foundCount(page)).toBe(inTashkent);

  // The district list is the region's: Mirobod narrows the list, and "back" widens it again.
  await choose(page, oz.form.district, 'Mirobod tumani');
  await expect(page).toHaveURL(/district=1726273/);
  await expect(page.getByRole('link', { name: MALIKA })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/notary\?region=1726&sort=ministry_rating$/);
  await expect(page.getByRole('combobox', { name: oz.form.district })).toHaveValue('');
});

test('shows a notary office on the map with its marker and address, without map tiles', async ({ page }) => {
  await openMalika(page);
  const marker = page.getByRole('button', { name: `${MALIKA_OFFICE} joylashgan joy` });
  await expect(marker).toBeVisible();
  // The marker image is bundled with the portal: nothing is asked of a CDN.
  expect(await marker.getAttribute('src')).toMatch(/^(data:|\/)/);
  await expect(page.getByText(`Manzil: ${MALIKA_ADDRESS}`)).toBeVisible();
  await expect(page.getByRole('table', { name: texts.timetable.caption })).toContainText(texts.weekday['1']);

  await marker.click();
  await expect(page.locator('.leaflet-popup')).toContainText(MALIKA_ADDRESS);
  await expect(page.getByText(texts.review.login_title)).toBeVisible();
});

test.describe('a logged-in citizen', () => {
  test.use({ person: CITIZEN });

  test('writes a review of a notary, then edits that same review', async ({ page }) => {
    await openMalika(page);
    const form = page.locator('form', { has: page.getByRole('heading', { name: texts.review.write_title }) });
    await form.getByRole('button', { name: texts.review.publish }).click();
    await expect(form.getByRole('alert')).toHaveText(texts.review.rating_required);

    // A keyboard user gives the rating with Space on a star; a mouse user clicks the star.
    await form.getByRole('radio', { name: '5 balldan 4' }).press(' ');
    await form.getByRole('textbox', { name: texts.review.text }).fill('Hujjatlarni tez va aniq rasmiylashtirdi');
    await form.getByRole('button', { name: texts.review.publish }).click();
    await expect(page.getByText(texts.review.published)).toBeVisible();
    const reviews = page.getByRole('list', { name: texts.review.list });
    await expect(reviews).toContainText('Hujjatlarni tez va aniq rasmiylashtirdi');

    // After a reload the form holds the citizen's review; saving changes it instead of adding another.
    await page.reload();
    await expect(page.getByRole('heading', { name: texts.review.yours_title })).toBeVisible();
    const text = page.getByRole('textbox', { name: texts.review.text });
    await expect(text).toHaveValue('Hujjatlarni tez va aniq rasmiylashtirdi');
    await (await starOf(page, 5)).click();
    await text.fill('Navbatsiz qabul qildi, rahmat');
    await page.getByRole('button', { name: texts.review.save }).click();
    await expect(page.getByText(texts.review.updated)).toBeVisible();
    await expect(reviews.getByRole('listitem')).toHaveCount(1);
    await expect(reviews).toContainText('Navbatsiz qabul qildi, rahmat');
    await expect(reviews).toContainText('5 balldan 5');
  });
});
