import type { Page } from '@playwright/test';
import { CITIZEN, catalogue, expect, persistedState, SESSION_COOKIE, test } from './fixtures';

const oz = catalogue('oz');

/** A profile value, found by its label. */
const profileField = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test.describe('with a valid session', () => {
  test.use({ person: CITIZEN });

  test('the profile shows the user from /api/user/me and the token rotates', async ({ page, session }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: oz.profile.title })).toBeVisible();
    await expect(profileField(page, oz.profile.pin)).toHaveText('41403850230012');
    await expect(profileField(page, oz.profile.passport)).toHaveText('AA 1234567');
    await expect(profileField(page, oz.profile.birthdate)).toHaveText('14.03.1985');
    // The browser holds the rotated token as the server's cookie; the page never sees it.
    const sessionCookie = async () => (await page.context().cookies()).find(({ name }) => name === SESSION_COOKIE)?.value;
    await expect.poll(sessionCookie).not.toBe(session?.token);
    expect(await sessionCookie()).toEqual(expect.any(String));
    expect(await persistedState(page)).not.toHaveProperty('token');

    // The rotated token keeps the session alive across a reload.
    await page.reload();
    await expect(profileField(page, oz.profile.fullname)).toContainText('Dilnoza');
    await expect(page.getByRole('alert').filter({ hasText: oz.errors.session_expired })).toHaveCount(0);
  });

  test('logging out ends the session and returns to the main page', async ({ page }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: oz.header.logout }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await persistedState(page)).toMatchObject({ user: null });
    expect((await page.context().cookies()).map(({ name }) => name)).not.toContain(SESSION_COOKIE);
  });
});

test.describe('with an expired session', () => {
  test.use({ person: CITIZEN, sessionExpiresIn: 1 });

  test.beforeEach(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  });

  test('a browser page that needs login asks for it, with the expiry toast', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('alert').filter({ hasText: oz.errors.session_expired })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: oz.identity.login_required_title })).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    expect(await persistedState(page)).toMatchObject({ user: null, redirectUrl: '/profile' });
  });

  test('a kiosk page goes to the kiosk login, with the expiry toast', async ({ page }) => {
    await page.goto('/kiosk/my_notarial_act');
    await expect(page.getByRole('alert').filter({ hasText: oz.errors.session_expired })).toBeVisible();
    await expect(page).toHaveURL(/\/kiosk\/auth$/);
    expect(await persistedState(page)).toMatchObject({ user: null, redirectUrl: '/kiosk/my_notarial_act' });
  });
});
