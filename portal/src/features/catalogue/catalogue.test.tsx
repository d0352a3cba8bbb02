import { catalogues } from '@/lib/i18n';
import ozIdentity from '@/locales/identity/oz.json';
import texts from '@/locales/catalogue/oz.json';
import { NOT_IN_CATALOGUE } from '@/testing/mocks/handlers/catalogue';
import { persisted, renderApp, screen, waitFor, within } from '@/testing/test-utils';

const oz = catalogues.oz;
const som = (amount: string) => oz.money.som.replace('{{amount}}', amount);

const VEHICLE_SALE = 'Avtotransport vositasi oldi-sotdi shartnomasi';
const GENERAL_PROXY = 'Umumiy ishonchnoma';

describe('the service catalogue', () => {
  it('lists every act by section, with its price and the ways to start it', async () => {
    renderApp('/na_details');
    const contracts = await screen.findByRole('region', { name: 'Shartnomalar' });
    const sale = within(contracts).getByRole('article', { name: VEHICLE_SALE });
    expect(within(sale).getByRole('link', { name: VEHICLE_SALE })).toHaveAttribute('href', '/na_details/1');
    expect(sale).toHaveTextContent(texts.price.state_duty_percent.replace('{{percent}}', '3'));
    expect(sale).toHaveTextContent(som('206 000,00'));
    expect(within(sale).getByRole('link', { name: texts.actions.create })).toHaveAttribute('href', '/enotarial_act/-1?type=1');
    expect(within(sale).getByRole('link', { name: texts.actions.calculator })).toHaveAttribute('href', '/na_details/calc/1');

    const proxies = screen.getByRole('region', { name: 'Ishonchnomalar' });
    expect(within(proxies).getAllByRole('article')).toHaveLength(2);
    expect(within(proxies).getByLabelText(texts.section_count.replace('{{count}}', '2'))).toBeInTheDocument();
  });

  it('finds acts by words of their texts and keeps the search in the address', async () => {
    const { user, router } = renderApp('/na_details');
    await screen.findByRole('article', { name: VEHICLE_SALE });
    await user.type(screen.getByRole('searchbox', { name: texts.search.label }), 'ishonchnoma');

    expect(await screen.findByText(texts.search.found.replace('{{count}}', '2'))).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: VEHICLE_SALE })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: GENERAL_PROXY })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=ishonchnoma');

    await user.clear(screen.getByRole('searchbox', { name: texts.search.label }));
    await user.type(screen.getByRole('searchbox', { name: texts.search.label }), 'kosmik kema');
    expect(await screen.findByText(texts.search.nothing)).toBeInTheDocument();
  });

  it('opens with the search of the address', async () => {
    renderApp('/na_details?q=oldi-sotdi');
    expect(await screen.findByRole('article', { name: VEHICLE_SALE })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: texts.search.label })).toHaveValue('oldi-sotdi');
    expect(screen.queryByRole('article', { name: GENERAL_PROXY })).not.toBeInTheDocument();
  });
});

