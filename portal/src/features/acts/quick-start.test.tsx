import type { ActPublic } from '@/lib/api';
import { catalogues } from '@/lib/i18n';
import actsOz from '@/locales/acts/oz.json';
import { actMocks, actRequests, NEW_UUID, resetActMocks, stagedAct } from '@/testing/mocks/handlers/acts';
import { partyRequests, resetPartyMocks } from '@/testing/mocks/handlers/act-parties';
import { resetSubjectMocks, subjectRequests } from '@/testing/mocks/handlers/act-subjects';
import { choose, renderApp, screen, waitFor, within } from '@/testing/test-utils';

/** The shared texts with this feature's own (typed from its catalogue file). */
const oz = { ...catalogues.oz, acts: actsOz };
const qs = oz.acts.quick_start;
const session = { session: {} };
const UUID = '3f1c2a9e-0000-4000-8000-0000000000d1';

/** A vehicle sale as the server creates it for Dilnoza: it needs a buyer and a vehicle. */
const SALE: Partial<ActPublic> = {
  state: 'draft',
  step: 1,
  subject_kinds: ['vehicle'],
  needed_roles: ['buyer'],
  party_roles: ['buyer'],
  changes: ['parties', 'subjects', 'notes'],
  actions: ['send_for_check', 'change_notary', 'delete'],
};

function draft(fields: Partial<ActPublic>): ActPublic {
  return { ...stagedAct(UUID, 1, []), state: 'draft', parties: [], ...SALE, ...fields };
}

type User = ReturnType<typeof renderApp>['user'];

/** The user's clicks, counted: the quick start's budget is in clicks and screens (docs/contracts/entities.md). */
function counting(user: User) {
  const counter = { clicks: 0, click: async (element: Element) => {
    counter.clicks += 1;
    await user.click(element);
  } };
  return counter;
}

/** Mantine's Stepper names each step in an element of this class. */
const STEP_LABEL = '.mantine-Stepper-stepLabel';

const stepParam = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search).get('step');

type Step = keyof typeof qs.steps;

/** What the server lists of three types' needs, and the screens their quick start must show. */
const SHAPES: [string, Partial<ActPublic>, Step[]][] = [
  ['a minor’s travel', { subject_kinds: [], needed_roles: ['child'], terms_groups: ['travel'] }, ['parties', 'terms', 'review']],
  ['a signature’s certification', { subject_kinds: [], needed_roles: [], attachment_needed: true }, ['terms', 'review']],
  [
    'a spouse’s consent',
    { subject_kinds: ['vehicle', 'realty', 'other'], needed_roles: ['spouse'] },
    ['subject', 'parties', 'review'],
  ],
];

beforeEach(() => {
  resetActMocks();
  resetPartyMocks();
  resetSubjectMocks();
});

