import { http, HttpResponse } from 'msw';
import type { ActPublic, PartyPublic } from '@/lib/api';
import { catalogues } from '@/lib/i18n';
import actsOz from '@/locales/acts/oz.json';
import { partyMocks, partyRequests, resetPartyMocks } from '@/testing/mocks/handlers/act-parties';
import { actMocks, actRequests, DRAFT_UUID, PERSON_PARTY, resetActMocks } from '@/testing/mocks/handlers/acts';
import { resetNotaryMocks } from '@/testing/mocks/handlers/notaries';
import { server } from '@/testing/mocks/server';
import { choose, renderApp, screen, waitFor, within } from '@/testing/test-utils';

/** The shared texts with this feature's own (typed from its catalogue file). */
const oz = { ...catalogues.oz, acts: actsOz };
const tab = oz.acts.parties_tab;
const session = { session: {} };
type User = ReturnType<typeof renderApp>['user'];

const LINK = 'https://notarius.example.uz/invitation/tok-2';

function party(fields: Partial<PartyPublic> & Pick<PartyPublic, 'id' | 'role' | 'fullname'>): PartyPublic {
  return { ...PERSON_PARTY, pin: '32107830340017', applicant: false, status: null, ...fields };
}

const APPLICANT = party({ id: 1, role: 'seller', fullname: 'Karimova Dilnoza', applicant: true, status: 'accepted' });
const BUYER = party({
  id: 2,
  role: 'buyer',
  fullname: 'Toshmatov Jasur',
  participation: 'video',
  invitation: { link: LINK, expires_at: '2026-11-26T18:00:00+05:00' },
});
const SPOUSE = party({ id: 3, role: 'spouse', fullname: 'Toshmatova Nilufar', status: 'rejected', reason: 'Roziligim yo‘q' });

/** The applicant's draft at step 1: parties may change, the two roles may be invited. */
function setDraft(fields: Partial<ActPublic> = {}): void {
  const base = actMocks.acts.get(DRAFT_UUID) as ActPublic;
  actMocks.acts.set(DRAFT_UUID, {
    ...base,
    parties: [APPLICANT, BUYER, SPOUSE],
    changes: ['parties'],
    party_roles: ['buyer', 'spouse'],
    actions: ['send_for_check', 'delete', 'resend_invitation', 'change_notary'],
    ...fields,
  });
}

async function openParties() {
  const view = renderApp(`/enotarial_act/${DRAFT_UUID}`, session);
  await view.user.click(await screen.findByRole('tab', { name: oz.acts.details.tabs.parties }));
  await screen.findByRole('table', { name: oz.acts.details.tabs.parties });
  return view;
}

const partiesTable = () => screen.getByRole('table', { name: oz.acts.details.tabs.parties });
const rowOf = (name: string) => within(partiesTable()).getByRole('link', { name }).closest('tr') as HTMLElement;

beforeEach(() => {
  resetActMocks();
  resetPartyMocks();
  resetNotaryMocks();
  setDraft();
});

