import { catalogues } from '@/lib/i18n';
import actsOz from '@/locales/acts/oz.json';
import ozIdentity from '@/locales/identity/oz.json';
import invitationsOz from '@/locales/invitations/oz.json';
import { demoCitizen } from '@/testing/mocks/data';
import { actMocks, actRequests, resetActMocks } from '@/testing/mocks/handlers/acts';
import { identityMock, resetIdentityMocks } from '@/testing/mocks/handlers/identity';
import {
  FOREIGN_TOKEN,
  INVITED_UUID,
  invitationMocks,
  invitationRequests,
  liveInvitation,
  resetInvitationMocks,
} from '@/testing/mocks/handlers/invitations';
import { persisted, renderApp, screen, waitFor, within } from '@/testing/test-utils';

/** The shared texts with the invitation screen's own (typed from its catalogue file). */
const oz = { ...catalogues.oz, invitations: invitationsOz, acts: actsOz };
const inv = oz.invitations;
const session = { session: {} };

const answers = () => screen.queryByRole('group', { name: inv.answers });

beforeEach(() => {
  resetActMocks();
  resetInvitationMocks();
  resetIdentityMocks();
});

describe('the invitation screen', () => {
  it('shows who invites to what act, in which role, with which notary and until when, and accepts', async () => {
    const { user } = renderApp('/invitation/tok-1', session);
    expect(await screen.findByRole('heading', { level: 1, name: inv.title })).toBeInTheDocument();
    expect(
      await screen.findByText('Karimova Dilnoza sizni notarial harakatda taraf sifatida ishtirok etishga taklif qilmoqda.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Avtotransport vositasi oldi-sotdi shartnomasi')).toBeInTheDocument();
    expect(screen.getByText(oz.acts.roles.buyer)).toBeInTheDocument();
    expect(screen.getByText('Rahimova Malika Anvarovna')).toBeInTheDocument();
    expect(screen.getByText('27.11.2026 18:00 gacha')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: inv.open_act })).not.toBeInTheDocument();
    expect(invitationRequests.tokens).toEqual(['tok-1']);

    await user.click(within(answers() as HTMLElement).getByRole('button', { name: inv.accept }));
    expect(await screen.findByText(inv.accepted)).toBeInTheDocument();
    expect(actRequests.actions).toEqual([{ uuid: INVITED_UUID, action: 'accept', body: {} }]);
    expect(answers()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: inv.open_act })).toHaveAttribute('href', `/enotarial_act/${INVITED_UUID}`);
  });

  it('rejects only with a reason, which is sent', async () => {
    const { user } = renderApp('/invitation/tok-1', session);
    await user.click(await screen.findByRole('button', { name: inv.reject }));
    const dialog = await screen.findByRole('dialog', { name: inv.reject_title });
    expect(within(dialog).getByText(inv.reject_prompt)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: inv.reject }));
    expect(await within(dialog).findByText(inv.reason_required)).toBeInTheDocument();
    expect(actRequests.actions).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: inv.reason }), 'Bu mashinani sotib olmayman');
    await user.click(within(dialog).getByRole('button', { name: inv.reject }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actRequests.actions).toEqual([
      { uuid: INVITED_UUID, action: 'reject', body: { reason: 'Bu mashinani sotib olmayman' } },
    ]);
    expect(await screen.findByText(inv.rejected)).toBeInTheDocument();
    expect(answers()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: inv.open_act })).toBeInTheDocument();
  });

  it('shows the server’s text when the answer is refused', async () => {
    actMocks.refusals.set('accept', { status: 409, text: 'Taklif muddati tugagan' });
    const { user } = renderApp('/invitation/tok-1', session);
    await user.click(await screen.findByRole('button', { name: inv.accept }));
    expect(await screen.findByText('Taklif muddati tugagan')).toBeInTheDocument();
    expect(screen.queryByText(inv.accepted)).not.toBeInTheDocument();
  });

  it('says plainly that an expired link cannot be answered and to ask the applicant to resend it', async () => {
    invitationMocks.views.set('old', liveInvitation({ state: 'expired', actions: [] }));
    renderApp('/invitation/old', session);
    expect(await screen.findByText(inv.state.expired_title)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Bu havolaga endi javob berib bo‘lmaydi. Arizachidan (Karimova Dilnoza) taklifni qayta yuborishni so‘rang: yangi havola SMS orqali keladi.',
      ),
    ).toBeInTheDocument();
    expect(answers()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: inv.accept })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: inv.open_act })).not.toBeInTheDocument();
  });

  it('says a replaced link no longer works, and what to do', async () => {
    invitationMocks.views.set('older', liveInvitation({ state: 'replaced', actions: [] }));
    renderApp('/invitation/older', session);
    expect(await screen.findByText(inv.state.replaced_title)).toBeInTheDocument();
    expect(screen.getByText(/Eng so‘nggi SMSdagi havolani oching/)).toBeInTheDocument();
    expect(answers()).not.toBeInTheDocument();
  });

  it('for a link already answered says so and links to the act', async () => {
    invitationMocks.views.set('done', liveInvitation({ state: 'answered', status: 'accepted', actions: [] }));
    renderApp('/invitation/done', session);
    expect(await screen.findByText(inv.state.answered_accepted)).toBeInTheDocument();
    expect(answers()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: inv.open_act })).toHaveAttribute('href', `/enotarial_act/${INVITED_UUID}`);
  });

  it('someone else’s link: the access-denied message and back to my notarial acts', async () => {
    const { router } = renderApp(`/invitation/${FOREIGN_TOKEN}`, session);
    expect(await screen.findByText(oz.errors.not_a_party)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_notarial_act'));
  });

  it('on a kiosk links to the kiosk act page', async () => {
    invitationMocks.views.set('done', liveInvitation({ state: 'answered', status: 'accepted', actions: [] }));
    renderApp('/kiosk/invitation/done', session);
    expect(await screen.findByRole('link', { name: inv.open_act })).toHaveAttribute(
      'href',
      `/kiosk/enotarial_act/${INVITED_UUID}`,
    );
  });
});

describe('an invitation opened without a session', () => {
  it('asks to log in, stays on the link and remembers it, asking the server nothing', async () => {
    const { router } = renderApp('/invitation/tok-7');
    expect(await screen.findByRole('heading', { name: ozIdentity.login_required_title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/invitation/tok-7');
    expect(persisted().redirectUrl).toBe('/invitation/tok-7');
    expect(invitationRequests.tokens).toEqual([]);
  });

  it('opens the remembered invitation once the login ends with the terms accepted', async () => {
    persisted().rememberPath('/invitation/tok-7');
    identityMock.termsofuse = 0;
    const { user, router } = renderApp('/notary', { session: { user: { ...demoCitizen, termsofuse: 0 } } });
    await user.click(await screen.findByRole('button', { name: ozIdentity.offer.agree }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invitation/tok-7'));
    expect(await screen.findByRole('button', { name: inv.accept })).toBeInTheDocument();
    expect(persisted().redirectUrl).toBeNull();
  });

  it('on a kiosk goes to the kiosk login, the invitation remembered', async () => {
    const { router } = renderApp('/kiosk/invitation/tok-7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk/auth'));
    expect(persisted().redirectUrl).toBe('/kiosk/invitation/tok-7');
  });
});
