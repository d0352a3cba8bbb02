import type { ActPublic, SubjectPublic } from '@/lib/api';
import { catalogues } from '@/lib/i18n';
import actsOz from '@/locales/acts/oz.json';
import { actMocks, DRAFT_UUID, IN_PROGRESS_UUID, resetActMocks } from '@/testing/mocks/handlers/acts';
import {
  MISSING_RID,
  REALTY_DETAILS,
  resetSubjectMocks,
  subjectMocks,
  subjectRequests,
  VEHICLE_DETAILS,
} from '@/testing/mocks/handlers/act-subjects';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

/** The shared texts with this feature's own (typed from its catalogue file). */
const oz = { ...catalogues.oz, acts: actsOz };
const tab = oz.acts.subjects_tab;
const TYPE_NAME = 'Avtotransport vositasi oldi-sotdi shartnomasi';
const session = { session: {} };
const DRAFT_RID = 101;

const VEHICLE: SubjectPublic = {
  id: 11,
  kind: 'vehicle',
  state_number: '01A123BC',
  cadastre_number: null,
  description: '',
  price: '85000000.00',
  share_numerator: 1,
  share_denominator: 2,
  recipient_party_id: 2,
  disposal_types: [],
  details: {
    ...VEHICLE_DETAILS,
    bans: [
      {
        id: 5,
        state: 'active',
        start_date: '2026-10-01',
        doc_date: '2026-09-30',
        doc_number: 'MIB-771',
        ban_type: 'Taqiq',
        official: 'Sobirov A.',
        organisation: 'Majburiy ijro byurosi',
      },
    ],
    unpaid_fines: '375000.00',
  },
};
const REALTY: SubjectPublic = {
  ...VEHICLE,
  id: 12,
  kind: 'realty',
  state_number: null,
  cadastre_number: '10:01:02:03:0004:0005',
  price: null,
  share_numerator: 1,
  share_denominator: 1,
  recipient_party_id: null,
  details: REALTY_DETAILS,
};
const OTHER: SubjectPublic = {
  ...REALTY,
  id: 13,
  kind: 'other',
  cadastre_number: null,
  description: 'Yamaha pianinosi',
  price: '12500000.50',
  details: {},
};

/** The draft with what the test needs: by default the applicant may still edit it. */
function draft(patch: Partial<ActPublic> = {}): ActPublic {
  const act = { ...(actMocks.acts.get(DRAFT_UUID) as ActPublic), changes: ['parties', 'subjects', 'notes'], ...patch } as ActPublic;
  actMocks.acts.set(DRAFT_UUID, act);
  return act;
}

async function openSubjects(url = `/enotarial_act/${DRAFT_UUID}`) {
  const view = renderApp(url, session);
  await view.user.click(await screen.findByRole('tab', { name: oz.acts.details.tabs.subjects }));
  return view;
}

const form = () => screen.getByRole('region', { name: tab.add.title });
const card = (name: string) => screen.getByRole('listitem', { name });

beforeEach(() => {
  resetActMocks();
  resetSubjectMocks();
});

