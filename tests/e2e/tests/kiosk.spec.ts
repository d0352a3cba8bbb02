import type { Page } from '@playwright/test';
import type { KioskBridge, KioskBridgeWindow } from '@kiosk-bridge';
import { CITIZEN, catalogue, expect, persistedState, SESSION_COOKIE, test } from './fixtures';

const oz = catalogue('oz');
const IDLE_MS = 120_000;
const COUNTDOWN_MS = 20_000;

/**
 * The kiosk menu with a fake clock, once the start-up session check has been answered: a jump of the clock must not
 * time out a request still in flight.
 */
async function kioskMenuWithClock(page: Page) {
  await page.clock.install();
  const sessionChecked = page.waitForResponse((response) => response.url().endsWith('/api/check_token'));
  await page.goto('/kiosk');
  await expect(page.getByRole('heading', { level: 1, name: oz.kiosk.menu_title })).toBeVisible();
  await sessionChecked;
}

const keyboard = (page: Page) => page.getByRole('group', { name: oz.kiosk.keyboard.label });
const key = (page: Page, name: string) => keyboard(page).getByRole('button', { name, exact: true });

async function typeOnScreen(page: Page, text: string) {
  for (const character of text) await key(page, character).click();
}

test('a visitor is sent to the kiosk login and types the passport on the on-screen keyboard', async ({ page }) => {
  await page.goto('/kiosk');
  await expect(page).toHaveURL(/\/kiosk\/auth$/);
  const series = page.getByRole('textbox', { name: oz.identity.form.passserial });
  const number = page.getByRole('textbox', { name: oz.identity.form.passnum });
  await expect(keyboard(page)).toBeHidden();

  await series.click();
  await expect(keyboard(page)).toBeVisible();
  await typeOnScreen(page, 'AA');
  await expect(series).toHaveValue('AA');
  // A complete series moves on to the number, whose keyboard has digits only.
  await expect(number).toBeFocused();
  await expect(key(page, 'A')).toHaveCount(0);
  await typeOnScreen(page, '123456');
  await expect(number).toBeFocused();
  await typeOnScreen(page, '7');
  await expect(number).toHaveValue('1234567');
  await expect(keyboard(page)).toBeHidden();
});

test.describe('a kiosk visit with a session', () => {
  test.use({ person: CITIZEN, mode: 'kiosk' });

  test('the menu has the kiosk items of the contract', async ({ page }) => {
    await page.goto('/kiosk');
    await expect(page.getByRole('heading', { level: 1, name: oz.kiosk.menu_title })).toBeVisible();
    const items = page.getByRole('main').getByRole('link');
    await expect(items).toHaveText(Object.values(oz.kiosk.items) as string[]);
    await expect(page.getByRole('link', { name: oz.kiosk.items.search_ban })).toHaveAttribute('href', '/kiosk/search_ban');
  });

  test('a touch cancels the idle countdown', async ({ page }) => {
    await kioskMenuWithClock(page);
    await page.clock.fastForward(IDLE_MS);
    const countdown = page.getByRole('dialog', { name: oz.kiosk.idle.title });
    await expect(countdown).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(countdown).toBeHidden();
    await page.clock.fastForward(IDLE_MS / 2);
    await expect(countdown).toBeHidden();
    await expect(page).toHaveURL(/\/kiosk$/);
  });

  test('at the end of the idle countdown the session ends at the kiosk login', async ({ page, session }) => {
    await kioskMenuWithClock(page);
    await page.clock.fastForward(IDLE_MS);
    await expect(page.getByRole('dialog', { name: oz.kiosk.idle.title })).toBeVisible();
    await page.clock.fastForward(COUNTDOWN_MS);
    await expect(page).toHaveURL(/\/kiosk\/auth$/);
    await expect(page.getByRole('textbox', { name: oz.identity.form.passserial })).toBeVisible();
    expect(await persistedState(page)).toMatchObject({ user: null, redirectUrl: null, mode: 'kiosk' });
    expect((await page.context().cookies()).map(({ name }) => name)).not.toContain(SESSION_COOKIE);
    // Quietly: no toast for the next person at the kiosk.
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The server session is revoked, not merely forgotten by the page.
    const check = await page.request.get('/api/check_token', { headers: { Authorization: `Bearer ${session?.token}` } });
    expect(check.status()).toBe(403);
  });

  test('finishing the session inside the kiosk shell hands over to its wipe', async ({ page, session }) => {
    const wipes: string[] = [];
    await page.exposeFunction('recordKioskWipe', (user: string | null) => wipes.push(String(user)));
    // What the shell's preload exposes; its endSession wipes storage and loads the kiosk login (docs/kiosk.md).
    await page.addInitScript(() => {
      (window as unknown as KioskBridgeWindow).kioskBridge = {
        kioskId: 'e2e-kiosk',
        cameraAgentUrl: 'http://127.0.0.1:9',
        deviceInfo: async () => ({ kioskId: 'e2e-kiosk', shellVersion: 'e2e', platform: 'linux', printer: null }),
        printRegion: async () => ({ ok: false, error: 'no-printer' }),
        keepAwake: async () => {},
        endSession: async () => {
          const shell = window as unknown as { recordKioskWipe: (user: string | null) => Promise<void> };
          await shell.recordKioskWipe(JSON.parse(localStorage.getItem('notary-portal') ?? '{}').state?.user ?? null);
          localStorage.clear();
          sessionStorage.clear();
          window.location.assign('/kiosk/auth');
        },
      } satisfies KioskBridge;
    });
    await page.goto('/kiosk');
    await page.getByRole('button', { name: oz.header.finish_session }).click();
    await expect(page).toHaveURL(/\/kiosk\/auth$/);
    // The page logged out and forgot the visitor before handing over.
    expect(wipes).toEqual(['null']);
    const check = await page.request.get('/api/check_token', { headers: { Authorization: `Bearer ${session?.token}` } });
    expect(check.status()).toBe(403);
  });
});
