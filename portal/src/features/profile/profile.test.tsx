import { http, HttpResponse } from 'msw';
import { i18n } from '@/lib/i18n';
import ozProfile from '@/locales/profile/oz.json';
import ruProfile from '@/locales/profile/ru.json';
import uzProfile from '@/locales/profile/uz.json';
import { clientConfig, demoCitizen } from '@/testing/mocks/data';
import { PROFILE_MESSAGES, profileMock, resetProfileMocks } from '@/testing/mocks/handlers/profile';
import { authenticate } from '@/testing/mocks/server-state';
import { server } from '@/testing/mocks/server';
import { act, persisted, renderApp, screen, waitFor, within } from '@/testing/test-utils';

const contacts = ozProfile.contacts;
const consent = ozProfile.consent_card;
const withdrawnUser = { ...demoCitizen, personal_data_consent: false, personal_data_consent_at: '2026-11-20T09:05:00+05:00' };

/** /api/user/me answers with the mock's user, so a page reload sees what the profile changed. */
const meFromProfileMock = http.get('/api/user/me', ({ request }) => {
  const fresh = authenticate(request);
  if (!fresh) return HttpResponse.json({ message: 'Access Denied' }, { status: 403 });
  return HttpResponse.json(profileMock.user, { headers: { 'X-App-Version': clientConfig.appVersion } });
});

beforeEach(() => {
  resetProfileMocks();
  server.use(meFromProfileMock);
});

async function openProfile(user = demoCitizen) {
  profileMock.user = { ...user };
  const view = renderApp('/profile', { session: { user } });
  await screen.findByText(user.pin, { selector: 'dd' });
  return view;
}

const phoneField = () => screen.getByRole('textbox', { name: contacts.fields.phone });
const emailField = () => screen.getByRole('textbox', { name: contacts.fields.email });

describe('the registry fields', () => {
  it('are shown read-only, with where they come from', async () => {
    await openProfile({ ...demoCitizen, inn: '123456789', regaddress: 'Toshkent sh., Yunusobod tumani' });
    const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(field(ozProfile.inn)).toHaveTextContent('123456789');
    expect(field(ozProfile.regaddress)).toHaveTextContent('Toshkent sh., Yunusobod tumani');
    expect(screen.getByText(ozProfile.registry_note)).toBeInTheDocument();
    // The only fields to type into are the contacts.
    expect(screen.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual(['phone', 'email']);
  });

  it.each([
    ['oz', ozProfile, 'Toshkent sh., Yunusobod t., 4-mavze, 12-uy'],
    ['uz', uzProfile, 'Тошкент ш., Юнусобод т., 4-мавзе, 12-уй'],
    ['ru', ruProfile, 'Тошкент ш., Юнусобод т., 4-мавзе, 12-уй'],
  ] as const)('show the address in the script of the interface (%s)', async (locale, texts, shown) => {
    persisted().setLocale(locale);
    const regaddressuz = 'Тошкент ш., Юнусобод т., 4-мавзе, 12-уй';
    await openProfile({ ...demoCitizen, regaddress: 'Toshkent sh., Yunusobod t., 4-mavze, 12-uy', regaddressuz });
    const field = screen.getByText(texts.regaddress, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(field).toHaveTextContent(shown);
  });
});

describe('the contacts form', () => {
  it('saves the phone and e-mail and stores the answer', async () => {
    const { user } = await openProfile();
    await user.type(phoneField(), '901234567');
    await user.type(emailField(), 'dilnoza@example.uz');
    await user.click(screen.getByRole('button', { name: contacts.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(contacts.saved);
    expect(profileMock.contacts).toEqual([{ phone: '901234567', email: 'dilnoza@example.uz' }]);
    expect(persisted().user?.phone).toBe('901234567');
    const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(field(ozProfile.email)).toHaveTextContent('dilnoza@example.uz');
  });

  it('clears both when they are emptied', async () => {
    const { user } = await openProfile({ ...demoCitizen, phone: '901234567', email: 'dilnoza@example.uz' });
    expect(phoneField()).toHaveValue('901234567');
    await user.clear(phoneField());
    await user.clear(emailField());
    await user.click(screen.getByRole('button', { name: contacts.save }));
    await screen.findByRole('status');
    expect(profileMock.contacts).toEqual([{ phone: '', email: '' }]);
  });

  it('checks the phone and e-mail before sending', async () => {
    const { user } = await openProfile();
    await user.type(phoneField(), '90123');
    await user.type(emailField(), 'dilnoza@');
    await user.click(screen.getByRole('button', { name: contacts.save }));
    expect(await screen.findByText(contacts.errors.phone_length)).toBeInTheDocument();
    expect(screen.getByText(contacts.errors.email_format)).toBeInTheDocument();
    expect(profileMock.contacts).toEqual([]);
  });

  it("shows the server's refusal in the form", async () => {
    profileMock.refuseContacts = PROFILE_MESSAGES.wrongEmail;
    const { user } = await openProfile();
    await user.type(emailField(), 'dilnoza@example.uz');
    await user.click(screen.getByRole('button', { name: contacts.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.wrongEmail);
    expect(persisted().user?.email).toBe('');
  });
});

describe('the consent to personal data processing', () => {
  const card = () => screen.getByRole('region', { name: consent.title });

  it('shows that it is given, since when, and what withdrawing means', async () => {
    await openProfile();
    expect(within(card()).getByText(ozProfile.consent_present)).toBeInTheDocument();
    expect(within(card()).getByText(consent.given_at.replace('{{time}}', '02.11.2026 11:15'))).toBeInTheDocument();
    expect(within(card()).getByText(consent.withdrawal_means)).toBeInTheDocument();
  });

  it('is withdrawn after a confirmation, with its time', async () => {
    const { user } = await openProfile();
    await user.click(within(card()).getByRole('button', { name: consent.withdraw }));
    const dialog = await screen.findByRole('dialog', { name: consent.confirm_title });
    expect(within(dialog).getByText(consent.withdrawal_means)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: consent.confirm_withdraw }));
    expect(await within(card()).findByRole('status')).toHaveTextContent(consent.withdrawn_done);
    expect(profileMock.consents).toEqual([false]);
    expect(within(card()).getByText(consent.withdrawn_at.replace('{{time}}', '27.11.2026 10:30'))).toBeInTheDocument();
    expect(within(card()).getByText(ozProfile.consent_absent)).toBeInTheDocument();
    expect(persisted().user?.personal_data_consent).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays given when the confirmation is cancelled', async () => {
    const { user } = await openProfile();
    await user.click(within(card()).getByRole('button', { name: consent.withdraw }));
    const dialog = await screen.findByRole('dialog', { name: consent.confirm_title });
    await user.click(within(dialog).getByRole('button', { name: consent.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(profileMock.consents).toEqual([]);
  });

  it('is given again with one click', async () => {
    const { user } = await openProfile(withdrawnUser);
    expect(within(card()).getByText(consent.withdrawn_at.replace('{{time}}', '20.11.2026 09:05'))).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: consent.give }));
    expect(await within(card()).findByRole('status')).toHaveTextContent(consent.given_done);
    expect(profileMock.consents).toEqual([true]);
    expect(within(card()).getByRole('button', { name: consent.withdraw })).toBeInTheDocument();
  });

  it('is explained in Russian too', async () => {
    await openProfile();
    await act(() => i18n.changeLanguage('ru'));
    expect(await screen.findByText(ruProfile.consent_card.withdrawal_means)).toBeInTheDocument();
  });
});
