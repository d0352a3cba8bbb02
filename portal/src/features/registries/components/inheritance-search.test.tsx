import { catalogues } from '@/lib/i18n';
import registriesOz from '@/locales/registries/oz.json';
import { renderApp, screen, within } from '@/testing/test-utils';

const oz = registriesOz;

async function fill(user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) {
  for (const [label, text] of Object.entries(values)) {
    await user.type(await screen.findByRole('textbox', { name: label }), text);
  }
  await user.click(screen.getByRole('button', { name: oz.inheritance.submit }));
}

describe('the inheritance case search', () => {
  it('finds the estate of Bobur Qodirov by his name and date of death', async () => {
    const { user } = renderApp('/search_inheritcase');
    await fill(user, { [oz.inheritance.surname]: 'Qodirov', [oz.inheritance.name]: 'Bobur', [oz.inheritance.death_date]: '01122024' });
    const record = await screen.findByRole('article');
    expect(within(record).getByRole('heading', { name: 'Meros ishi № INH-2025-0042' })).toBeInTheDocument();
    expect(within(record).getByText('Qodirov Bobur Ergashevich')).toBeInTheDocument();
    expect(within(record).getByText('15.01.2025')).toBeInTheDocument();
    expect(within(record).getByText(oz.state.open)).toBeInTheDocument();
    expect(within(record).getByText('Rahimova Malika Anvarovna')).toBeInTheDocument();
  });

  it('narrows by the patronymic and says plainly when nothing matches', async () => {
    const { user, router } = renderApp('/search_inheritcase');
    await fill(user, {
      [oz.inheritance.surname]: 'Qodirov',
      [oz.inheritance.name]: 'Bobur',
      [oz.inheritance.patronymic]: 'Olimovich',
      [oz.inheritance.death_date]: '01.12.2024',
    });
    expect(await screen.findByText("Ushbu ism va vafot sanasi bo'yicha meros ishi topilmadi")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search_inheritcase');
  });

  it('asks for the names and a past date, in letters only', async () => {
    const { user } = renderApp('/search_inheritcase');
    await fill(user, { [oz.inheritance.surname]: 'Qodirov1', [oz.inheritance.patronymic]: 'E%' });
    expect(await screen.findAllByText(oz.errors.name_letters)).toHaveLength(2);
    expect(screen.getByText(oz.errors.name_required)).toBeInTheDocument();
    expect(screen.getByText(catalogues.oz.form.date.required)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it.each([
    ['the day', 'xx122024'],
    ['the day and the month', 'XXxx2024'],
  ])('finds the estate when %s of the death is not known (XX)', async (_unknown, typed) => {
    const { user } = renderApp('/search_inheritcase');
    expect(await screen.findByText(catalogues.oz.form.date.incomplete_hint)).toBeInTheDocument();
    await fill(user, { [oz.inheritance.surname]: 'Qodirov', [oz.inheritance.name]: 'Bobur', [oz.inheritance.death_date]: typed });
    const record = await screen.findByRole('article');
    expect(within(record).getByRole('heading', { name: 'Meros ishi № INH-2025-0042' })).toBeInTheDocument();
    expect(within(record).getByText('01.12.2024')).toBeInTheDocument();
  });

  it('asks for the month too when the day is known', async () => {
    const { user } = renderApp('/search_inheritcase');
    await fill(user, { [oz.inheritance.surname]: 'Qodirov', [oz.inheritance.name]: 'Bobur', [oz.inheritance.death_date]: '01xx2024' });
    expect(screen.getByRole('textbox', { name: oz.inheritance.death_date })).toHaveValue('01.XX.2024');
    expect(await screen.findByText(catalogues.oz.form.date.day_without_month)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
