import { catalogue } from './fixtures';
import { DILNOZA, expect, identify, test } from './face-camera';

/**
 * docs/contracts/portal.md#authentication and docs/contracts/face-check.md#liveness: a flat photo tilted in front of
 * the camera to mimic head turns never passes the challenge; the check ends with the 123 s timeout, which the test
 * reaches by moving the page's clock.
 */
const oz = catalogue('oz');
const hints = oz['face-check'].hints;

test.use({ camera: { portrait: 'astronaut', sequence: 'flat-tilt' } });

test('the head-turn challenge is never passed, and the check ends with the timeout error', async ({ page }) => {
  test.setTimeout(60_000);
  const authCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth') authCalls.push(request.url());
  });
  await page.clock.install(); // time runs as usual until the test jumps it forward
  await page.goto('/auth');
  await identify(page, oz.identity, DILNOZA);
  await expect(page.getByRole('dialog', { name: oz['face-check'].title })).toBeVisible();

  // The photo turns when asked (tilting shrinks the face: "come closer") and comes back straight, and the turn is
  // not counted: the prompt to turn stays.
  const hint = page.getByTestId('face-hint');
  const turnPrompt = new RegExp(`^(${hints['64']}|${hints['65']})$`);
  await expect(hint).toHaveText(turnPrompt, { timeout: 25_000 });
  await expect(hint).toHaveText(hints['13'], { timeout: 20_000 });
  await expect(hint).toHaveText(turnPrompt, { timeout: 20_000 });

  await page.clock.fastForward('02:05'); // past the 123 s a face check may take
  await expect(page.getByRole('alert').filter({ hasText: oz.identity.errors.face_check_timeout })).toBeVisible();
  await expect(page.getByRole('dialog', { name: oz['face-check'].title })).toBeHidden();
  expect(authCalls).toEqual([]);
});