describe('the parties tab', () => {
  it('shows each party with its role, status, reason and participation, each linking to its own page', async () => {
    await openParties();
    const applicant = rowOf('Karimova Dilnoza');
    expect(within(applicant).getByText(oz.acts.roles.seller)).toBeInTheDocument();
    expect(within(applicant).getByText(oz.acts.details.parties.applicant)).toBeInTheDocument();
    expect(within(applicant).getByText(oz.acts.party_status.accepted)).toBeInTheDocument();
    expect(within(applicant).queryByRole('button')).not.toBeInTheDocument();

    const buyer = rowOf('Toshmatov Jasur');
    expect(within(buyer).getByText(oz.acts.party_status.awaiting)).toBeInTheDocument();
    expect(within(buyer).getByText(tab.participation.video)).toBeInTheDocument();
    expect(within(buyer).getByRole('link', { name: 'Toshmatov Jasur' })).toHaveAttribute('href', '/my_notarial_act/101/member/2');

    const spouse = rowOf('Toshmatova Nilufar');
    expect(within(spouse).getByText(oz.acts.party_status.rejected)).toBeInTheDocument();
    expect(within(spouse).getByText('Sababi: Roziligim yo‘q')).toBeInTheDocument();
    expect(within(spouse).getByText(tab.participation.in_person)).toBeInTheDocument();
  });

  it('offers the copy button and the QR only where a live link is, and copies that link', async () => {
    const { user } = await openParties();
    const buyer = rowOf('Toshmatov Jasur');
    expect(within(buyer).getByText('Havola 26.11.2026 18:00 gacha amal qiladi')).toBeInTheDocument();
    for (const name of ['Karimova Dilnoza', 'Toshmatova Nilufar']) {
      expect(within(rowOf(name)).queryByRole('button', { name: tab.copy })).not.toBeInTheDocument();
      expect(within(rowOf(name)).queryByRole('button', { name: tab.qr })).not.toBeInTheDocument();
    }

    await user.click(within(buyer).getByRole('button', { name: tab.copy }));
    expect(await within(buyer).findByRole('button', { name: tab.copied })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(LINK);

    await user.click(within(buyer).getByRole('button', { name: tab.qr }));
    const dialog = await screen.findByRole('dialog', { name: tab.qr_title });
    expect(within(dialog).getByRole('img', { name: 'Toshmatov Jasur uchun taklif havolasining QR-kodi' })).toBeInTheDocument();
  });

  it('has no invitation column when no party has a live link', async () => {
    setDraft({ parties: [APPLICANT, { ...BUYER, invitation: null }] });
    await openParties();
    expect(screen.queryByRole('columnheader', { name: tab.invitation_col })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: tab.copy })).not.toBeInTheDocument();
  });

  it('resends a party its invitation from its row, not among the act’s buttons', async () => {
    const { user } = await openParties();
    const actButtons = within(screen.getByRole('group', { name: oz.acts.details.actions_label }));
    expect(actButtons.queryByRole('button', { name: oz.acts.actions.resend_invitation.label })).not.toBeInTheDocument();
    expect(actButtons.getByRole('button', { name: oz.acts.actions.change_notary.label })).toBeInTheDocument();

    await user.click(within(rowOf('Toshmatov Jasur')).getByRole('button', { name: tab.resend }));
    expect(await screen.findByText('Toshmatov Jasurga yangi havola SMS orqali yuborildi.')).toBeInTheDocument();
    expect(actRequests.actions).toEqual([{ uuid: DRAFT_UUID, action: 'resend_invitation', body: { party_id: 2 } }]);
  });

  it('removes a party only after the confirmation, and shows the act the server answers', async () => {
    const { user } = await openParties();
    const removeBuyer = () => within(rowOf('Toshmatov Jasur')).getByRole('button', { name: tab.remove });
    await user.click(removeBuyer());
    let dialog = await screen.findByRole('dialog', { name: tab.remove_title });
    expect(within(dialog).getByText(/Toshmatov Jasur harakat taraflaridan olib tashlanadi/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: oz.acts.dialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(partyRequests.removals).toHaveLength(0);

    await user.click(removeBuyer());
    dialog = await screen.findByRole('dialog', { name: tab.remove_title });
    await user.click(within(dialog).getByRole('button', { name: tab.remove }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Toshmatov Jasur' })).not.toBeInTheDocument());
    expect(partyRequests.removals).toEqual([{ uuid: DRAFT_UUID, id: 2 }]);
    expect(screen.getByText(tab.removed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toshmatova Nilufar' })).toBeInTheDocument();
  });

  it('offers no adding, removing or resending when the server allows none', async () => {
    setDraft({ changes: [], party_roles: [], actions: [] });
    await openParties();
    expect(screen.queryByRole('button', { name: tab.add })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: tab.remove })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: tab.resend })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: tab.actions_col })).not.toBeInTheDocument();
  });
});

