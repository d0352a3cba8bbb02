import type { Page } from '@playwright/test';
import { catalogue } from './fixtures';
import { DILNOZA, expect, identify, test } from './face-camera';

/**
 * The portal runs under the server's Content-Security-Policy (docs/security.md#content-security-policy) without a
 * single violation: no inline script, every origin it loads from named in the policy.
 */
const oz = catalogue('oz');

/** Every violation the page reports, from the browser's event and from its console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('recordViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const record = (window as unknown as { recordViolation: (text: string) => void }).recordViolation;
      void record(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
    });
  });
  return violations;
}

test.use({ camera: { portrait: 'astronaut', sequence: 'bona-fide' } });

test('the main page is served with the policy and breaks none of it', async ({ page }) => {
  const violations = await watchViolations(page);
  const answer = await page.goto('/');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1, name: oz.home.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the login and the face check break none of it', async ({ page }) => {
  test.setTimeout(60_000);
  const violations = await watchViolations(page);
  await page.goto('/auth');
  await expect(page.getByRole('textbox', { name: oz.identity.form.passserial })).toBeVisible();
  expect(violations).toEqual([]);
  await identify(page, oz.identity, DILNOZA);
  await expect(page.getByRole('dialog', { name: oz['face-check'].title })).toBeVisible();
  // The face check's socket is open and its camera preview guides the face.
  await expect(page.getByTestId('face-hint')).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
});
