import type { APIRequestContext, Page } from '@playwright/test';
import { ADMINISTRATOR, catalogue, expect, openDevSession, type Person, portalStorage, test } from './fixtures';
import { type Agent, startAgent, stopAgent } from './kiosk-agent';

const oz = catalogue('oz');
const users = oz['admin-users'];
const notaries = oz['admin-notaries'];
const fleet = oz['admin-fleet'];

const AZIZ: Person = { passserial: 'AC', passnum: '1111111' };
const AZIZ_PIN = '32107830340017';
const AZIZ_FIO = 'Tursunov Aziz Bahodirovich';
const MALIKA = 'Rahimova Malika Anvarovna';
/** An office outside Tashkent: the automatic choice of the other tests never lands on Aziz. */
const ANDIJAN_OFFICE = 'Baliqchi tumani 1-davlat notarial idorasi';
/** The e2e sandbox clock's day. */
const TODAY = '2026-12-07';

/**
 * The administrator's API through Playwright's own request context: Node's global fetch keeps idle connections that
 * the server closes after a few seconds, and the kiosk helper's next fetch could pick one up as it closes.
 */
async function adminApi(request: APIRequestContext, path: string, method: 'GET' | 'DELETE' = 'GET') {
  const { token } = openDevSession(ADMINISTRATOR);
  const answer = await request.fetch(`/api/admin${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
  return answer.json();
}

async function notaryIdOf(request: APIRequestContext, q: string): Promise<number | undefined> {
  const found = (await adminApi(request, `/notaries?q=${encodeURIComponent(q)}`)) as { items: { id: number }[] };
  return found.items[0]?.id;
}

/** Malika receives again whatever a test left: the tests after this one book her time. */
async function clearMalikasAbsences({ request }: { request: APIRequestContext }): Promise<void> {
  const id = await notaryIdOf(request, MALIKA);
  const absences = (await adminApi(request, `/notaries/${id}/absences`)) as { id: number }[];
  for (const absence of absences) await adminApi(request, `/notaries/${id}/absences/${absence.id}`, 'DELETE');
}

async function choose(page: Page, label: string, search: string, option: string | RegExp) {
  const box = page.getByRole('textbox', { name: label }).or(page.getByRole('combobox', { name: label })).first();
  await box.click();
  if (search) await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** Aziz's notary record, created on the notaries page unless an earlier attempt of this test made it. */
async function createAzizsNotaryRecord(page: Page, request: APIRequestContext) {
  await page.goto('/admin/notaries');
  await page.getByRole('textbox', { name: notaries.notary.search }).fill(AZIZ_PIN);
  if (await notaryIdOf(request, AZIZ_PIN)) return;
  await page.getByRole('button', { name: notaries.notary.create }).click();
  const dialog = page.getByRole('dialog');
  const field = (name: string) => dialog.getByRole('textbox', { name: notaries.notary.fields[name], exact: true });
  await field('pin').fill(AZIZ_PIN);
  await field('surname').fill('Tursunov');
  await field('name').fill('Aziz');
  await field('patronymic').fill('Bahodirovich');
  await field('fullnameUz').fill('Турсунов Азиз Баҳодирович');
  await field('licenceNumber').fill('E2E-0001');
  await dialog.getByLabel(notaries.notary.fields.licenceDate).fill('2026-12-01');
  await choose(page, notaries.notary.fields.office, 'Baliqchi', new RegExp(ANDIJAN_OFFICE));
  await dialog.getByRole('button', { name: notaries.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Tursunov Aziz Bahodirovich', exact: true })).toBeVisible();
}

async function confirmChange(page: Page, label: string) {
  await page.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
}

test.describe('the administrator', () => {
  test.use({ person: ADMINISTRATOR });

  test('gives Aziz the notary role linked to a new notary record, Aziz sees the desk, then the role is revoked', async ({
    page,
    browser,
    request,
  }) => {
    test.slow(); // two people, two pages and four changes
    openDevSession(AZIZ); // Aziz has logged in once: the service knows him
    await createAzizsNotaryRecord(page, request);

    await page.goto('/admin/users');
    await page.getByRole('textbox', { name: users.list.search }).fill('Tursunov');
    await page.getByRole('button', { name: users.list.search_button }).click();
    await page.getByRole('link', { name: AZIZ_FIO }).click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
    const role = oz['admin-users'].roles.notary;
    const give = users.actions.assign.label.replace('{{role}}', role);
    await confirmChange(page, give);
    await expect(page.getByText(users.details.licence.replace('{{number}}', 'E2E-0001'))).toBeVisible();

    const aziz = await browser.newContext({ storageState: portalStorage(openDevSession(AZIZ), 'browser') });
    const azizPage = await aziz.newPage();
    await azizPage.goto('/notary_desk');
    await expect(azizPage.getByRole('heading', { level: 1, name: oz.acts.desk.title })).toBeVisible();

    await confirmChange(page, users.actions.revoke.label.replace('{{role}}', role));
    await expect(page.getByRole('button', { name: give })).toBeVisible();
    // The next request already goes without the role.
    await azizPage.goto('/notary_desk');
    await expect(azizPage.getByRole('heading', { level: 1, name: oz.errors.forbidden_title })).toBeVisible();
    await aziz.close();
  });

  test.describe('with Malika on vacation', () => {
    test.afterEach(clearMalikasAbsences);

    test('marks Malika on vacation today and the directory shows it, then she receives again', async ({ page }) => {
      await page.goto('/admin/notaries');
      await page.getByRole('textbox', { name: notaries.notary.search }).fill('Rahimova');
      await page.getByRole('button', { name: notaries.notary.absences_named.replace('{{name}}', MALIKA) }).click();
      const dialog = page.getByRole('dialog');
      await choose(page, notaries.absence.kind, '', oz.notaries.state.vacation);
      await dialog.getByLabel(notaries.absence.from).fill(TODAY);
      await dialog.getByLabel(notaries.absence.to).fill(TODAY);
      await dialog.getByRole('button', { name: notaries.absence.add }).click();
      const remove = notaries.absence.remove_named.replace('{{from}}', TODAY).replace('{{to}}', TODAY);
      await expect(dialog.getByRole('button', { name: remove })).toBeVisible();

      const directory = await page.context().newPage();
      await directory.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
      await directory.goto(`/notary?q=${encodeURIComponent(MALIKA)}`);
      const card = directory.getByRole('listitem').filter({ hasText: MALIKA });
      await expect(card.getByText(oz.notaries.state.vacation)).toBeVisible();

      await dialog.getByRole('button', { name: remove }).click();
      await expect(dialog.getByText(notaries.absence.none)).toBeVisible();
      await directory.reload();
      await expect(card.getByText(oz.notaries.state.vacation)).toBeHidden();
    });
  });

  test.describe('with a kiosk at work', () => {
    let agent: Agent;
    test.beforeAll(async () => {
      agent = await startAgent({ enrol: true });
    });
    test.afterAll(() => stopAgent(agent));

    test('sees the kiosk online with its signed device results', async ({ page }) => {
      await page.goto('/admin/kiosks');
      const row = page.getByRole('row').filter({ hasText: agent.kioskId });
      await expect(row.getByText(fleet.online, { exact: true })).toBeVisible();
      await expect(row.getByText(fleet.signature.verified)).toBeVisible();
      await row.getByRole('button', { name: fleet.details_show.replace('{{kiosk}}', agent.kioskId) }).click();
      const checks = page.getByRole('region', { name: fleet.checks_title.replace('{{kiosk}}', agent.kioskId) });
      await expect(checks.getByText(fleet.checks.camera, { exact: true })).toBeVisible();
    });
  });
});
