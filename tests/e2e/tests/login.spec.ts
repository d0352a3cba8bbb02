import type { Page } from '@playwright/test';
import { catalogue, persistedState, SESSION_COOKIE } from './fixtures';
import { DILNOZA, expect, forgetTermsOfUse, identify, serverMessages, test } from './face-camera';

/**
 * Identification in a browser with a fake camera filming Dilnoza's face (docs/contracts/portal.md#authentication,
 * docs/contracts/portal.md#terms-of-use): the form, the live face check against the real liveness engine, /api/auth and
 * the public offer. The check needs head turns: the looped clip passes in about 15-25 s, so these tests get a longer
 * timeout.
 */
const oz = catalogue('oz');
const FACE_CHECK_TIMEOUT = 75_000;

/** The face check opens and guides the (filmed) visitor. */
async function passFaceCheck(page: Page) {
  await expect(page.getByRole('dialog', { name: oz['face-check'].title })).toBeVisible();
  await expect(page.getByTestId('face-hint')).toBeVisible({ timeout: 20_000 });
}

test.use({ camera: { portrait: 'astronaut', sequence: 'bona-fide' } });

test.describe('with her own face', () => {
  test.beforeEach(() => {
    test.setTimeout(90_000);
    forgetTermsOfUse(DILNOZA.pin);
  });

  test('Dilnoza logs in through /auth, accepts the terms and lands on her notarial acts', async ({ page }) => {
    await page.goto('/auth');
    await identify(page, oz.identity, DILNOZA);
    await passFaceCheck(page);
    const success = page.getByRole('dialog', { name: oz.identity.success_title });
    await expect(success).toBeVisible({ timeout: FACE_CHECK_TIMEOUT });
    await expect(success).toContainText(serverMessages('oz').message_auth_ok);
    await success.getByRole('button', { name: oz.dialog.ok }).click();

    const offer = page.getByRole('dialog', { name: oz.identity.offer.title });
    await expect(offer.getByTestId('offer-document')).toBeVisible();
    await offer.getByRole('button', { name: oz.identity.offer.agree }).click();
    await expect(page).toHaveURL(/\/my_notarial_act$/);
    expect(await persistedState(page)).toMatchObject({ user: { pin: DILNOZA.pin, termsofuse: 1 } });
    // The session is the server's HttpOnly cookie: nothing a script could read keeps the token.
    expect(await persistedState(page)).not.toHaveProperty('token');
    const cookie = (await page.context().cookies()).find(({ name }) => name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
  });

  test('a declined offer leaves her logged out on the main page', async ({ page }) => {
    await page.goto('/auth');
    await identify(page, oz.identity, DILNOZA);
    await passFaceCheck(page);
    await page.getByRole('button', { name: oz.dialog.ok }).click({ timeout: FACE_CHECK_TIMEOUT });
    await page.getByRole('button', { name: oz.identity.offer.decline }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: oz.identity.offer.title })).toBeHidden();
    expect(await persistedState(page)).toMatchObject({ user: null });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: oz.identity.login_required_title })).toBeVisible();
  });
});
