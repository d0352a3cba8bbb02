import type { ActPublic } from '@/lib/api';
import { catalogues } from '@/lib/i18n';
import actsOz from '@/locales/acts/oz.json';
import { actMocks, DRAFT_UUID, resetActMocks } from '@/testing/mocks/handlers/acts';
import { resetSubjectMocks, subjectRequests, TECH_PASSPORT_REQUIRED, unknownNumber } from '@/testing/mocks/handlers/act-subjects';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

/**
 * A vehicle typed by someone who does not own it (a spouse's consent) goes with its tech passport: the form always
 * offers it for a typed vehicle and the server, which knows the owners, says when it is needed.
 */
const oz = { ...catalogues.oz, acts: actsOz };
const tab = oz.acts.subjects_tab;
const session = { session: {} };
/** Jasur's car in the mocks: not the logged-in Dilnoza's. */
const HIS = '01B777CC';

function consent(patch: Partial<ActPublic> = {}): void {
  const act = actMocks.acts.get(DRAFT_UUID) as ActPublic;
  actMocks.acts.set(DRAFT_UUID, { ...act, type: 15003, changes: ['parties', 'subjects', 'notes'], ...patch });
}

async function openSubjects(url = `/enotarial_act/${DRAFT_UUID}`) {
  const view = renderApp(url, session);
  await view.user.click(await screen.findByRole('tab', { name: oz.acts.details.tabs.subjects }));
  return view;
}

const form = () => screen.getByRole('region', { name: tab.add.title });
const field = (name: string) => within(form()).getByRole('textbox', { name });
const submit = () => within(form()).getByRole('button', { name: tab.add.submit });

beforeEach(() => {
  resetActMocks();
  resetSubjectMocks();
});

describe('the tech passport of a typed vehicle', () => {
  it("is asked by the server for another's car, and then sent with it", async () => {
    consent();
    const { user } = await openSubjects();
    expect(within(form()).getByRole('group', { name: tab.add.tech_passport })).toHaveAccessibleDescription(tab.add.tech_passport_hint);
    expect(within(form()).getByText(tab.add.tech_passport_series_hint.replace('{{example}}', 'AAF'))).toBeInTheDocument();
    expect(within(form()).getByText(tab.add.tech_passport_number_hint.replace('{{example}}', '1234567'))).toBeInTheDocument();
    await user.type(field(tab.add.state_number), HIS);
    await user.click(submit());

    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent(TECH_PASSPORT_REQUIRED);
    expect(subjectRequests.adds).toEqual([{ uuid: DRAFT_UUID, body: { kind: 'vehicle', state_number: HIS } }]);

    await user.type(field(tab.add.tech_passport_series), 'a1ag');
    expect(field(tab.add.tech_passport_series)).toHaveValue('AAG');
    await user.type(field(tab.add.tech_passport_number), '76x54321');
    expect(field(tab.add.tech_passport_number)).toHaveValue('7654321');
    await user.click(submit());
    expect(await within(form()).findByText(tab.add.done)).toBeInTheDocument();
    expect(subjectRequests.adds[1]).toEqual({
      uuid: DRAFT_UUID,
      body: { kind: 'vehicle', state_number: HIS, tech_passport_series: 'AAG', tech_passport_number: '7654321' },
    });
    expect(await screen.findByRole('listitem', { name: HIS })).toBeInTheDocument();
    expect(field(tab.add.tech_passport_series)).toHaveValue('');
  });

  it('a wrong one gets the answer of an unknown number', async () => {
    consent();
    const { user } = await openSubjects();
    await user.type(field(tab.add.state_number), HIS);
    await user.type(field(tab.add.tech_passport_series), 'AAF');
    await user.type(field(tab.add.tech_passport_number), '1234567');
    await user.click(submit());
    expect(await within(form()).findByRole('alert')).toHaveTextContent(unknownNumber(HIS));
    expect(screen.queryByRole('listitem', { name: HIS })).not.toBeInTheDocument();
  });

  it('is checked for its shape, both parts or none, before anything is sent', async () => {
    consent();
    const { user } = await openSubjects();
    await user.type(field(tab.add.state_number), HIS);
    const series = field(tab.add.tech_passport_series);
    await user.type(series, 'ABCDEFG');
    expect(series).toHaveValue('ABCDE');
    await user.click(submit());
    expect(await within(form()).findByText(tab.errors.tech_passport_both)).toBeInTheDocument();
    await user.type(field(tab.add.tech_passport_number), '123');
    await user.click(submit());
    expect(await within(form()).findByText(tab.errors.tech_passport_number_format)).toBeInTheDocument();
    await user.clear(series);
    await user.click(submit());
    expect(await within(form()).findByText(tab.errors.tech_passport_both)).toBeInTheDocument();
    expect(subjectRequests.adds).toHaveLength(0);
  });

  it('is not asked on a kiosk, where a vehicle is picked from what one owns', async () => {
    consent();
    await openSubjects(`/kiosk/enotarial_act/${DRAFT_UUID}`);
    await waitFor(() => expect(form()).toBeInTheDocument());
    expect(within(form()).queryByRole('textbox', { name: tab.add.state_number })).not.toBeInTheDocument();
    expect(within(form()).queryByRole('group', { name: tab.add.tech_passport })).not.toBeInTheDocument();
    expect(within(form()).queryByRole('textbox', { name: tab.add.tech_passport_series })).not.toBeInTheDocument();
  });
});
