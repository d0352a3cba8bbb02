import { http, HttpResponse } from 'msw';
import { catalogues } from '@/lib/i18n';
import identityOz from '@/locales/identity/oz.json';
import registriesOz from '@/locales/registries/oz.json';
import { demoCitizen } from '@/testing/mocks/data';
import { JASUR_BANS } from '@/testing/mocks/handlers/registries';
import { authenticate } from '@/testing/mocks/server-state';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, within } from '@/testing/test-utils';

const oz = { ...catalogues.oz, identity: identityOz, registries: registriesOz };

describe('the check of bans on own property', () => {
  it('needs login in a browser', async () => {
    renderApp('/search_ban');
    expect(await screen.findByRole('heading', { name: oz.identity.login_required_title })).toBeInTheDocument();
  });

  it('tells a citizen without bans so plainly', async () => {
    renderApp('/search_ban', { session: { user: demoCitizen } });
    expect(await screen.findByText('Mol-mulkingizda taqiqlar topilmadi')).toBeInTheDocument();
    expect(screen.getByText(oz.registries.bans.none_note)).toBeInTheDocument();
    expect(screen.getByText(`Mulk egasi: ${demoCitizen.fullname}`)).toBeInTheDocument();
  });

  it('lists each ban with its property, state, document and who imposed it, also on a kiosk', async () => {
    server.use(
      http.get('/api/registries/bans', ({ request }) =>
        authenticate(request) ? HttpResponse.json(JASUR_BANS) : HttpResponse.json({ message: 'Access Denied' }, { status: 403 }),
      ),
    );
    renderApp('/kiosk/search_ban', { session: {} });
    const ban = await screen.findByRole('article');
    expect(within(ban).getByRole('heading', { name: 'Avtotransport vositasi: 01B777CC' })).toBeInTheDocument();
    expect(within(ban).getByText(oz.registries.state.active)).toBeInTheDocument();
    expect(within(ban).getByText(oz.registries.bans.types.arrest)).toBeInTheDocument();
    expect(within(ban).getByText('01.03.2025')).toBeInTheDocument();
    expect(within(ban).getByText('№ MIB-2025/1187, 27.02.2025')).toBeInTheDocument();
    expect(within(ban).getByText('Majburiy ijro byurosi')).toBeInTheDocument();
    expect(screen.getByText('Mol-mulkingizda topilgan taqiqlar: 1')).toBeInTheDocument();
  });
});