describe('adding a party', () => {
  async function fillForm(user: User, dialog: HTMLElement) {
    await choose(user, tab.form.role, oz.acts.roles.spouse, dialog);
    await user.type(within(dialog).getByLabelText(tab.form.passserial, { exact: false }), 'ac');
    await user.type(within(dialog).getByLabelText(tab.form.passnum, { exact: false }), '1111111');
    await user.type(within(dialog).getByLabelText(tab.form.pin, { exact: false }), '30101850230018');
    await user.type(within(dialog).getByLabelText(tab.form.phone, { exact: false }), '901112233');
    await user.click(within(dialog).getByRole('radio', { name: tab.participation.video }));
  }

  it('checks the form, asks for confirmation, shows the server’s refusal, then adds and shows the party', async () => {
    const { user } = await openParties();
    await user.click(screen.getByRole('button', { name: tab.add }));
    const dialog = await screen.findByRole('dialog', { name: tab.add_title });

    // Only the roles the server lists.
    await user.click(within(dialog).getByRole('combobox', { name: tab.form.role }));
    const listbox = await waitFor(() => {
      const id = within(dialog).getByRole('combobox', { name: tab.form.role }).getAttribute('aria-controls');
      const found = document.getElementById(id ?? '');
      if (!found) throw new Error('no role options');
      return found;
    });
    expect(within(listbox).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      oz.acts.roles.buyer,
      oz.acts.roles.spouse,
    ]);
    await user.keyboard('{Escape}');

    await user.click(within(dialog).getByRole('button', { name: tab.form.next }));
    expect(await within(dialog).findByText(tab.errors.role_required)).toBeInTheDocument();
    expect(within(dialog).getByText(tab.errors.phone_required)).toBeInTheDocument();

    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: tab.form.next }));
    const confirm = await screen.findByRole('dialog', { name: tab.confirm_title });
    expect(within(confirm).getByText(/\+998 \(90\) 111 22 33 raqamiga taklif havolasi bilan SMS yuboriladi/)).toBeInTheDocument();
    expect(within(confirm).getByText('AC 1111111')).toBeInTheDocument();
    expect(partyRequests.adds).toHaveLength(0);

    partyMocks.refusal = { status: 400, text: 'Fuqaro vafot etgan: u bilan harakat tuzib bo‘lmaydi' };
    await user.click(within(confirm).getByRole('button', { name: tab.confirm_send }));
    expect(await screen.findByText('Fuqaro vafot etgan: u bilan harakat tuzib bo‘lmaydi')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: tab.confirm_title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Yusupov Sardor' })).not.toBeInTheDocument();

    partyMocks.refusal = null;
    await user.click(within(confirm).getByRole('button', { name: tab.confirm_send }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await within(partiesTable()).findByRole('link', { name: 'Yusupov Sardor' });
    const added = rowOf('Yusupov Sardor');
    expect(within(added).getByText(oz.acts.roles.spouse)).toBeInTheDocument();
    expect(within(added).getByRole('button', { name: tab.copy })).toBeInTheDocument();
    expect(screen.getByText(tab.added)).toBeInTheDocument();
    // The others are asked again: the server's act is shown.
    expect(within(rowOf('Toshmatova Nilufar')).getByText(oz.acts.party_status.awaiting)).toBeInTheDocument();
    const person = { document_type: 46, passserial: 'AC', passnum: '1111111', pin: '30101850230018' };
    const body = { role: 'spouse', ...person, phone: '901112233', participation: 'video' };
    expect(partyRequests.adds).toEqual([
      { uuid: DRAFT_UUID, body },
      { uuid: DRAFT_UUID, body },
    ]);
  });

  it('goes back from the confirmation to the form with what was typed, sending nothing', async () => {
    const { user } = await openParties();
    await user.click(screen.getByRole('button', { name: tab.add }));
    const dialog = await screen.findByRole('dialog', { name: tab.add_title });
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: tab.form.next }));
    const confirm = await screen.findByRole('dialog', { name: tab.confirm_title });
    await user.click(within(confirm).getByRole('button', { name: tab.back }));
    const form = await screen.findByRole('dialog', { name: tab.add_title });
    expect(within(form).getByLabelText(tab.form.phone, { exact: false })).toHaveValue('901112233');
    expect(partyRequests.adds).toHaveLength(0);
  });
  it('tells in the form why there are no document types to choose, and asks again', async () => {
    // Down until the retry: opening the dialog asks once more by itself.
    let down = true;
    server.use(http.get('/api/dict', () => (down ? new HttpResponse(null, { status: 500 }) : undefined)));
    const { user } = await openParties();
    await user.click(screen.getByRole('button', { name: tab.add }));
    const dialog = await screen.findByRole('dialog', { name: tab.add_title });
    const alert = await within(dialog).findByRole('alert', { name: oz.errors.dictionaries_failed });
    expect(alert).toHaveTextContent(oz.errors.system);

    down = false;
    await user.click(within(alert).getByRole('button', { name: oz.errors.try_again }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: tab.form.document_type })).toHaveValue('O‘zbekiston Respublikasi fuqarosining ID-kartasi'),
    );
    expect(within(dialog).queryByRole('alert', { name: oz.errors.dictionaries_failed })).not.toBeInTheDocument();
  });

  it('shapes the document’s number by its type: an ID card’s 7 digits, a birth certificate’s 6 or 7, another’s letters too', async () => {
    const { user } = await openParties();
    await user.click(screen.getByRole('button', { name: tab.add }));
    const dialog = await screen.findByRole('dialog', { name: tab.add_title });
    const number = () => within(dialog).getByLabelText(tab.form.passnum, { exact: false });
    expect(within(dialog).getByRole('combobox', { name: tab.form.document_type })).toHaveValue(
      'O‘zbekiston Respublikasi fuqarosining ID-kartasi',
    );
    expect(within(dialog).getByText(tab.form.passnum_hint_digits.replace('{{digits}}', '7'))).toBeInTheDocument();
    await fillForm(user, dialog);
    await user.clear(number());
    await user.type(number(), '123456');
    await user.click(within(dialog).getByRole('button', { name: tab.form.next }));
    expect(await within(dialog).findByText(tab.errors.passnum_length)).toBeInTheDocument();

    await choose(user, tab.form.document_type, 'Tug‘ilganlik haqidagi guvohnoma', dialog);
    expect(number()).toHaveValue('');
    expect(within(dialog).getByText(tab.form.passnum_hint_digits.replace('{{digits}}', `6 ${tab.form.or} 7`))).toBeInTheDocument();
    await user.type(number(), '12345678');
    expect(number()).toHaveValue('1234567');

    await choose(user, tab.form.document_type, 'Boshqa hujjat', dialog);
    await user.type(number(), 'x12-b');
    expect(number()).toHaveValue('X12B');
    await user.click(within(dialog).getByRole('button', { name: tab.form.next }));
    const confirm = await screen.findByRole('dialog', { name: tab.confirm_title });
    expect(within(confirm).getByText('Boshqa hujjat')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: tab.confirm_send }));
    await waitFor(() => expect(partyRequests.adds).toHaveLength(1));
    expect(partyRequests.adds[0]?.body).toMatchObject({ document_type: 99, passserial: 'AC', passnum: 'X12B' });
  });
});

