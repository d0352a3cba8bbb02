import { http, HttpResponse } from 'msw';
import { catalogues } from '@/lib/i18n';
import notariesOz from '@/locales/notaries/oz.json';
import { directoryDictionaryHandlers, resetNotaryMocks } from '@/testing/mocks/handlers/notaries';
import { server } from '@/testing/mocks/server';
import { choose, renderApp, screen, waitFor, within } from '@/testing/test-utils';

/** The shared texts with this feature's own (typed from its catalogue file). */
const oz = { ...catalogues.oz, notaries: notariesOz };
const names = () => within(screen.getByRole('list', { name: oz.notaries.list.label })).getAllByRole('heading').map((h) => h.textContent);

beforeEach(() => {
  resetNotaryMocks();
  server.use(...directoryDictionaryHandlers);
});

describe('the notary directory', () => {
  it('lists the notaries in alphabetical order with office, address, status and ratings', async () => {
    renderApp('/notary');
    await screen.findByRole('heading', { name: 'Rahimova Malika Anvarovna' });
    expect(screen.getByRole('status')).toHaveTextContent('Topilgan notariuslar: 4');
    expect(names()).toEqual([
      'Aliyev Rustam Karimovich',
      'Boboyev Sherzod Olimovich',
      'Rahimova Malika Anvarovna',
      "Usmonova Dildora To'lqinovna",
    ]);
    const aliyev = screen.getByRole('heading', { name: 'Aliyev Rustam Karimovich' }).closest('li') as HTMLElement;
    expect(within(aliyev).getByText('Yunusobod tumani 1-davlat notarial idorasi')).toBeInTheDocument();
    expect(within(aliyev).getByText(oz.notaries.licence.active)).toBeInTheDocument();
    expect(within(aliyev).getByText(oz.notaries.state.vacation)).toBeInTheDocument();
    expect(within(aliyev).getByText(oz.notaries.online)).toBeInTheDocument();
    expect(within(aliyev).getByText('4,9 / 5')).toBeInTheDocument();
    expect(within(aliyev).getByText('sharhlar: 2')).toBeInTheDocument();
    // A notary whose licence ended is neither "working" nor "online".
    const boboyev = screen.getByRole('heading', { name: 'Boboyev Sherzod Olimovich' }).closest('li') as HTMLElement;
    expect(within(boboyev).getByText(oz.notaries.licence.terminated)).toBeInTheDocument();
    expect(within(boboyev).queryByText(oz.notaries.state.working)).not.toBeInTheDocument();
    expect(within(boboyev).getByText(oz.notaries.rating.none)).toBeInTheDocument();
  });

  it('filters by region, then district of that region, and keeps the filters in the URL', async () => {
    const { user, router } = renderApp('/notary');
    await screen.findByRole('heading', { name: 'Rahimova Malika Anvarovna' });
    expect(screen.getByRole('combobox', { name: oz.form.district })).toBeDisabled();

    await choose(user, oz.form.region, 'Toshkent shahri');
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(router.state.location.search).toBe('?region=1726');

    await user.click(screen.getByRole('combobox', { name: oz.form.district }));
    expect(screen.queryByRole('option', { name: 'Andijon tumani', hidden: true })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Mirobod tumani', hidden: true }));
    await waitFor(() => expect(names()).toEqual(['Boboyev Sherzod Olimovich', 'Rahimova Malika Anvarovna']));
    expect(router.state.location.search).toBe('?region=1726&district=1726273');

    // Another region forgets the district of the old one.
    await choose(user, oz.form.region, 'Andijon viloyati');
    await waitFor(() => expect(names()).toEqual(["Usmonova Dildora To'lqinovna"]));
    expect(router.state.location.search).toBe('?region=1703');
  });

  it('sorts by ministry rating and by client rating, unrated last', async () => {
    const { user, router } = renderApp('/notary');
    await screen.findByRole('heading', { name: 'Rahimova Malika Anvarovna' });
    await choose(user, oz.notaries.filters.sort, oz.notaries.sort.ministry_rating);
    await waitFor(() => expect(names()[0]).toBe('Aliyev Rustam Karimovich'));
    expect(names()).toEqual([
      'Aliyev Rustam Karimovich',
      'Rahimova Malika Anvarovna',
      "Usmonova Dildora To'lqinovna",
      'Boboyev Sherzod Olimovich',
    ]);
    expect(router.state.location.search).toBe('?sort=ministry_rating');
    await choose(user, oz.notaries.filters.sort, oz.notaries.sort.client_rating);
    await waitFor(() => expect(names()[0]).toBe("Usmonova Dildora To'lqinovna"));
    expect(names().slice(0, 2)).toEqual(["Usmonova Dildora To'lqinovna", 'Aliyev Rustam Karimovich']);
  });

  it('searches by name on submit and says plainly when nobody matches', async () => {
    const { user, router } = renderApp('/notary');
    await screen.findByRole('heading', { name: 'Rahimova Malika Anvarovna' });
    const name = screen.getByRole('textbox', { name: oz.notaries.filters.name });
    await user.type(name, 'malika{Enter}');
    await waitFor(() => expect(names()).toEqual(['Rahimova Malika Anvarovna']));
    expect(router.state.location.search).toBe('?q=malika');

    await user.clear(name);
    await user.type(name, 'Nobody');
    await user.click(screen.getByRole('button', { name: oz.notaries.filters.search }));
    expect(await screen.findByText(oz.notaries.list.none_title)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: oz.notaries.list.reset }));
    await waitFor(() => expect(names()).toHaveLength(4));
    expect(router.state.location.search).toBe('');
  });

  it('restores the filters of a shared link, and the back button undoes a change', async () => {
    const { user, router } = renderApp('/notary?q=rahimova&region=1726&sort=ministry_rating');
    await screen.findByRole('heading', { name: 'Rahimova Malika Anvarovna' });
    expect(screen.getByRole('textbox', { name: oz.notaries.filters.name })).toHaveValue('rahimova');
    expect(screen.getByRole('combobox', { name: oz.form.region })).toHaveValue('Toshkent shahri');
    expect(screen.getByRole('combobox', { name: oz.notaries.filters.sort })).toHaveValue(oz.notaries.sort.ministry_rating);

    await choose(user, oz.notaries.filters.sort, oz.notaries.sort.alphabet);
    await waitFor(() => expect(router.state.location.search).toBe('?q=rahimova&region=1726'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('combobox', { name: oz.notaries.filters.sort })).toHaveValue(oz.notaries.sort.ministry_rating));
  });

  it('opens the details of a notary and comes back to the same filtered list', async () => {
    const { user, router } = renderApp('/notary?region=1726');
    await user.click(await screen.findByRole('link', { name: 'Rahimova Malika Anvarovna' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rahimova Malika Anvarovna' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notary/7');
    await user.click(screen.getByRole('link', { name: new RegExp(oz.notaries.details.back) }));
    await screen.findByRole('heading', { name: 'Aliyev Rustam Karimovich' });
    expect(router.state.location.search).toBe('?region=1726');
  });

  it('says under the region why there are no regions to choose, and asks again', async () => {
    let down = true;
    server.use(http.get('/api/dict', () => (down ? new HttpResponse(null, { status: 500 }) : undefined)));
    const { user } = renderApp('/notary');
    const retry = await screen.findByRole('button', { name: oz.errors.try_again });
    expect(screen.getByRole('combobox', { name: oz.form.region })).toHaveAccessibleDescription(`${oz.errors.system} ${oz.errors.try_again}`);
    down = false;
    await user.click(retry);
    await waitFor(() => expect(screen.queryByRole('button', { name: oz.errors.try_again })).not.toBeInTheDocument());
    await choose(user, oz.form.region, 'Toshkent shahri');
  });
});
