import { generatePath } from 'react-router';
import { paths, type RouteName } from '@/config/paths';
import { catalogues } from '@/lib/i18n';
import ozIdentity from '@/locales/identity/oz.json';
import ozHome from '@/locales/home/oz.json';
import ozKiosk from '@/locales/kiosk/oz.json';
import { demoAdmin, demoCitizen } from '@/testing/mocks/data';
import { actMocks, stagedAct } from '@/testing/mocks/handlers/acts';
import { persisted, renderApp, screen, visit, waitFor, within } from '@/testing/test-utils';

const oz = catalogues.oz;

describe('unknown paths', () => {
  it('sends an unknown browser path to /404', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: oz.errors.not_found_title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('sends an unknown kiosk path to /kiosk/404 in the kiosk frame', async () => {
    const { router } = renderApp('/kiosk/no-such-page');
    expect(await screen.findByRole('heading', { name: oz.errors.not_found_title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kiosk/404');
    expect(screen.getByRole('link', { name: oz.errors.to_kiosk_menu })).toHaveAttribute('href', '/kiosk');
    expect(persisted().mode).toBe('kiosk');
  });
});

describe('kiosk visitors without a session', () => {
  it('go to the kiosk login and the wanted path is remembered', async () => {
    const { router } = renderApp('/kiosk/my_notarial_act?tab=2');
    expect(await screen.findByRole('heading', { name: ozIdentity.page_title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kiosk/auth');
    expect(persisted().redirectUrl).toBe('/kiosk/my_notarial_act?tab=2');
  });

  it('reach the kiosk menu with a session', async () => {
    renderApp('/kiosk', { session: {} });
    expect(await screen.findByRole('heading', { name: ozKiosk.menu_title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ozKiosk.items.search_ban })).toHaveAttribute('href', '/kiosk/search_ban');
  });
});

describe('browser visitors without a session', () => {
  it('see that the page needs login, stay on it, and the path is remembered', async () => {
    const { router } = renderApp('/my_notarial_act?state=1');
    expect(await screen.findByRole('heading', { name: ozIdentity.login_required_title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my_notarial_act');
    expect(persisted().redirectUrl).toBe('/my_notarial_act?state=1');
    expect(persisted().mode).toBe('browser');
  });

  it('have a public page remembered too, but never the main page', async () => {
    const { router } = renderApp('/notary');
    await screen.findByRole('heading', { name: oz.pages.notaries.title });
    expect(persisted().redirectUrl).toBe('/notary');
    await visit(router, '/');
    await screen.findByRole('heading', { name: ozHome.title });
    await visit(router, '/index');
    await screen.findByRole('heading', { name: ozHome.title });
    expect(persisted().redirectUrl).toBe('/notary');
  });
});

it('redirects the old act link /enotarial-act/{uuid} to /enotarial_act/{uuid}, keeping the query', async () => {
  const { router } = renderApp('/enotarial-act/4f1c?pin=1', { session: {} });
  // The act page's heading is the act's type (the mock server's act of that uuid).
  await screen.findByRole('heading', { level: 1, name: 'Avtotransport vositasi oldi-sotdi shartnomasi' });
  expect(router.state.location.pathname).toBe('/enotarial_act/4f1c');
  expect(router.state.location.search).toBe('?pin=1');
});

it('scrolls to the top on every navigation', async () => {
  const { router } = renderApp('/notary');
  await screen.findByRole('heading', { name: oz.pages.notaries.title });
  vi.mocked(window.scrollTo).mockClear();
  await visit(router, '/statistics');
  await screen.findByRole('heading', { name: oz.pages.statistics.title });
  await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
});

it('follows the mode of the path and stores it', async () => {
  const { router } = renderApp('/kiosk/auth');
  await screen.findByRole('heading', { name: ozIdentity.page_title });
  expect(persisted().mode).toBe('kiosk');
  expect(document.documentElement.dataset.mode).toBe('kiosk');
  await visit(router, '/search_proxy');
  await screen.findByRole('heading', { name: oz.pages.searchProxy.title });
  expect(persisted().mode).toBe('browser');
});

/** Every route of the table opens a real page with a translated heading for an administrator, who may open all. */
const untranslatedKey = new RegExp(`\\b(${Object.keys(oz).join('|')})\\.[a-zA-Z_]`);
const sampleParams = { id: '7', nadid: '3', uuid: '-1', rid: '12', code: 'VX-1234', token: 'chk-1' };
const routeNames = Object.keys(paths) as RouteName[];

/** A quick start opens on an act its caller prepares (another act gives way to the act's own page). */
const PREPARED = '3f1c2a9e-0000-4000-8000-0000000000e1';
const QUICK_STARTS: readonly RouteName[] = ['quickStart', 'kioskQuickStart'];

function paramsOf(name: RouteName) {
  if (!QUICK_STARTS.includes(name)) return sampleParams;
  actMocks.acts.set(PREPARED, { ...stagedAct(PREPARED, 1, []), state: 'draft', changes: ['parties', 'subjects', 'notes'] });
  return { ...sampleParams, uuid: PREPARED };
}

it.each(routeNames)('route %s opens its page', async (name) => {
  const params = paramsOf(name);
  const { router } = renderApp(generatePath(paths[name].path, params), { session: { user: demoAdmin } });
  await screen.findByRole('heading', { level: 1 });
  // A missing catalogue entry would show its key (such as `menu.notaries`) instead of text.
  expect(document.body.textContent).not.toMatch(untranslatedKey);
  expect(router.state.location.pathname).toBe(generatePath(paths[name].path, params));
});

describe("the notary's desk in the menu", () => {
  const demoNotary = { ...demoCitizen, roles: ['citizen', 'notary'] };
  const menu = () => screen.getByRole('navigation', { name: oz.header.menu });

  it('is offered to a logged-in notary', async () => {
    renderApp('/statistics', { session: { user: demoNotary } });
    await screen.findByRole('heading', { name: oz.pages.statistics.title });
    expect(within(menu()).getByRole('link', { name: oz.menu.notaryDesk })).toHaveAttribute('href', '/notary_desk');
  });

  it.each([
    ['a citizen', { session: {} }],
    ['an administrator', { session: { user: demoAdmin } }],
    ['a visitor without a session', {}],
  ])('is not offered to %s', async (_who, options) => {
    renderApp('/statistics', options);
    await screen.findByRole('heading', { name: oz.pages.statistics.title });
    expect(within(menu()).getByRole('link', { name: oz.menu.myActs })).toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: oz.menu.notaryDesk })).not.toBeInTheDocument();
  });
});
