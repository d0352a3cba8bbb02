import { catalogue, persistedState } from './fixtures';
import { DILNOZA, expect, identify, serverMessages, test } from './face-camera';

/**
 * A live face that is not the passport holder's passes liveness and is refused at /api/auth
 * (docs/contracts/face-check.md#token-acceptance).
 */
const ru = catalogue('ru');

test.use({ camera: { portrait: 'hopper', sequence: 'bona-fide' } });

test("Malika's live face on Dilnoza's passport is refused at /api/auth, in the visitor's language", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/auth');
  await page.getByText('Русский', { exact: true }).click();
  await identify(page, ru.identity, DILNOZA);
  await expect(page.getByRole('dialog', { name: ru['face-check'].title })).toBeVisible();
  const refusal = page.getByRole('alert').filter({ hasText: serverMessages('ru').error_face_mismatch });
  await expect(refusal).toBeVisible({ timeout: 75_000 });
  await expect(page.getByRole('button', { name: ru.dialog.retry })).toBeVisible();
  expect(await persistedState(page)).toMatchObject({ user: null });
});
