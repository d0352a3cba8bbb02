import { catalogues } from '@/lib/i18n';
import adminOz from '@/locales/admin-notaries/oz.json';
import notariesOz from '@/locales/notaries/oz.json';
import { demoAdmin } from '@/testing/mocks/data';
import { ADMIN_MESSAGES, adminNotaryMock, changeMeanwhile, resetAdminNotaryMocks } from '@/testing/mocks/handlers/admin-notaries';
import { choose, renderApp, screen, waitFor, within } from '@/testing/test-utils';

const oz = { ...catalogues.oz, notaries: notariesOz };
const fields = adminOz.notary.fields;
const asAdmin = { session: { user: demoAdmin } };

beforeEach(resetAdminNotaryMocks);

async function openPage() {
  const view = renderApp('/admin/notaries', asAdmin);
  await screen.findByRole('cell', { name: 'Rahimova Malika Anvarovna' });
  return view;
}

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByRole('textbox', { name: label });

describe('the notaries page', () => {
  it('lists the notaries with licence, state today and office, and searches them', async () => {
    const { user } = await openPage();
    expect(within(row('Rahimova Malika Anvarovna')).getByText(oz.notaries.state.working)).toBeInTheDocument();
    expect(within(row('Rahimova Malika Anvarovna')).getByText(/00007/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: new RegExp(adminOz.notary.search) }), 'Qodirov');
    expect(await screen.findByText(adminOz.notary.none)).toBeInTheDocument();
  });

  it('creates a notary with the office timetable', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: adminOz.notary.create }));
    await user.type(field(fields.surname), 'Qodirov');
    await user.type(field(fields.name), 'Sherzod');
    await user.type(field(fields.fullnameUz), 'Қодиров Шерзод');
    await user.type(field(fields.pin), '31212850000011');
    await user.type(field(fields.licenceNumber), 'L-9001');
    await user.type(within(dialog()).getByLabelText(fields.licenceDate), '2020-05-04');
    await choose(user, fields.office, 'Mirobod tumani 1-davlat notarial idorasi — ' + "Toshkent sh., Mirobod tumani, Amir Temur ko'chasi, 15-uy", dialog());
    await user.click(within(dialog()).getByRole('button', { name: adminOz.save }));
    expect(await screen.findByRole('cell', { name: 'Qodirov Sherzod' })).toBeInTheDocument();
    expect(adminNotaryMock.sent.at(-1)).toMatchObject({ pin: '31212850000011', officeId: 3, timetable: null, licenceStatus: 'active' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the form before sending and shows the server refusal in it', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: adminOz.notary.create }));
    await user.type(field(fields.fullnameUz), 'Qodirov');
    await user.type(field(fields.pin), '123');
    await user.click(within(dialog()).getByRole('button', { name: adminOz.save }));
    expect(await within(dialog()).findByText(adminOz.errors.pin)).toBeInTheDocument();
    expect(within(dialog()).getByText(adminOz.errors.cyrillic)).toBeInTheDocument();
    expect(adminNotaryMock.sent).toEqual([]);

    await user.clear(field(fields.fullnameUz));
    await user.type(field(fields.fullnameUz), 'Қодиров Шерзод');
    await user.clear(field(fields.pin));
    await user.type(field(fields.pin), '31212850000011');
    await user.type(field(fields.surname), 'Qodirov');
    await user.type(field(fields.name), 'Sherzod');
    await user.type(field(fields.licenceNumber), '00007');
    await user.type(within(dialog()).getByLabelText(fields.licenceDate), '2020-05-04');
    await choose(user, fields.office, 'Mirobod tumani 1-davlat notarial idorasi — ' + "Toshkent sh., Mirobod tumani, Amir Temur ko'chasi, 15-uy", dialog());
    await user.click(within(dialog()).getByRole('button', { name: adminOz.save }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.licenceTaken);
  });

  it('edits a notary, and an edit on what someone changed meanwhile is refused in the form', async () => {
    const { user } = await openPage();
    await user.click(within(row('Rahimova Malika Anvarovna')).getByRole('button', { name: adminOz.notary.edit_named.replace('{{name}}', 'Rahimova Malika Anvarovna') }));
    await choose(user, fields.licenceStatus, oz.notaries.licence.terminated, dialog());
    changeMeanwhile('notaries');
    await user.click(within(dialog()).getByRole('button', { name: adminOz.save }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.changed);
    expect(adminNotaryMock.sent.at(-1)).toMatchObject({ licenceStatus: 'terminated', version: 'v1' });
  });
});

describe("a notary's absences", () => {
  it('are added and removed; a vacation today shows in the state, an overlap is refused', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: adminOz.notary.absences_named.replace('{{name}}', 'Rahimova Malika Anvarovna') }));
    expect(await within(dialog()).findByText(adminOz.absence.none)).toBeInTheDocument();
    await user.type(within(dialog()).getByLabelText(adminOz.absence.from), '2026-12-07');
    await user.type(within(dialog()).getByLabelText(adminOz.absence.to), '2026-12-11');
    await user.click(within(dialog()).getByRole('button', { name: adminOz.absence.add }));
    expect(await within(dialog()).findByRole('cell', { name: '2026-12-11' })).toBeInTheDocument();
    expect(adminNotaryMock.sent.at(-1)).toEqual({ kind: 'vacation', dateFrom: '2026-12-07', dateTo: '2026-12-11' });
    await waitFor(() => expect(within(row('Rahimova Malika Anvarovna')).getByText(oz.notaries.state.vacation)).toBeInTheDocument());

    await user.type(within(dialog()).getByLabelText(adminOz.absence.from), '2026-12-10');
    await user.type(within(dialog()).getByLabelText(adminOz.absence.to), '2026-12-12');
    await user.click(within(dialog()).getByRole('button', { name: adminOz.absence.add }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.overlap);

    await user.click(within(dialog()).getByRole('button', { name: adminOz.absence.remove_named.replace('{{from}}', '2026-12-07').replace('{{to}}', '2026-12-11') }));
    expect(await within(dialog()).findByText(adminOz.absence.none)).toBeInTheDocument();
  });

  it('checks the order of the dates before sending', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: adminOz.notary.absences_named.replace('{{name}}', 'Rahimova Malika Anvarovna') }));
    await user.type(within(dialog()).getByLabelText(adminOz.absence.from), '2026-12-11');
    await user.type(within(dialog()).getByLabelText(adminOz.absence.to), '2026-12-07');
    await user.click(within(dialog()).getByRole('button', { name: adminOz.absence.add }));
    expect(await within(dialog()).findByText(adminOz.errors.absence_order)).toBeInTheDocument();
    expect(adminNotaryMock.sent).toEqual([]);
  });
});
