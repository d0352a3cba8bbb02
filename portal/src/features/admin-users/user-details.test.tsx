import { catalogues } from '@/lib/i18n';
import usersOz from '@/locales/admin-users/oz.json';
import { adminUserMocks, adminUserRequests, resetAdminUserMocks, SARDOR_ID, USER_TEXTS } from '@/testing/mocks/handlers/admin-users';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';
import { adminSession } from './admin-session';

const texts = { ...catalogues.oz, 'admin-users': usersOz }['admin-users'];
const actions = texts.actions;
const DILNOZA = '/admin/users/1';

const section = (name: string) => screen.getByRole('region', { name });
const dialog = (title: string) => screen.findByRole('dialog', { name: title });
const label = (key: 'assign' | 'revoke', role: 'Notarius' | 'Administrator') => actions[key].label.replace('{{role}}', role);

beforeEach(() => resetAdminUserMocks());

describe("the administrator's user details", () => {
  it('shows the fields, roles, linked notary, acts count, logins and numbered comments', async () => {
    renderApp(DILNOZA, adminSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Karimova Dilnoza Rustamovna' })).toBeInTheDocument();
    const fields = section(texts.details.fields);
    expect(within(fields).getByText('41403850230012')).toBeInTheDocument();
    expect(within(fields).getByText(texts.states.active)).toBeInTheDocument();
    expect(within(fields).getByText('4')).toBeInTheDocument();
    expect(within(fields).getByText(texts.details.no_notary)).toBeInTheDocument();
    const logins = within(screen.getByRole('table', { name: texts.logins.table })).getAllByRole('row').slice(1);
    expect(logins.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      texts.logins.actions.session_opened,
      texts.logins.actions.auth,
    ]);
    const comments = section(texts.comments.title);
    expect(within(comments).getByText('Birinchi izoh raqami: 12')).toBeInTheDocument();
    expect(within(comments).getByText(/№ 12 · Aliyev Sardor Karimovich/)).toBeInTheDocument();
  });

  it("shows a notary's linked record", async () => {
    renderApp('/admin/users/7', adminSession);
    expect(await screen.findByText('Rahimova Malika (Litsenziya raqami: L-00417)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: label('revoke', 'Notarius') })).toBeInTheDocument();
  });

  it('assigns a role after confirmation, and shows the refusal to assign notary without a notary record', async () => {
    const { user } = renderApp(DILNOZA, adminSession);
    await user.click(await screen.findByRole('button', { name: label('assign', 'Administrator') }));
    const confirm = await dialog(actions.assign.title);
    await user.click(within(confirm).getByRole('button', { name: label('assign', 'Administrator') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: label('revoke', 'Administrator') })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: label('assign', 'Notarius') }));
    const refused = await dialog(actions.assign.title);
    await user.click(within(refused).getByRole('button', { name: label('assign', 'Notarius') }));
    expect(await within(refused).findByRole('alert')).toHaveTextContent(USER_TEXTS.notaryRecordMissing);
    expect(adminUserRequests.changes).toEqual([
      { id: 1, change: 'assign:admin' },
      { id: 1, change: 'assign:notary' },
    ]);
  });

  it("refuses, in the dialog, to remove the administrator's own admin role", async () => {
    const { user } = renderApp(`/admin/users/${SARDOR_ID}`, adminSession);
    await user.click(await screen.findByRole('button', { name: label('revoke', 'Administrator') }));
    const confirm = await dialog(actions.revoke.title);
    await user.click(within(confirm).getByRole('button', { name: label('revoke', 'Administrator') }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(USER_TEXTS.ownAdminRole);
  });

  it('deactivates, activates and deletes, each after confirmation', async () => {
    const { user } = renderApp(DILNOZA, adminSession);
    await user.click(await screen.findByRole('button', { name: actions.deactivate.label }));
    await user.click(within(await dialog(actions.deactivate.title)).getByRole('button', { name: actions.deactivate.label }));
    expect(await screen.findByRole('button', { name: actions.activate.label })).toBeInTheDocument();
    expect(within(section(texts.details.fields)).getByText(texts.states.inactive)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: actions.activate.label }));
    await user.click(within(await dialog(actions.activate.title)).getByRole('button', { name: actions.activate.label }));
    expect(await screen.findByRole('button', { name: actions.deactivate.label })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: actions.delete.label }));
    const confirm = await dialog(actions.delete.title);
    await user.click(within(confirm).getByRole('button', { name: actions.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: actions.delete.label }));
    await user.click(within(await dialog(actions.delete.title)).getByRole('button', { name: actions.delete.label }));
    expect(await screen.findByText(texts.details.deleted_note)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: actions.activate.label })).not.toBeInTheDocument();
    expect(adminUserRequests.changes.map(({ change }) => change)).toEqual(['deactivate', 'activate', 'delete']);
  });

  it('adds a comment, which must not be empty', async () => {
    const { user } = renderApp(DILNOZA, adminSession);
    const comments = await screen.findByRole('region', { name: texts.comments.title });
    await user.click(within(comments).getByRole('button', { name: texts.comments.add }));
    expect(await within(comments).findByText(texts.comments.required)).toBeInTheDocument();
    await user.type(within(comments).getByRole('textbox', { name: texts.comments.text }), 'Telefon orqali tasdiqlandi');
    await user.click(within(comments).getByRole('button', { name: texts.comments.add }));
    expect(await within(comments).findByText('Telefon orqali tasdiqlandi')).toBeInTheDocument();
    expect(within(comments).getByText(/№ 41 · Aliyev Sardor Karimovich/)).toBeInTheDocument();
    expect(within(comments).getByRole('textbox', { name: texts.comments.text })).toHaveValue('');
  });

  it('sends someone who is not an administrator to the forbidden page', async () => {
    adminUserMocks.caller = 'citizen';
    const { router } = renderApp(DILNOZA, { session: {} });
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  });
});
