import { clipOf } from './face-camera';
import { catalogue, CITIZEN, expect, persistedState, test } from './fixtures';
import { type Agent, runInKioskShell, startAgent, stopAgent, typeOnScreen } from './kiosk-agent';

/**
 * The kiosk login as it runs on a kiosk: the page in the shell (its bridge injected here), the real camera agent
 * with a looping video of a synthetic live head of Dilnoza's registry portrait, enrolled with the e2e server by an
 * administrator's one-time code; the agent's kiosk-signed token logs her in at /api/auth.
 */

const oz = catalogue('oz');
const DILNOZA_PIN = '41403850230012';
/** The agent checks a frame every 300 ms; a bona fide head passes its challenge in well under a minute. */
const FACE_CHECK_TIMEOUT_MS = 150_000;

let agent: Agent | null = null;

test.describe('kiosk login through the camera agent', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    agent = await startAgent({ video: clipOf({ portrait: 'astronaut', sequence: 'bona-fide' }), enrol: true });
  });

  test.afterAll(() => {
    if (agent) stopAgent(agent);
    agent = null;
  });

  test('Dilnoza passes the live face check on the kiosk camera and reaches the kiosk menu', async ({ page }) => {
    test.setTimeout(FACE_CHECK_TIMEOUT_MS + 60_000);
    if (!agent) throw new Error('no camera agent');
    const agentSocketUrl = agent.url.replace(/^http/, 'ws');
    await runInKioskShell(page, agent);
    await page.goto('/kiosk/auth');
    await typeOnScreen(page, oz.identity.form.passserial, CITIZEN.passserial);
    await typeOnScreen(page, oz.identity.form.passnum, CITIZEN.passnum);
    await typeOnScreen(page, oz.identity.form.pin, DILNOZA_PIN);
    const agentSocket = page.waitForEvent('websocket', (socket) => socket.url().startsWith(agentSocketUrl));
    await page.getByRole('button', { name: oz.identity.form.submit }).click();
    // The face check runs on the kiosk's camera agent, not in the page.
    await agentSocket;

    const success = page.getByRole('dialog', { name: oz.identity.success_title });
    await expect(success).toBeVisible({ timeout: FACE_CHECK_TIMEOUT_MS });
    await success.getByRole('button', { name: oz.dialog.ok }).click();
    // A first login has the public offer to accept (docs/contracts/portal.md#after-success); one before it on this
    // database has not.
    const menu = page.getByRole('heading', { level: 1, name: oz.kiosk.menu_title });
    const offer = page.getByRole('dialog', { name: oz.identity.offer.title });
    await expect(menu.or(offer)).toBeVisible();
    if (await offer.isVisible()) await offer.getByRole('button', { name: oz.identity.offer.agree }).click();
    await expect(menu).toBeVisible();
    await expect(page).toHaveURL(/\/kiosk$/);
    expect(await persistedState(page)).toMatchObject({ mode: 'kiosk', user: { pin: DILNOZA_PIN, termsofuse: 1 } });
  });
});
