import { http, HttpResponse } from 'msw';
import type { NotifyItem } from '@/lib/api';
import { catalogues } from '@/lib/i18n';
import home from '@/locales/home/oz.json';
import { notifyHandler } from '@/testing/mocks/handlers/notify';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, visit, waitFor, within } from '@/testing/test-utils';

const oz = catalogues.oz;

const conference: NotifyItem = {
  na: 'Avtotransport vositasi oldi-sotdi shartnomasi',
  regtypeid: 2,
  regsystemid: 1,
  rid: 41,
  uuid: '7d2f0c1e-5a8b-4f7e-9c11-2b3a4d5e6f70',
  visitdate: '2026-12-03',
  visittime: '10:30:00',
};

describe('the main page', () => {
  it('shows the carousel, a tile per capability and the trust notice', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: home.title })).toBeInTheDocument();

    // The carousel's code follows the page's.
    const carousel = await screen.findByRole('region', { name: home.carousel.label });
    expect(within(carousel).getByRole('heading', { name: home.carousel.slides.online.title })).toBeInTheDocument();
    expect(within(carousel).getByRole('link', { name: home.carousel.slides.online.action })).toHaveAttribute('href', '/na_details');
    expect(within(carousel).getByRole('button', { name: home.carousel.next })).toBeInTheDocument();
    expect(within(carousel).getByRole('link', { name: /1008/ })).toHaveAttribute('href', 'tel:1008');

    const tiles = screen.getByRole('region', { name: home.tiles_title });
    expect(within(tiles).getAllByRole('link')).toHaveLength(Object.keys(home.tiles).length);
    expect(within(tiles).getByRole('link', { name: new RegExp(oz.menu.statistics) })).toHaveAttribute('href', '/statistics');
    expect(within(tiles).getByRole('link', { name: new RegExp(oz.menu.searchBan) })).toHaveAttribute('href', '/search_ban');

    expect(screen.getByRole('note', { name: oz.trust.title })).toHaveTextContent('1008');
  });

  it('asks for upcoming acts only with a session', async () => {
    const asked = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/get_notify')) asked();
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: home.title });
    expect(asked).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });
});

describe('the video conference notice', () => {
  it('announces a scheduled video conference with its date, Tashkent time and a link to the act', async () => {
    server.use(notifyHandler([conference]));
    const { user, router } = renderApp('/', { session: {} });
    const dialog = await screen.findByRole('dialog', { name: home.video_conference.title });
    expect(dialog).toHaveTextContent(home.video_conference.when.replace('{{date}}', '03.12.2026').replace('{{time}}', '10:30'));
    expect(dialog).toHaveTextContent(home.video_conference.missed);

    await user.click(within(dialog).getByRole('link', { name: conference.na }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/enotarial_act/${conference.uuid}`));
  });

  it('is shown once per session: closed, it stays closed on the next visit', async () => {
    server.use(notifyHandler([conference]));
    const { user, router } = renderApp('/', { session: {} });
    const dialog = await screen.findByRole('dialog', { name: home.video_conference.title });
    await user.click(within(dialog).getByRole('button', { name: oz.dialog.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await visit(router, '/notary');
    await visit(router, '/');
    await screen.findByRole('heading', { level: 1, name: home.title });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells on the page why the conferences could not be checked, and asks again', async () => {
    server.use(
      http.get('/api/notarial_act/get_notify', () => HttpResponse.error(), { once: true }),
      notifyHandler([conference]),
    );
    const { user } = renderApp('/', { session: {} });
    const alert = await screen.findByRole('alert', { name: home.video_conference.failed });
    expect(alert).toHaveTextContent(oz.errors.network);
    // Said once, in place: the toast of the same text is taken back.
    await waitFor(() => expect(screen.getAllByText(oz.errors.network)).toHaveLength(1));

    await user.click(within(alert).getByRole('button', { name: oz.errors.try_again }));
    expect(await screen.findByRole('dialog', { name: home.video_conference.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: home.video_conference.failed })).not.toBeInTheDocument();
  });

  it('says nothing about acts met in person or without a visit date', async () => {
    const asked = vi.fn();
    server.use(notifyHandler([{ ...conference, regtypeid: 1 }, { ...conference, uuid: 'b', visitdate: null }]));
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.includes('/get_notify')) asked();
    });
    renderApp('/', { session: {} });
    await screen.findByRole('heading', { level: 1, name: home.title });
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });
});
