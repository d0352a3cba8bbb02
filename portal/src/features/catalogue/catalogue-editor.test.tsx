import texts from '@/locales/catalogue/oz.json';
import { catalogues } from '@/lib/i18n';
import { demoAdmin } from '@/testing/mocks/data';
import {
  EDITOR_NAME,
  resetCatalogueMocks,
  SAVED_MEANWHILE_MESSAGE,
  saveElsewhere,
  savedEdits,
} from '@/testing/mocks/handlers/catalogue';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const edit = texts.edit;
const VEHICLE_SALE = 'Avtotransport vositasi oldi-sotdi shartnomasi';
const TITLE = edit.title.replace('{{name}}', VEHICLE_SALE);
const asAdmin = { session: { user: demoAdmin } };

beforeEach(resetCatalogueMocks);

async function openEditor() {
  const view = renderApp('/na_details/1/edit', asAdmin);
  await screen.findByRole('heading', { level: 1, name: TITLE });
  return view;
}

const tab = (language: 'oz' | 'uz' | 'ru') =>
  screen.getByRole('tab', { name: (name) => name.startsWith(edit.languages[language]) });
const field = (name: string) => screen.getByRole('textbox', { name });

describe('the catalogue editor', () => {
  it('is opened from the details page by an administrator, and the saved text is what visitors read', async () => {
    const { user, router } = renderApp('/na_details/1', asAdmin);
    await user.click(await screen.findByRole('link', { name: edit.open }));
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(screen.getAllByText(edit.release_text)[0]).toBeVisible();

    await user.clear(field(edit.simplified));
    await user.type(field(edit.simplified), 'Avtomobilni notarius orqali sotasiz.');
    await user.click(screen.getByRole('button', { name: edit.save }));

    expect(await screen.findByText(edit.saved)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/na_details/1'));
    expect(await screen.findByText('Avtomobilni notarius orqali sotasiz.')).toBeInTheDocument();
    expect(savedEdits).toHaveLength(1);
    expect(savedEdits[0]).toMatchObject({ revision: 'release', uz: null, oz: { simplifiedDescription: 'Avtomobilni notarius orqali sotasiz.' } });
  });

  it('is not offered to a citizen, and its address is forbidden to them', async () => {
    renderApp('/na_details/1', { session: {} });
    await screen.findByRole('heading', { level: 1, name: VEHICLE_SALE });
    expect(screen.queryByRole('link', { name: edit.open })).not.toBeInTheDocument();

    const { router } = renderApp('/na_details/1/edit', { session: {} });
    await screen.findByRole('heading', { name: catalogues.oz.errors.forbidden_title });
    expect(router.state.location.pathname).toBe('/403');
  });

  it('shows each mistake at its field, opens the language it is in, and sends nothing', async () => {
    const { user } = await openEditor();
    await user.click(tab('ru'));
    await user.clear(field(texts.details.result));
    await user.click(tab('oz'));
    await user.clear(field(texts.details.duration));
    await user.type(field(texts.details.duration), 'Бир соат');
    await user.click(tab('uz'));
    await user.click(screen.getByRole('button', { name: edit.save }));

    expect(await screen.findByText(edit.errors.latin_only)).toBeVisible();
    expect(tab('oz')).toHaveAttribute('aria-selected', 'true');
    expect(tab('ru')).toHaveAccessibleName(`${edit.languages.ru} (${edit.has_errors})`);
    await user.click(tab('ru'));
    expect(within(screen.getByRole('tabpanel')).getByText(edit.errors.required)).toBeVisible();
    expect(savedEdits).toHaveLength(0);
  });

  it('adds and removes list items, and refuses an empty list of documents', async () => {
    const { user } = await openEditor();
    const documents = screen.getByRole('group', { name: texts.details.documents });
    const item = (number: number) =>
      within(documents).getByRole('textbox', { name: edit.item.replace('{{list}}', texts.details.documents).replace('{{number}}', String(number)) });
    const remove = (number: number) =>
      within(documents).getByRole('button', {
        name: edit.remove.replace('{{item}}', edit.item.replace('{{list}}', texts.details.documents).replace('{{number}}', String(number))),
      });
    await user.click(within(documents).getByRole('button', { name: edit.add_item.replace('{{list}}', texts.details.documents) }));
    await user.type(item(3), "Nikoh to'g'risidagi guvohnoma");
    await user.click(remove(1));
    await user.click(remove(1));
    expect(item(1)).toHaveValue("Nikoh to'g'risidagi guvohnoma");
    await user.click(remove(1));
    await user.click(screen.getByRole('button', { name: edit.save }));
    expect(await within(documents).findByText(edit.errors.list_empty)).toBeVisible();

    await user.click(within(documents).getByRole('button', { name: edit.add_item.replace('{{list}}', texts.details.documents) }));
    await user.type(item(1), 'Pasport');
    await user.click(screen.getByRole('button', { name: edit.add_link }));
    const newLink = (label: string) => screen.getByRole('textbox', { name: label.replace('{{number}}', '2') });
    await user.type(newLink(edit.link_title), 'Notariat to‘g‘risidagi qonun');
    await user.type(newLink(edit.link_url), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: edit.save }));
    expect(await screen.findByText(edit.errors.url)).toBeVisible();
    expect(savedEdits).toHaveLength(0);

    await user.clear(newLink(edit.link_url));
    await user.type(newLink(edit.link_url), 'https://lex.uz/docs/99999');
    await user.click(screen.getByRole('button', { name: edit.save }));
    await waitFor(() => expect(savedEdits).toHaveLength(1));
    expect(savedEdits[0]?.oz.documents).toEqual(['Pasport']);
    expect(savedEdits[0]?.oz.links[1]).toEqual({ title: 'Notariat to‘g‘risidagi qonun', url: 'https://lex.uz/docs/99999' });
  });

  it('writes the Cyrillic from the Latin unless switched off, then checks the hand-written Cyrillic', async () => {
    const { user } = await openEditor();
    await user.click(tab('uz'));
    const fromLatin = screen.getByRole('switch', { name: edit.uz_from_latin });
    expect(fromLatin).toBeChecked();
    expect(screen.queryByRole('textbox', { name: edit.simplified })).not.toBeInTheDocument();

    await user.click(fromLatin);
    expect(field(edit.simplified)).toHaveValue('Автомобилингизни сотасиз');
    await user.type(field(texts.details.duration), ' (1 soat)');
    await user.click(screen.getByRole('button', { name: edit.save }));
    expect(await screen.findByText(edit.errors.cyrillic_only)).toBeVisible();

    await user.clear(field(texts.details.duration));
    await user.type(field(texts.details.duration), 'Бир соатгача');
    await user.click(screen.getByRole('button', { name: edit.save }));
    await waitFor(() => expect(savedEdits).toHaveLength(1));
    expect(savedEdits[0]?.uz?.duration).toBe('Бир соатгача');
  });

  it('refuses a save over a newer one, keeps it, and loads the latest texts on request', async () => {
    const { user } = await openEditor();
    saveElsewhere(1);
    await user.clear(field(edit.simplified));
    await user.type(field(edit.simplified), 'Mening matnim');
    await user.click(screen.getByRole('button', { name: edit.save }));

    const conflict = await screen.findByRole('alert', { name: edit.conflict_title });
    expect(conflict).toHaveTextContent(SAVED_MEANWHILE_MESSAGE);
    await user.click(within(conflict).getByRole('button', { name: edit.reload }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: edit.conflict_title })).not.toBeInTheDocument());
    await user.click(tab('ru'));
    expect(field(texts.details.result)).toHaveValue('Договор, изменённый другим администратором');
    const editedBy = edit.edited.replace('{{name}}', EDITOR_NAME).replace('{{date}}', '');
    expect(within(screen.getByRole('tabpanel')).getByText(editedBy, { exact: false })).toBeVisible();
    expect(savedEdits).toHaveLength(0);
  });

  it('restores the release texts after a confirmation', async () => {
    saveElsewhere(1);
    const { user, router } = await openEditor();
    await user.click(screen.getByRole('button', { name: edit.restore }));
    const dialog = await screen.findByRole('dialog', { name: edit.restore_title });
    expect(dialog).toHaveTextContent(edit.restore_confirm);
    await user.click(within(dialog).getByRole('button', { name: edit.restore }));

    expect(await screen.findByText(edit.restored)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/na_details/1'));
  });
});
