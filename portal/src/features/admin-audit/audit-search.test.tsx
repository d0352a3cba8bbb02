import { HttpResponse, http } from 'msw';
import texts from '@/locales/admin-audit/oz.json';
import { auditMocks, resetAuditMocks } from '@/testing/mocks/handlers/admin-audit';
import { demoAdmin } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { choose, renderApp, screen, waitFor, within } from '@/testing/test-utils';

const asAdmin = { session: { user: demoAdmin } };

beforeEach(resetAuditMocks);

async function table() {
  return screen.findByRole('table', { name: texts.table_label });
}

it('shows the newest events, paged', async () => {
  const { user } = renderApp('/admin/audit', asAdmin);
  expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
  const rows = within(await table()).getAllByRole('row');
  expect(rows).toHaveLength(51); // the header and a page of 50
  expect(rows[1]).toHaveTextContent('kiosk_revoked');
  expect(rows[1]).toHaveTextContent('30501900450028');
  expect(screen.getByText('Topildi: 60')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '2-sahifa' }));
  await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(11));
  expect(auditMocks.queries.at(-1)?.get('offset')).toBe('50');
});

it('searches by kiosk, event type and days', async () => {
  const { user } = renderApp('/admin/audit', asAdmin);
  await table();
  await user.type(screen.getByRole('textbox', { name: texts.filters.kiosk }), 'TSH-001');
  await choose(user, texts.filters.action, 'kiosk_revoked');
  await user.type(screen.getByLabelText(texts.filters.from), '2026-11-01');
  await user.type(screen.getByLabelText(texts.filters.to), '2026-11-30');
  await user.click(screen.getByRole('button', { name: texts.filters.search }));
  await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(2));
  const query = auditMocks.queries.at(-1);
  expect(query?.get('kiosk')).toBe('TSH-001');
  expect(query?.getAll('action')).toEqual(['kiosk_revoked']);
  expect(query?.get('since')).toBe('2026-11-01T00:00:00+05:00');
  expect(query?.get('until')).toBe('2026-12-01T00:00:00+05:00');
  expect(query?.get('offset')).toBe('0');
});

it('points out a value that could never match before asking the server', async () => {
  const { user } = renderApp('/admin/audit', asAdmin);
  await table();
  const asked = auditMocks.queries.length;
  await user.type(screen.getByRole('textbox', { name: texts.filters.pin }), '12345');
  await user.type(screen.getByRole('textbox', { name: texts.filters.act }), 'not-a-uuid');
  await user.click(screen.getByRole('button', { name: texts.filters.search }));
  expect(screen.getByText(texts.filters.pin_invalid)).toBeInTheDocument();
  expect(screen.getByText(texts.filters.act_invalid)).toBeInTheDocument();
  expect(auditMocks.queries).toHaveLength(asked);
});

it('exports the same search as CSV', async () => {
  const createObjectURL = vi.fn(() => 'blob:audit');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const { user } = renderApp('/admin/audit', asAdmin);
  await table();
  await user.type(screen.getByRole('textbox', { name: texts.filters.pin }), '41403850230012');
  await user.click(screen.getByRole('button', { name: texts.filters.search }));
  await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(2));
  await user.click(screen.getByRole('button', { name: texts.export }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(auditMocks.exports).toHaveLength(1);
  expect(auditMocks.exports[0]?.get('pin')).toBe('41403850230012');
  expect(auditMocks.exports[0]?.has('offset')).toBe(false);
  const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
  expect((await blob.text()).split('\r\n')).toEqual(['id,at,action', '59,2026-11-15T10:00:00+05:00,login']);
});

it('shows a failed search as an alert', async () => {
  server.use(
    http.get('/api/admin/audit/events', () =>
      HttpResponse.text('since: vaqt mintaqasi kerak', { status: 400, headers: { 'Content-Type': 'text/plain' } }),
    ),
  );
  renderApp('/admin/audit', asAdmin);
  const alerts = await screen.findAllByRole('alert');
  expect(alerts.some((alert) => alert.textContent?.includes('since: vaqt mintaqasi kerak'))).toBe(true);
});
