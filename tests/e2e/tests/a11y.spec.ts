import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  ADMINISTRATOR,
  CITIZEN,
  catalogue,
  expect,
  openDevSession,
  type Person,
  portalStorage,
  test,
} from './fixtures';

/**
 * WCAG 2.2 AA on every route (portal/src/config/paths.ts): axe-core finds no serious or critical violation in either
 * interface language, logged out and logged in, in the browser and at a kiosk. One context per visitor and mode and
 * one page load per route (the language is switched in place), to keep the whole run short.
 */

const MALIKA: Person = { passserial: 'AB', passnum: '7654321' };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** The interface languages with their names on the language switch and their `lang` attributes (lib/i18n.ts). */
const LANGUAGES = [
  { locale: 'oz', name: 'O‘zbekcha', lang: 'uz-Latn' },
  { locale: 'ru', name: 'Русский', lang: 'ru' },
] as const;
type Language = (typeof LANGUAGES)[number];
/** Malika Rahimova's card in the sandbox directory, and a catalogue service (docs/contracts/sandbox.md). */
const MALIKA_NOTARY_ID = 192;
const SERVICE_ID = 12047;
/** Ids that exist nowhere: the page's own "not found" state is checked too. */
const UNKNOWN = 'a11y-unknown';
/** The general power of attorney: a type with a quick start, for a draft act. */
const GENERAL_POWER = 11651;

/** Tiles never arrive here: the map draws without them, deterministically. */
async function withoutMapTiles(context: BrowserContext) {
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
}

/** The contexts a test opened, closed after it. */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});

async function open(browser: Browser, person: Person | null, mode: 'browser' | 'kiosk'): Promise<Page> {
  const storageState = person ? portalStorage(openDevSession(person, undefined, mode), mode) : undefined;
  const context = await browser.newContext({ storageState });
  opened.push(context);
  await withoutMapTiles(context);
  return context.newPage();
}

/** The page is drawn: its heading is shown and no spinner is left. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
}

/**
 * Switches the language with the header's switch: the page is drawn again in it, without a reload. The click goes to
 * the radio itself, as a dialog a page opens at once (a new act's) covers the header.
 */
async function chooseLanguage(page: Page, { name, lang }: Language) {
  const radio = page.getByRole('radio', { name });
  if (!(await radio.isChecked())) await radio.dispatchEvent('click');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Each blocking violation as `rule (impact) on path in locale: count× first element`, a to-do list. */
async function blockingViolations(page: Page, where: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] });
  const { violations } = await axe.analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  return blocking.map(
    ({ id, impact, nodes }) => `${id} (${impact}) on ${where}: ${nodes.length}× ${nodes[0]?.html.slice(0, 120)}`,
  );
}

/**
 * Every route, once in each language: the page is loaded in the language the previous route ended with, checked,
 * switched to the other language and checked again.
 */
async function audit(page: Page, routes: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  let order: readonly Language[] = LANGUAGES;
  for (const route of routes) {
    await page.goto(route);
    for (const language of order) {
      await chooseLanguage(page, language);
      await settled(page);
      found.push(...(await blockingViolations(page, `${route} in ${language.locale}`)));
    }
    order = [...order].reverse();
  }
  return found;
}

test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 10_000, navigationTimeout: 15_000, trace: 'off' });

test('the public pages in the browser', async ({ browser }) => {
  const page = await open(browser, null, 'browser');
  const routes = [
    '/',
    '/index',
    '/auth',
    '/na_details',
    `/na_details/${SERVICE_ID}`,
    `/na_details/calc/${SERVICE_ID}`,
    '/notary',
    `/notary/${MALIKA_NOTARY_ID}`,
    '/statistics',
    '/search_proxy',
    '/search_inheritcase',
    '/update_dict',
    '/search_notarial_act',
    `/verify/${UNKNOWN}`,
    '/403',
    '/404',
    '/video_testing',
    '/room_video_testing',
  ];
  expect(await audit(page, routes)).toEqual([]);
});

test('the skip link is the first stop of the keyboard and leads to the page', async ({ browser }) => {
  const page = await open(browser, null, 'browser');
  await page.goto('/');
  await settled(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: catalogue('oz').header.skip_to_main });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test("a citizen's pages in the browser", async ({ browser }) => {
  const page = await open(browser, CITIZEN, 'browser');
  await page.goto('/profile');
  const { uuid, rid } = await registeredAct(page);
  const draft = await draftAct(page);
  const record = `/my_notarial_act/${rid}`;
  const routes = [
    '/profile',
    '/',
    '/equeue',
    '/search_ban',
    '/enotarial_act/-1?type=1',
    `/enotarial_act/${uuid}`,
    `/enotarial_act/${draft}/quick_start`,
    '/my_notarial_act',
    record,
    `${record}/member/1`,
    `${record}/auto/1`,
    `${record}/realty/1`,
    `${record}/other/1`,
    `/invitation/${UNKNOWN}`,
    `/payment/checkout/${UNKNOWN}`,
  ];
  expect(await audit(page, routes)).toEqual([]);
});

test("a notary's desk and queue", async ({ browser }) => {
  const page = await open(browser, MALIKA, 'browser');
  expect(await audit(page, ['/notary_desk', '/notary_desk/queue'])).toEqual([]);
});

test("the administrator's pages", async ({ browser }) => {
  const page = await open(browser, ADMINISTRATOR, 'browser');
  await page.goto('/admin/users');
  const users = await (await page.request.get('/api/admin/users?q=Karimova')).json();
  const routes = [
    '/admin/users',
    `/admin/users/${users.items[0].id}`,
    '/admin/notaries',
    '/admin/offices',
    '/admin/kiosks',
    '/admin/audit',
    `/na_details/${SERVICE_ID}/edit`,
  ];
  expect(await audit(page, routes)).toEqual([]);
});

test('the kiosk pages without a session', async ({ browser }) => {
  const page = await open(browser, null, 'kiosk');
  expect(await audit(page, ['/kiosk/auth', '/kiosk/403', '/kiosk/404'])).toEqual([]);
});

test("a citizen's pages at a kiosk", async ({ browser }) => {
  const page = await open(browser, CITIZEN, 'kiosk');
  await page.goto('/kiosk');
  const { uuid } = await registeredAct(page);
  const draft = await draftAct(page);
  const routes = [
    '/kiosk',
    `/kiosk/enotarial_act/${uuid}`,
    `/kiosk/enotarial_act/${draft}/quick_start`,
    '/kiosk/search_proxy',
    '/kiosk/search_inheritcase',
    '/kiosk/search_ban',
    '/kiosk/equeue',
    '/kiosk/my_notarial_act',
    `/kiosk/invitation/${UNKNOWN}`,
    `/kiosk/payment/checkout/${UNKNOWN}`,
  ];
  expect(await audit(page, routes)).toEqual([]);
});

/** Dilnoza's seeded power of attorney (docs/contracts/sandbox.md#demo-registry-records), through the page's session. */
async function registeredAct(page: Page): Promise<{ uuid: string; rid: number }> {
  const answer = await page.request.get('/api/notarial_act');
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: { uuid: string; rid: number; regnum: string }[] };
  const act = items.find((item) => item.regnum === '0001234');
  expect(act).toBeDefined();
  return act!;
}

/** A new draft act of Dilnoza's, for its quick start. */
async function draftAct(page: Page): Promise<string> {
  const answer = await page.request.post('/api/notarial_act', {
    data: { type: GENERAL_POWER, notary: { mode: 'auto' } },
    headers: { 'X-Requested-With': 'notary-portal' },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { uuid: string }).uuid;
}
