import { http, HttpResponse } from 'msw';
import { catalogues } from '@/lib/i18n';
import actsOz from '@/locales/acts/oz.json';
import {
  actMocks,
  actRequests,
  DRAFT_UUID,
  IN_PROGRESS_UUID,
  MISSING_UUID,
  NEW_UUID,
  REGISTERED_UUID,
  resetActMocks,
} from '@/testing/mocks/handlers/acts';
import { notaryRequests, resetNotaryMocks } from '@/testing/mocks/handlers/notaries';
import { server } from '@/testing/mocks/server';
import { choose, renderApp, screen, waitFor, within } from '@/testing/test-utils';

/** The shared texts with this feature's own (typed from its catalogue file). */
const oz = { ...catalogues.oz, acts: actsOz };
const TYPE_NAME = 'Avtotransport vositasi oldi-sotdi shartnomasi';
const session = { session: {} };

const rows = () => within(screen.getByRole('table', { name: oz.acts.list.label })).getAllByRole('row').slice(1);
const lastList = () => actRequests.lists.at(-1);

/** The names of the options a select offers now (opening it if it is closed). */
async function optionsOf(user: ReturnType<typeof renderApp>['user'], label: string, scope: HTMLElement = document.body) {
  const field = within(scope).getByRole('combobox', { name: label });
  if (field.getAttribute('aria-expanded') !== 'true') await user.click(field);
  const listbox = await waitFor(() => {
    const found = document.getElementById(field.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`no options open for ${label}`);
    return found;
  });
  return within(listbox)
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
}

const lastNotaryQuery = () => notaryRequests.lists.at(-1);
const RAHIMOVA = 'Rahimova Malika Anvarovna — Mirobod tumani 1-davlat notarial idorasi';
const ALIYEV = 'Aliyev Rustam Karimovich — Yunusobod tumani 1-davlat notarial idorasi';
const USMONOVA = "Usmonova Dildora To'lqinovna — Andijon tumani 1-davlat notarial idorasi";

beforeEach(() => {
  resetActMocks();
  resetNotaryMocks();
});