describe('the service details', () => {
  it('show every field of the act', async () => {
    renderApp('/na_details/1');
    expect(await screen.findByRole('heading', { level: 1, name: VEHICLE_SALE })).toBeInTheDocument();
    expect(screen.getByText('Shartnomalar')).toBeInTheDocument();
    for (const part of ['legal', 'documents', 'parties', 'duration', 'result', 'conditions', 'links'] as const) {
      expect(screen.getByRole('heading', { level: 2, name: texts.details[part] })).toBeInTheDocument();
    }
    expect(screen.getByText('Xaridor')).toBeInTheDocument();
    expect(screen.getByText(texts.price.close_relatives.replace('{{percent}}', '5'))).toBeInTheDocument();
    const law = screen.getByRole('link', { name: /Fuqarolik kodeksi/ });
    expect(law).toHaveAttribute('href', 'https://lex.uz/docs/111181');
    expect(law).toHaveAttribute('target', '_blank');
    expect(law).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('start the act after login: the act path is remembered', async () => {
    const { user, router } = renderApp('/na_details/1');
    await user.click(await screen.findByRole('link', { name: texts.actions.create }));
    expect(await screen.findByRole('heading', { name: ozIdentity.login_required_title })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/enotarial_act/-1?type=1');
    expect(persisted().redirectUrl).toBe('/enotarial_act/-1?type=1');
  });

  it('go to the 404 page for an act type the catalogue does not have', async () => {
    const { router } = renderApp(`/na_details/${NOT_IN_CATALOGUE}`);
    await screen.findByRole('heading', { name: oz.errors.not_found_title });
    expect(router.state.location.pathname).toBe('/404');
  });

  it('go to the 404 page for a path that is no act type id', async () => {
    const { router } = renderApp('/na_details/abc');
    await screen.findByRole('heading', { name: oz.errors.not_found_title });
    expect(router.state.location.pathname).toBe('/404');
  });
});

describe('the fee calculator', () => {
  it('asks for the vehicle value before it calculates', async () => {
    const { user } = renderApp('/na_details/calc/1');
    await user.click(await screen.findByRole('button', { name: texts.calc.submit }));
    expect(await screen.findByText(texts.calc.value_required)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: texts.calc.result_title })).not.toBeInTheDocument();
  });

  it('reduces the state duty to 5% of the rate for a close relative and writes the sums in words', async () => {
    const { user, router } = renderApp('/na_details/calc/1');
    const value = await screen.findByRole('textbox', { name: new RegExp(texts.calc.value_label) });
    await user.type(value, '100000000');
    expect(value).toHaveValue('100 000 000');
    await user.click(screen.getByRole('combobox', { name: texts.calc.relationship_label }));
    // jsdom never runs the dropdown's opening transition, so it stays `display: none`: the option counts as hidden.
    await user.click(await screen.findByRole('option', { name: texts.calc.relationships.spouse, hidden: true }));
    await user.click(screen.getByRole('button', { name: texts.calc.submit }));

    const result = await screen.findByRole('region', { name: texts.calc.result_title });
    const row = (label: string) => within(result).getByRole('rowheader', { name: new RegExp(label) }).closest('tr') as HTMLElement;
    expect(row(texts.price.state_duty)).toHaveTextContent(som('150 000,00'));
    expect(row(texts.price.state_duty)).toHaveTextContent(texts.calc.reduced.replace('{{percent}}', '5'));
    expect(row(texts.price.state_duty)).toHaveTextContent("bir yuz ellik ming so'm nol tiyin");
    expect(row(texts.calc.total)).toHaveTextContent(som('356 000,00'));
    expect(row(texts.calc.total)).toHaveTextContent("uch yuz ellik olti ming so'm nol tiyin");
    expect(router.state.location.search).toBe('?value=10000000000&relationship=spouse');
    await waitFor(() => expect(within(result).getByRole('heading', { name: texts.calc.result_title })).toHaveFocus());
  });

  it('calculates a fixed-price act at once, with no questions', async () => {
    renderApp('/na_details/calc/11651');
    const result = await screen.findByRole('region', { name: texts.calc.result_title });
    expect(screen.getByText(GENERAL_PROXY, { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.calc.submit })).not.toBeInTheDocument();
    expect(result).toHaveTextContent(som('206 000,00'));
    expect(result).toHaveTextContent(som('288 400,00'));
    expect(result).toHaveTextContent("ikki yuz sakson sakkiz ming to'rt yuz so'm nol tiyin");
  });

  it('halves the duty of a vehicle power of attorney for a close relative and shows the words in Russian', async () => {
    persisted().setLocale('ru');
    renderApp('/na_details/calc/101?relationship=parent');
    const ru = (await import('@/locales/catalogue/ru.json')).default;
    const result = await screen.findByRole('region', { name: ru.calc.result_title });
    expect(result).toHaveTextContent(ru.calc.reduced.replace('{{percent}}', '50'));
    expect(result).toHaveTextContent(catalogues.ru.money.som.replace('{{amount}}', '288 400,00'));
    expect(result).toHaveTextContent('двести восемьдесят восемь тысяч четыреста сумов ноль тийинов');
    expect(screen.getByRole('combobox', { name: ru.calc.relationship_label })).toHaveValue(ru.calc.relationships.parent);
  });
});
