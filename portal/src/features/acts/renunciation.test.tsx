import { http, HttpResponse } from 'msw';
import type { ActPublic } from '@/lib/api';
import { catalogues } from '@/lib/i18n';
import actsOz from '@/locales/acts/oz.json';
import { actMocks, actRequests, DRAFT_UUID, resetActMocks } from '@/testing/mocks/handlers/acts';
import { server } from '@/testing/mocks/server';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

/** The shared texts with this feature's own (typed from its catalogue file). */
const oz = { ...catalogues.oz, acts: actsOz };
const terms = oz.acts.terms;
const texts = terms.renunciation;
const INHERITANCE_RENUNCIATION = 12047;
/** The estate of Bobur Qodirov, the demo case of docs/contracts/sandbox.md (the registries' mock answers it). */
const BOBUR_QODIROV_CASE = 'INH-2025-0042 — Qodirov Bobur Ergashevich';
const NOT_FOUND = "Ushbu ism va vafot sanasi bo'yicha meros ishi topilmadi";

type User = ReturnType<typeof renderApp>['user'];

/** A renunciation drafted by Dilnoza, an heir; Jasur is the other heir it may be renounced in favour of. */
function renunciationDraft(): void {
  const base = actMocks.acts.get(DRAFT_UUID) as ActPublic;
  actMocks.acts.set(DRAFT_UUID, {
    ...base,
    type: INHERITANCE_RENUNCIATION,
    terms_groups: ['renunciation'],
    changes: ['parties', 'subjects', 'terms', 'notes'],
    parties: base.parties.map((party) => ({ ...party, role: 'heir' })),
  });
}

async function openDialog() {
  const view = renderApp(`/enotarial_act/${DRAFT_UUID}`, { session: {} });
  await view.user.click(await screen.findByRole('tab', { name: oz.acts.details.tabs.terms }));
  await view.user.click(screen.getByRole('button', { name: terms.set }));
  return { user: view.user, dialog: await screen.findByRole('dialog', { name: terms.title }) };
}

const textbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

async function searchFor(user: User, dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, text] of Object.entries(values)) await user.type(textbox(dialog, label), text);
}

const bobur = { [texts.surname]: 'Qodirov', [texts.name]: 'Bobur' };

beforeEach(() => {
  resetActMocks();
  renunciationDraft();
});

describe('the inheritance renounced', () => {
  it('is the case found by the deceased’s name and a death date whose day is not known, picked from the list', async () => {
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText(oz.form.date.incomplete_hint)).toBeInTheDocument();
    await searchFor(user, dialog, { ...bobur, [texts.death_date]: 'xx122024' });
    expect(textbox(dialog, texts.death_date)).toHaveValue('XX.12.2024');
    await user.click(within(dialog).getByRole('button', { name: texts.find }));

    const found = await within(dialog).findByRole('radio', { name: BOBUR_QODIROV_CASE });
    expect(within(found).getByText('Vafot sanasi: 01.12.2024')).toBeInTheDocument();
    expect(within(found).getByText('Mirobod tumani 1-davlat notarial idorasi, notarius Rahimova Malika Anvarovna')).toBeInTheDocument();
    await user.click(found);
    expect(found).toBeChecked();
    expect(textbox(dialog, texts.case_number)).toHaveValue('INH-2025-0042');

    await user.click(within(dialog).getByRole('combobox', { name: texts.in_favour_of }));
    await user.click(await screen.findByRole('option', { name: 'Toshmatov Jasur', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: terms.submit }));
    await waitFor(() => expect(actRequests.terms).toHaveLength(1));
    expect(actRequests.terms[0]?.body).toEqual({ renunciation: { case_number: 'INH-2025-0042', in_favour_of_party_id: 2 } });
  });

  it('searches on Enter in the search, without saving the terms; the year alone will do', async () => {
    const { user, dialog } = await openDialog();
    await searchFor(user, dialog, { ...bobur, [texts.death_date]: 'XXXX2024{Enter}' });
    expect(await within(dialog).findByRole('radio', { name: BOBUR_QODIROV_CASE })).toBeInTheDocument();
    expect(actRequests.terms).toHaveLength(0);
    expect(within(dialog).queryByText(terms.errors.required)).not.toBeInTheDocument();
  });

  it('says plainly when no case matches, and the number may still be typed from the case papers', async () => {
    const { user, dialog } = await openDialog();
    await searchFor(user, dialog, { ...bobur, [texts.patronymic]: 'Olimovich', [texts.death_date]: '01122024' });
    await user.click(within(dialog).getByRole('button', { name: texts.find }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(NOT_FOUND);
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();

    await user.type(textbox(dialog, texts.case_number), 'INH-2025-0042');
    await user.click(within(dialog).getByRole('button', { name: terms.submit }));
    await waitFor(() => expect(actRequests.terms).toHaveLength(1));
    expect(actRequests.terms[0]?.body).toEqual({ renunciation: { case_number: 'INH-2025-0042', in_favour_of_party_id: null } });
    expect(screen.getByRole('tab', { name: oz.acts.details.tabs.terms })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a name in place of the list', async () => {
    const refusal = 'Ism faqat harflardan iborat bo‘lishi kerak';
    server.use(http.get('/api/registries/inheritance-cases', () => new HttpResponse(refusal, { status: 400 })));
    const { user, dialog } = await openDialog();
    await searchFor(user, dialog, { [texts.surname]: 'Qodirov1', [texts.name]: 'Bobur', [texts.death_date]: 'xxxx2024' });
    await user.click(within(dialog).getByRole('button', { name: texts.find }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(refusal);
  });

  it('asks for the names and the month of a known day before it searches', async () => {
    const searches: string[] = [];
    server.use(
      http.get('/api/registries/inheritance-cases', ({ request }) => {
        searches.push(request.url);
        return HttpResponse.json({ message: NOT_FOUND }, { status: 404 });
      }),
    );
    const { user, dialog } = await openDialog();
    await searchFor(user, dialog, { [texts.death_date]: '05xx2024' });
    await user.click(within(dialog).getByRole('button', { name: texts.find }));
    expect(await within(dialog).findByText(oz.form.date.day_without_month)).toBeInTheDocument();
    expect(within(dialog).getAllByText(terms.errors.required)).toHaveLength(2);
    expect(searches).toHaveLength(0);
  });
});