describe('an organisation, a representative, an interpreter', () => {
  async function openForm(fields: Partial<ActPublic>) {
    setDraft(fields);
    const view = await openParties();
    await view.user.click(screen.getByRole('button', { name: tab.add }));
    return { ...view, dialog: await screen.findByRole('dialog', { name: tab.add_title }) };
  }

  it('names an organisation by its tax id, where the server lets the role be one', async () => {
    const { user, dialog } = await openForm({ party_roles: ['pledgor', 'pledgee'], juridical_roles: ['pledgee'] });
    await choose(user, tab.form.role, oz.acts.roles.pledgor, dialog);
    expect(within(dialog).queryByRole('radio', { name: tab.form.party_class_juridical })).not.toBeInTheDocument();
    await choose(user, tab.form.role, oz.acts.roles.pledgee, dialog);
    await user.click(within(dialog).getByRole('radio', { name: tab.form.party_class_juridical }));
    expect(within(dialog).queryByLabelText(tab.form.pin, { exact: false })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: tab.form.next }));
    expect(await within(dialog).findByText(tab.errors.inn_required)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(tab.form.inn, { exact: false }), '200833707');
    await user.type(within(dialog).getByLabelText(tab.form.phone, { exact: false }), '712000101');
    await user.click(within(dialog).getByRole('button', { name: tab.form.next }));
    const confirm = await screen.findByRole('dialog', { name: tab.confirm_title });
    expect(within(confirm).getByText('200833707')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: tab.confirm_send }));
    await waitFor(() =>
      expect(partyRequests.adds).toEqual([
        {
          uuid: DRAFT_UUID,
          body: { role: 'pledgee', party_class: 'juridical', inn: '200833707', phone: '712000101', participation: 'in_person' },
        },
      ]),
    );
    expect(await within(partiesTable()).findByRole('link', { name: '"Xalq banki" AJ' })).toBeInTheDocument();
  });

  it('names the party it acts for, the guardianship decision and the interpreter’s two languages', async () => {
    const { user, dialog } = await openForm({});
    await choose(user, tab.form.role, oz.acts.roles.spouse, dialog);
    await user.type(within(dialog).getByLabelText(tab.form.passserial, { exact: false }), 'ac');
    await user.type(within(dialog).getByLabelText(tab.form.passnum, { exact: false }), '1111111');
    await user.type(within(dialog).getByLabelText(tab.form.pin, { exact: false }), '30101850230018');
    await user.type(within(dialog).getByLabelText(tab.form.phone, { exact: false }), '901112233');
    await user.click(within(dialog).getByRole('checkbox', { name: tab.form.more }));
    await choose(user, tab.form.represented_party, `Toshmatov Jasur — ${oz.acts.roles.buyer}`, dialog);
    await user.type(within(dialog).getByLabelText(tab.form.guardian_body, { exact: false }), '№ 45, 02.12.2026');
    await user.click(within(dialog).getByRole('checkbox', { name: tab.form.interpreter }));
    await choose(user, tab.form.translate_from, oz.acts.terms.language.ru, dialog);
    await choose(user, tab.form.translate_to, oz.acts.terms.language.ru, dialog);
    await user.click(within(dialog).getByRole('button', { name: tab.form.next }));
    expect(await within(dialog).findByText(tab.errors.languages_same)).toBeInTheDocument();
    await choose(user, tab.form.translate_to, oz.acts.terms.language.oz, dialog);
    await user.click(within(dialog).getByRole('button', { name: tab.form.next }));
    const confirm = await screen.findByRole('dialog', { name: tab.confirm_title });
    await user.click(within(confirm).getByRole('button', { name: tab.confirm_send }));
    await waitFor(() => expect(partyRequests.adds).toHaveLength(1));
    expect(partyRequests.adds[0]?.body).toMatchObject({
      represented_party_id: 2,
      guardian_body: '№ 45, 02.12.2026',
      interpreter: true,
      translate_from: 'ru',
      translate_to: 'oz',
    });
  });
});

