import { HttpResponse, http } from 'msw';
import { catalogues } from '@/lib/i18n';
import texts from '@/locales/admin-fleet/oz.json';
import { fleetMocks, resetFleetMocks } from '@/testing/mocks/handlers/admin-fleet';
import { demoAdmin } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const asAdmin = { session: { user: demoAdmin } };

beforeEach(resetFleetMocks);

async function rowOf(kioskId: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: texts.table_label });
  return within(table).getByRole('rowheader', { name: kioskId }).closest('tr') as HTMLElement;
}

it('lists the fleet with the offline kiosk first, its health and whether its report verified', async () => {
  renderApp('/admin/kiosks', asAdmin);
  expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: texts.table_label });
  const rows = within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
  expect(rows).toEqual(['TSH-003', 'TSH-001', 'TSH-002']);
  expect(screen.getByRole('status')).toHaveTextContent('Kiosklar: 3, aloqasizlari: 1');

  const silent = await rowOf('TSH-003');
  expect(within(silent).getByText(texts.offline)).toBeInTheDocument();
  expect(within(silent).getByText('No card reader')).toBeInTheDocument();
  expect(within(silent).getByText('Agent: 0.1.0')).toBeInTheDocument();
  expect(within(silent).getByText('Qobiq: 1.4.0')).toBeInTheDocument();
  expect(within(silent).getByText(texts.signature.verified)).toBeInTheDocument();

  const flagged = await rowOf('TSH-001');
  expect(within(flagged).getByText(texts.online)).toBeInTheDocument();
  expect(within(flagged).getByText(texts.signature.flagged)).toBeInTheDocument();
  expect(within(flagged).getByText('Tasdiqlanmagan hisobotlar: 1')).toBeInTheDocument();

  const revoked = await rowOf('TSH-002');
  expect(within(revoked).getByText(texts.state.revoked)).toBeInTheDocument();
  expect(within(revoked).queryByRole('button', { name: 'TSH-002 kioskini bekor qilish' })).not.toBeInTheDocument();
});

it('opens a kiosk to show its device tests and its reports, each verified or flagged', async () => {
  const { user } = renderApp('/admin/kiosks', asAdmin);
  const row = await rowOf('TSH-001');
  const toggle = within(row).getByRole('button', { name: 'TSH-001 kioskining tafsilotlarini ko‘rsatish' });
  await user.click(toggle);
  const checks = await screen.findByRole('region', { name: 'TSH-001: qurilmalar tekshiruvi' });
  expect(within(checks).getByText(texts.checks.card_reader)).toBeInTheDocument();
  const reports = screen.getByRole('region', { name: 'TSH-001: oxirgi hisobotlar' });
  const items = await within(reports).findAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent(texts.signature.flagged);
  expect(items[0]).toHaveTextContent(texts.report_failing);
  expect(items[1]).toHaveTextContent(texts.signature.verified);
  expect(within(row).getByRole('button', { name: 'TSH-001 kioskining tafsilotlarini yashirish' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

it('issues an enrolment code and shows it once', async () => {
  const { user } = renderApp('/admin/kiosks', asAdmin);
  await user.click(await screen.findByRole('button', { name: texts.issue_code }));
  const dialog = await screen.findByRole('dialog', { name: texts.code.title });
  await user.type(within(dialog).getByRole('textbox', { name: texts.code.kiosk_id }), 'bad id');
  await user.click(within(dialog).getByRole('button', { name: texts.code.submit }));
  expect(within(dialog).getByText(texts.code.kiosk_id_invalid)).toBeInTheDocument();
  expect(fleetMocks.codes).toEqual([]);

  await user.clear(within(dialog).getByRole('textbox', { name: texts.code.kiosk_id }));
  await user.type(within(dialog).getByRole('textbox', { name: texts.code.kiosk_id }), 'TSH-014');
  await user.type(within(dialog).getByRole('textbox', { name: texts.code.office }), 'Yunusobod notarial idorasi');
  await user.type(within(dialog).getByRole('textbox', { name: texts.code.location }), 'Toshkent, Yunusobod');
  await user.click(within(dialog).getByRole('button', { name: texts.code.submit }));
  expect(await within(dialog).findByText('ABCD-EFGH-JKLM')).toBeInTheDocument();
  expect(within(dialog).getByText(texts.code.shown_once)).toBeInTheDocument();
  expect(fleetMocks.codes).toEqual([
    { kioskId: 'TSH-014', office: 'Yunusobod notarial idorasi', location: 'Toshkent, Yunusobod' },
  ]);
});

it('shows the server’s refusal of a code as an alert', async () => {
  server.use(
    http.post('/api/kiosks/enrolment-codes', () =>
      HttpResponse.text('kioskId: noto‘g‘ri qiymat', { status: 400, headers: { 'Content-Type': 'text/plain' } }),
    ),
  );
  const { user } = renderApp('/admin/kiosks', asAdmin);
  await user.click(await screen.findByRole('button', { name: texts.issue_code }));
  const dialog = await screen.findByRole('dialog', { name: texts.code.title });
  await user.type(within(dialog).getByRole('textbox', { name: texts.code.kiosk_id }), 'TSH-014');
  await user.type(within(dialog).getByRole('textbox', { name: texts.code.office }), 'Idora');
  await user.type(within(dialog).getByRole('textbox', { name: texts.code.location }), 'Toshkent');
  await user.click(within(dialog).getByRole('button', { name: texts.code.submit }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('kioskId: noto‘g‘ri qiymat');
});

it('revokes a kiosk after a confirmation', async () => {
  const { user } = renderApp('/admin/kiosks', asAdmin);
  const row = await rowOf('TSH-001');
  await user.click(within(row).getByRole('button', { name: 'TSH-001 kioskini bekor qilish' }));
  const dialog = await screen.findByRole('dialog', { name: 'TSH-001 kioskini bekor qilasizmi?' });
  expect(fleetMocks.kiosks.find((kiosk) => kiosk.id === 'TSH-001')?.state).toBe('active');
  await user.click(within(dialog).getByRole('button', { name: texts.revoke_confirm }));
  await waitFor(async () => expect(within(await rowOf('TSH-001')).getByText(texts.state.revoked)).toBeInTheDocument());
  expect(fleetMocks.kiosks.find((kiosk) => kiosk.id === 'TSH-001')?.state).toBe('revoked');
});

it('shows a failed list as an alert with the reason and a retry, never the server’s internals (spec 8)', async () => {
  server.use(http.get('/api/kiosks', () => HttpResponse.text('Kiosklar ro‘yxati olinmadi', { status: 500 })));
  renderApp('/admin/kiosks', asAdmin);
  const alert = await screen.findByRole('alert', { name: catalogues.oz.errors.load_failed });
  expect(alert).toHaveTextContent(catalogues.oz.errors.system);
  expect(within(alert).getByRole('button', { name: catalogues.oz.errors.try_again })).toBeInTheDocument();
});
