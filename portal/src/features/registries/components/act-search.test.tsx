import { catalogues } from '@/lib/i18n';
import registriesOz from '@/locales/registries/oz.json';
import { directoryDictionaryHandlers } from '@/testing/mocks/handlers/notaries';
import { server } from '@/testing/mocks/server';
import { choose, renderApp, screen, within } from '@/testing/test-utils';

const oz = registriesOz;
const form = catalogues.oz.form;

beforeEach(() => server.use(...directoryDictionaryHandlers));

async function fillAct(user: ReturnType<typeof renderApp>['user'], regnum: string, office: string) {
  await user.type(await screen.findByRole('textbox', { name: oz.fields.regnum }), regnum);
  await user.type(screen.getByRole('textbox', { name: oz.fields.regdate }), '10062025');
  await choose(user, form.region, 'Toshkent shahri');
  await choose(user, form.district, 'Mirobod tumani');
  await choose(user, oz.act.office, office);
  await user.click(screen.getByRole('button', { name: oz.act.submit }));
}

describe('the notarial act check', () => {
  it('finds the act by number, date and office, with its state and linked acts', async () => {
    const { user } = renderApp('/search_notarial_act');
    await fillAct(user, '0001234', 'Mirobod tumani 1-davlat notarial idorasi');
    const record = await screen.findByRole('article');
    expect(within(record).getByText(oz.state.active)).toBeInTheDocument();
    expect(within(record).getByText('0001234')).toBeInTheDocument();
    const linked = screen.getByRole('table');
    expect(within(linked).getByRole('row', { name: new RegExp(oz.relation.delegates_by) })).toHaveTextContent('0001300');
  });

  it('says plainly that an act registered elsewhere is not found', async () => {
    const { user } = renderApp('/search_notarial_act');
    await fillAct(user, '0001234', 'Mirobod tumani 2-davlat notarial idorasi');
    expect(await screen.findByText("Ushbu reyestr ma'lumotlari bo'yicha notarial harakat topilmadi")).toBeInTheDocument();
  });

  it('needs the office, chosen region by region and district by district', async () => {
    const { user } = renderApp('/search_notarial_act');
    await user.type(await screen.findByRole('textbox', { name: oz.fields.regnum }), '0001234');
    await user.type(screen.getByRole('textbox', { name: oz.fields.regdate }), '10062025');
    expect(screen.getByRole('combobox', { name: form.district })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: new RegExp(oz.act.office) })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: oz.act.submit }));
    expect(await screen.findByText(oz.errors.office_required)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
