import { catalogues } from '@/lib/i18n';
import ozIdentity from '@/locales/identity/oz.json';
import ozProfile from '@/locales/profile/oz.json';
import ozHome from '@/locales/home/oz.json';
import ozKiosk from '@/locales/kiosk/oz.json';
import { demoCitizen } from '@/testing/mocks/data';
import { persisted, renderApp, screen, within } from '@/testing/test-utils';

const oz = catalogues.oz;

it('shows the profile fields of the user fetched from /api/user/me and stores that user', async () => {
  const stale = { ...demoCitizen, fullname: 'Old Name', phone: '' };
  renderApp('/profile', { session: { user: stale } });
  expect(await screen.findByText(demoCitizen.fullname, { selector: 'dd' })).toBeInTheDocument();
  const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
  expect(field(ozProfile.pin)).toHaveTextContent('41403850230012');
  expect(field(ozProfile.passport)).toHaveTextContent('AA 1234567');
  expect(field(ozProfile.birthdate)).toHaveTextContent('14.03.1985');
  expect(field(ozProfile.email)).toHaveTextContent(ozProfile.not_given);
  expect(within(field(ozProfile.consent)).getByText(ozProfile.consent_present)).toBeInTheDocument();
  expect(persisted().user?.fullname).toBe(demoCitizen.fullname);
});

it('logs out from the header and goes to the main page', async () => {
  const { user, router } = renderApp('/profile', { session: {} });
  await screen.findByText(demoCitizen.pin);
  await user.click(screen.getByRole('button', { name: oz.header.logout }));
  await screen.findByRole('heading', { name: ozHome.title });
  expect(router.state.location.pathname).toBe('/');
  expect(persisted().user).toBeNull();
  expect(persisted().user).toBeNull();
});

it('finishes a kiosk session back at the kiosk login', async () => {
  const { user, router } = renderApp('/kiosk', { session: {} });
  await screen.findByRole('heading', { name: ozKiosk.menu_title });
  await user.click(screen.getByRole('button', { name: oz.header.finish_session }));
  await screen.findByRole('heading', { name: ozIdentity.page_title });
  expect(router.state.location.pathname).toBe('/kiosk/auth');
});
