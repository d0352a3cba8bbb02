import { catalogues } from '@/lib/i18n';
import equeueOz from '@/locales/equeue/oz.json';
import { demoCitizen } from '@/testing/mocks/data';
import {
  atEqueueNow,
  equeueMocks,
  equeueRequests,
  NEW_BOOKING_UUID,
  resetEqueueMocks,
  takeMeanwhile,
  TEXTS,
} from '@/testing/mocks/handlers/equeue';
import { directoryDictionaryHandlers, MIROBOD_OFFICE, resetNotaryMocks } from '@/testing/mocks/handlers/notaries';
import { server } from '@/testing/mocks/server';
import { choose, renderApp, screen, waitFor, within } from '@/testing/test-utils';

const oz = { ...catalogues.oz, equeue: equeueOz };
const book = oz.equeue.book;
const fields = book.fields;
/** Dilnoza, whose profile gives the phone and e-mail the SMS and the calendar file go to. */
const session = { session: { user: { ...demoCitizen, phone: '901234567', email: 'dilnoza@example.uz' } } };
const MALIKA = `Rahimova Malika Anvarovna — ${MIROBOD_OFFICE.name}`;
const GENERAL_PROXY = 'Umumiy ishonchnoma';

/** A day of the calendar by its accessible name (dd.mm.yyyy: places), or a slot by its time. */
const day = (date: string) => screen.getByRole('button', { name: new RegExp(`^${date.replace(/\./g, '\\.')}:`) });
const slot = (time: string) => within(screen.getByRole('group', { name: fields.slots })).getByRole('button', { name: new RegExp(`^${time},`) });

beforeEach(() => {
  resetEqueueMocks();
  resetNotaryMocks();
  server.use(atEqueueNow, ...directoryDictionaryHandlers);
});

/** The service, then Mirobod district of Tashkent city and Malika from the list. */
async function chooseMalika(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('combobox', { name: fields.service });
  await choose(user, fields.service, GENERAL_PROXY);
  await choose(user, oz.form.region, 'Toshkent shahri');
  await choose(user, oz.form.district, 'Mirobod tumani');
  await waitFor(() => expect(screen.getByRole('combobox', { name: fields.notary })).toBeEnabled());
  await choose(user, fields.notary, MALIKA);
}

