import { fireEvent } from '@testing-library/react';
import adminOz from '@/locales/admin-notaries/oz.json';
import notariesOz from '@/locales/notaries/oz.json';
import { demoAdmin } from '@/testing/mocks/data';
import { ADMIN_MESSAGES, adminNotaryMock, changeMeanwhile, resetAdminNotaryMocks } from '@/testing/mocks/handlers/admin-notaries';
import { choose, renderApp, screen, waitFor, within } from '@/testing/test-utils';

const fields = adminOz.office.fields;
const timetable = adminOz.timetable;
const asAdmin = { session: { user: demoAdmin } };
const OFFICE = 'Mirobod tumani 1-davlat notarial idorasi';

beforeEach(resetAdminNotaryMocks);

async function openPage() {
  const view = renderApp('/admin/offices', asAdmin);
  await screen.findByRole('cell', { name: OFFICE });
  return view;
}

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByRole('textbox', { name: label });
const number = (label: string) => within(dialog()).getByRole('textbox', { name: label }) as HTMLInputElement;
const day = (weekday: number) => notariesOz.weekday[String(weekday) as '1'];
const named = (text: string, weekday: number) => text.replace('{{day}}', day(weekday));

describe('the offices page', () => {
  it('creates an office placed by a click on the map, with its weekly timetable', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: adminOz.office.create }));
    await user.type(field(fields.nameOz), 'Yunusobod tumani 5-davlat notarial idorasi');
    await user.type(field(fields.nameUz), 'Юнусобод тумани 5-давлат нотариал идораси');
    await user.type(field(fields.nameRu), 'Государственная нотариальная контора № 5, Юнусабадский район');
    await choose(user, fields.region, 'Toshkent shahri', dialog());
    await choose(user, fields.district, 'Yunusobod tumani', dialog());
    await user.type(field(fields.address), "Toshkent sh., Yunusobod tumani, Bog'ishamol ko'chasi, 1-uy");
    await user.type(field(fields.phone), '712345678');

    const before = [number(fields.latitude).value, number(fields.longitude).value];
    const map = within(dialog()).getByRole('group', { name: fields.map }).querySelector('.leaflet-container') as HTMLElement;
    fireEvent.click(map, { clientX: 120, clientY: 40 });
    await waitFor(() => expect([number(fields.latitude).value, number(fields.longitude).value]).not.toEqual(before));

    await user.click(within(dialog()).getByRole('checkbox', { name: day(5) }));
    await user.click(within(dialog()).getByRole('checkbox', { name: day(6) }));
    await user.click(within(dialog()).getByRole('button', { name: adminOz.save }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = adminNotaryMock.sent.at(-1) as { latitude: number; longitude: number; timetable: { weekday: number }[] };
    expect(sent).toMatchObject({ regionId: 1726, districtId: 1726262, phone: '712345678' });
    expect(sent.latitude).toBeCloseTo(41.31, 1);
    expect(sent.longitude).toBeCloseTo(69.28, 1);
    expect(sent.latitude).not.toBe(41.3111);
    expect(sent.timetable.map((entry) => entry.weekday)).toEqual([1, 2, 3, 4, 6]);
    expect(sent.timetable.at(-1)).toEqual({ weekday: 6, opens: '09:00', closes: '18:00', breakFrom: null, breakTo: null });
    expect(await screen.findByRole('cell', { name: 'Yunusobod tumani 5-davlat notarial idorasi' })).toBeInTheDocument();
  });

  it('checks the hours and the break, and coordinates outside Uzbekistan, before sending', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: adminOz.office.create }));
    const breakFrom = within(dialog()).getByLabelText(named(timetable.break_from, 1));
    await user.clear(breakFrom);
    await user.type(breakFrom, '08:00');
    await user.click(within(dialog()).getByRole('checkbox', { name: named(timetable.with_break, 2) }));
    const closes = within(dialog()).getByLabelText(named(timetable.closes, 2));
    await user.clear(closes);
    await user.type(closes, '08:00');
    await user.clear(number(fields.latitude));
    await user.type(number(fields.latitude), '51.5');
    await user.click(within(dialog()).getByRole('button', { name: adminOz.save }));
    expect(await within(dialog()).findByText(adminOz.errors.break)).toBeInTheDocument();
    expect(within(dialog()).getByText(adminOz.errors.hours)).toBeInTheDocument();
    expect(within(dialog()).getByText(adminOz.errors.outside_uzbekistan)).toBeInTheDocument();
    expect(adminNotaryMock.sent).toEqual([]);
  });

  it('edits an office, and an edit on what someone changed meanwhile is refused in the form', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: adminOz.office.edit_named.replace('{{name}}', OFFICE) }));
    expect(field(fields.address)).toHaveValue("Toshkent sh., Mirobod tumani, Amir Temur ko'chasi, 15-uy");
    await user.clear(field(fields.phone));
    await user.type(field(fields.phone), '712000001');
    const timetableRead = adminNotaryMock.offices[0]?.timetable;
    changeMeanwhile('offices');
    await user.click(within(dialog()).getByRole('button', { name: adminOz.save }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.changed);
    expect(adminNotaryMock.sent.at(-1)).toMatchObject({ phone: '712000001', version: 'v1', timetable: timetableRead });
  });
});