describe('the subjects tab', () => {
  it('adds a vehicle by its state number, typed in capitals, and shows what the registry says of it', async () => {
    draft();
    const { user } = await openSubjects();
    expect(screen.getByText(oz.acts.details.later.subjects)).toBeInTheDocument();
    const number = within(form()).getByRole('textbox', { name: tab.add.state_number });
    await user.type(number, '01a 123-bc');
    expect(number).toHaveValue('01A123BC');
    await user.click(within(form()).getByRole('button', { name: tab.add.submit }));

    expect(await within(form()).findByText(tab.add.done)).toBeInTheDocument();
    expect(subjectRequests.adds).toEqual([{ uuid: DRAFT_UUID, body: { kind: 'vehicle', state_number: '01A123BC' } }]);
    const vehicle = await waitFor(() => card('01A123BC'));
    expect(within(vehicle).getByText(tab.kind.vehicle)).toBeInTheDocument();
    expect(within(vehicle).getByText('Chevrolet Cobalt')).toBeInTheDocument();
    expect(within(vehicle).getByText('2021')).toBeInTheDocument();
    expect(within(vehicle).getByText('Oq')).toBeInTheDocument();
    expect(within(vehicle).getByText('AAF 1234567')).toBeInTheDocument();
    expect(within(vehicle).getByText('Karimova Dilnoza (41403850230012): 1/2')).toBeInTheDocument();
    expect(within(vehicle).getByText('50101920010033: 1/2')).toBeInTheDocument();
    expect(within(vehicle).getByText(tab.no_bans)).toBeInTheDocument();
    expect(within(vehicle).getByText('0,00 so‘m')).toBeInTheDocument();
    expect(within(vehicle).getByText(tab.whole)).toBeInTheDocument();
    expect(within(number.closest('form') as HTMLElement).getByRole('textbox', { name: tab.add.state_number })).toHaveValue('');
  });

  it('refuses a malformed number without asking the server', async () => {
    draft();
    const { user } = await openSubjects();
    await user.click(within(form()).getByRole('button', { name: tab.add.submit }));
    expect(await within(form()).findByText(tab.errors.state_number_required)).toBeInTheDocument();
    await user.click(within(form()).getByRole('radio', { name: tab.kind.realty }));
    await user.type(within(form()).getByRole('textbox', { name: tab.add.cadastre_number }), '1001020300040005');
    await user.click(within(form()).getByRole('button', { name: tab.add.submit }));
    expect(await within(form()).findByText(tab.errors.cadastre_format)).toBeInTheDocument();
    await user.click(within(form()).getByRole('radio', { name: tab.kind.other }));
    await user.click(within(form()).getByRole('button', { name: tab.add.submit }));
    expect(await within(form()).findByText(tab.errors.description_required)).toBeInTheDocument();
    expect(within(form()).getByText(tab.errors.price_required)).toBeInTheDocument();
    expect(subjectRequests.adds).toHaveLength(0);
  });

  it('adds real estate by its cadastre number', async () => {
    draft();
    const { user } = await openSubjects();
    await user.click(within(form()).getByRole('radio', { name: tab.kind.realty }));
    await user.type(within(form()).getByRole('textbox', { name: tab.add.cadastre_number }), '10:01:02:03:0004:0005');
    await user.click(within(form()).getByRole('button', { name: tab.add.submit }));

    const realty = await screen.findByRole('listitem', { name: '10:01:02:03:0004:0005' });
    expect(subjectRequests.adds).toEqual([
      { uuid: DRAFT_UUID, body: { kind: 'realty', cadastre_number: '10:01:02:03:0004:0005' } },
    ]);
    expect(within(realty).getByText(tab.kind.realty)).toBeInTheDocument();
    expect(within(realty).getByText(tab.realty_kinds.flat)).toBeInTheDocument();
    expect(within(realty).getByText('64.5 m²')).toBeInTheDocument();
    expect(within(realty).getByText('3')).toBeInTheDocument();
    expect(within(realty).getByText(REALTY_DETAILS.address)).toBeInTheDocument();
    expect(within(realty).getByText(`Karimova Dilnoza (41403850230012): ${tab.joint}`)).toBeInTheDocument();
  });

  it('adds other property with its price as money, a share and the party it passes to', async () => {
    draft();
    const { user } = await openSubjects();
    await user.click(within(form()).getByRole('radio', { name: tab.kind.other }));
    await user.type(within(form()).getByRole('textbox', { name: tab.add.description }), 'Yamaha pianinosi');
    const price = within(form()).getByRole('textbox', { name: tab.add.price });
    await user.type(price, '12500000.5');
    expect(price).toHaveValue('12 500 000,5');
    await user.type(within(form()).getByRole('textbox', { name: tab.add.share_numerator }), '1');
    await user.click(within(form()).getByRole('button', { name: tab.add.submit }));
    expect(await within(form()).findByText(tab.errors.share_both)).toBeInTheDocument();
    await user.type(within(form()).getByRole('textbox', { name: tab.add.share_denominator }), '3');
    const recipient = within(form()).getByRole('combobox', { name: tab.add.recipient });
    await user.click(recipient);
    await user.click(await screen.findByRole('option', { name: `Toshmatov Jasur — ${oz.acts.roles.buyer}`, hidden: true }));
    expect(within(form()).queryByRole('combobox', { name: tab.add.disposal_types })).not.toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: tab.add.submit }));

    const other = await screen.findByRole('listitem', { name: 'Yamaha pianinosi' });
    expect(subjectRequests.adds).toEqual([
      {
        uuid: DRAFT_UUID,
        body: {
          kind: 'other',
          description: 'Yamaha pianinosi',
          price: '12500000.5',
          share_numerator: 1,
          share_denominator: 3,
          recipient_party_id: 2,
        },
      },
    ]);
    expect(within(other).getByText('12 500 000,50 so‘m')).toBeInTheDocument();
    expect(within(other).getByText('1/3')).toBeInTheDocument();
    expect(within(other).getByText('Toshmatov Jasur')).toBeInTheDocument();
  });

  it('offers disposal types, several at once, only in a spouse consent', async () => {
    draft({ type: 15003 });
    const { user } = await openSubjects();
    await user.type(within(form()).getByRole('textbox', { name: tab.add.state_number }), '01A123BC');
    const disposals = within(form()).getByLabelText(tab.add.disposal_types);
    await user.click(disposals);
    await user.click(await screen.findByRole('option', { name: tab.disposal.sale, hidden: true }));
    await user.click(await screen.findByRole('option', { name: tab.disposal.pledge, hidden: true }));
    await user.click(within(form()).getByRole('button', { name: tab.add.submit }));
    await waitFor(() => expect(subjectRequests.adds).toHaveLength(1));
    expect(subjectRequests.adds[0]?.body).toEqual({ kind: 'vehicle', state_number: '01A123BC', disposal_types: ['sale', 'pledge'] });
    const vehicle = await screen.findByRole('listitem', { name: '01A123BC' });
    expect(within(vehicle).getByText(`${tab.disposal.sale}, ${tab.disposal.pledge}`)).toBeInTheDocument();
  });

  it("shows the server's refusal in place, with the act it names as a link to that act", async () => {
    draft();
    subjectMocks.refusals.set('01A123BC', {
      status: 400,
      text: `Sizda shunga o'xshash tugallanmagan notarial harakat bor (№ 102): /enotarial_act/${IN_PROGRESS_UUID}. Uni yakunlang yoki o'chiring`,
    });
    const { user, router } = await openSubjects();
    await user.type(within(form()).getByRole('textbox', { name: tab.add.state_number }), '01A123BC');
    await user.click(within(form()).getByRole('button', { name: tab.add.submit }));

    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent(tab.add.refused);
    expect(alert).toHaveTextContent("tugallanmagan notarial harakat bor (№ 102): /enotarial_act/");
    expect(alert).toHaveTextContent("Uni yakunlang yoki o'chiring");
    expect(screen.queryByRole('listitem', { name: '01A123BC' })).not.toBeInTheDocument();
    const link = within(alert).getByRole('link', { name: `/enotarial_act/${IN_PROGRESS_UUID}` });
    expect(link).toHaveAttribute('href', `/enotarial_act/${IN_PROGRESS_UUID}`);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/enotarial_act/${IN_PROGRESS_UUID}`));
    expect(await screen.findByText(`Joriy bosqich: 3/9, ${oz.acts.steps[3]}`)).toBeInTheDocument();
  });

  it('shows a ban on the car as the refusal text', async () => {
    draft();
    subjectMocks.refusals.set('01A123BC', { status: 400, text: "01A123BC mol-mulkiga taqiq yoki xatlov qo'yilgan" });
    const { user } = await openSubjects();
    await user.type(within(form()).getByRole('textbox', { name: tab.add.state_number }), '01A123BC');
    await user.click(within(form()).getByRole('button', { name: tab.add.submit }));
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent("01A123BC mol-mulkiga taqiq yoki xatlov qo'yilgan");
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it('removes a subject after the confirmation; a cancelled prompt sends nothing', async () => {
    draft({ subjects: [VEHICLE, OTHER] });
    const { user } = await openSubjects();
    const vehicle = card('01A123BC');
    await user.click(within(vehicle).getByRole('button', { name: tab.remove.button }));
    let dialog = await screen.findByRole('dialog', { name: tab.remove.title });
    expect(within(dialog).getByText(/«01A123BC»/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: oz.acts.dialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(subjectRequests.removes).toHaveLength(0);

    await user.click(within(card('01A123BC')).getByRole('button', { name: tab.remove.button }));
    dialog = await screen.findByRole('dialog', { name: tab.remove.title });
    await user.click(within(dialog).getByRole('button', { name: tab.remove.button }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: '01A123BC' })).not.toBeInTheDocument());
    expect(subjectRequests.removes).toEqual([{ uuid: DRAFT_UUID, id: VEHICLE.id }]);
    expect(screen.getByRole('listitem', { name: 'Yamaha pianinosi' })).toBeInTheDocument();
    expect(screen.getByText(tab.remove.done)).toBeInTheDocument();
  });

  it('shows the subjects of an act no longer edited without the form or removal, each linking to its page', async () => {
    draft({ subjects: [VEHICLE, REALTY, OTHER], changes: ['notes'] });
    await openSubjects();
    const vehicle = card('01A123BC');
    expect(within(vehicle).getByText(tab.bans_count.replace('{{count}}', '1'))).toBeInTheDocument();
    expect(within(vehicle).getByText('375 000,00 so‘m')).toBeInTheDocument();
    expect(within(vehicle).getByText('85 000 000,00 so‘m')).toBeInTheDocument();
    expect(within(vehicle).getByText('1/2')).toBeInTheDocument();
    expect(within(vehicle).getByRole('link', { name: tab.open })).toHaveAttribute('href', `/my_notarial_act/${DRAFT_RID}/auto/11`);
    expect(within(card('10:01:02:03:0004:0005')).getByRole('link', { name: tab.open })).toHaveAttribute(
      'href',
      `/my_notarial_act/${DRAFT_RID}/realty/12`,
    );
    expect(within(card('Yamaha pianinosi')).getByRole('link', { name: tab.open })).toHaveAttribute(
      'href',
      `/my_notarial_act/${DRAFT_RID}/other/13`,
    );
    expect(screen.queryByRole('button', { name: tab.remove.button })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: tab.add.title })).not.toBeInTheDocument();
  });
});

describe('the act by its number and its sub-records', () => {
  it('opens the act details by its number', async () => {
    draft();
    renderApp(`/my_notarial_act/${DRAFT_RID}`, session);
    expect(await screen.findByRole('heading', { level: 1, name: TYPE_NAME })).toBeInTheDocument();
    expect(subjectRequests.byRid).toEqual([DRAFT_RID]);
    expect(screen.getByRole('tab', { name: oz.acts.details.tabs.subjects })).toBeInTheDocument();
  });

  it('an unknown number: the toast and back to my notarial acts', async () => {
    const { router } = renderApp(`/my_notarial_act/${MISSING_RID}`, session);
    expect(await screen.findByText(oz.errors.act_not_found)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_notarial_act'));
  });

  it('shows a vehicle in full with the way back to the act', async () => {
    draft({ subjects: [VEHICLE, REALTY, OTHER] });
    const { user, router } = renderApp(`/my_notarial_act/${DRAFT_RID}/auto/11`, session);
    expect(await screen.findByRole('heading', { level: 1, name: oz.pages.myActVehicle.title })).toBeInTheDocument();
    expect(screen.getAllByText('01A123BC')).toHaveLength(2);
    expect(screen.getByText('XWB5V31CDLA123456')).toBeInTheDocument();
    expect(screen.getByText('B15D2-123456')).toBeInTheDocument();
    expect(screen.getByText('Taqiq: Majburiy ijro byurosi, Sobirov A., hujjat № MIB-771, 30.09.2026')).toBeInTheDocument();
    expect(screen.getByText('375 000,00 so‘m')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: new RegExp(oz.acts.sub_record.back) }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my_notarial_act/${DRAFT_RID}`));
    expect(await screen.findByRole('heading', { level: 1, name: TYPE_NAME })).toBeInTheDocument();
  });

  it('shows real estate, other property and a party on their own pages', async () => {
    draft({ subjects: [VEHICLE, REALTY, OTHER] });
    const realty = renderApp(`/my_notarial_act/${DRAFT_RID}/realty/12`, session);
    expect(await screen.findByRole('heading', { level: 1, name: oz.pages.myActRealty.title })).toBeInTheDocument();
    expect(screen.getByText(REALTY_DETAILS.address)).toBeInTheDocument();
    expect(screen.getByText(tab.realty_kinds.flat)).toBeInTheDocument();
    realty.unmount();

    renderApp(`/my_notarial_act/${DRAFT_RID}/other/13`, session);
    expect(await screen.findByRole('heading', { level: 1, name: oz.pages.myActOtherProperty.title })).toBeInTheDocument();
    expect(screen.getAllByText('Yamaha pianinosi')).toHaveLength(2);
    expect(screen.getByText('12 500 000,50 so‘m')).toBeInTheDocument();
  });

  it('shows one party in full, and says so when the act has no such record', async () => {
    draft();
    const first = renderApp(`/my_notarial_act/${DRAFT_RID}/member/2`, session);
    expect(await screen.findByRole('heading', { level: 1, name: oz.pages.myActMember.title })).toBeInTheDocument();
    expect(screen.getAllByText('Toshmatov Jasur')).toHaveLength(2);
    expect(screen.getByText('32107830340017')).toBeInTheDocument();
    expect(screen.getByText(oz.acts.roles.buyer)).toBeInTheDocument();
    expect(screen.getByText(oz.acts.party_status.awaiting)).toBeInTheDocument();
    expect(screen.getByText(oz.acts.sub_record.participation.in_person)).toBeInTheDocument();
    first.unmount();

    renderApp(`/my_notarial_act/${DRAFT_RID}/auto/77`, session);
    expect(await screen.findByText(oz.acts.sub_record.not_found)).toBeInTheDocument();
  });
});