describe('booking a time with a notary', () => {
  it('books a free slot with the contacts of the profile, read back before it is sent, and offers the calendar file', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:booking';
    });
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user, router } = renderApp('/equeue', session);
    expect(await screen.findByRole('tab', { name: oz.equeue.tabs.book })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(book.choose_first)).toBeInTheDocument();
    await chooseMalika(user);

    // December 2026 in Tashkent: the full day and the weekend cannot be picked, a working day shows its places.
    await waitFor(() => expect(day('11.12.2026')).toBeEnabled());
    expect(day('11.12.2026')).toHaveAccessibleName('11.12.2026: bo‘sh joylar 12');
    expect(day('10.12.2026')).toHaveAccessibleName(`10.12.2026: ${'bo‘sh joy yo‘q'}`);
    expect(day('10.12.2026')).toBeDisabled();
    expect(day('12.12.2026')).toBeDisabled();
    expect(equeueRequests.freeDays.at(-1)?.toString()).toBe('notaryId=7&serviceId=11651&month=2026-12');

    await user.click(day('11.12.2026'));
    await user.click(await screen.findByRole('button', { name: '10:00, bo‘sh joylar: 2' }));
    expect(slot('10:00')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: fields.phone })).toHaveValue('901234567');
    expect(screen.getByRole('textbox', { name: fields.email })).toHaveValue('dilnoza@example.uz');
    await user.type(screen.getByRole('textbox', { name: fields.description }), '  Ishonchnoma uchun  ');
    await user.click(screen.getByRole('button', { name: book.submit }));

    const dialog = await screen.findByRole('dialog', { name: book.confirm.title });
    const summary = within(dialog).getByRole('table', { name: book.confirm.title });
    for (const text of [GENERAL_PROXY, 'Rahimova Malika Anvarovna', MIROBOD_OFFICE.name, MIROBOD_OFFICE.address, '11.12.2026', '10:00', 'dilnoza@example.uz']) {
      expect(within(summary).getByText(text)).toBeInTheDocument();
    }
    expect(equeueRequests.books).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: book.confirm.confirm }));

    const notice = await screen.findByRole('status', { name: book.done.title });
    expect(notice).toHaveTextContent(`11.12.2026 kuni soat 10:00 da: Rahimova Malika Anvarovna, ${MIROBOD_OFFICE.name}`);
    expect(equeueRequests.books).toEqual([
      {
        service_id: 11651,
        notary_id: 7,
        date: '2026-12-11',
        time: '10:00',
        phone: '901234567',
        email: 'dilnoza@example.uz',
        description: 'Ishonchnoma uchun',
      },
    ]);

    await user.click(within(notice).getByRole('button', { name: oz.equeue.booking.ics }));
    await waitFor(() => expect(downloads).toEqual(['booking-7a0e4c1d.ics']));
    expect(saved[0]?.type).toBe('text/calendar');
    expect(await saved[0]?.text()).toMatch(/^BEGIN:VCALENDAR/);
    expect(equeueRequests.ics[0]).toBe('notary-portal');
    click.mockRestore();

    // The notice leads to the new booking in the history, framed as the SMS link would show it.
    await user.click(within(notice).getByRole('button', { name: book.done.to_history }));
    await waitFor(() => expect(router.state.location.search).toBe(`?tab=history&booking=${NEW_BOOKING_UUID}`));
    const cards = within(await screen.findByRole('region', { name: oz.equeue.history.label })).getAllByRole('article');
    const framed = cards.filter((card) => card.getAttribute('aria-current') === 'true');
    expect(framed).toHaveLength(1);
    expect(within(framed[0] as HTMLElement).getByText('11.12.2026')).toBeInTheDocument();
    expect(within(framed[0] as HTMLElement).getByText('Ishonchnoma uchun')).toBeInTheDocument();
  });

  it('tells under the notice why the calendar file could not be had, and stays on the page', async () => {
    const { user, router } = renderApp('/equeue', session);
    await chooseMalika(user);
    await waitFor(() => expect(day('11.12.2026')).toBeEnabled());
    await user.click(day('11.12.2026'));
    await user.click(await screen.findByRole('button', { name: '10:00, bo‘sh joylar: 2' }));
    await user.click(screen.getByRole('button', { name: book.submit }));
    await user.click(within(await screen.findByRole('dialog', { name: book.confirm.title })).getByRole('button', { name: book.confirm.confirm }));
    const notice = await screen.findByRole('status', { name: book.done.title });

    // Cancelled meanwhile from another device: the server no longer has it.
    equeueMocks.bookings.delete(NEW_BOOKING_UUID);
    await user.click(within(notice).getByRole('button', { name: oz.equeue.booking.ics }));
    const alert = await screen.findByRole('alert', { name: oz.equeue.booking.ics_failed });
    expect(alert).toHaveTextContent(TEXTS.bookingUnknown);
    // Said once, in place: the toast of the same text is taken back.
    await waitFor(() => expect(screen.getAllByText(TEXTS.bookingUnknown)).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/equeue');
  });

  it('chooses the notary through their office on the map', async () => {
    const { user } = renderApp('/equeue', session);
    await screen.findByRole('combobox', { name: fields.service });
    await choose(user, fields.service, GENERAL_PROXY);
    await choose(user, oz.form.region, 'Toshkent shahri');
    await choose(user, oz.form.district, 'Mirobod tumani');
    await user.click(await screen.findByRole('button', { name: `${MIROBOD_OFFICE.name}: idorani tanlash` }));
    // The office has one receiving notary (the other's licence ended): choosing it chooses her.
    await waitFor(() => expect(screen.getByRole('combobox', { name: fields.notary })).toHaveValue(MALIKA));
    expect(screen.getByRole('combobox', { name: fields.office })).toHaveValue(MIROBOD_OFFICE.name);
    expect(await screen.findByRole('button', { name: /^11\.12\.2026:/ })).toBeInTheDocument();
  });

  it('says what is missing before anything is sent', async () => {
    const { user } = renderApp('/equeue', { session: {} });
    await user.click(await screen.findByRole('button', { name: book.submit }));
    expect(await screen.findByText(book.errors.service_required)).toBeInTheDocument();
    expect(screen.getByText(book.errors.notary_required)).toBeInTheDocument();
    expect(screen.getByText(book.errors.phone_required)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(equeueRequests.books).toHaveLength(0);
  });

  it('shows the server’s refusal in the interface language and keeps the form', async () => {
    const { user } = renderApp('/equeue', session);
    await chooseMalika(user);
    // Dilnoza already holds 15.12 at 10:00: the server refuses a second booking at the same time.
    await waitFor(() => expect(day('15.12.2026')).toBeEnabled());
    await user.click(day('15.12.2026'));
    await user.click(await screen.findByRole('button', { name: '10:00, bo‘sh joylar: 1' }));
    await user.click(screen.getByRole('button', { name: book.submit }));
    await user.click(within(await screen.findByRole('dialog', { name: book.confirm.title })).getByRole('button', { name: book.confirm.confirm }));

    expect(await screen.findByText(TEXTS.overlap)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('status', { name: book.done.title })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: fields.notary })).toHaveValue(MALIKA);
    expect(equeueMocks.bookings.has(NEW_BOOKING_UUID)).toBe(false);
  });

  it('asks the times again when the chosen one was taken meanwhile', async () => {
    const { user } = renderApp('/equeue', session);
    await chooseMalika(user);
    await waitFor(() => expect(day('11.12.2026')).toBeEnabled());
    await user.click(day('11.12.2026'));
    await user.click(await screen.findByRole('button', { name: '14:00, bo‘sh joylar: 2' }));
    takeMeanwhile('2026-12-11', '14:00');
    await user.click(screen.getByRole('button', { name: book.submit }));
    await user.click(within(await screen.findByRole('dialog', { name: book.confirm.title })).getByRole('button', { name: book.confirm.confirm }));

    expect(await screen.findByText(TEXTS.slotTaken)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^14:00,/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '10:00, bo‘sh joylar: 2' })).toHaveAttribute('aria-pressed', 'false');
  });
});
