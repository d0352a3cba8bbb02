import { catalogues } from '@/lib/i18n';
import usersOz from '@/locales/admin-users/oz.json';
import { adminUserMocks, adminUserRequests, resetAdminUserMocks } from '@/testing/mocks/handlers/admin-users';
import { choose, renderApp, screen, waitFor, within } from '@/testing/test-utils';
import { adminSession } from './admin-session';

const texts = { ...catalogues.oz, 'admin-users': usersOz }['admin-users'];
const PAGE = '/admin/users';

const table = () => screen.getByRole('table', { name: texts.list.table });
const rows = () => within(table()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement | undefined) => (row ? within(row).getAllByRole('cell') : []);
const names = () => rows().map((row) => cells(row)[1]?.textContent);

beforeEach(() => resetAdminUserMocks());

describe("the administrator's user list", () => {
  it("shows a page of users with the screen's labels and the total", async () => {
    renderApp(PAGE, adminSession);
    expect(await screen.findByRole('heading', { level: 1, name: texts.list.title })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(20));
    const headers = within(table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['ID', 'F.I.Sh.', 'Login', 'Pasport', 'Rol', 'Holat', 'O‘chirilgan', 'Tur', 'Ro‘yxatdan o‘tgan sana']);
    expect(screen.getByRole('status')).toHaveTextContent('Topildi: 29');
    const dilnoza = cells(rows()[0]).map((cell) => cell.textContent);
    expect(dilnoza).toEqual(['1', 'Karimova Dilnoza Rustamovna', '41403850230012', 'AA1234567', 'Fuqaro', 'Faol', 'Yo‘q', '1', '02.11.2026']);
  });

  it('searches by passport and filters by role and state', async () => {
    const { user } = renderApp(PAGE, adminSession);
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.type(screen.getByRole('textbox', { name: texts.list.search }), 'ab7654321');
    await user.click(screen.getByRole('button', { name: texts.list.search_button }));
    await waitFor(() => expect(names()).toEqual(['Rahimova Malika']));
    expect(adminUserRequests.lists.at(-1)?.get('q')).toBe('ab7654321');

    await user.clear(screen.getByRole('textbox', { name: texts.list.search }));
    await user.click(screen.getByRole('button', { name: texts.list.search_button }));
    await choose(user, texts.list.role, texts.roles.admin);
    await waitFor(() => expect(names()).toEqual(['Aliyev Sardor Karimovich']));
    expect(adminUserRequests.lists.at(-1)?.get('role')).toBe('admin');

    await choose(user, texts.list.state, texts.states.deleted);
    expect(await screen.findByText(texts.list.empty)).toBeInTheDocument();
    expect(adminUserRequests.lists.at(-1)?.get('state')).toBe('deleted');
  });

  it('turns the page and opens a user from their row', async () => {
    const { user, router } = renderApp(PAGE, adminSession);
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: '2-sahifa' }));
    await waitFor(() => expect(rows()).toHaveLength(9));
    expect(adminUserRequests.lists.at(-1)?.get('page')).toBe('2');
    const [first] = cells(rows()[0]);
    if (first) await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/admin\/users\/\d+$/));
  });

  it('sends someone who is not an administrator to the forbidden page', async () => {
    adminUserMocks.caller = 'citizen';
    const { router } = renderApp(PAGE, { session: {} });
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  });
});
