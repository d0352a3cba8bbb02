import type { Page } from '@playwright/test';
import { CITIZEN, catalogue, expect, test } from './fixtures';

/**
 * Errors are seen where the person looks (the portal for every citizen): a page whose data did not come says why, in
 * a red alert, and asks again on "Try again"; a refused form shows the server's text next to its button. The failures
 * are the browser's own (page.route), on the real pages and server.
 */
const oz = catalogue('oz');

/** The alert a page shows instead of its data, once it could not load it. */
const loadFailure = (page: Page) => page.getByRole('alert').filter({ hasText: oz.errors.load_failed });

test('the notary list without a connection says so, and shows the notaries once asked again', async ({ page }) => {
  const notaries = /\/api\/notaries(\?|$)/;
  await page.route(notaries, (route) => route.abort('internetdisconnected'));
  await page.goto('/notary');
  const alert = loadFailure(page);
  await expect(alert).toContainText(oz.errors.network);
  await page.unroute(notaries);
  await alert.getByRole('button', { name: oz.errors.try_again }).click();
  await expect(page.getByRole('list', { name: oz.notaries.list.label }).getByRole('listitem').first()).toBeVisible();
  await expect(alert).toBeHidden();
});

test.describe('logged in', () => {
  test.use({ person: CITIZEN });

  test('my notarial acts after a server failure: the reason, then the list on retry', async ({ page }) => {
    const list = /\/api\/notarial_act(\?|$)/;
    await page.route(list, (route) => route.fulfill({ status: 500, body: 'Traceback (most recent call last)' }));
    await page.goto('/my_notarial_act');
    const alert = loadFailure(page);
    await expect(alert).toContainText(oz.errors.system);
    // The server's internals are never shown, and the reason is said once (no toast repeating it).
    await expect(page.getByText('Traceback')).toHaveCount(0);
    await expect(page.getByText(oz.errors.system)).toHaveCount(1);
    await page.unroute(list);
    await alert.getByRole('button', { name: oz.errors.try_again }).click();
    await expect(page.getByRole('table', { name: oz.acts.list.label })).toBeVisible();
  });

  test('an act’s page whose registry is away tells it, and opens the act when asked again', async ({ page }) => {
    await page.goto('/my_notarial_act');
    const first = page.getByRole('table', { name: oz.acts.list.label }).getByRole('link').first();
    const name = (await first.textContent()) ?? '';
    const act = /\/api\/notarial_act\/[0-9a-f-]{36}$/;
    await page.route(act, (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
    await first.click();
    const alert = loadFailure(page);
    await expect(alert).toContainText(oz.errors.external_system);
    await page.unroute(act);
    await alert.getByRole('button', { name: oz.errors.try_again }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test('a refused identification shows the server’s text in the form, next to its button', async ({ page }) => {
  await page.goto('/auth');
  const refusal = page.waitForResponse('**/api/check_before_auth');
  await page.getByLabel(oz.identity.form.passserial).fill('AZ');
  await page.getByLabel(oz.identity.form.passnum).fill('9999999');
  await page.getByLabel(oz.identity.form.pin).fill('30101850230019');
  await page.getByRole('button', { name: oz.identity.form.submit }).click();
  const answer = await refusal;
  expect(answer.status()).toBe(400);
  const text = await answer.text();
  const form = page.getByRole('form', { name: oz.identity.page_title });
  const alert = form.getByRole('alert').filter({ hasText: oz.errors.action_failed });
  await expect(alert).toContainText(text);
  await expect(page.getByText(text)).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: oz['face-check'].title })).toHaveCount(0);
});