describe('the quick start', () => {
  it('makes a vehicle sale in four screens: created, the car picked, the buyer invited, reviewed with its notary and sent', async () => {
    actMocks.createdAs = { ...SALE, parties: [] };
    const { user, router } = renderApp('/my_notarial_act', session);
    const counter = counting(user);
    const screens = new Set<string>();

    await counter.click(await screen.findByRole('button', { name: qs.button }));
    const dialog = await screen.findByRole('dialog', { name: qs.create_title });
    screens.add('create');
    expect(within(dialog).queryByRole('radio', { name: oz.acts.create.notary_manual })).not.toBeInTheDocument();
    await choose(user, oz.acts.create.type, 'Avtotransport vositasi oldi-sotdi shartnomasi', dialog);
    counter.clicks += 2; // the list opened, the type picked
    await counter.click(within(dialog).getByRole('button', { name: oz.acts.create.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/enotarial_act/${NEW_UUID}/quick_start`));
    expect(actRequests.creates).toEqual([{ type: 1, registration_type: 1, notary: { mode: 'auto' } }]);

    // The subject: her own cars by the registry, one touch.
    const cars = await screen.findByRole('radiogroup', { name: oz.acts.subjects_tab.own.label_vehicle });
    screens.add(stepParam(router) ?? 'subject');
    await counter.click(within(cars).getByRole('radio', { name: '01A123BC — Chevrolet Cobalt' }));
    await user.type(screen.getByRole('textbox', { name: oz.acts.subjects_tab.add.price }), '150000000');
    await counter.click(screen.getByRole('button', { name: oz.acts.subjects_tab.add.submit }));
    await waitFor(() => expect(subjectRequests.adds).toHaveLength(1));
    expect(subjectRequests.adds[0]?.body).toMatchObject({ kind: 'vehicle', state_number: '01A123BC', price: '150000000' });
    await counter.click(screen.getByRole('button', { name: qs.next }));

    // The buyer: his invitation goes by SMS as he is added.
    await waitFor(() => expect(stepParam(router)).toBe('parties'));
    screens.add('parties');
    expect(screen.getByText(qs.missing.party.replace('{{role}}', oz.acts.roles.buyer))).toBeInTheDocument();
    await counter.click(screen.getByRole('button', { name: oz.acts.parties_tab.add }));
    const party = await screen.findByRole('dialog', { name: oz.acts.parties_tab.add_title });
    await user.type(within(party).getByLabelText(oz.acts.parties_tab.form.passserial, { exact: false }), 'ac');
    await user.type(within(party).getByLabelText(oz.acts.parties_tab.form.passnum, { exact: false }), '1111111');
    await user.type(within(party).getByLabelText(oz.acts.parties_tab.form.pin, { exact: false }), '32107830340017');
    await user.type(within(party).getByLabelText(oz.acts.parties_tab.form.phone, { exact: false }), '907654321');
    await counter.click(within(party).getByRole('button', { name: oz.acts.parties_tab.form.next }));
    const confirm = await screen.findByRole('dialog', { name: oz.acts.parties_tab.confirm_title });
    await counter.click(within(confirm).getByRole('button', { name: oz.acts.parties_tab.confirm_send }));
    await waitFor(() => expect(partyRequests.adds).toHaveLength(1));
    await counter.click(await screen.findByRole('button', { name: qs.next }));

    // The review: the notary the service chose kept, nothing missing, sent for check with its confirmation; the
    // act's page takes over.
    await waitFor(() => expect(stepParam(router)).toBe('review'));
    screens.add('review');
    expect(screen.getByText('Rahimova Malika Anvarovna')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: oz.acts.actions.change_notary.label })).toBeInTheDocument();
    expect(screen.queryByText(qs.missing.title)).not.toBeInTheDocument();
    await counter.click(screen.getByRole('button', { name: oz.acts.actions.send_for_check.label }));
    const prompt = await screen.findByRole('dialog', { name: oz.acts.actions.send_for_check.title });
    await counter.click(within(prompt).getByRole('button', { name: oz.acts.actions.send_for_check.label }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/enotarial_act/${NEW_UUID}`));
    expect(actRequests.actions.map((one) => one.action)).toEqual(['send_for_check']);

    expect([...screens]).toEqual(['create', 'subject', 'parties', 'review']);
    expect(counter.clicks).toBe(13);
  });

  it.each(SHAPES)('asks for %s exactly what the server says its type needs', async (_name, needs, steps) => {
    actMocks.acts.set(UUID, draft(needs));
    renderApp(`/enotarial_act/${UUID}/quick_start`, session);
    const labels = steps.map((step) => qs.steps[step]);
    await screen.findByText(labels[0] as string, { selector: STEP_LABEL });
    expect([...document.querySelectorAll(STEP_LABEL)].map((node) => node.textContent)).toEqual(labels);
  });

  it('lists on the review what is still missing, each leading to its screen', async () => {
    actMocks.acts.set(UUID, draft({}));
    const { user, router } = renderApp(`/enotarial_act/${UUID}/quick_start?step=review`, session);
    const missing = await screen.findByRole('list', { name: qs.missing.title });
    expect(within(missing).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      qs.missing.party.replace('{{role}}', oz.acts.roles.buyer),
      qs.missing.subject,
    ]);
    await user.click(within(missing).getByRole('button', { name: qs.missing.subject }));
    await waitFor(() => expect(stepParam(router)).toBe('subject'));
  });

  it('on a kiosk offers the registry’s vehicles only, with nothing to type', async () => {
    actMocks.acts.set(UUID, draft({}));
    renderApp(`/kiosk/enotarial_act/${UUID}/quick_start`, session);
    expect(await screen.findByRole('radiogroup', { name: oz.acts.subjects_tab.own.label_vehicle })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: oz.acts.subjects_tab.add.state_number })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: qs.next })).toBeInTheDocument();
  });

  it('gives way to the act’s page once the act has left its preparation', async () => {
    actMocks.acts.set(UUID, draft({ step: 2, state: 'in_progress', changes: ['notes'] }));
    const { router } = renderApp(`/enotarial_act/${UUID}/quick_start`, session);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/enotarial_act/${UUID}`));
  });
});
