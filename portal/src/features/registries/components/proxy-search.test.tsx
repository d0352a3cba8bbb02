import dayjs from 'dayjs';
import { catalogues } from '@/lib/i18n';
import registriesOz from '@/locales/registries/oz.json';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const oz = registriesOz;
const date = catalogues.oz.form.date;

async function fields() {
  return {
    regnum: await screen.findByRole('textbox', { name: oz.fields.regnum }),
    regdate: screen.getByRole('textbox', { name: oz.fields.regdate }),
    submit: screen.getByRole('button', { name: oz.proxy.submit }),
  };
}

describe('the power-of-attorney check', () => {
  it('finds the general power of attorney 0001234 of 10.06.2025, with the parties by initials only', async () => {
    const { user } = renderApp('/search_proxy');
    await screen.findByRole('heading', { level: 1, name: catalogues.oz.pages.searchProxy.title });
    const { regnum, regdate, submit } = await fields();
    await user.type(regnum, '0001234');
    await user.type(regdate, '10062025');
    expect(regdate).toHaveValue('10.06.2025');
    await user.click(submit);

    const record = await screen.findByRole('article');
    expect(within(record).getByRole('heading', { name: 'Umumiy ishonchnoma' })).toBeInTheDocument();
    expect(within(record).getByText(oz.state.active)).toBeInTheDocument();
    expect(within(record).getByText('10.06.2027 gacha amal qiladi')).toBeInTheDocument();
    expect(within(record).getByText('K. D. R.')).toBeInTheDocument();
    expect(within(record).getByText('T. A. B.')).toBeInTheDocument();
    expect(within(record).getByText('Rahimova Malika Anvarovna')).toBeInTheDocument();
  });

  it('says plainly that a wrong number is not found, staying on the page', async () => {
    const { user, router } = renderApp('/search_proxy');
    const { regnum, regdate, submit } = await fields();
    await user.type(regnum, '0009999');
    await user.type(regdate, '10.06.2025');
    await user.click(submit);
    expect(await screen.findByText(oz.result.not_found_title)).toBeInTheDocument();
    expect(screen.getByText("Ushbu reyestr raqami va sana bo'yicha ishonchnoma topilmadi")).toBeInTheDocument();
    // An answer, not an error: no error toast and no 404 page.
    expect(router.state.location.pathname).toBe('/search_proxy');
    expect(screen.queryByText(catalogues.oz.toast.error_title)).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('refuses missing, malformed and future input before asking the registry', async () => {
    const { user } = renderApp('/search_proxy');
    const { regnum, regdate, submit } = await fields();
    await user.click(submit);
    expect(await screen.findByText(oz.errors.regnum_required)).toBeInTheDocument();
    expect(screen.getByText(date.required)).toBeInTheDocument();
    expect(regnum).toHaveAttribute('aria-invalid', 'true');

    await user.type(regnum, '00%12');
    await user.type(regdate, '31022025');
    await user.click(submit);
    expect(await screen.findByText(oz.errors.regnum_format)).toBeInTheDocument();
    expect(screen.getByText(date.format)).toBeInTheDocument();

    await user.clear(regdate);
    await user.type(regdate, dayjs().add(1, 'day').format('DDMMYYYY'));
    await user.click(submit);
    expect(await screen.findByText(date.future)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('takes only digits in the date field, the mask adding the dots', async () => {
    const { user } = renderApp('/search_proxy');
    const { regdate } = await fields();
    await user.type(regdate, '1a0.06b2025');
    expect(regdate).toHaveValue('10.06.2025');
  });

  it('picks the date in a calendar in the interface language', async () => {
    const { user } = renderApp('/search_proxy');
    const { regdate } = await fields();
    await user.type(regdate, '10062025');
    await user.click(screen.getByRole('button', { name: date.open_calendar }));
    // Month names in Uzbek Latin; the calendar opens at the typed date.
    await user.click(await screen.findByRole('button', { name: '12 Iyun 2025', hidden: true }));
    await waitFor(() => expect(regdate).toHaveValue('12.06.2025'));
  });
});