describe('changing the notary', () => {
  const RAHIMOVA = 'Rahimova Malika Anvarovna — Mirobod tumani 1-davlat notarial idorasi';
  const change = oz.acts.actions.change_notary;

  it('asks first, and sends the automatic choice', async () => {
    const { user } = renderApp(`/enotarial_act/${DRAFT_UUID}`, session);
    await user.click(await screen.findByRole('button', { name: change.label }));
    const dialog = await screen.findByRole('dialog', { name: change.title });
    expect(within(dialog).getByText(change.prompt)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: change.auto })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: change.label }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actRequests.actions).toEqual([{ uuid: DRAFT_UUID, action: 'change_notary', body: { mode: 'auto' } }]);
    expect(screen.getByText(change.done)).toBeInTheDocument();
  });

  it('with the choice by hand, needs a notary picked and sends its id', async () => {
    const { user } = renderApp(`/enotarial_act/${DRAFT_UUID}`, session);
    await user.click(await screen.findByRole('button', { name: change.label }));
    const dialog = await screen.findByRole('dialog', { name: change.title });
    await user.click(within(dialog).getByRole('radio', { name: change.manual }));
    const picker = within(dialog).getByRole('group', { name: oz.acts.picker.label });
    await user.click(within(dialog).getByRole('button', { name: change.label }));
    const notary = within(picker).getByRole('combobox', { name: oz.acts.create.notary });
    await waitFor(() => expect(notary).toHaveAccessibleDescription(change.notary_required));
    expect(actRequests.actions).toHaveLength(0);

    await choose(user, oz.acts.create.notary, RAHIMOVA, picker);
    await user.click(within(dialog).getByRole('button', { name: change.label }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actRequests.actions).toEqual([{ uuid: DRAFT_UUID, action: 'change_notary', body: { mode: 'manual', id: 7 } }]);
  });
});
