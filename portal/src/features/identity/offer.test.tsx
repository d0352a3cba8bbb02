import { catalogues } from '@/lib/i18n';
import ozIdentity from '@/locales/identity/oz.json';
import offer from '@/locales/identity/offer-document.uz.json';
import { demoCitizen } from '@/testing/mocks/data';
import { identityMock, resetIdentityMocks } from '@/testing/mocks/handlers/identity';
import { endSession } from '@/testing/mocks/server-state';
import { persisted, renderApp, screen, waitFor, within } from '@/testing/test-utils';
import { resetLoginFlow } from './stores/login-flow';

const oz = catalogues.oz;
const notAccepted = { ...demoCitizen, termsofuse: 0 };

beforeEach(() => {
  resetIdentityMocks();
  resetLoginFlow();
});

afterEach(() => {
  delete window.kioskBridge;
});

it('opens at start-up for a logged-in user who has not accepted it, and cannot be dismissed', async () => {
  identityMock.termsofuse = 0;
  const { user } = renderApp('/notary', { session: { user: notAccepted } });
  const dialog = await screen.findByRole('dialog', { name: ozIdentity.offer.title });
  expect(within(dialog).getByText(offer.sections[0]?.title ?? '')).toBeInTheDocument();
  expect(within(dialog).getByText(offer.sections[1]?.title ?? '')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: ozIdentity.offer.title })).toBeInTheDocument();
});

it('agreeing checks the session, sends acceptance and goes to the remembered page', async () => {
  persisted().rememberPath('/equeue');
  const { user, router } = renderApp('/notary', { session: { user: notAccepted } });
  await user.click(await screen.findByRole('button', { name: ozIdentity.offer.agree }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/equeue'));
  expect(identityMock.offerAnswers).toEqual([1]);
  expect(persisted()).toMatchObject({ redirectUrl: null, user: { termsofuse: 1 } });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: ozIdentity.offer.title })).not.toBeInTheDocument());
});

it('agreeing with a dead session logs out instead', async () => {
  const { user } = renderApp('/notary', { session: { user: notAccepted } });
  const agree = await screen.findByRole('button', { name: ozIdentity.offer.agree });
  endSession(); // the server no longer knows the cookie
  await user.click(agree);
  expect(await screen.findByText(oz.errors.session_expired)).toBeInTheDocument();
  expect(persisted()).toMatchObject({ user: null });
  expect(identityMock.offerAnswers).toEqual([]);
});

it('declining at a kiosk ends the visit at the kiosk login', async () => {
  const { user, router } = renderApp('/kiosk', { session: { user: notAccepted } });
  await user.click(await screen.findByRole('button', { name: ozIdentity.offer.decline }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk/auth'));
  expect(identityMock.offerAnswers).toEqual([0]);
  expect(persisted()).toMatchObject({ user: null });
});

it('can be read again from the profile, where only "disagree and log out" is offered', async () => {
  const { user, router } = renderApp('/profile', { session: {} });
  await user.click(await screen.findByRole('button', { name: ozIdentity.offer.view }));
  const dialog = await screen.findByRole('dialog', { name: ozIdentity.offer.title });
  expect(within(dialog).queryByRole('button', { name: ozIdentity.offer.agree })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: ozIdentity.offer.decline }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(persisted().user).toBeNull();
});

it('is written in Uzbek Cyrillic only', () => {
  const texts = [offer.title, ...offer.preamble, ...offer.sections.flatMap((s) => [s.title, ...s.paragraphs]), offer.closing];
  expect(texts.join(' ').match(/[A-Za-z]{2,}/g)).toBeNull();
});
