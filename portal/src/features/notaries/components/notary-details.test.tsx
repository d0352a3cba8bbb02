import { http } from 'msw';
import { catalogues } from '@/lib/i18n';
import notariesOz from '@/locales/notaries/oz.json';
import notariesRu from '@/locales/notaries/ru.json';
import { demoCitizen } from '@/testing/mocks/data';
import { MIROBOD_OFFICE, resetNotaryMocks } from '@/testing/mocks/handlers/notaries';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

/** The shared texts with this feature's own (typed from its catalogue file). */
const oz = { ...catalogues.oz, notaries: notariesOz };
const ru = { notaries: notariesRu };

/** A star is chosen by clicking it (its label), as a mouse or a finger does; keyboard users press Space or Enter. */
const star = (value: number) =>
  (screen.getByRole('radio', { name: `5 balldan ${value}` }) as HTMLInputElement).labels?.[0] as HTMLElement;

beforeEach(resetNotaryMocks);

describe('the details of a notary', () => {
  it('show licence, office, the timetable in working days and hours, and the office on the map', async () => {
    renderApp('/notary/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahimova Malika Anvarovna' })).toBeInTheDocument();
    expect(screen.getByText('№ 707, 01.04.2015 yildan')).toBeInTheDocument();
    expect(screen.getByText(oz.notaries.licence.active)).toBeInTheDocument();

    const timetable = screen.getByRole('table', { name: oz.notaries.timetable.caption });
    const monday = within(timetable).getByRole('row', { name: new RegExp(oz.notaries.weekday[1]) });
    expect(monday).toHaveTextContent('09:00–18:00');
    expect(monday).toHaveTextContent('13:00–14:00');
    expect(within(timetable).getByRole('row', { name: new RegExp(oz.notaries.weekday[7]) })).toHaveTextContent(
      oz.notaries.timetable.day_off,
    );

    // The marker's image is bundled with the portal, not fetched from a CDN, and the address is written out.
    const marker = await screen.findByRole('button', { name: `${MIROBOD_OFFICE.name} joylashgan joy` });
    expect(marker.getAttribute('src')).not.toMatch(/^https?:/);
    expect(screen.getByText(`Manzil: ${MIROBOD_OFFICE.address}`)).toBeInTheDocument();
  });

  it('ask a logged-out visitor to log in before writing a review', async () => {
    renderApp('/notary/7');
    expect(await screen.findByText(oz.notaries.review.login_title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: oz.notaries.review.login_button })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: oz.notaries.review.publish })).not.toBeInTheDocument();
    expect(await screen.findByText(oz.notaries.review.none)).toBeInTheDocument();
  });
});

describe('a citizen reviewing a notary', () => {
  it('must give a rating, then publishes the review and sees it in the list', async () => {
    const { user } = renderApp('/notary/7', { session: { user: demoCitizen } });
    await screen.findByRole('heading', { name: oz.notaries.review.write_title });
    await user.type(screen.getByRole('textbox', { name: oz.notaries.review.text }), 'Tez va aniq ishladi');
    await user.click(screen.getByRole('button', { name: oz.notaries.review.publish }));
    expect(await screen.findByRole('alert')).toHaveTextContent(oz.notaries.review.rating_required);

    await user.click(star(4));
    await waitFor(() => expect(screen.queryByText(oz.notaries.review.rating_required)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: oz.notaries.review.publish }));
    expect(await screen.findByText(oz.notaries.review.published)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: oz.notaries.review.list });
    expect(within(list).getByText('Tez va aniq ishladi')).toBeInTheDocument();
    expect(within(list).getByText('5 balldan 4')).toBeInTheDocument();
  });

  it('edits the one review already written instead of writing another', async () => {
    const { user, unmount, router } = renderApp('/notary/7', { session: { user: demoCitizen } });
    await screen.findByRole('heading', { name: oz.notaries.review.write_title });
    await user.click(star(2));
    await user.type(screen.getByRole('textbox', { name: oz.notaries.review.text }), 'Uzoq kutdim');
    await user.click(screen.getByRole('button', { name: oz.notaries.review.publish }));
    await screen.findByText(oz.notaries.review.published);
    unmount();
    expect(router.state.location.pathname).toBe('/notary/7');

    // Coming back later: the form holds the own review and saves changes to it.
    const again = renderApp('/notary/7', { session: { user: demoCitizen, token: 'session-token' } });
    await screen.findByRole('heading', { name: oz.notaries.review.yours_title });
    const text = screen.getByRole('textbox', { name: oz.notaries.review.text });
    expect(text).toHaveValue('Uzoq kutdim');
    expect(screen.getByRole('radio', { name: '5 balldan 2' })).toBeChecked();
    await again.user.click(star(5));
    await again.user.clear(text);
    await again.user.type(text, 'Keyingi safar tez qabul qilishdi');
    await again.user.click(screen.getByRole('button', { name: oz.notaries.review.save }));
    expect(await screen.findByText(oz.notaries.review.updated)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: oz.notaries.review.list });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('Keyingi safar tez qabul qilishdi')).toBeInTheDocument();
    expect(within(list).queryByText('Uzoq kutdim')).not.toBeInTheDocument();
  });

  it('asks again in the new language after a switch, since names come back in its script', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get('/api/notaries/:id', ({ request }) => {
        languages.push(request.headers.get('Accept-Language'));
        return undefined;
      }),
    );
    const { user } = renderApp('/notary/7');
    await screen.findByRole('heading', { level: 1, name: 'Rahimova Malika Anvarovna' });
    await user.click(screen.getByRole('radio', { name: 'Русский' }));
    expect(await screen.findByRole('heading', { name: ru.notaries.timetable.title })).toBeInTheDocument();
    await waitFor(() => expect(languages).toEqual(['oz', 'ru']));
  });
});