describe('my notarial acts', () => {
  it('lists only what the server returns for tab 1, each act linking to its page', async () => {
    renderApp('/my_notarial_act', session);
    await screen.findByRole('table', { name: oz.acts.list.label });
    expect(screen.getByRole('heading', { level: 1, name: oz.pages.myActs.title })).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Topilgan harakatlar: 2');
    const links = screen.getAllByRole('link', { name: TYPE_NAME }).map((link) => link.getAttribute('href'));
    expect(links).toEqual([`/enotarial_act/${DRAFT_UUID}`, `/enotarial_act/${REGISTERED_UUID}`]);
    const registered = rows()[1] as HTMLElement;
    expect(within(registered).getByText('9/9')).toBeInTheDocument();
    expect(within(registered).getByText(oz.acts.state.registered)).toBeInTheDocument();
    expect(within(registered).getByText('2026-0001234')).toBeInTheDocument();
    expect(within(registered).getByText('18.11.2026')).toBeInTheDocument();
    expect(within(registered).getByText('Aliyev Rustam Karimovich')).toBeInTheDocument();
    expect(within(registered).getByText('15.11.2026')).toBeInTheDocument();
    expect(lastList()?.get('tab')).toBe('1');
  });

  it('switches to tab 2 through the URL and asks the server for it', async () => {
    const { user, router } = renderApp('/my_notarial_act', session);
    await screen.findByRole('table', { name: oz.acts.list.label });
    await user.click(screen.getByRole('tab', { name: oz.acts.list.tab_decision }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(router.state.location.search).toBe('?tab=2');
    expect(lastList()?.get('tab')).toBe('2');
    expect(within(rows()[0] as HTMLElement).getByText('3/9')).toBeInTheDocument();
  });

  it('applies the filters into the URL and the request, and says plainly when nothing matches', async () => {
    const { user, router } = renderApp('/my_notarial_act', session);
    await screen.findByRole('table', { name: oz.acts.list.label });
    await choose(user, oz.acts.filters.state, oz.acts.state.registered);
    await user.type(screen.getByRole('textbox', { name: oz.acts.filters.regnum }), '2026-0001234');
    await user.click(screen.getByRole('button', { name: oz.acts.filters.apply }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(router.state.location.search).toBe('?state=registered&regnum=2026-0001234');
    expect(lastList()?.get('state')).toBe('registered');
    expect(lastList()?.get('regnum')).toBe('2026-0001234');

    await choose(user, oz.acts.filters.step, `2. ${oz.acts.steps[2]}`);
    await user.click(screen.getByRole('button', { name: oz.acts.filters.apply }));
    expect(await screen.findByText(oz.acts.list.empty_title)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=registered&regnum=2026-0001234&step=2');
    expect(lastList()?.get('step')).toBe('2');
  });

  it('restores the tab and filters of a shared link', async () => {
    renderApp('/my_notarial_act?tab=2&step=3&type=1&date_from=2026-11-01', session);
    await screen.findByRole('table', { name: oz.acts.list.label });
    const query = lastList();
    expect([query?.get('tab'), query?.get('step'), query?.get('type'), query?.get('date_from')]).toEqual(['2', '3', '1', '2026-11-01']);
    expect(screen.getByRole('tab', { name: oz.acts.list.tab_decision })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: oz.acts.filters.date_from })).toHaveValue('01.11.2026');
  });

  it('filters by dates, office and notary chosen from lists, kept in the URL and sent to the server', async () => {
    const { user, router } = renderApp('/my_notarial_act', session);
    await screen.findByRole('table', { name: oz.acts.list.label });
    await user.type(screen.getByRole('textbox', { name: oz.acts.filters.date_from }), '20.11.2026');
    await user.type(screen.getByRole('textbox', { name: oz.acts.filters.date_to }), '30.11.2026');
    await waitFor(async () => expect(await optionsOf(user, oz.acts.filters.office)).toContain('Mirobod tumani 1-davlat notarial idorasi'));
    await choose(user, oz.acts.filters.office, 'Mirobod tumani 1-davlat notarial idorasi');
    await choose(user, oz.acts.filters.notary, RAHIMOVA);
    await user.click(screen.getByRole('button', { name: oz.acts.filters.apply }));

    await waitFor(() => expect(router.state.location.search).toBe('?date_from=2026-11-20&date_to=2026-11-30&office=3&notary=7'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    const query = lastList();
    expect([query?.get('date_from'), query?.get('date_to'), query?.get('office'), query?.get('notary')]).toEqual([
      '2026-11-20',
      '2026-11-30',
      '3',
      '7',
    ]);
    expect(screen.getAllByRole('link', { name: TYPE_NAME })[0]).toHaveAttribute('href', `/enotarial_act/${DRAFT_UUID}`);

    await user.click(screen.getByRole('button', { name: oz.acts.filters.reset }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('combobox', { name: oz.acts.filters.office })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: oz.acts.filters.notary })).toHaveValue('');
  });

  it('shows the office and the notary of a shared link by name, even a notary not among the first choices', async () => {
    renderApp('/my_notarial_act?office=3&notary=8&type=1', session);
    expect(await screen.findByText(oz.acts.list.empty_title)).toBeInTheDocument();
    expect(lastList()?.get('notary')).toBe('8');
    expect(lastList()?.get('office')).toBe('3');
    await waitFor(() => expect(screen.getByRole('combobox', { name: oz.acts.filters.office })).toHaveValue('Mirobod tumani 1-davlat notarial idorasi'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: oz.acts.filters.notary })).toHaveValue(ALIYEV));
    expect(screen.getByRole('combobox', { name: oz.acts.filters.type })).toHaveValue(TYPE_NAME);
  });

  it('refuses a "to" date before the "from" date without asking the server', async () => {
    const { user, router } = renderApp('/my_notarial_act', session);
    await screen.findByRole('table', { name: oz.acts.list.label });
    const asked = actRequests.lists.length;
    await user.type(screen.getByRole('textbox', { name: oz.acts.filters.date_from }), '20.11.2026');
    await user.type(screen.getByRole('textbox', { name: oz.acts.filters.date_to }), '10.11.2026');
    await user.click(screen.getByRole('button', { name: oz.acts.filters.apply }));
    expect(await screen.findByText(oz.acts.filters.date_order)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(actRequests.lists).toHaveLength(asked);
  });

  it('on a kiosk links to the kiosk act page', async () => {
    renderApp('/kiosk/my_notarial_act', session);
    await screen.findByRole('table', { name: oz.acts.list.label });
    expect(screen.getAllByRole('link', { name: TYPE_NAME })[0]).toHaveAttribute('href', `/kiosk/enotarial_act/${DRAFT_UUID}`);
  });

  it('creates an act with a chosen notary and opens it', async () => {
    const { user, router } = renderApp('/my_notarial_act', session);
    await screen.findByRole('table', { name: oz.acts.list.label });
    await user.click(screen.getByRole('button', { name: oz.acts.create.button }));
    const dialog = await screen.findByRole('dialog', { name: oz.acts.create.title });
    await user.click(within(dialog).getByRole('button', { name: oz.acts.create.submit }));
    expect(await within(dialog).findByText(oz.acts.create.type_required)).toBeInTheDocument();
    expect(actRequests.creates).toHaveLength(0);

    await choose(user, oz.acts.create.type, TYPE_NAME, dialog);
    await user.click(within(dialog).getByRole('radio', { name: oz.acts.registration[2] }));
    await user.click(within(dialog).getByRole('radio', { name: oz.acts.create.notary_manual }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: oz.acts.create.notary })).toBeEnabled());
    await choose(user, oz.acts.create.notary, 'Rahimova Malika Anvarovna — Mirobod tumani 1-davlat notarial idorasi', dialog);
    await user.click(within(dialog).getByRole('button', { name: oz.acts.create.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/enotarial_act/${NEW_UUID}`));
    expect(actRequests.creates).toEqual([{ type: 1, registration_type: 2, notary: { mode: 'manual', id: 7 } }]);
    expect(await screen.findByRole('heading', { level: 1, name: TYPE_NAME })).toBeInTheDocument();
  });

  it('tells in the new-act form why there are no types to choose, and asks again', async () => {
    // Down until the retry: opening the dialog asks once more by itself.
    let down = true;
    server.use(http.get('/api/dict/version', () => (down ? HttpResponse.error() : undefined)));
    const { user } = renderApp('/my_notarial_act', session);
    await screen.findByRole('table', { name: oz.acts.list.label });
    await user.click(screen.getByRole('button', { name: oz.acts.create.button }));
    const dialog = await screen.findByRole('dialog', { name: oz.acts.create.title });
    const alert = await within(dialog).findByRole('alert', { name: oz.errors.dictionaries_failed });
    expect(alert).toHaveTextContent(oz.errors.network);

    down = false;
    await user.click(within(alert).getByRole('button', { name: oz.errors.try_again }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    await choose(user, oz.acts.create.type, TYPE_NAME, dialog);
    expect(within(dialog).getByRole('combobox', { name: oz.acts.create.type })).toHaveValue(TYPE_NAME);
  });

  it("opens the new-act form from the catalogue's link with the type chosen", async () => {
    const { user, router } = renderApp('/enotarial_act/-1?type=1', session);
    const dialog = await screen.findByRole('dialog', { name: oz.acts.create.title });
    await user.click(within(dialog).getByRole('button', { name: oz.acts.create.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/enotarial_act/${NEW_UUID}`));
    expect(actRequests.creates).toEqual([{ type: 1, registration_type: 1, notary: { mode: 'auto' } }]);
  });
});

describe('choosing the notary by hand', () => {
  async function openManualChoice() {
    const view = renderApp('/my_notarial_act', session);
    await screen.findByRole('table', { name: oz.acts.list.label });
    await view.user.click(screen.getByRole('button', { name: oz.acts.create.button }));
    const dialog = await screen.findByRole('dialog', { name: oz.acts.create.title });
    await choose(view.user, oz.acts.create.type, TYPE_NAME, dialog);
    await view.user.click(within(dialog).getByRole('radio', { name: oz.acts.create.notary_manual }));
    return { ...view, dialog, picker: within(dialog).getByRole('group', { name: oz.acts.picker.label }) };
  }

  it('narrows the notaries by region, district and name on the server, and creates the act with the one chosen', async () => {
    const { user, router, dialog, picker } = await openManualChoice();
    expect(within(picker).getByRole('combobox', { name: oz.form.district })).toBeDisabled();

    await choose(user, oz.form.region, 'Toshkent shahri', picker);
    await waitFor(() => expect(lastNotaryQuery()?.get('regionId')).toBe('1726'));
    await waitFor(async () => expect(await optionsOf(user, oz.acts.create.notary, picker)).not.toContain(USMONOVA));
    expect(await optionsOf(user, oz.acts.create.notary, picker)).toContain(RAHIMOVA);

    await choose(user, oz.form.region, 'Andijon viloyati', picker);
    expect(within(picker).getByRole('combobox', { name: oz.form.district })).toHaveValue('');
    await choose(user, oz.form.district, 'Andijon tumani', picker);
    await waitFor(() => expect(lastNotaryQuery()?.get('districtId')).toBe('1703203'));
    expect(lastNotaryQuery()?.get('regionId')).toBe('1703');
    await waitFor(async () => expect(await optionsOf(user, oz.acts.create.notary, picker)).toEqual([USMONOVA]));

    await user.type(within(picker).getByRole('combobox', { name: oz.acts.create.notary }), 'Usmon');
    await waitFor(() => expect(lastNotaryQuery()?.get('q')).toBe('Usmon'));
    expect(lastNotaryQuery()?.get('districtId')).toBe('1703203');
    await choose(user, oz.acts.create.notary, USMONOVA, picker);
    await user.click(within(dialog).getByRole('button', { name: oz.acts.create.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/enotarial_act/${NEW_UUID}`));
    expect(actRequests.creates).toEqual([{ type: 1, registration_type: 1, notary: { mode: 'manual', id: 9 } }]);
  });

  it('forgets the chosen notary when the region changes, and then asks for one again', async () => {
    const { user, dialog, picker } = await openManualChoice();
    await choose(user, oz.acts.create.notary, RAHIMOVA, picker);
    expect(within(picker).getByRole('combobox', { name: oz.acts.create.notary })).toHaveValue(RAHIMOVA);
    await choose(user, oz.form.region, 'Andijon viloyati', picker);
    await waitFor(() => expect(within(picker).getByRole('combobox', { name: oz.acts.create.notary })).toHaveValue(''));
    await user.click(within(dialog).getByRole('button', { name: oz.acts.create.submit }));
    // The error is the field's description (its text is also the field's label).
    const notary = within(picker).getByRole('combobox', { name: oz.acts.create.notary });
    await waitFor(() => expect(notary).toHaveAccessibleDescription(oz.acts.create.notary_required));
    expect(actRequests.creates).toHaveLength(0);
  });
});

describe('the act page', () => {
  const actionButtons = () =>
    within(screen.getByRole('group', { name: oz.acts.details.actions_label }))
      .getAllByRole('button')
      .map((button) => button.textContent);

  it('shows the act with its step and exactly the actions the server lists', async () => {
    const { user } = renderApp(`/enotarial_act/${IN_PROGRESS_UUID}`, session);
    expect(await screen.findByRole('heading', { level: 1, name: TYPE_NAME })).toBeInTheDocument();
    expect(screen.getByText(oz.acts.state.in_progress)).toBeInTheDocument();
    expect(screen.getByText(oz.acts.details.not_registered)).toBeInTheDocument();
    expect(screen.getByText(`Joriy bosqich: 3/9, ${oz.acts.steps[3]}`)).toBeInTheDocument();
    expect(actionButtons()).toEqual([
      oz.acts.actions.confirm.label,
      oz.acts.actions.return_to_preparation.label,
      oz.acts.actions.step_back.label,
      oz.acts.actions.annul.label,
    ]);
    expect(screen.getByText('Rahimova Malika Anvarovna')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: oz.acts.details.tabs.parties }));
    const buyer = (await screen.findByText('Toshmatov Jasur')).closest('tr') as HTMLElement;
    expect(within(buyer).getByText(oz.acts.roles.buyer)).toBeInTheDocument();
    expect(within(buyer).getByText(oz.acts.party_status.awaiting)).toBeInTheDocument();
    const seller = within(buyer.closest('table') as HTMLElement).getByText('Karimova Dilnoza').closest('tr') as HTMLElement;
    expect(within(seller).getByText(oz.acts.details.parties.applicant)).toBeInTheDocument();
    expect(within(seller).getByText(oz.acts.party_status.accepted)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: oz.acts.details.tabs.payments }));
    expect(await screen.findByText(oz.acts.details.later.payments)).toBeInTheDocument();
  });

  it('an unknown act: the toast and back to my notarial acts', async () => {
    const { router } = renderApp(`/enotarial_act/${MISSING_UUID}`, session);
    expect(await screen.findByText(oz.errors.act_not_found)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_notarial_act'));
  });

  it('offers no action at all when the server lists none', async () => {
    renderApp(`/enotarial_act/${REGISTERED_UUID}`, session);
    expect(await screen.findByText('Reyestr raqami 2026-0001234, 18.11.2026')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: oz.acts.details.actions_label })).not.toBeInTheDocument();
    for (const action of Object.values(oz.acts.actions)) {
      expect(screen.queryByRole('button', { name: action.label })).not.toBeInTheDocument();
    }
  });

  it('annuls after the confirmation with the reason, and shows the state the server answers', async () => {
    const { user } = renderApp(`/enotarial_act/${IN_PROGRESS_UUID}`, session);
    await user.click(await screen.findByRole('button', { name: oz.acts.actions.annul.label }));
    const dialog = await screen.findByRole('dialog', { name: oz.acts.actions.annul.title });
    expect(within(dialog).getByText(oz.acts.actions.annul.prompt)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: oz.acts.actions.annul.label }));
    expect(await within(dialog).findByText(oz.acts.field.reason_required)).toBeInTheDocument();
    expect(actRequests.actions).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: oz.acts.field.reason }), 'Xaridor fikridan qaytdi');
    await user.click(within(dialog).getByRole('button', { name: oz.acts.actions.annul.label }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actRequests.actions).toEqual([{ uuid: IN_PROGRESS_UUID, action: 'annul', body: { reason: 'Xaridor fikridan qaytdi' } }]);
    expect(await screen.findByText(oz.acts.state.annulled)).toBeInTheDocument();
    expect(screen.getByText(oz.acts.actions.annul.done)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: oz.acts.details.actions_label })).not.toBeInTheDocument();
  });

  it('asks before the previous step, and a cancelled prompt sends nothing', async () => {
    const { user } = renderApp(`/enotarial_act/${IN_PROGRESS_UUID}`, session);
    await user.click(await screen.findByRole('button', { name: oz.acts.actions.step_back.label }));
    const dialog = await screen.findByRole('dialog', { name: oz.acts.actions.step_back.title });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: oz.acts.dialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actRequests.actions).toHaveLength(0);
  });

  it("shows the text of a 409 answer and keeps the act as it was", async () => {
    actMocks.refusals.set('confirm', { status: 409, text: 'Harakat boshqa foydalanuvchi tomonidan o‘zgartirildi' });
    const { user } = renderApp(`/enotarial_act/${IN_PROGRESS_UUID}`, session);
    await user.click(await screen.findByRole('button', { name: oz.acts.actions.confirm.label }));
    expect(await screen.findByText('Harakat boshqa foydalanuvchi tomonidan o‘zgartirildi')).toBeInTheDocument();
    expect(actRequests.actions).toEqual([{ uuid: IN_PROGRESS_UUID, action: 'confirm', body: {} }]);
    expect(screen.getByText(`Joriy bosqich: 3/9, ${oz.acts.steps[3]}`)).toBeInTheDocument();
  });
});

describe("the notary's desk", () => {
  it('lists the counts by step, marks where the notary decides, and the acts of a chosen step', async () => {
    const { user, router } = renderApp('/notary_desk', session);
    const steps = await screen.findByRole('group', { name: oz.acts.desk.steps_label });
    const stepTwo = within(steps).getByRole('button', { name: new RegExp(oz.acts.steps[2]) });
    expect(within(stepTwo).getByText('3')).toBeInTheDocument();
    expect(within(stepTwo).getByText(oz.acts.desk.decides)).toBeInTheDocument();
    const stepThree = within(steps).getByRole('button', { name: new RegExp(oz.acts.steps[3]) });
    expect(within(stepThree).getByText('1')).toBeInTheDocument();
    expect(within(stepThree).queryByText(oz.acts.desk.decides)).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: oz.acts.desk.items_label })).getAllByRole('row')).toHaveLength(3);

    await user.click(stepThree);
    await waitFor(() => expect(router.state.location.search).toBe('?step=3'));
    expect(actRequests.desks.at(-1)?.get('step')).toBe('3');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: oz.acts.desk.items_label })).getAllByRole('row')).toHaveLength(2),
    );
    expect(screen.getByRole('link', { name: TYPE_NAME })).toHaveAttribute('href', `/enotarial_act/${IN_PROGRESS_UUID}`);
  });

  it('sends someone who is not a notary to the forbidden page', async () => {
    actMocks.desk = null;
    const { router } = renderApp('/notary_desk', session);
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  });
});
