import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import type { ActPublic, NotePublic } from '@/lib/api';
import { catalogues, i18n } from '@/lib/i18n';
import actsOz from '@/locales/acts/oz.json';
import { actMocks, DRAFT_UUID, REGISTERED_UUID, resetActMocks } from '@/testing/mocks/handlers/acts';
import { resetSubjectMocks, subjectRequests } from '@/testing/mocks/handlers/act-subjects';
import { render, renderApp, screen, waitFor, within } from '@/testing/test-utils';
import { LatestRemark } from './components/notes-dialog';

/** The shared texts with this feature's own (typed from its catalogue file). */
const oz = { ...catalogues.oz, acts: actsOz };
const texts = oz.acts.notes;
const session = { session: {} };

const NOTES: NotePublic[] = [
  {
    id: 2,
    kind: 'remark',
    author: 'Rahimova Malika Anvarovna',
    text: 'Texnik pasport nusxasi yetishmaydi',
    created_at: '2026-11-23T15:40:00+05:00',
  },
  { id: 1, kind: 'note', author: 'Karimova Dilnoza', text: 'Xaridor bilan kelishildi', created_at: '2026-11-22T10:05:00+05:00' },
];

function withNotes(uuid: string, patch: Partial<ActPublic>): ActPublic {
  const act = { ...(actMocks.acts.get(uuid) as ActPublic), notes: NOTES, ...patch };
  actMocks.acts.set(uuid, act);
  return act;
}

async function openNotes(uuid: string, count: number) {
  const view = renderApp(`/enotarial_act/${uuid}`, session);
  await view.user.click(await screen.findByRole('button', { name: texts.button.replace('{{count}}', String(count)) }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: texts.title }) };
}

beforeEach(() => {
  resetActMocks();
  resetSubjectMocks();
});

describe('notes and remarks', () => {
  it('lists the notes and remarks oldest first with their kind, author and time', async () => {
    withNotes(DRAFT_UUID, { changes: ['parties', 'subjects', 'notes'] });
    const { dialog } = await openNotes(DRAFT_UUID, 2);
    const items = within(within(dialog).getByRole('list', { name: texts.list_label })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText(texts.kind.note)).toBeInTheDocument();
    expect(within(first).getByText('Karimova Dilnoza')).toBeInTheDocument();
    expect(within(first).getByText('22.11.2026 10:05')).toBeInTheDocument();
    expect(within(first).getByText('Xaridor bilan kelishildi')).toBeInTheDocument();
    expect(within(second).getByText(texts.kind.remark)).toBeInTheDocument();
    expect(within(second).getByText('Rahimova Malika Anvarovna')).toBeInTheDocument();
    expect(within(second).getByText('23.11.2026 15:40')).toBeInTheDocument();
    expect(within(second).getByText('Texnik pasport nusxasi yetishmaydi')).toBeInTheDocument();
  });

  it('writes a note and shows it after the act is read anew', async () => {
    withNotes(DRAFT_UUID, { changes: ['parties', 'subjects', 'notes'] });
    const { user, dialog } = await openNotes(DRAFT_UUID, 2);
    await user.click(within(dialog).getByRole('button', { name: texts.submit }));
    expect(await within(dialog).findByText(texts.text_required)).toBeInTheDocument();
    expect(subjectRequests.notes).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: texts.text }), 'Hujjatlar ertaga olib kelinadi');
    await user.click(within(dialog).getByRole('button', { name: texts.submit }));
    expect(await within(dialog).findByText(texts.sent)).toBeInTheDocument();
    expect(subjectRequests.notes).toEqual([{ uuid: DRAFT_UUID, body: { text: 'Hujjatlar ertaga olib kelinadi' } }]);
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(3));
    expect(within(dialog).getAllByRole('listitem')[2]).toHaveTextContent('Hujjatlar ertaga olib kelinadi');
    expect(within(dialog).getByRole('textbox', { name: texts.text })).toHaveValue('');
    expect(screen.getByRole('button', { name: texts.button.replace('{{count}}', '3') })).toBeInTheDocument();
  });

  it('offers no new note once the act no longer moves', async () => {
    withNotes(REGISTERED_UUID, { changes: [] });
    const { dialog } = await openNotes(REGISTERED_UUID, 2);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByText(texts.closed)).toBeInTheDocument();
  });

  it('says plainly when there are no notes yet', async () => {
    const { dialog } = await openNotes(DRAFT_UUID, 0);
    expect(within(dialog).getByText(texts.empty)).toBeInTheDocument();
  });
});

describe("the notary's latest remark", () => {
  const base = () => actMocks.acts.get(DRAFT_UUID) as ActPublic;
  const show = (act: ActPublic) =>
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <LatestRemark act={act} />
        </MantineProvider>
      </I18nextProvider>,
    );

  it('is in view while the act is back at preparation after a return with defects', () => {
    const second: NotePublic = { ...(NOTES[0] as NotePublic), id: 3, text: 'Xaridor pasporti muddati o‘tgan', created_at: '2026-11-24T09:00:00+05:00' };
    show({ ...base(), step: 1, state: 'in_progress', notes: [...NOTES, second] });
    const alert = screen.getByRole('note');
    expect(alert).toHaveTextContent(texts.remark_alert);
    expect(alert).toHaveTextContent('Xaridor pasporti muddati o‘tgan');
    expect(alert).toHaveTextContent('Rahimova Malika Anvarovna, 24.11.2026 09:00');
    expect(alert).not.toHaveTextContent('Texnik pasport nusxasi yetishmaydi');
  });

  it('is not shown once the act is sent again, nor for a draft never sent', () => {
    const { unmount } = show({ ...base(), step: 2, state: 'in_progress', notes: NOTES });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    unmount();
    show({ ...base(), step: 1, state: 'draft', notes: NOTES });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
