import { catalogue, expect, persistedState, test } from './fixtures';

const oz = catalogue('oz');
const ru = catalogue('ru');

test('an unknown kiosk path lands on the kiosk 404 page', async ({ page }) => {
  await page.goto('/kiosk/no-such-page');
  await expect(page).toHaveURL(/\/kiosk\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: oz.errors.not_found_title })).toBeVisible();
  await expect(page.getByRole('link', { name: oz.errors.to_kiosk_menu })).toBeVisible();
});

test('an unknown browser path lands on the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: oz.errors.not_found_title })).toBeVisible();
});

test('a logged-out browser visitor is asked to log in and the wanted page is remembered', async ({ page }) => {
  await page.goto('/my_notarial_act?state=1');
  await expect(page.getByRole('heading', { level: 1, name: oz.identity.login_required_title })).toBeVisible();
  await expect(page).toHaveURL(/\/my_notarial_act\?state=1$/);
  expect(await persistedState(page)).toMatchObject({ redirectUrl: '/my_notarial_act?state=1', mode: 'browser' });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: oz.home.title })).toBeVisible();
  expect(await persistedState(page)).toMatchObject({ redirectUrl: '/my_notarial_act?state=1' });
});

test('a logged-out kiosk visitor goes to the kiosk login and the wanted page is remembered', async ({ page }) => {
  await page.goto('/kiosk/search_ban');
  await expect(page).toHaveURL(/\/kiosk\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: oz.identity.page_title })).toBeVisible();
  expect(await persistedState(page)).toMatchObject({ redirectUrl: '/kiosk/search_ban', mode: 'kiosk' });
});

test('the chosen language persists across navigation and reload', async ({ page }) => {
  await page.goto('/notary');
  // The language radios are visually hidden behind their labels, as in any segmented control.
  await page.getByText('Русский', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Русский' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 1, name: ru.pages.notaries.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await page.getByRole('link', { name: ru.menu.searchProxy }).click();
  await expect(page.getByRole('heading', { level: 1, name: ru.pages.searchProxy.title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ru.pages.searchProxy.title })).toBeVisible();
  expect(await persistedState(page)).toMatchObject({ locale: 'ru' });
});

test('every navigation starts at the top of the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto('/');
  const lastTile = page.getByRole('link', { name: new RegExp(oz.menu.statistics) }).last();
  await lastTile.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await lastTile.click();
  await expect(page.getByRole('heading', { level: 1, name: oz.pages.statistics.title })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
